import { Table } from 'antd';
import { ADMIN_DASHBOARD, type Dashboard, formatRupees } from 'shared-contracts';
import { ScrollRegion } from '../ui/scroll-region';
import { Panel } from './panel';

type BestSeller = Dashboard['bestSellers'][number];

/** The window's best-selling products, with units and revenue. */
export function BestSellersPanel({ bestSellers }: { bestSellers: BestSeller[] }) {
  return (
    <Panel id="dashboard-best-sellers" title={`Best sellers, last ${ADMIN_DASHBOARD.days} days`}>
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
  );
}
