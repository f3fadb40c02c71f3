import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { LEGAL_PAGE_SLUGS, MESSAGES, QUERY_KEYS, ROUTES } from 'shared-contracts';
import { categoriesApi, ordersApi, productsApi } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { flattenCategories } from '../ui/category-tree';
import { LoadFailed } from '../ui/load-failed';

interface DashboardCard {
  title: string;
  to: string;
  value: number | string | undefined;
  loading: boolean;
  note: string;
}

/** Cards with counts: active categories and pending orders from the API; company and legal are fixed text (product rules §2). */
export default function DashboardPage() {
  const categories = useQuery({ queryKey: QUERY_KEYS.categories, queryFn: categoriesApi.list });
  const products = useQuery({
    queryKey: [...QUERY_KEYS.products, 'admin', 'count'],
    queryFn: () => productsApi.list({ page: 1, limit: 1 }),
  });
  // Only the count of pending orders: one order asked for, the total read from the page.
  const orders = useQuery({
    queryKey: [...QUERY_KEYS.allOrders, 'PENDING', 'count'],
    queryFn: () => ordersApi.all({ deliveryStatus: 'PENDING', limit: 1 }),
  });

  const failed = [categories, products, orders].filter((query) => query.isError);

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
      value: orders.data?.pagination.totalItems,
      loading: orders.isPending,
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
    <section aria-labelledby="admin-dashboard-title">
      <Typography.Title id="admin-dashboard-title" level={1} style={{ fontSize: 26 }}>
        Dashboard
      </Typography.Title>
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
    </section>
  );
}
