import { Table, Typography } from 'antd';
import { type Dashboard, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { ScrollRegion } from '../ui/scroll-region';
import { Panel } from './panel';

type LowStock = Dashboard['lowStock'];
type LowStockVariant = LowStock['variants'][number];

/** How many variants are at or below the threshold, and the lowest of them, each linking to its product. */
export function LowStockPanel({ lowStock }: { lowStock: LowStock }) {
  return (
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
                render: (_, variant) => <Link to={ROUTES.product(variant.productName)}>{variant.productName}</Link>,
              },
              { title: 'Variant', key: 'variant', render: (_, variant) => `${variant.color} · ${variant.size}` },
              { title: 'Stock', dataIndex: 'stock', align: 'right' },
            ]}
          />
        </ScrollRegion>
      )}
    </Panel>
  );
}
