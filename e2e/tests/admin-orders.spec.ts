/** Orders in the admin area on the real API: the table, phone cards, the detail modal and the status changes. */
import type { Page } from '@playwright/test';
import { expect, storeSessionInPage, test } from '../support/fixtures';
import { newCustomer, placeOrder, placeOrderOfVariant } from './account-support';
import { notice, ownProduct, unique } from './admin-support';

/** The orders table's row of an order (its status shows as the dropdown's choice). */
const rowOf = (page: Page, id: number) => page.getByRole('row').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });

const statusOf = (page: Page, id: number) => page.getByRole('combobox', { name: `Status of order #${id}` });

/** Moving a delivered or cancelled order asks first: says yes. */
async function confirmMove(page: Page, id: number, to: string) {
  const dialog = page.getByRole('dialog', { name: `Change order #${id} to ${to}?` });
  await dialog.getByRole('button', { name: `Move to ${to}` }).click();
  await expect(dialog).toBeHidden();
}

/** Opens the status dropdown of an order and returns the options it offers. */
async function openStatus(page: Page, id: number) {
  await statusOf(page, id).click();
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option');
}

test("any of the four statuses can be set, by the customers' labels, and the customer's history follows", async ({
  page,
  browser,
  signIn,
}) => {
  const customer = await newCustomer();
  const order = await placeOrder(customer);
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/order');
  const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
  await expect(rowOf(page, order.id)).toContainText('Pending');
  await expect(row).toContainText('Cash on Delivery');

  // The detail modal.
  await row.getByRole('button', { name: `View order #${order.id}` }).click();
  const details = page.getByRole('dialog', { name: `Order #${order.id}` });
  await expect(details).toContainText('12 MG Road, Bengaluru, Karnataka 560001');
  await expect(details).toContainText(order.productName);
  await expect(details).toContainText('Cash on Delivery');
  await expect(details).toContainText('Payment statusPending');
  await expect(details).toContainText('Delivery statusPending');
  await expect(details).toContainText('Expected delivery');
  await expect(details).toContainText(/₹[\d,]+\.\d{2}/);
  await details.getByRole('button', { name: 'Close' }).click();

  // Straight to Delivered, then back to Shipped (a mistake corrected): every status is offered.
  let options = await openStatus(page, order.id);
  await expect(options).toHaveText(['Pending', 'Shipped', 'Delivered', 'Cancelled']);
  await options.filter({ hasText: 'Delivered' }).click();
  await expect(notice(page, 'Order status updated')).toBeVisible();
  await expect(rowOf(page, order.id)).toContainText('Delivered');
  options = await openStatus(page, order.id);
  await expect(options).toHaveText(['Pending', 'Shipped', 'Delivered', 'Cancelled']);
  await options.filter({ hasText: 'Shipped' }).click();
  await confirmMove(page, order.id, 'Shipped');
  await expect(rowOf(page, order.id)).toContainText('Shipped');

  // The customer's order history shows it shipped, expected rather than delivered.
  const context = await browser.newContext({ baseURL: page.url().replace(/\/admin.*$/, '') });
  const customerPage = await context.newPage();
  await storeSessionInPage(customerPage, customer.token);
  await customerPage.goto('/myaccount/order');
  const card = customerPage.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('Shipped');
  await expect(card).toContainText('Expected delivery');
  await expect(card).not.toContainText('Delivered on');
  await context.close();
});

test('a cancelled order shows when it was cancelled, and comes back only while its stock is there', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin');
  const name = unique('Status Lamp');
  const lamp = await ownProduct(page, name, 1);
  const firstCustomer = await newCustomer();
  const firstOrderId = await placeOrderOfVariant(firstCustomer, lamp.variantId, 1);
  await page.goto('/admin/order');
  let options = await openStatus(page, firstOrderId);
  await options.filter({ hasText: 'Cancelled' }).click();
  await expect(rowOf(page, firstOrderId)).toContainText('Cancelled');

  // The customer reads when it was cancelled, and no delivery date.
  const context = await browser.newContext({ baseURL: page.url().replace(/\/admin.*$/, '') });
  const customerPage = await context.newPage();
  await storeSessionInPage(customerPage, firstCustomer.token);
  await customerPage.goto('/myaccount/order');
  const card = customerPage.getByRole('article', { name: `Order #${firstOrderId}` });
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Cancelled on');
  await expect(card).not.toContainText('Expected delivery');
  await context.close();

  // The lamp went back on the shelf and someone else bought it: the first order cannot come back.
  const secondCustomer = await newCustomer();
  const secondOrderId = await placeOrderOfVariant(secondCustomer, lamp.variantId, 1);
  options = await openStatus(page, firstOrderId);
  await options.filter({ hasText: 'Pending' }).click();
  await confirmMove(page, firstOrderId, 'Pending');
  await expect(notice(page, `The order cannot become Pending: ${name} (One) is out of stock`)).toBeVisible();
  await page.reload();
  await expect(rowOf(page, firstOrderId)).toContainText('Cancelled');

  // Once the second order is cancelled, the first comes back and takes the lamp again.
  const cancel = await page.request.put(`/api/orders/${secondOrderId}/cancel`, {
    headers: { Authorization: `Bearer ${secondCustomer.token}` },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  options = await openStatus(page, firstOrderId);
  await options.filter({ hasText: 'Shipped' }).click();
  await confirmMove(page, firstOrderId, 'Shipped');
  await expect(rowOf(page, firstOrderId)).toContainText('Shipped');
  const lampNow = (await (await page.request.get(`/api/products/${lamp.id}`)).json()) as {
    product: { variants: { stock: number }[] };
  };
  expect(lampNow.product.variants[0]?.stock).toBe(0);
  await page.request.delete(`/api/products/${lamp.id}`, { headers: lamp.auth });
});

test("phones get cards with the same status dropdown; a failed load says 'Failed to fetch orders'", async ({
  page,
  signIn,
}) => {
  const order = await placeOrder(await newCustomer());
  await signIn('admin');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/order');
  const card = page.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('Pending');
  // Cards, not the orders table (the cards' label lists are tables of their own).
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toHaveCount(0);
  await card.getByRole('button', { name: `View order #${order.id}` }).click();
  await expect(page.getByRole('dialog', { name: `Order #${order.id}` })).toContainText(order.productName);
  await page
    .getByRole('dialog', { name: `Order #${order.id}` })
    .getByRole('button', { name: 'Close' })
    .click();
  const options = await openStatus(page, order.id);
  await options.filter({ hasText: 'Cancelled' }).click();
  await expect(card).toContainText('Cancelled');

  await page.route('**/api/orders/all?*', (route) => route.fulfill({ status: 500, body: '' }));
  await page.reload();
  await expect(page.getByText('Failed to fetch orders')).toBeVisible({ timeout: 20_000 });
});

test('the order table is paged by the API, a page at a time', async ({ page, signIn }) => {
  await placeOrder(await newCustomer());
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
