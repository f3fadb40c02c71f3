import { Descriptions, Modal, Table, Tag } from 'antd';
import { formatDate, formatPaise, formatRupees, type Order, type OrderItem, toPaise } from 'shared-contracts';
import { ScrollRegion } from '../ui/scroll-region';

/**
 * Solid tags with white text: antd's light gold and green tags are below 4.5:1 (WCAG AA). These
 * are antd's gold-9, blue-7, green-8 and red-7, each at least 5.5:1 against white.
 */
export const STATUS_COLORS = {
  PENDING: '#874d00',
  SHIPPED: '#0958d9',
  DELIVERED: '#237804',
  CANCELED: '#cf1322',
} as const;

export function customerName(order: Order): string {
  return `${order.user.firstName} ${order.user.lastName}`.trim();
}

export function addressText(order: Order): string {
  const a = order.address;
  if (!a) return '—';
  return [a.addressLine1, a.addressLine2, a.city, `${a.state} ${a.postalCode}`].filter(Boolean).join(', ');
}

/** One order in full: customer, address, items at their purchase price, totals, dates, payment and status. */
export function OrderDetails({ order, onClose }: { order: Order | null; onClose: () => void }) {
  return (
    <Modal open={order !== null} title={order ? `Order #${order.id}` : ''} footer={null} width={800} onCancel={onClose}>
      {order && (
        <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="Customer">{customerName(order)}</Descriptions.Item>
            <Descriptions.Item label="Email">{order.user.email}</Descriptions.Item>
            {/* A line of its own: both columns on a wide screen, the one column on a phone. */}
            <Descriptions.Item label="Address" span="filled">
              {addressText(order)}
            </Descriptions.Item>
            <Descriptions.Item label="Order date">{formatDate(order.orderDate ?? order.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={order.deliveredOn ? 'Delivered on' : 'Expected delivery'}>
              {formatDate(order.deliveredOn ?? order.expectedDeliveryDate)}
            </Descriptions.Item>
            <Descriptions.Item label="Payment method">{order.paymentMethod}</Descriptions.Item>
            <Descriptions.Item label="Payment status">{order.paymentStatus}</Descriptions.Item>
            <Descriptions.Item label="Delivery status">
              <Tag color={STATUS_COLORS[order.deliveryStatus]}>{order.deliveryStatus}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label="Total">{formatRupees(order.orderTotal)}</Descriptions.Item>
          </Descriptions>
          <ScrollRegion label={`Items of order #${order.id}`} style={{ marginTop: 16 }}>
            <Table<OrderItem>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={order.items}
              columns={[
                { title: 'Product', key: 'name', render: (_, item) => item.product.name },
                {
                  title: 'Variant',
                  key: 'variant',
                  render: (_, item) =>
                    item.product.variant ? `${item.product.variant.color} / ${item.product.variant.size}` : '—',
                },
                { title: 'Qty', dataIndex: 'quantity' },
                { title: 'Price', dataIndex: 'priceAtPurchase', render: (price) => formatRupees(price) },
                {
                  title: 'Subtotal',
                  key: 'subtotal',
                  render: (_, item) => formatPaise(toPaise(item.priceAtPurchase) * item.quantity),
                },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={4}>
                    Total
                  </Table.Summary.Cell>
                  <Table.Summary.Cell index={1}>{formatRupees(order.orderTotal)}</Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          </ScrollRegion>
        </>
      )}
    </Modal>
  );
}
