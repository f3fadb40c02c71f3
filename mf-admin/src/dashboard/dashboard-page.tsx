import { useQuery } from '@tanstack/react-query';
import { Card, Col, Collapse, Row, Skeleton, Statistic, Table, Typography } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import {
  ADMIN_DASHBOARD,
  type Dashboard,
  type DeliveryStatus,
  formatDate,
  formatPaise,
  formatRupees,
  LEGAL_PAGE_SLUGS,
  MESSAGES,
  QUERY_KEYS,
  ROUTES,
  toPaise,
} from 'shared-contracts';
import { categoriesApi, dashboardApi, productsApi } from 'store-runtime';
import { Link } from 'store-runtime/router';
import { StatusTag } from '../order/order-details';
import { flattenCategories } from '../ui/category-tree';
import { LoadFailed } from '../ui/load-failed';
import { ScrollRegion } from '../ui/scroll-region';

// recharts is fetched only when the dashboard shows a chart.
const SalesChart = lazy(() => import('./sales-chart'));

interface DashboardCard {
  title: string;
  to: string;
  value: number | string | undefined;
  loading: boolean;
  note: string;
}

type Sales = Dashboard['salesByDay'];
type BestSeller = Dashboard['bestSellers'][number];
type LowStockVariant = Dashboard['lowStock']['variants'][number];
type LatestOrder = Dashboard['latestOrders'][number];

const { days } = ADMIN_DASHBOARD;

/** "₹12,34,567.00 from 321 orders": the window's totals, which the chart's table details per day. */
export function salesSummary(sales: Sales): string {
  const revenuePaise = sales.reduce((sum, day) => sum + toPaise(day.revenue), 0);
  const orders = sales.reduce((sum, day) => sum + day.orders, 0);
  return `${formatPaise(revenuePaise)} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last ${days} days`;
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
      {dashboard.isPending && <Skeleton active style={{ marginTop: 24 }} />}
      {figures && <ShopFigures figures={figures} />}
    </section>
  );
}

/** A titled card of the figures; its heading names it for assistive technology. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card style={{ marginTop: 16 }}>
      <section aria-labelledby={id}>
        <Typography.Title id={id} level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {title}
        </Typography.Title>
        {children}
      </section>
    </Card>
  );
}

function ShopFigures({ figures }: { figures: Dashboard }) {
  const { salesByDay, ordersByStatus, bestSellers, lowStock, latestOrders } = figures;
  return (
    <>
      <Panel id="dashboard-sales" title={`Sales, last ${days} days`}>
        <Typography.Paragraph>{salesSummary(salesByDay)}</Typography.Paragraph>
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 280 }} />}>
          <SalesChart days={salesByDay} />
        </Suspense>
        <Collapse
          ghost
          style={{ marginTop: 8 }}
          items={[
            {
              key: 'table',
              label: 'Sales by day as a table',
              children: (
                <ScrollRegion label="Sales by day">
                  <Table<Sales[number]>
                    rowKey="date"
                    size="small"
                    pagination={false}
                    dataSource={[...salesByDay].reverse()}
                    columns={[
                      { title: 'Day', dataIndex: 'date', render: (date: string) => formatDate(date) },
                      { title: 'Orders', dataIndex: 'orders', align: 'right' },
                      { title: 'Revenue', dataIndex: 'revenue', align: 'right', render: formatRupees },
                    ]}
                  />
                </ScrollRegion>
              ),
            },
          ]}
        />
      </Panel>

      <Row gutter={[16, 0]}>
        <Col xs={24} lg={12}>
          <Panel id="dashboard-statuses" title={`Orders by status, last ${days} days`}>
            <Table
              rowKey="status"
              size="small"
              pagination={false}
              dataSource={ordersByStatus}
              columns={[
                {
                  title: 'Status',
                  dataIndex: 'status',
                  render: (status: DeliveryStatus) => <StatusTag status={status} />,
                },
                { title: 'Orders', dataIndex: 'count', align: 'right' },
              ]}
            />
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel id="dashboard-best-sellers" title={`Best sellers, last ${days} days`}>
            <ScrollRegion label="Best sellers table">
              <Table<BestSeller>
                rowKey={(seller) => `${seller.productId ?? 'deleted'}-${seller.name}`}
                size="small"
                pagination={false}
                locale={{ emptyText: 'No sales yet' }}
                dataSource={bestSellers}
                columns={[
                  { title: 'Product', dataIndex: 'name' },
                  { title: 'Units', dataIndex: 'unitsSold', align: 'right' },
                  { title: 'Revenue', dataIndex: 'revenue', align: 'right', render: formatRupees },
                ]}
              />
            </ScrollRegion>
          </Panel>
        </Col>
      </Row>

      <Row gutter={[16, 0]}>
        <Col xs={24} lg={12}>
          <Panel id="dashboard-low-stock" title={`Low stock (${lowStock.threshold} or fewer)`}>
            <Typography.Paragraph>
              {lowStock.count === 0
                ? 'Every variant has more in stock.'
                : `${lowStock.count} ${lowStock.count === 1 ? 'variant' : 'variants'} at or below ${lowStock.threshold}${
                    lowStock.count > lowStock.variants.length ? `; the ${lowStock.variants.length} lowest:` : ':'
                  }`}
            </Typography.Paragraph>
            {lowStock.variants.length > 0 && (
              <ScrollRegion label="Low-stock variants">
                <Table<LowStockVariant>
                  rowKey="variantId"
                  size="small"
                  pagination={false}
                  dataSource={lowStock.variants}
                  columns={[
                    {
                      title: 'Product',
                      key: 'product',
                      render: (_, variant) => (
                        <Link to={ROUTES.product(variant.productName)}>{variant.productName}</Link>
                      ),
                    },
                    { title: 'Variant', key: 'variant', render: (_, variant) => `${variant.color} · ${variant.size}` },
                    { title: 'Stock', dataIndex: 'stock', align: 'right' },
                  ]}
                />
              </ScrollRegion>
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel id="dashboard-latest-orders" title="Latest orders">
            <ScrollRegion label="Latest orders table">
              <Table<LatestOrder>
                rowKey="id"
                size="small"
                pagination={false}
                locale={{ emptyText: 'No orders yet' }}
                dataSource={latestOrders}
                columns={[
                  { title: 'Order', dataIndex: 'id', render: (id: number) => `#${id}` },
                  { title: 'Customer', dataIndex: 'customer' },
                  { title: 'Date', dataIndex: 'createdAt', render: (date: string) => formatDate(date) },
                  { title: 'Total', dataIndex: 'orderTotal', align: 'right', render: formatRupees },
                  {
                    title: 'Status',
                    dataIndex: 'deliveryStatus',
                    render: (status: DeliveryStatus) => <StatusTag status={status} />,
                  },
                ]}
              />
            </ScrollRegion>
            <Typography.Paragraph style={{ marginTop: 8, marginBottom: 0 }}>
              <Link to={ROUTES.admin.order}>All orders</Link>
            </Typography.Paragraph>
          </Panel>
        </Col>
      </Row>
    </>
  );
}
