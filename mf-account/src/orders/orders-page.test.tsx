import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from 'shared-contracts';
import { ordersApi } from 'store-runtime';
import { apiError, renderPage } from '../test-utils';
import { notify } from '../ui/notify';
import OrdersPage, { ORDER_CANCELLED } from './orders-page';

jest.mock('../ui/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const mine = jest.spyOn(ordersApi, 'mine');
const cancel = jest.spyOn(ordersApi, 'cancel');

beforeEach(() => jest.clearAllMocks());

function order(id: number, deliveryStatus: Order['deliveryStatus'], extra: Partial<Order> = {}): Order {
  return {
    id,
    user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
    orderTotal: '2598.00',
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    deliveryStatus,
    orderDate: '2026-11-02T10:00:00.000Z',
    createdAt: '2026-11-02T10:00:00.000Z',
    expectedDeliveryDate: '2026-11-09',
    deliveredOn: null,
    canceledOn: null,
    address: {
      id: 3,
      userId: 7,
      fullName: 'Asha Rao',
      mobile: '9876543210',
      addressLine1: '12 MG Road',
      addressLine2: null,
      landmark: 'Near Trinity Metro',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: true,
    },
    items: [
      {
        id: id * 10,
        quantity: 2,
        priceAtPurchase: '1299.00',
        product: {
          id: 5,
          name: 'Galaxy Buds',
          images: [{ id: 1, url: '/uploads/buds.webp' }],
          variant: {
            id: 9,
            color: 'Black',
            colorHexCode: '#000000',
            size: 'Standard',
            stock: 3,
            originalPrice: '1299.00',
            discountPrice: null,
          },
        },
      },
    ],
    ...extra,
  };
}

const card = (id: number) => screen.getByRole('article', { name: `Order #${id}` });

test('lists each order with its items, total, dates and customer status label', async () => {
  mine.mockResolvedValue({
    orders: [
      order(1, 'DELIVERED', { deliveredOn: '2026-11-05T10:00:00.000Z' }),
      order(2, 'PENDING'),
      order(3, 'SHIPPED'),
      order(4, 'CANCELED', { canceledOn: '2026-11-03T10:00:00.000Z' }),
    ],
  });
  renderPage(<OrdersPage />, { path: '/myaccount/order' });

  expect(await screen.findByRole('article', { name: 'Order #2' })).toBeInTheDocument();
  // Newest first.
  expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'))).toEqual([
    'order-4-title',
    'order-3-title',
    'order-2-title',
    'order-1-title',
  ]);

  const pending = within(card(2));
  expect(pending.getByText('Pending')).toBeInTheDocument();
  expect(pending.getByText('Galaxy Buds')).toBeInTheDocument();
  expect(pending.getByText('Black · Standard')).toBeInTheDocument();
  expect(pending.getByText('Qty 2 × ₹1,299.00')).toBeInTheDocument();
  expect(pending.getByText('Total')).toHaveTextContent('Total ₹2,598.00');
  expect(pending.getByText('Expected delivery')).toBeInTheDocument();
  expect(pending.getByText('9 Nov 2026')).toBeInTheDocument();
  expect(pending.getByText(/^Deliver to/).parentElement).toHaveTextContent(
    'Deliver to Asha Rao, 9876543210, 12 MG Road, Near Trinity Metro, Bengaluru, Karnataka 560001',
  );

  const delivered = within(card(1));
  expect(delivered.getByText('Delivered')).toBeInTheDocument();
  expect(delivered.queryByText('Expected delivery')).not.toBeInTheDocument();
  expect(delivered.getByText('Delivered on')).toBeInTheDocument();
  expect(delivered.getByText('5 Nov 2026')).toBeInTheDocument();

  expect(within(card(3)).getByText('Shipped')).toBeInTheDocument();
  const cancelled = within(card(4));
  expect(cancelled.getByText('Cancelled')).toBeInTheDocument();
  expect(cancelled.queryByText('Expected delivery')).not.toBeInTheDocument();
  expect(cancelled.queryByText('9 Nov 2026')).not.toBeInTheDocument();
  expect(cancelled.getByText('Cancelled on')).toBeInTheDocument();
  expect(cancelled.getByText('3 Nov 2026')).toBeInTheDocument();

  // Cancel Order only on the pending order.
  expect(screen.getAllByRole('button', { name: 'Cancel Order' })).toHaveLength(1);
  expect(pending.getByRole('button', { name: 'Cancel Order' })).toBeInTheDocument();
});

test('Cancel Order asks first; Keep Order keeps it', async () => {
  mine.mockResolvedValue({ orders: [order(2, 'PENDING')] });
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { path: '/myaccount/order' });
  await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));

  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveAccessibleDescription(
    'Are you sure you want to cancel this order? This action cannot be undone.',
  );
  expect(within(dialog).getByRole('button', { name: 'Keep Order' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Keep Order' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(cancel).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Cancel Order' })).toHaveFocus();
});

test('Yes, Cancel cancels the order and shows it cancelled', async () => {
  mine.mockResolvedValueOnce({ orders: [order(2, 'PENDING')] });
  mine.mockResolvedValueOnce({ orders: [order(2, 'CANCELED')] });
  cancel.mockResolvedValue({ order: order(2, 'CANCELED') });
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { path: '/myaccount/order' });
  await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));

  await waitFor(() => expect(within(card(2)).getByText('Cancelled')).toBeInTheDocument());
  expect(cancel).toHaveBeenCalledWith(2);
  expect(notify.success).toHaveBeenCalledWith(ORDER_CANCELLED);
  expect(screen.queryByRole('button', { name: 'Cancel Order' })).not.toBeInTheDocument();
});

test("a failed cancel says 'Failed to cancel order.'", async () => {
  mine.mockResolvedValue({ orders: [order(2, 'PENDING')] });
  cancel.mockRejectedValue(apiError(409, 'Only a pending order can be cancelled'));
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { path: '/myaccount/order' });
  await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  await user.click(screen.getByRole('button', { name: 'Yes, Cancel' }));
  await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Failed to cancel order.'));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('Escape closes the confirmation', async () => {
  mine.mockResolvedValue({ orders: [order(2, 'PENDING')] });
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { path: '/myaccount/order' });
  await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('no orders yet, and a failed load with a retry', async () => {
  mine.mockRejectedValueOnce(apiError(500));
  mine.mockResolvedValueOnce({ orders: [] });
  const user = userEvent.setup();
  renderPage(<OrdersPage />, { path: '/myaccount/order' });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch orders');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/shop');
});
