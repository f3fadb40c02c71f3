/** Orders in the admin area on the real API: the table, phone cards, the detail modal and the status moves. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCustomer, storeSessionInPage, test } from '../support/fixtures';
import { bestStockedVariant, type ListedProduct } from './account-support';
import { notice } from './admin-support';

interface Placed {
  id: number;
  token: string;
  productName: string;
}

/** A new customer orders one unit of the best-stocked product through the API (cart, address, place). */
async function placeOrder(request: APIRequestContext, tag: string): Promise<Placed> {
  const customer = await newCustomer(request, tag);
  const { data } = (await (await request.get('/api/products?page=1&limit=50')).json()) as {
    data: ListedProduct[];
  };
  const { productName, variantId } = bestStockedVariant(data);
  const add = await request.post('/api/cart/add', {
    headers: customer.auth,
    data: { productVariantId: variantId, quantity: 1 },
  });
  expect(add.ok(), await add.text()).toBe(true);
  const address = await request.post('/api/addresses', {
    headers: customer.auth,
    data: { addressLine1: '7 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016' },
  });
  expect(address.ok(), await address.text()).toBe(true);
  const { address: saved } = (await address.json()) as { address: { id: number } };
  const placed = await request.post('/api/orders/place', {
    headers: customer.auth,
    data: { addressId: saved.id, paymentMethod: 'COD' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const { order } = (await placed.json()) as { order: { id: number } };
  return { id: order.id, token: customer.token, productName };
}

const statusOf = (page: Page, id: number) => page.getByRole('combobox', { name: `Status of order #${id}` });

/** Opens the status dropdown of an order and returns the options it offers. */
async function openStatus(page: Page, id: number) {
  await statusOf(page, id).click();
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}

test("PENDING → SHIPPED → DELIVERED, offering only allowed moves, and the customer's history follows", async ({
  page,
  browser,
  signIn,
}) => {
  const order = await placeOrder(page.request, 'admord');
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/order');
  const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
  await expect(row).toContainText('PENDING');
  await expect(row).toContainText('COD');

  // The detail modal.
  await row.getByRole('button', { name: `View order #${order.id}` }).click();
  const details = page.getByRole('dialog', { name: `Order #${order.id}` });
  await expect(details).toContainText('7 Park Street, Kolkata, West Bengal 700016');
  await expect(details).toContainText(order.productName);
  await expect(details).toContainText('COD');
  await expect(details).toContainText('Expected delivery');
  await expect(details).toContainText(/₹[\d,]+\.\d{2}/);
  await details.getByRole('button', { name: 'Close' }).click();

  let options = await openStatus(page, order.id);
  await expect(options).toHaveText(['PENDING', 'SHIPPED', 'CANCELED']);
  await options.filter({ hasText: 'SHIPPED' }).click();
  await expect(notice(page, 'Order status updated')).toBeVisible();
  await expect(row).toContainText('SHIPPED');

  options = await openStatus(page, order.id);
  await expect(options).toHaveText(['SHIPPED', 'DELIVERED', 'CANCELED']);
  await options.filter({ hasText: 'DELIVERED' }).click();
  await expect(row).toContainText('DELIVERED');
  // Delivered is final: nothing more to choose.
  await expect(statusOf(page, order.id)).toBeDisabled();

  // The customer's order history shows it delivered.
  const context = await browser.newContext({ baseURL: page.url().replace(/\/admin.*$/, '') });
  const customerPage = await context.newPage();
  await storeSessionInPage(customerPage, order.token);
  await customerPage.goto('/myaccount/order');
  const card = customerPage.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('Delivered');
  await expect(card).toContainText('Delivered on');
  await context.close();
});

test("a refused move shows the server's message", async ({ page, signIn }) => {
  const order = await placeOrder(page.request, 'admref');
  await signIn('admin');
  await page.goto('/admin/order');
  await expect(statusOf(page, order.id)).toBeVisible();
  // Meanwhile the customer cancels it, so the admin's list is stale.
  const customer = { Authorization: `Bearer ${order.token}` };
  const cancel = await page.request.put(`/api/orders/${order.id}/cancel`, { headers: customer });
  expect(cancel.ok(), await cancel.text()).toBe(true);

  const options = await openStatus(page, order.id);
  await options.filter({ hasText: 'SHIPPED' }).click();
  await expect(notice(page, 'The order is Cancelled and can no longer change')).toBeVisible();
});

test("phones get cards with the same status dropdown; a failed load says 'Failed to fetch orders'", async ({
  page,
  signIn,
}) => {
  const order = await placeOrder(page.request, 'admcard');
  await signIn('admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/order');
  const card = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('PENDING');
  // Cards, not the orders table (the cards' label lists are tables of their own).
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
  await card.getByRole('button', { name: `View order #${order.id}` }).click();
  await expect(page.getByRole('dialog', { name: `Order #${order.id}` })).toContainText(order.productName);
  await page
    .getByRole('dialog', { name: `Order #${order.id}` })
    .getByRole('button', { name: 'Close' })
    .click();
  const options = await openStatus(page, order.id);
  await options.filter({ hasText: 'CANCELED' }).click();
  await expect(card).toContainText('CANCELED');

  await page.route('**/api/orders/all?*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByText('Failed to fetch orders')).toBeVisible({ timeout: 20_000 });
});

test('the order table is paged by the API, a page at a time', async ({ page, signIn }) => {
  await placeOrder(page.request, 'admpage');
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  const answer = page.waitForResponse((response) => /\/api\/orders\/all\?page=1&limit=20$/.test(response.url()));
  await page.goto('/admin/order');
  const { orders, pagination } = (await (await answer).json()) as {
    orders: { id: number }[];
    pagination: { totalItems: number; totalPages: number };
  };
  expect(orders.length).toBe(Math.min(pagination.totalItems, 20));
  await expect(page.getByRole('row').filter({ hasText: `#${orders[0]?.id}` })).toBeVisible();
  if (pagination.totalPages > 1) {
    const next = page.waitForResponse((response) => /\/api\/orders\/all\?page=2&limit=20$/.test(response.url()));
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await next;
  }
});
