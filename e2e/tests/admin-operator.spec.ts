/**
 * The admin an operator can trust, on the real API: what Discount Price means as it is typed, a
 * question before a delivered or cancelled order moves (naming the stock it moves), an orders
 * table that fits 1280 px, a products list with prices, stock, search and category filter, and a
 * demo store whose dashboard has a history.
 */
import type { Page } from '@playwright/test';
import { ADMIN_DASHBOARD, API_PATHS, formatPaise, type Product, variantPricing } from 'shared-contracts';
import { axeViolations, settleAnimations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { newCustomer, placeOrderOfVariant } from './account-support';
import { authOf, ownProduct, unique } from './admin-support';

const rowOf = (page: Page, id: number) => page.getByRole('row').filter({ hasText: new RegExp(`#${id}(?!\\d)`) });

async function chooseStatus(page: Page, id: number, label: string) {
  await page.getByRole('combobox', { name: `Status of order #${id}` }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).click();
}

test('Discount Price says it is the amount off and shows the selling price as it is typed, at 1280 and 390 px', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/product');
    await page.getByRole('button', { name: 'Add Product' }).click();
    const variant = page.getByRole('group', { name: 'Variant 1' });
    const discount = variant.getByLabel('Discount Price');
    await expect(discount).toHaveAccessibleDescription(/The amount off, not the sale price\./);
    await variant.getByLabel('Original Price').fill('64999');
    const line = variant.getByRole('status');
    await expect(line).toHaveText('Selling price: ₹64,999.00, no discount');
    await discount.pressSequentially('9750');
    await expect(line).toHaveText('Selling price: ₹64,999.00, shown struck through from ₹74,749.00 (13% off)');
    // Measured once the form's dialog has stopped zooming in, when it has its own size.
    await settleAnimations(page);
    const box = await line.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), `${width}px`).toBeLessThanOrEqual(width);
    expect(await axeViolations(page, 'order page'), `${width}px`).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
  }
});

test('moving a delivered or cancelled order asks first, naming what happens to stock; No keeps the status', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const name = unique('Status Kettle');
  const kettle = await ownProduct(page, name, 5);
  const stock = async () =>
    ((await (await page.request.get(`/api/products/${kettle.id}`)).json()) as { product: Product }).product.variants[0]
      ?.stock;
  const id = await placeOrderOfVariant(await newCustomer(), kettle.variantId, 2);
  const delivered = await page.request.put(`/api/orders/${id}/status`, {
    headers: kettle.auth,
    data: { deliveryStatus: 'DELIVERED' },
  });
  expect(delivered.ok(), await delivered.text()).toBe(true);
  expect(await stock()).toBe(3);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/order');
  await expect(rowOf(page, id)).toContainText('Delivered');

  // Back to Pending: the question says stock stays, and No keeps the order delivered.
  await chooseStatus(page, id, 'Pending');
  let dialog = page.getByRole('dialog', { name: `Change order #${id} to Pending?` });
  await expect(dialog).toContainText(
    'Moving this order from Delivered to Pending leaves stock as it is. It will no longer be marked delivered or paid.',
  );
  expect(await axeViolations(page, 'order page')).toEqual([]);
  await dialog.getByRole('button', { name: 'Keep Delivered' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, id)).toContainText('Delivered');
  await page.reload();
  await expect(rowOf(page, id)).toContainText('Delivered');

  // Cancelled: the question names the 2 units going back, and Yes puts them back.
  await chooseStatus(page, id, 'Cancelled');
  dialog = page.getByRole('dialog', { name: `Change order #${id} to Cancelled?` });
  await expect(dialog).toContainText('Moving this order from Delivered to Cancelled puts 2 units back in stock.');
  await dialog.getByRole('button', { name: 'Move to Cancelled' }).click();
  await expect(rowOf(page, id)).toContainText('Cancelled');
  await expect.poll(stock).toBe(5);

  // Back to Pending from Cancelled: the 2 units are taken again, as the question said.
  await chooseStatus(page, id, 'Pending');
  dialog = page.getByRole('dialog', { name: `Change order #${id} to Pending?` });
  await expect(dialog).toContainText('Moving this order from Cancelled to Pending takes 2 units out of stock again.');
  await dialog.getByRole('button', { name: 'Move to Pending' }).click();
  await expect(rowOf(page, id)).toContainText('Pending');
  await expect.poll(stock).toBe(3);

  // A pending order moves at once.
  await chooseStatus(page, id, 'Shipped');
  await expect(rowOf(page, id)).toContainText('Shipped');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.request.delete(`/api/products/${kettle.id}`, { headers: kettle.auth });
});

test('the orders table fits 1280 px: nothing scrolls sideways and every View button is in full view', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/order');
  const views = page.getByRole('button', { name: /^View order #/ });
  await expect(views.first()).toBeVisible();
  const scroller = page.locator('.ant-table-content, .ant-table-body').first();
  const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, `table ${scrollWidth} px wide in ${clientWidth} px`).toBeLessThanOrEqual(clientWidth);
  for (const view of await views.all()) {
    const box = await view.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1280);
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('the products list shows price range and total stock, and search and category narrow it on the server', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const auth = await authOf(page);
  // What the list should say of the Samsung Galaxy S24, from the API.
  const { data } = (await (
    await page.request.get(`/api${API_PATHS.products.admin}`, { headers: auth, params: { q: 'Samsung Galaxy S24' } })
  ).json()) as { data: Product[] };
  const s24 = data[0] as Product;
  const prices = s24.variants.map((variant) => variantPricing(variant).pricePaise);
  const range = `${formatPaise(Math.min(...prices))} – ${formatPaise(Math.max(...prices))}`;
  const units = s24.variants.reduce((sum, variant) => sum + variant.stock, 0);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/product');
    await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Stock' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search products by name' });
    const searched = page.waitForResponse((response) => response.url().includes('q=galaxy'));
    await search.fill('galaxy');
    await searched;
    const names = page.getByRole('row').locator('td:nth-child(3)');
    await expect(names.first()).toContainText(/galaxy/i);
    for (const name of await names.allTextContents()) expect(name).toMatch(/galaxy/i);
    const row = page.getByRole('row').filter({ hasText: 'Samsung Galaxy S24' });
    await expect(row).toContainText(range);
    await expect(row.getByRole('cell', { name: String(units), exact: true })).toBeVisible();

    // A category with those below it: Galaxy watches and earbuds drop out, the phones stay.
    await page.getByRole('combobox', { name: 'Filter by category' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^Mobiles › Smartphones$/ })
      .click();
    await expect(page.getByRole('row').filter({ hasText: /Galaxy (Watch|Buds)/ })).toHaveCount(0);
    await expect(row).toBeVisible();
    expect(await axeViolations(page, 'order page'), `${width}px`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width}px`).toBeLessThanOrEqual(width);

    // Cleared, the whole catalogue is back.
    await search.fill('');
    await expect(page.getByRole('row').filter({ hasText: 'Apple iPhone 15 Pro' })).toBeVisible();
  }
});

test('a fresh demo store has a history: sales on most days of the dashboard, every status and best sellers', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/dashboard');
  const sales = page.getByRole('region', { name: `Sales, last ${ADMIN_DASHBOARD.days} days` });
  await sales.getByRole('button', { name: /Sales by day as a table/ }).click();
  const orders = sales.getByRole('row').locator('td:nth-child(2)');
  await expect(orders).toHaveCount(ADMIN_DASHBOARD.days);
  const daysWithSales = (await orders.allTextContents()).filter((count) => Number(count) > 0);
  expect(daysWithSales.length).toBeGreaterThanOrEqual(ADMIN_DASHBOARD.days - 2);
  const statuses = page.getByRole('region', { name: `Orders by status, last ${ADMIN_DASHBOARD.days} days` });
  for (const label of ['Pending', 'Shipped', 'Delivered', 'Cancelled']) {
    const count = await statuses.getByRole('row').filter({ hasText: label }).locator('td').last().textContent();
    expect(Number(count), label).toBeGreaterThan(0);
  }
  const best = page.getByRole('region', { name: `Best sellers, last ${ADMIN_DASHBOARD.days} days` });
  await expect(best.getByRole('row')).toHaveCount(ADMIN_DASHBOARD.bestSellersListed + 1);
});
