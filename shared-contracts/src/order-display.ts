/** How an order reads to customers and admins alike (product rules §4). */
import { DELIVERY_STATUS_LABELS } from './constants.js';
import type { DeliveryStatus, Order } from './entities.js';

/** Labels of an order's payment, as customers and admins read them. */
export const PAYMENT_METHOD_LABELS = { COD: 'Cash on Delivery' } as const satisfies Record<
  Order['paymentMethod'],
  string
>;
export const PAYMENT_STATUS_LABELS = { PENDING: 'Pending', PAID: 'Paid' } as const satisfies Record<
  Order['paymentStatus'],
  string
>;

export interface OrderDateFact {
  label: 'Expected delivery' | 'Delivered on' | 'Cancelled on';
  date: string | null;
}

/**
 * The date an order's status makes worth showing: when it was delivered or cancelled, else when it
 * is expected. A cancelled order is expected nowhere, so it never shows a delivery date.
 */
export function orderDateFact(
  order: Pick<Order, 'deliveryStatus' | 'expectedDeliveryDate' | 'deliveredOn' | 'canceledOn'>,
): OrderDateFact {
  switch (order.deliveryStatus) {
    case 'DELIVERED':
      return { label: 'Delivered on', date: order.deliveredOn };
    case 'CANCELED':
      return { label: 'Cancelled on', date: order.canceledOn };
    default:
      return { label: 'Expected delivery', date: order.expectedDeliveryDate };
  }
}

/** "1 unit", "3 units". */
const units = (count: number) => `${count} ${count === 1 ? 'unit' : 'units'}`;

export interface StatusChangeWarning {
  title: string;
  /** What the change does, stock first: what the server does on it (api/src/orders/order-status.ts). */
  content: string;
  okText: string;
  cancelText: string;
}

/**
 * What the admin is asked before moving a delivered or cancelled order to another status, naming
 * what happens to stock; null for the other changes, which need no confirmation. Leaving Cancelled
 * takes the order's units out of stock again; becoming Cancelled puts them back; leaving Delivered
 * otherwise leaves stock alone but undoes the delivery and the payment. Lines whose variant was
 * deleted since (variant id 0) move no stock.
 */
export function statusChangeWarning(
  order: Pick<Order, 'id' | 'deliveryStatus' | 'items'>,
  target: DeliveryStatus,
): StatusChangeWarning | null {
  const from = order.deliveryStatus;
  if (target === from || (from !== 'DELIVERED' && from !== 'CANCELED')) return null;
  const stocked = order.items
    .filter((item) => item.product.variant.id !== 0)
    .reduce((sum, item) => sum + item.quantity, 0);
  const move = `Moving this order from ${DELIVERY_STATUS_LABELS[from]} to ${DELIVERY_STATUS_LABELS[target]}`;
  let content: string;
  if (from === 'CANCELED') {
    content =
      stocked > 0
        ? `${move} takes ${units(stocked)} out of stock again.`
        : `${move} changes no stock: its products are no longer in the catalogue.`;
    if (target === 'DELIVERED') content += ' It will be marked delivered and paid.';
  } else if (target === 'CANCELED') {
    content =
      stocked > 0
        ? `${move} puts ${units(stocked)} back in stock. It will no longer be marked delivered or paid.`
        : `${move} changes no stock: its products are no longer in the catalogue. It will no longer be marked delivered or paid.`;
  } else {
    content = `${move} leaves stock as it is. It will no longer be marked delivered or paid.`;
  }
  return {
    title: `Change order #${order.id} to ${DELIVERY_STATUS_LABELS[target]}?`,
    content,
    okText: `Move to ${DELIVERY_STATUS_LABELS[target]}`,
    cancelText: `Keep ${DELIVERY_STATUS_LABELS[from]}`,
  };
}
