/** Orders in the admin area on the real API: the table, phone cards, the detail modal and the status changes. */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newCustomer, storeSessionInPage, test } from '../support/fixtures';
import { bestStockedVariant, type ListedProduct } from './account-support';
import { authOf, notice, pngs, unique } from './admin-support';

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
    data: {
      fullName: 'Asha Verma',
      mobile: '9876543210',
      addressLine1: '7 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    },
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
  const order = await placeOrder(page.request, 'admord');
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/order');
  const row = page.getByRole('row').filter({ hasText: `#${order.id}` });
  await expect(rowOf(page, order.id)).toContainText('Pending');
  await expect(row).toContainText('Cash on Delivery');

  // The detail modal.
  await row.getByRole('button', { name: `View order #${order.id}` }).click();
  const details = page.getByRole('dialog', { name: `Order #${order.id}` });
  await expect(details).toContainText('7 Park Street, Kolkata, West Bengal 700016');
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
  await storeSessionInPage(customerPage, order.token);
  await customerPage.goto('/myaccount/order');
  const card = customerPage.getByRole('article', { name: `Order #${order.id}` });
  await expect(card).toContainText('Shipped');
  await expect(card).toContainText('Expected delivery');
  await expect(card).not.toContainText('Delivered on');
  await context.close();
});

/** A product of the test's own with one variant of `stock` units, made through the API as the admin. */
async function ownProduct(page: Page, name: string, stock: number) {
  const auth = await authOf(page);
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number }[];
  const form = new FormData();
  form.append('productName', name);
  form.append('categoryId', String(categories[0]?.id));
  form.append(
    'productVariants',
    JSON.stringify([{ color: 'Black', size: 'One', stock, originalPrice: '499.00', discountPrice: null }]),
  );
  for (const image of await pngs(name, 2)) {
    form.append('images', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  }
  const created = await page.request.post('/api/products', { headers: auth, multipart: form });
  expect(created.ok(), await created.text()).toBe(true);
  const { product } = (await created.json()) as { product: { id: number; variants: { id: number }[] } };
  return { id: product.id, variantId: product.variants[0]?.id as number, auth };
}

/** A new customer orders `quantity` of a variant. */
async function orderOf(request: APIRequestContext, tag: string, variantId: number, quantity: number) {
  const customer = await newCustomer(request, tag);
  expect(
    (
      await request.post('/api/cart/add', { headers: customer.auth, data: { productVariantId: variantId, quantity } })
    ).ok(),
  ).toBe(true);
  const address = await request.post('/api/addresses', {
    headers: customer.auth,
    data: {
      fullName: 'Asha Verma',
      mobile: '9876543210',
      addressLine1: '7 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    },
  });
  const { address: saved } = (await address.json()) as { address: { id: number } };
  const placed = await request.post('/api/orders/place', {
    headers: customer.auth,
    data: { addressId: saved.id, paymentMethod: 'COD' },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return { id: ((await placed.json()) as { order: { id: number } }).order.id, token: customer.token };
}

test('a cancelled order shows when it was cancelled, and comes back only while its stock is there', async ({
  page,
  browser,
  signIn,
}) => {
  await signIn('admin');
  const name = unique('Status Lamp');
  const lamp = await ownProduct(page, name, 1);
  const first = await orderOf(page.request, 'admcan', lamp.variantId, 1);
  await page.goto('/admin/order');
  let options = await openStatus(page, first.id);
  await options.filter({ hasText: 'Cancelled' }).click();
  await expect(rowOf(page, first.id)).toContainText('Cancelled');

  // The customer reads when it was cancelled, and no delivery date.
  const context = await browser.newContext({ baseURL: page.url().replace(/\/admin.*$/, '') });
  const customerPage = await context.newPage();
  await storeSessionInPage(customerPage, first.token);
  await customerPage.goto('/myaccount/order');
  const card = customerPage.getByRole('article', { name: `Order #${first.id}` });
  await expect(card).toContainText('Cancelled');
  await expect(card).toContainText('Cancelled on');
  await expect(card).not.toContainText('Expected delivery');
  await context.close();

  // The lamp went back on the shelf and someone else bought it: the first order cannot come back.
  const second = await orderOf(page.request, 'admcan2', lamp.variantId, 1);
  options = await openStatus(page, first.id);
  await options.filter({ hasText: 'Pending' }).click();
  await confirmMove(page, first.id, 'Pending');
  await expect(notice(page, `The order cannot become Pending: ${name} (One) is out of stock`)).toBeVisible();
  await page.reload();
  await expect(rowOf(page, first.id)).toContainText('Cancelled');

  // Once the second order is cancelled, the first comes back and takes the lamp again.
  const cancel = await page.request.put(`/api/orders/${second.id}/cancel`, {
    headers: { Authorization: `Bearer ${second.token}` },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  options = await openStatus(page, first.id);
  await options.filter({ hasText: 'Shipped' }).click();
  await confirmMove(page, first.id, 'Shipped');
  await expect(rowOf(page, first.id)).toContainText('Shipped');
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
  const order = await placeOrder(page.request, 'admcard');
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
