// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, within } from '@testing-library/react';
import type { Category, Order } from 'shared-contracts';
import { categoriesApi, ordersApi, productsApi } from 'store-runtime';
import { renderAdmin } from '../test-utils';
import DashboardPage from './dashboard-page';

const category = (id: number, subCategories: Category[] = []) => ({ id, subCategories }) as unknown as Category;
const order = (deliveryStatus: Order['deliveryStatus']) => ({ deliveryStatus }) as Order;

it('counts active categories (all levels), products and pending orders; company and legal are fixed', async () => {
  jest.spyOn(categoriesApi, 'list').mockResolvedValue([category(1, [category(2, [category(3)])]), category(4)]);
  jest
    .spyOn(productsApi, 'list')
    .mockResolvedValue({ data: [], pagination: { totalItems: 42, totalPages: 42, currentPage: 1, limit: 1 } });
  const all = jest.spyOn(ordersApi, 'all').mockResolvedValue({
    orders: [order('PENDING')],
    pagination: { totalItems: 2, totalPages: 2, currentPage: 1, limit: 1 },
  });
  renderAdmin(<DashboardPage />);
  const card = (name: string) => screen.getByRole('region', { name });
  expect(await within(card('Category')).findByText('4')).toBeInTheDocument();
  expect(await within(card('Product')).findByText('42')).toBeInTheDocument();
  expect(await within(card('Order')).findByText('2')).toBeInTheDocument();
  expect(within(card('Order')).getByText('Pending orders')).toBeInTheDocument();
  // Counted on the server: one pending order asked for, whatever the number of orders.
  expect(all).toHaveBeenCalledWith({ deliveryStatus: 'PENDING', limit: 1 });
  expect(within(card('Company')).getByText('1')).toBeInTheDocument();
  expect(within(card('Legal Page')).getByText('2')).toBeInTheDocument();
});
