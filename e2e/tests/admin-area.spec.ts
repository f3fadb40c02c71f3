/** The admin frame: sidebar, logout, guards and the dashboard's counts, on the real API. */
import { STORAGE_KEYS } from 'shared-contracts';
import { expect, newCustomer, storeSessionInPage, test } from '../support/fixtures';

const sidebar = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: 'Admin' });

test('the sidebar leads to every admin page; unknown admin paths go to the dashboard', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // No public header or footer around the admin area.
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const pages = [
    ['Category', '/admin/category', 'Category'],
    ['Product', '/admin/product', 'Product'],
    ['Order', '/admin/order', 'Order'],
    ['Company', '/admin/company', 'Company'],
    ['Legal', '/admin/legal', 'Legal'],
    ['Dashboard', '/admin/dashboard', 'Dashboard'],
  ] as const;
  for (const [link, path, title] of pages) {
    await sidebar(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  await page.goto('/admin/nowhere/at/all');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('the dashboard counts active categories, products and pending orders; company and legal are fixed', async ({
  page,
  signIn,
}) => {
  await signIn('admin');
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  const auth = { Authorization: `Bearer ${token}` };
  const categories = (await (await page.request.get('/api/categories')).json()) as { subCategories: unknown[] }[];
  const count = (list: { subCategories: unknown[] }[]): number =>
    list.reduce((sum, node) => sum + 1 + count(node.subCategories as { subCategories: unknown[] }[]), 0);
  const products = (await (await page.request.get('/api/products?limit=1')).json()) as {
    pagination: { totalItems: number };
  };
  const { pagination } = (await (
    await page.request.get('/api/orders/all?deliveryStatus=PENDING&limit=1', { headers: auth })
  ).json()) as { pagination: { totalItems: number } };
  const pending = pagination.totalItems;

  await page.goto('/admin/dashboard');
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(card('Category')).toContainText(String(count(categories)));
  await expect(card('Category')).toContainText('Active categories');
  await expect(card('Product')).toContainText(String(products.pagination.totalItems));
  await expect(card('Order')).toContainText(String(pending));
  await expect(card('Order')).toContainText('Pending orders');
  await expect(card('Company')).toContainText('1');
  await expect(card('Legal Page')).toContainText('2');

  await card('Order').click();
  await expect(page).toHaveURL(/\/admin\/order$/);
});

test('the sidebar leads back to the shop, on a desktop and on a phone', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/order');
  await sidebar(page).getByRole('link', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/admin/dashboard');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar(page).getByRole('link', { name: 'Back to shop' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('Logout clears the token, user, cart and wishlist and goes to the home page', async ({ page, signIn }) => {
  await signIn('admin');
  await page.goto('/admin/dashboard');
  await page.evaluate(() => {
    localStorage.setItem('cart', '[1]');
    localStorage.setItem('wishlist', '[2]');
  });
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.authToken);
  await sidebar(page).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/(home)?$/);
  // The server ended the token too: a copy of it is worth nothing.
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(401);
  const stored = await page.evaluate(
    (keys) => Object.values(keys).map((key) => localStorage.getItem(key)),
    STORAGE_KEYS,
  );
  expect(stored).toEqual([null, null, null, null, null, null]);

  await page.goto('/admin/category');
  await expect(page).toHaveURL(/\/login$/);
});

test('guests are sent to /login and customers to /myaccount', async ({ page }) => {
  await page.goto('/admin/product');
  await expect(page).toHaveURL(/\/login$/);
  const customer = await newCustomer(page.request, 'admguard');
  await storeSessionInPage(page, customer.token);
  await page.goto('/admin/order');
  await expect(page).toHaveURL(/\/myaccount(\/dashboard)?$/);
});

test('on a phone the sidebar folds away and opens from its toggle', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn('admin');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Order' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await sidebar(page).getByRole('link', { name: 'Order' }).click();
  await expect(page).toHaveURL(/\/admin\/order$/);
  await expect(sidebar(page).getByRole('link', { name: 'Order' })).toBeHidden();
});
