/** How an order reads to customers and admins alike (product rules §4). */
import type { Order } from './entities.js';

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
