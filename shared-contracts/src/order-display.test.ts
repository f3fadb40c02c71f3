import { orderDateFact } from './order-display';

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
