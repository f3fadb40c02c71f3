import type { DeliveryStatus, Order } from './entities';
import { orderDateFact, statusChangeWarning } from './order-display';

describe('the date an order shows', () => {
  const order = {
    expectedDeliveryDate: '2026-12-01',
    deliveredOn: null,
    canceledOn: null,
  };

  it('shows the expected delivery while the order is on its way', () => {
    for (const deliveryStatus of ['PENDING', 'SHIPPED'] as const) {
      expect(orderDateFact({ ...order, deliveryStatus })).toEqual({
        label: 'Expected delivery',
        date: '2026-12-01',
      });
    }
  });

  it('shows when a delivered order arrived and when a cancelled one was cancelled, never an expected date', () => {
    const at = '2026-11-27T09:00:00.000Z';
    expect(orderDateFact({ ...order, deliveryStatus: 'DELIVERED', deliveredOn: at })).toEqual({
      label: 'Delivered on',
      date: at,
    });
    expect(orderDateFact({ ...order, deliveryStatus: 'CANCELED', canceledOn: at })).toEqual({
      label: 'Cancelled on',
      date: at,
    });
  });
});

describe('the confirmation before moving a delivered or cancelled order to another status', () => {
  const line = (quantity: number, variantId: number) =>
    ({ quantity, product: { variant: { id: variantId } } }) as Order['items'][number];
  const order = (deliveryStatus: DeliveryStatus, items = [line(2, 7), line(1, 9)]) => ({
    id: 41,
    deliveryStatus,
    items,
  });

  it('names the units taken out of stock again when a cancelled order comes back', () => {
    expect(statusChangeWarning(order('CANCELED'), 'PENDING')).toEqual({
      title: 'Change order #41 to Pending?',
      content: 'Moving this order from Cancelled to Pending takes 3 units out of stock again.',
      okText: 'Move to Pending',
      cancelText: 'Keep Cancelled',
    });
    expect(statusChangeWarning(order('CANCELED', [line(1, 7)]), 'DELIVERED')?.content).toBe(
      'Moving this order from Cancelled to Delivered takes 1 unit out of stock again. It will be marked delivered and paid.',
    );
  });

  it('names the units put back when a delivered order is cancelled, and none when it goes back on its way', () => {
    expect(statusChangeWarning(order('DELIVERED'), 'CANCELED')?.content).toBe(
      'Moving this order from Delivered to Cancelled puts 3 units back in stock. It will no longer be marked delivered or paid.',
    );
    expect(statusChangeWarning(order('DELIVERED'), 'SHIPPED')?.content).toBe(
      'Moving this order from Delivered to Shipped leaves stock as it is. It will no longer be marked delivered or paid.',
    );
  });

  it('counts no stock for lines whose variant was deleted since', () => {
    expect(statusChangeWarning(order('CANCELED', [line(2, 0), line(1, 9)]), 'SHIPPED')?.content).toBe(
      'Moving this order from Cancelled to Shipped takes 1 unit out of stock again.',
    );
    expect(statusChangeWarning(order('CANCELED', [line(2, 0)]), 'SHIPPED')?.content).toBe(
      'Moving this order from Cancelled to Shipped changes no stock: its products are no longer in the catalogue.',
    );
  });

  it('asks nothing for a pending or shipped order', () => {
    expect(statusChangeWarning(order('PENDING'), 'DELIVERED')).toBeNull();
    expect(statusChangeWarning(order('SHIPPED'), 'CANCELED')).toBeNull();
  });
});
