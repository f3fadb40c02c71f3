// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ORDERS_PAGE_SIZE, MESSAGES, type Order } from 'shared-contracts';
import { ordersApi } from 'store-runtime';
import { apiError, renderAdmin, setViewportWidth } from '../test-utils';
import OrderPage from './order-page';

const order = (id: number, deliveryStatus: Order['deliveryStatus']): Order => ({
  id,
  user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
  orderTotal: '1499.00',
  paymentMethod: 'COD',
  paymentStatus: 'PENDING',
  deliveryStatus,
  orderDate: '2026-11-01T10:00:00.000Z',
  createdAt: '2026-11-01T10:00:00.000Z',
  expectedDeliveryDate: '2026-11-06',
  deliveredOn: null,
  canceledOn: null,
  address: {
    id: 1,
    userId: 1,
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
      id: 1,
      quantity: 1,
      priceAtPurchase: '1499.00',
      product: {
        id: 3,
        name: 'Earbuds X',
        images: [],
        variant: {
          id: 4,
          color: 'Black',
          colorHexCode: null,
          size: 'Standard',
          stock: 3,
          originalPrice: '1499.00',
          discountPrice: null,
        },
      },
    },
  ],
});

/** One page holding these orders, the only one. */
const pageOf = (orders: Order[]) => ({
  orders,
  pagination: { totalItems: orders.length, totalPages: 1, currentPage: 1, limit: ADMIN_ORDERS_PAGE_SIZE },
});

/** The options an order's status dropdown offers. */
async function optionsOf(id: number): Promise<string[]> {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: `Status of order #${id}` }));
  await screen.findAllByRole('option');
  return Array.from(document.querySelectorAll('.ant-select-item-option')).map((o) => o.textContent ?? '');
}

describe('<OrderPage>', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setViewportWidth(1024);
  });

  it('shows a table on wide screens and a detail modal with items at their purchase price', async () => {
    jest.spyOn(ordersApi, 'all').mockResolvedValue(pageOf([order(7, 'PENDING')]));
    renderAdmin(<OrderPage />);
    expect(await screen.findByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'View order #7' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Recipient').closest('th')?.nextElementSibling).toHaveTextContent('Asha Rao');
    expect(within(dialog).getByText('Mobile').closest('th')?.nextElementSibling).toHaveTextContent('9876543210');
    expect(within(dialog).getByText('12 MG Road, Near Trinity Metro, Bengaluru, Karnataka 560001')).toBeInTheDocument();
    expect(within(dialog).getByText('Earbuds X')).toBeInTheDocument();
    expect(within(dialog).getAllByText('₹1,499.00').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Expected delivery')).toBeInTheDocument();
  });

  it('shows cards on phones', async () => {
    setViewportWidth(390);
    jest.spyOn(ordersApi, 'all').mockResolvedValue(pageOf([order(7, 'SHIPPED')]));
    renderAdmin(<OrderPage />);
    expect(await screen.findByRole('article', { name: 'Order #7' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).not.toBeInTheDocument();
  });

  it('offers all four statuses by their labels and shows the server message when one is refused', async () => {
    jest.spyOn(ordersApi, 'all').mockResolvedValue(pageOf([order(7, 'CANCELED'), order(8, 'DELIVERED')]));
    const refusal = 'The order cannot become Shipped: Earbuds X (Standard) is out of stock';
    const setStatus = jest.spyOn(ordersApi, 'setStatus').mockRejectedValue(apiError(409, refusal));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin(<OrderPage />);
    await screen.findByRole('button', { name: 'View order #7' });
    expect(screen.getByRole('combobox', { name: 'Status of order #8' })).toBeEnabled();
    expect(await optionsOf(7)).toEqual(['Pending', 'Shipped', 'Delivered', 'Cancelled']);
    await userEvent.click(screen.getByTitle('Shipped'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Moving this order from Cancelled to Shipped takes 1 unit out of stock again.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Move to Shipped' }));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(7, { deliveryStatus: 'SHIPPED' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });

  it('asks before moving a delivered order, and keeps its status when the admin says no', async () => {
    jest.spyOn(ordersApi, 'all').mockResolvedValue(pageOf([order(8, 'DELIVERED')]));
    const setStatus = jest.spyOn(ordersApi, 'setStatus');
    renderAdmin(<OrderPage />);
    await screen.findByRole('button', { name: 'View order #8' });
    await optionsOf(8);
    await userEvent.click(screen.getByTitle('Cancelled'));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Change order #8 to Cancelled?');
    expect(confirm).toHaveTextContent('Moving this order from Delivered to Cancelled puts 1 unit back in stock.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep Delivered' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(setStatus).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Status of order #8' }).closest('.ant-select')).toHaveTextContent(
      'Delivered',
    );
  });

  it('changes a pending order at once, with no question', async () => {
    jest.spyOn(ordersApi, 'all').mockResolvedValue(pageOf([order(7, 'PENDING')]));
    const setStatus = jest.spyOn(ordersApi, 'setStatus').mockResolvedValue({ order: { ...order(7, 'DELIVERED') } });
    renderAdmin(<OrderPage />);
    await screen.findByRole('button', { name: 'View order #7' });
    await optionsOf(7);
    await userEvent.click(screen.getByTitle('Delivered'));
    await waitFor(() => expect(setStatus).toHaveBeenCalledWith(7, { deliveryStatus: 'DELIVERED' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a cancelled order with its cancellation date and no expected delivery', async () => {
    const cancelled = { ...order(9, 'CANCELED'), canceledOn: '2026-11-03T10:00:00.000Z' };
    jest.spyOn(ordersApi, 'all').mockResolvedValue(pageOf([cancelled]));
    renderAdmin(<OrderPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'View order #9' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancelled on')).toBeInTheDocument();
    expect(within(dialog).getByText('3 Nov 2026')).toBeInTheDocument();
    expect(within(dialog).queryByText('Expected delivery')).not.toBeInTheDocument();
    expect(within(dialog).getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Cash on Delivery')).toBeInTheDocument();
  });

  it('asks the server for one page at a time', async () => {
    const pagination = {
      totalItems: ADMIN_ORDERS_PAGE_SIZE + 1,
      totalPages: 2,
      currentPage: 1,
      limit: ADMIN_ORDERS_PAGE_SIZE,
    };
    const all = jest.spyOn(ordersApi, 'all').mockImplementation(async ({ page = 1 } = {}) => ({
      orders: [order(page === 1 ? 7 : 8, 'PENDING')],
      pagination: { ...pagination, currentPage: Number(page) },
    }));
    renderAdmin(<OrderPage />);
    await screen.findByRole('button', { name: 'View order #7' });
    expect(all).toHaveBeenCalledWith({ page: 1, limit: ADMIN_ORDERS_PAGE_SIZE });
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('button', { name: 'View order #8' })).toBeInTheDocument();
    expect(all).toHaveBeenLastCalledWith({ page: 2, limit: ADMIN_ORDERS_PAGE_SIZE });
  });

  it('pages the cards on phones too', async () => {
    setViewportWidth(390);
    const all = jest.spyOn(ordersApi, 'all').mockImplementation(async ({ page = 1 } = {}) => ({
      orders: [order(page === 1 ? 7 : 8, 'PENDING')],
      pagination: { totalItems: ADMIN_ORDERS_PAGE_SIZE + 1, totalPages: 2, currentPage: Number(page), limit: 20 },
    }));
    renderAdmin(<OrderPage />);
    await screen.findByRole('article', { name: 'Order #7' });
    await userEvent.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Order #8' })).toBeInTheDocument();
    expect(all).toHaveBeenLastCalledWith({ page: 2, limit: ADMIN_ORDERS_PAGE_SIZE });
  });

  it("says 'Failed to fetch orders'", async () => {
    jest.spyOn(ordersApi, 'all').mockRejectedValue(apiError(500));
    renderAdmin(<OrderPage />);
    expect(await screen.findByText(MESSAGES.fetchOrdersFailed)).toBeInTheDocument();
  });
});
