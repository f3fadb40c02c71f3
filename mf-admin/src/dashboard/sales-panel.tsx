import { Collapse, Skeleton, Table, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { ADMIN_DASHBOARD, type Dashboard, formatDate, formatPaise, formatRupees, toPaise } from 'shared-contracts';
import { ScrollRegion } from '../ui/scroll-region';
import { Panel } from './panel';

// recharts is fetched only when the dashboard shows a chart.
const SalesChart = lazy(() => import('./sales-chart'));

type Sales = Dashboard['salesByDay'];

const { days } = ADMIN_DASHBOARD;

/** "₹12,34,567.00 from 321 orders": the window's totals, which the chart's table details per day. */
export function salesSummary(sales: Sales): string {
  const revenuePaise = sales.reduce((sum, day) => sum + toPaise(day.revenue), 0);
  const orders = sales.reduce((sum, day) => sum + day.orders, 0);
  return `${formatPaise(revenuePaise)} from ${orders} ${orders === 1 ? 'order' : 'orders'} in the last ${days} days`;
}

/** The window's sales: their totals, a chart by day, and the same figures as a table. */
export function SalesPanel({ salesByDay }: { salesByDay: Sales }) {
  return (
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
  );
}
