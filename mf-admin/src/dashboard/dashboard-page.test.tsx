// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_DASHBOARD, type Category, type Dashboard, MESSAGES } from 'shared-contracts';
import { categoriesApi, dashboardApi, productsApi } from 'store-runtime';
import { apiError, renderAdmin } from '../test-utils';
import DashboardPage from './dashboard-page';
import { salesSummary } from './sales-panel';

const category = (id: number, subCategories: Category[] = []) => ({ id, subCategories }) as unknown as Category;

const salesByDay = Array.from({ length: ADMIN_DASHBOARD.days }, (_, index) => ({
  date: `2026-11-${String(index + 1).padStart(2, '0')}`,
  orders: index === 29 ? 3 : index === 27 ? 1 : 0,
  revenue: index === 29 ? '250.00' : index === 27 ? '123456.50' : '0.00',
}));

const figures: Dashboard = {
  salesByDay,
  ordersByStatus: [
    { status: 'PENDING', count: 2 },
    { status: 'SHIPPED', count: 1 },
    { status: 'DELIVERED', count: 0 },
    { status: 'CANCELED', count: 1 },
  ],
  pendingOrders: 7,
  bestSellers: [{ productId: 3, name: 'Galaxy Buds', unitsSold: 4, revenue: '5196.00' }],
  lowStock: {
    threshold: 5,
    count: 12,
    soldOut: 48,
    variants: [{ variantId: 9, productId: 3, productName: 'Galaxy Buds', color: 'Black', size: 'Standard', stock: 2 }],
  },
  latestOrders: [
    {
      id: 41,
      customer: 'Asha Rao',
      orderTotal: '1499.00',
      deliveryStatus: 'CANCELED',
      createdAt: '2026-11-30T10:00:00.000Z',
    },
  ],
};

function mockApis() {
  jest.spyOn(categoriesApi, 'list').mockResolvedValue([category(1, [category(2, [category(3)])]), category(4)]);
  jest
    .spyOn(productsApi, 'list')
    .mockResolvedValue({ data: [], pagination: { totalItems: 42, totalPages: 42, currentPage: 1, limit: 1 } });
  return jest.spyOn(dashboardApi, 'get').mockResolvedValue(figures);
}

afterEach(() => jest.restoreAllMocks());

it('counts active categories (all levels), products and pending orders; company and legal are fixed', async () => {
  mockApis();
  renderAdmin(<DashboardPage />);
  const card = (name: string) => screen.getByRole('region', { name });
  expect(await within(card('Category')).findByText('4')).toBeInTheDocument();
  expect(await within(card('Product')).findByText('42')).toBeInTheDocument();
  expect(await within(card('Order')).findByText('7')).toBeInTheDocument();
  expect(within(card('Order')).getByText('Pending orders')).toBeInTheDocument();
  expect(within(card('Company')).getByText('1')).toBeInTheDocument();
  expect(within(card('Legal Page')).getByText('2')).toBeInTheDocument();
});

it('says how the shop is doing: sales in words and as a table, statuses, best sellers, low stock, latest orders', async () => {
  mockApis();
  renderAdmin(<DashboardPage />);
  const sales = await screen.findByRole('region', { name: 'Sales, last 30 days' });
  expect(within(sales).getByText('₹1,23,706.50 from 4 orders in the last 30 days')).toBeInTheDocument();
  await userEvent.click(within(sales).getByRole('button', { name: /Sales by day as a table/ }));
  const table = within(sales).getByRole('region', { name: 'Sales by day' });
  expect(within(table).getByRole('row', { name: '28 Nov 2026 1 ₹1,23,456.50' })).toBeInTheDocument();

  const statuses = screen.getByRole('region', { name: 'Orders by status, last 30 days' });
  expect(within(statuses).getByRole('row', { name: 'Cancelled 1' })).toBeInTheDocument();
  expect(within(statuses).getByRole('row', { name: 'Pending 2' })).toBeInTheDocument();

  const sellers = screen.getByRole('region', { name: 'Best sellers, last 30 days' });
  expect(within(sellers).getByRole('row', { name: 'Galaxy Buds 4 ₹5,196.00' })).toBeInTheDocument();

  const low = screen.getByRole('region', { name: 'Low stock (5 or fewer)' });
  expect(within(low).getByText('12 variants with 1 to 5 left; the 1 lowest:')).toBeInTheDocument();
  expect(within(low).getByText('48 variants sold out.')).toBeInTheDocument();
  expect(within(low).getByRole('link', { name: 'Galaxy Buds' })).toHaveAttribute('href', '/product/Galaxy%20Buds');

  const latest = screen.getByRole('region', { name: 'Latest orders' });
  expect(within(latest).getByRole('row', { name: '#41 Asha Rao 30 Nov 2026 ₹1,499.00 Cancelled' })).toBeInTheDocument();
});

it('sums the window exactly', () => {
  expect(
    salesSummary([
      { date: '2026-11-01', orders: 1, revenue: '0.10' },
      { date: '2026-11-02', orders: 0, revenue: '0.20' },
    ]),
  ).toBe('₹0.30 from 1 order in the last 30 days');
});

it("says 'Failed to fetch the dashboard figures.' and retries", async () => {
  const get = mockApis();
  get.mockRejectedValueOnce(apiError(500));
  renderAdmin(<DashboardPage />);
  expect(await screen.findByText(MESSAGES.fetchDashboardFailed)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: MESSAGES.tryAgain }));
  expect(await screen.findByRole('region', { name: 'Sales, last 30 days' })).toBeInTheDocument();
});
