import { Table } from 'antd';
import { ADMIN_DASHBOARD, type Dashboard, type DeliveryStatus } from 'shared-contracts';
import { StatusTag } from '../order/order-details';
import { Panel } from './panel';

/** How many of the window's orders are in each delivery status. */
export function StatusesPanel({ ordersByStatus }: { ordersByStatus: Dashboard['ordersByStatus'] }) {
  return (
    <Panel id="dashboard-statuses" title={`Orders by status, last ${ADMIN_DASHBOARD.days} days`}>
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
  );
}
