/** The account frame: dashboard cards, side menu, logout, who may enter, and how long toasts stay. */
import { type Product, STORAGE_KEYS, type Variant } from 'shared-contracts';
import { DEMO, expect, test } from '../support/fixtures';
import { addAddress, apiLogin, callApi, newCustomer, newPerson, openAs } from './account-support';

test('the dashboard has cards to orders, addresses, account and password; the side menu leads everywhere', async ({
  page,
}) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount');
  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText(`Hello ${customer.username}!`)).toBeVisible();

  const content = page.locator('#content');
  const cards = content.getByRole('list').last().getByRole('link');
  await expect(cards).toHaveCount(4);
  const targets = [
    ['Orders', '/myaccount/order', 'Order history'],
    ['Addresses', '/myaccount/address', 'Addresses'],
    ['Account details', '/myaccount/account', 'Account details'],
    ['Change password', '/myaccount/password', 'Change password'],
  ] as const;
  for (const [label, path, title] of targets) {
    await page.goto('/myaccount/dashboard');
    await cards.filter({ hasText: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  const menu = page.getByRole('navigation', { name: 'My account' });
  await menu.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // Unknown account paths lead to the dashboard.
  await page.goto('/myaccount/nowhere');
  await expect(page).toHaveURL(/\/myaccount\/dashboard$/);
});

test('Logout clears the stored session, cart and wishlist and reloads at /home', async ({ page }) => {
  const customer = await newCustomer();
  await openAs(page, customer, '/myaccount/dashboard');
  await page.evaluate(() => {
    localStorage.setItem('cart', '[1]');
    localStorage.setItem('wishlist', '[2]');
  });
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Logout' }).click();

  await expect(page).toHaveURL(/\/home$/);
  // The server ended the token too: a copy of it is worth nothing.
  expect((await callApi('GET', '/auth/me', { token: token ?? '' })).status).toBe(401);
  const stored = await page.evaluate(
    (keys) => Object.values(keys).map((key) => localStorage.getItem(key)),
    STORAGE_KEYS,
  );
  expect(stored).toEqual([null, null, null, null, null, null]);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  // Logged out, the account area sends them to log in.
  await page.goto('/myaccount/order');
  await expect(page).toHaveURL(/\/login$/);
});

test('a 401 shows the guest at once, with no cart or wishlist count, in every tab', async ({ page }) => {
  const customer = await newCustomer();
  const { body } = await callApi<{ data: Product[] }>('GET', '/products?availability=in-stock&limit=1');
  const product = body.data[0] as Product;
  const variant = product.variants.find((entry) => entry.stock > 0) as Variant;
  await callApi('POST', '/cart/add', { token: customer.token, body: { productVariantId: variant.id, quantity: 1 } });
  await callApi('POST', `/wishlist/${product.id}`, { token: customer.token });

  await openAs(page, customer, '/about');
  const other = await page.context().newPage();
  await other.goto('/about');
  for (const tab of [page, other]) {
    await expect(tab.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Wishlist, 1 item' })).toBeVisible();
    await expect(tab.getByRole('link', { name: customer.username })).toBeVisible();
  }

  // The session ends on the server (another device logged out, say): the next call answers 401.
  await callApi('POST', '/auth/logout', { token: customer.token });
  await page.reload();
  for (const tab of [page, other]) {
    await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Wishlist, 0 items' })).toBeVisible();
  }
  const stored = await other.evaluate(
    (keys) => Object.values(keys).map((key) => localStorage.getItem(key)),
    STORAGE_KEYS,
  );
  expect(stored).toEqual([null, null, null, null, null, null]);
  await other.close();
});

test('guests reaching /myaccount go to /login; admins go to /admin/dashboard', async ({ page }) => {
  await page.goto('/myaccount/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();

  const admin = { ...newPerson(), email: DEMO.admin.identifier, password: DEMO.admin.password };
  const { body } = await apiLogin(admin);
  await openAs(page, { ...admin, token: body.token, user: body.user }, '/myaccount/address');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('toasts on account pages close after 3 seconds', async ({ page }) => {
  const customer = await newCustomer();
  await addAddress(customer, {
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
  });
  await openAs(page, customer, '/myaccount/address');
  await page.getByRole('article', { name: '7 Residency Road' }).getByRole('button', { name: 'Delete' }).click();

  const toast = page.getByRole('alert').filter({ hasText: 'Default address cannot be deleted!' });
  await expect(toast).toBeVisible();
  // The toast's timer runs for its autoClose time; reading it beats racing a loaded machine's clock.
  await expect(toast.getByRole('progressbar', { name: 'notification timer' })).toHaveCSS('animation-duration', '3s');
  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 15_000 });
});
