import { Table, Typography } from 'antd';
import { type Dashboard, ROUTES } from 'shared-contracts';
import { Link } from 'store-runtime/router';
import { ScrollRegion } from '../ui/scroll-region';
import { Panel } from './panel';

type LowStock = Dashboard['lowStock'];
type LowStockVariant = LowStock['variants'][number];

const variants = (count: number) => `${count} ${count === 1 ? 'variant' : 'variants'}`;

/**
 * The variants running low (1 to the threshold left) and the lowest of them, each linking to its
 * product; the sold-out ones apart, counted, so "few left" is never lost among "none left".
 */
export function LowStockPanel({ lowStock }: { lowStock: LowStock }) {
  return (
    <Panel id="dashboard-low-stock" title={`Low stock (${lowStock.threshold} or fewer)`}>
      <Typography.Paragraph>
        {lowStock.count === 0
          ? `No variant is down to ${lowStock.threshold} or fewer.`
          : `${variants(lowStock.count)} with 1 to ${lowStock.threshold} left${
              lowStock.count > lowStock.variants.length ? `; the ${lowStock.variants.length} lowest:` : ':'
            }`}
      </Typography.Paragraph>
      <Typography.Paragraph>
        {lowStock.soldOut === 0 ? 'Nothing is sold out.' : `${variants(lowStock.soldOut)} sold out.`}
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
