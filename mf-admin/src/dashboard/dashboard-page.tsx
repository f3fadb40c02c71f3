import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { type Dashboard, LEGAL_PAGE_SLUGS, MESSAGES, QUERY_KEYS, ROUTES } from 'shared-contracts';
import { categoriesApi, dashboardApi, productsApi } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { AdminPage } from '../ui/admin-page';
import { flattenCategories } from '../ui/category-tree';
import { LoadFailed } from '../ui/load-failed';
import { BestSellersPanel } from './best-sellers-panel';
import { LatestOrdersPanel } from './latest-orders-panel';
import { LowStockPanel } from './low-stock-panel';
import { SalesPanel } from './sales-panel';
import { StatusesPanel } from './statuses-panel';

interface DashboardCard {
  title: string;
  to: string;
  value: number | string | undefined;
  loading: boolean;
  note: string;
}

/** Counts for the admin's sections (product rules §2), then how the shop is doing: sales, statuses, best sellers, low stock, latest orders. */
export default function DashboardPage() {
  const categories = useQuery({ queryKey: QUERY_KEYS.categories, queryFn: categoriesApi.list });
  const products = useQuery({
    queryKey: [...QUERY_KEYS.products, 'admin', 'count'],
    queryFn: () => productsApi.list({ page: 1, limit: 1 }),
  });
  const dashboard = useQuery({ queryKey: QUERY_KEYS.dashboard, queryFn: dashboardApi.get });
  const figures = dashboard.data;

  const failed = [categories, products, dashboard].filter((query) => query.isError);

  const cards: DashboardCard[] = [
    {
      title: 'Category',
      to: ROUTES.admin.category,
      value: categories.data ? flattenCategories(categories.data).length : undefined,
      loading: categories.isPending,
      note: 'Active categories',
    },
    {
      title: 'Product',
      to: ROUTES.admin.product,
      value: products.data?.pagination.totalItems,
      loading: products.isPending,
      note: 'Products in the shop',
    },
    {
      title: 'Order',
      to: ROUTES.admin.order,
      value: figures?.pendingOrders,
      loading: dashboard.isPending,
      note: 'Pending orders',
    },
    { title: 'Company', to: ROUTES.admin.company, value: 1, loading: false, note: 'Company profile' },
    {
      title: 'Legal Page',
      to: ROUTES.admin.legal,
      value: LEGAL_PAGE_SLUGS.length,
      loading: false,
      note: 'Privacy policy and terms',
    },
  ];

  return (
    <AdminPage title="Dashboard">
      {failed.length > 0 && (
        <LoadFailed
          message={MESSAGES.fetchDashboardFailed}
          onRetry={() => {
            for (const query of failed) query.refetch();
          }}
        />
      )}
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.title} xs={24} sm={12} lg={8}>
            <Link to={card.to} aria-label={`${card.title}: ${card.note}`}>
              <Card hoverable role="region" aria-label={card.title}>
                {card.loading ? (
                  <Skeleton active paragraph={false} />
                ) : (
                  <Statistic title={card.title} value={card.value ?? '–'} />
                )}
                <Typography.Text type="secondary">{card.note}</Typography.Text>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>
      {dashboard.isPending && <Skeleton active style={{ marginTop: 24 }} />}
      {figures && <ShopFigures figures={figures} />}
    </AdminPage>
  );
}

/** How the shop is doing, one panel per figure, two to a row on a wide screen. */
function ShopFigures({ figures }: { figures: Dashboard }) {
  return (
    <>
      <SalesPanel salesByDay={figures.salesByDay} />
      <Row gutter={[16, 0]}>
        <Col xs={24} lg={12}>
          <StatusesPanel ordersByStatus={figures.ordersByStatus} />
        </Col>
        <Col xs={24} lg={12}>
          <BestSellersPanel bestSellers={figures.bestSellers} />
        </Col>
      </Row>
      <Row gutter={[16, 0]}>
        <Col xs={24} lg={12}>
          <LowStockPanel lowStock={figures.lowStock} />
        </Col>
        <Col xs={24} lg={12}>
          <LatestOrdersPanel latestOrders={figures.latestOrders} />
        </Col>
      </Row>
    </>
  );
}
