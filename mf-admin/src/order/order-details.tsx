import { Descriptions, Modal, Table, Tag } from 'antd';
import {
  addressPlace,
  DELIVERY_STATUS_LABELS,
  type DeliveryStatus,
  formatDate,
  formatPaise,
  formatRupees,
  type Order,
  type OrderItem,
  orderDateFact,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  toPaise,
} from 'shared-contracts';
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

/** A delivery status as customers read it ("Cancelled"), in its colour. */
export function StatusTag({ status }: { status: DeliveryStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{DELIVERY_STATUS_LABELS[status]}</Tag>;
}

export function customerName(order: Order): string {
  return `${order.user.firstName} ${order.user.lastName}`.trim();
}

/** One order in full: customer, address, items at their purchase price, totals, dates, payment and status. */
export function OrderDetails({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const dateFact = order ? orderDateFact(order) : undefined;
  return (
    <Modal open={order !== null} title={order ? `Order #${order.id}` : ''} footer={null} width={800} onCancel={onClose}>
      {order && (
        <>
          <Descriptions column={{ xs: 1, sm: 2 }} size="small" bordered>
            <Descriptions.Item label="Customer">{customerName(order)}</Descriptions.Item>
            <Descriptions.Item label="Email">{order.user.email}</Descriptions.Item>
            {/* Orders placed before recipients were asked for have none: the dash says so. */}
            <Descriptions.Item label="Recipient">{order.address.fullName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Mobile">{order.address.mobile ?? '—'}</Descriptions.Item>
            {/* A line of its own (with the landmark): both columns on a wide screen, the one column on a phone. */}
            <Descriptions.Item label="Address" span="filled">
              {addressPlace(order.address)}
            </Descriptions.Item>
            <Descriptions.Item label="Order date">{formatDate(order.orderDate ?? order.createdAt)}</Descriptions.Item>
            {dateFact && <Descriptions.Item label={dateFact.label}>{formatDate(dateFact.date)}</Descriptions.Item>}
            <Descriptions.Item label="Payment method">{PAYMENT_METHOD_LABELS[order.paymentMethod]}</Descriptions.Item>
            <Descriptions.Item label="Payment status">{PAYMENT_STATUS_LABELS[order.paymentStatus]}</Descriptions.Item>
            <Descriptions.Item label="Delivery status">
              <StatusTag status={order.deliveryStatus} />
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
