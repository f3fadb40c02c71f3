import { Table, Typography } from 'antd';
import { type Dashboard, type DeliveryStatus, formatDate, formatRupees, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { StatusTag } from '../order/order-details';
import { ScrollRegion } from '../ui/scroll-region';
import { Panel } from './panel';

type LatestOrder = Dashboard['latestOrders'][number];

/** The newest orders, and a link to all of them. */
export function LatestOrdersPanel({ latestOrders }: { latestOrders: LatestOrder[] }) {
  return (
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
  );
}
