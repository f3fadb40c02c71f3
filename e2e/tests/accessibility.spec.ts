/**
 * WCAG 2.2 AA as axe checks it, on the pages of the route table for guests, customers and admins,
 * and in their open states (overlay, drawers, dialogs, forms showing their errors), on a desktop and
 * on a 360 px phone. A failure names the page or state, the width and the rules broken.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { API_PATHS, type DeliveryStatus, MESSAGES, ROUTES } from 'shared-contracts';
import { settleAnimations, WCAG_22_AA } from '../support/axe';
import { DEMO, expect, test } from '../support/fixtures';
import { addAddress, callApi, newCustomer, openAs, placeOrder } from './account-support';

// The slowest file of the suite (axe on every page at two widths): its tests share nothing, so
// they spread over both workers instead of running one after another on one.
test.describe.configure({ mode: 'parallel' });
const WIDTHS = [1280, 360];

const GUEST_PAGES = [
  ROUTES.home,
  ROUTES.shop,
  ROUTES.product('Samsung Galaxy S24'),
  ROUTES.about,
  ROUTES.legal('privacy-policy'),
  ROUTES.legal('terms-conditions'),
  ROUTES.login,
  '/no-such-page',
];
const CUSTOMER_PAGES = [
  ROUTES.cart,
  ROUTES.checkout,
  ROUTES.wishlist,
  ROUTES.myAccount.dashboard,
  ROUTES.myAccount.orders,
  ROUTES.myAccount.addresses,
  ROUTES.myAccount.profile,
  ROUTES.myAccount.password,
];
const ADMIN_PAGES = Object.values(ROUTES.admin).filter((path) => path !== ROUTES.admin.root);

/** What axe finds on the page as it is now, at each width, as "what @ width: rule (nodes)". */
async function scan(page: Page, what: string): Promise<string[]> {
  const found: string[] = [];
  // The page at rest: the home carousel stands still for reduced motion. Caught mid-fade, a slide's
  // text is blended with what is behind it, and axe would judge a contrast nobody reads.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settleAnimations(page);
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    for (const violation of violations) {
      found.push(`${what} @ ${width}px: ${violation.id} (${violation.nodes.map((node) => node.target).join(', ')})`);
    }
  }
  await page.setViewportSize({ width: WIDTHS[0] as number, height: 900 });
  return found;
}

/** Each page once, loaded on a desktop and then narrowed to a phone. */
async function violationsOn(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0] as number, height: 900 });
    await page.goto(path);
    await expect(page.locator('main').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    found.push(...(await scan(page, path)));
  }
  return found;
}

/** An admin session straight from the API, for setting up what the admin pages show. */
async function adminToken(): Promise<string> {
  const { body } = await callApi<{ token: string }>('POST', API_PATHS.auth.login, { body: DEMO.admin });
  return body.token;
}

/**
 * Orders in every delivery status, so the order pages show each status label: the labels'
 * colours are checked whatever the other tests happened to leave behind. One customer's orders
 * when given (their order history), else each by a customer of its own.
 */
async function ordersInEveryStatus(customer?: Awaited<ReturnType<typeof newCustomer>>): Promise<void> {
  const token = await adminToken();
  const moves: DeliveryStatus[][] = [[], ['SHIPPED'], ['SHIPPED', 'DELIVERED'], ['CANCELED']];
  for (const steps of moves) {
    const { id } = await placeOrder(customer ?? (await newCustomer()));
    for (const deliveryStatus of steps) {
      const { status } = await callApi('PUT', API_PATHS.orders.status(id), { body: { deliveryStatus }, token });
      expect(status).toBe(200);
    }
  }
}

test('guest pages pass axe on a desktop and on a phone', async ({ page }) => {
  test.slow();
  expect(await violationsOn(page, GUEST_PAGES)).toEqual([]);
});

test('customer pages pass axe on a desktop and on a phone', async ({ page, signIn }) => {
  test.slow();
  await page.goto(ROUTES.home);
  await signIn('newCustomer');
  expect(await violationsOn(page, CUSTOMER_PAGES)).toEqual([]);
});

test('the order history of a customer with orders in every status passes axe', async ({ page }) => {
  test.slow();
  const customer = await newCustomer();
  await ordersInEveryStatus(customer);
  await openAs(page, customer, ROUTES.myAccount.orders);
  for (const label of ['Pending', 'Shipped', 'Delivered', 'Cancelled']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  expect(await scan(page, ROUTES.myAccount.orders)).toEqual([]);
});

/** WCAG's contrast ratio of two `rgb(…)` colours. */
function contrast(one: string, other: string): number {
  const luminance = (color: string) => {
    const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

test('the rating stars and the text fields stand out 3:1 from what is behind them (WCAG 1.4.11)', async ({ page }) => {
  await page.goto(ROUTES.shop);
  const stars = page.getByRole('img', { name: /^Rated 4 out of 5$/ }).first();
  await expect(stars).toBeVisible();
  const [on, off] = await stars.evaluate((element) =>
    Array.from(element.children, (star) => getComputedStyle(star).color),
  );
  const behind = await stars.evaluate((element) => {
    let node: Element | null = element;
    while (node && getComputedStyle(node).backgroundColor === 'rgba(0, 0, 0, 0)') node = node.parentElement;
    return node ? getComputedStyle(node).backgroundColor : 'rgb(255, 255, 255)';
  });
  expect(contrast(on as string, behind)).toBeGreaterThanOrEqual(3);
  expect(contrast(off as string, behind)).toBeGreaterThanOrEqual(3);

  await page.goto(ROUTES.login);
  const field = page.getByRole('form', { name: 'Login' }).getByLabel('Email');
  const border = await field.evaluate((element) => getComputedStyle(element).borderTopColor);
  expect(contrast(border, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
});

test("the footer's contact is valid HTML: no heading inside its <address>", async ({ page }) => {
  await page.goto(ROUTES.home);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Contact' })).toBeVisible();
  await expect(footer.locator('address')).toContainText('Phone');
  expect(await page.locator('address :is(h1, h2, h3, h4, h5, h6)').count()).toBe(0);
});

test("a toast never covers the header's buttons, on a desktop and on a phone", async ({ page, signIn }) => {
  await page.goto(ROUTES.home);
  await signIn('newCustomer');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(ROUTES.shop);
    const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) });
    await expect(card.first()).toBeVisible();
    // A wishlist toast: any toast will do, and this one needs no size chosen.
    await card
      .first()
      .getByRole('button', { name: /wishlist/i })
      .first()
      .click();
    const toast = page.locator('.Toastify__toast').first();
    await expect(toast).toBeVisible();
    const header = await page.getByRole('banner').boundingBox();
    const shown = await toast.boundingBox();
    expect(shown?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    await page.evaluate(() => window.scrollTo(0, 600));
    const scrolledHeader = await page.getByRole('banner').boundingBox();
    expect((await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(
      (scrolledHeader?.y ?? 0) + (scrolledHeader?.height ?? 0),
    );
  }
});

test('admin pages pass axe on a desktop and on a phone', async ({ page, signIn }) => {
  test.slow();
  await ordersInEveryStatus();
  await page.goto(ROUTES.home);
  await signIn('admin');
  expect(await violationsOn(page, ADMIN_PAGES)).toEqual([]);
});

test('the filter drawer and the login form with its errors pass axe', async ({ page }) => {
  test.slow();
  const found: string[] = [];
  await page.goto(ROUTES.shop);
  await page.getByRole('button', { name: 'FILTER' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox').first()).toBeVisible();
  found.push(...(await scan(page, 'filter drawer')));

  await page.goto(ROUTES.login);
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await scan(page, 'login errors')));
  expect(found).toEqual([]);
});

test("the search overlay, a customer's address form with errors, the cancel question and the order-placed dialog pass axe", async ({
  page,
}) => {
  test.slow();
  const found: string[] = [];
  const customer = await newCustomer();
  await placeOrder(customer);

  await openAs(page, customer, ROUTES.shop);
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search our site' }).getByRole('article').first()).toBeVisible();
  found.push(...(await scan(page, 'search overlay')));

  await page.goto(ROUTES.myAccount.addresses);
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
  found.push(...(await scan(page, 'address form errors')));

  await page.goto(ROUTES.myAccount.orders);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  found.push(...(await scan(page, 'cancel order question')));

  await placeOrderInBrowser(page, customer);
  found.push(...(await scan(page, 'order placed dialog')));
  expect(found).toEqual([]);
});

/** Fills the customer's cart through the API, then places the order at checkout. */
async function placeOrderInBrowser(page: Page, customer: Awaited<ReturnType<typeof newCustomer>>) {
  const { body } = await callApi<{ data: { variants: { id: number; stock: number }[] }[] }>(
    'GET',
    `${API_PATHS.products.list}?page=1&limit=20`,
  );
  const variant = body.data.flatMap((product) => product.variants).find((candidate) => candidate.stock > 5);
  if (!variant) throw new Error('no product in stock');
  await callApi('POST', API_PATHS.cart.add, {
    body: { productVariantId: variant.id, quantity: 1 },
    token: customer.token,
    from: customer.from,
  });
  await addAddress(customer, {
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '3 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    postalCode: '700016',
  });
  await page.goto(ROUTES.checkout);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('dialog', { name: 'Order placed successfully!' })).toBeVisible();
}

test("the admin's forms with their errors, the confirmations and the detail modals pass axe", async ({
  page,
  signIn,
}) => {
  test.slow();
  const found: string[] = [];
  const { id: orderId } = await placeOrder(await newCustomer());
  await page.goto(ROUTES.home);
  await signIn('admin');

  await page.goto(ROUTES.admin.category);
  await page.getByRole('button', { name: 'Add Category' }).click();
  const categoryForm = page.getByRole('dialog', { name: 'Add Category' });
  await categoryForm.getByRole('button', { name: 'Save' }).click();
  await expect(categoryForm.getByText(MESSAGES.categoryNameRequired)).toBeVisible();
  found.push(...(await scan(page, 'category form errors')));
  await categoryForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(categoryForm).toBeHidden();
  await page.getByRole('button', { name: 'Delete Mobiles' }).click();
  await expect(page.getByRole('tooltip')).toBeVisible();
  found.push(...(await scan(page, 'delete category question')));

  await page.goto(ROUTES.admin.product);
  await page.getByRole('button', { name: 'Add Product' }).click();
  const productForm = page.getByRole('dialog', { name: 'Add Product' });
  await productForm.getByRole('button', { name: 'Save Product' }).click();
  await expect(productForm.getByText(MESSAGES.productNameRequired)).toBeVisible();
  found.push(...(await scan(page, 'product form errors')));
  await page.goto(ROUTES.admin.product);
  await page.getByRole('button', { name: 'View variants of Samsung Galaxy S24' }).click();
  await expect(page.getByRole('dialog', { name: 'Variants of Samsung Galaxy S24' })).toBeVisible();
  found.push(...(await scan(page, 'variants modal')));
  await page.goto(ROUTES.admin.product);
  await page.getByRole('button', { name: 'View images of Samsung Galaxy S24' }).click();
  await expect(page.getByRole('dialog', { name: 'Images of Samsung Galaxy S24' })).toBeVisible();
  found.push(...(await scan(page, 'images modal')));
  await page.goto(ROUTES.admin.product);
  await page.getByRole('button', { name: 'Edit Samsung Galaxy S24' }).click();
  const editForm = page.getByRole('dialog', { name: 'Edit Product' });
  await expect(editForm.getByRole('combobox', { name: 'Colour of image 1' })).toBeVisible();
  found.push(...(await scan(page, "product edit form with its images' colours")));

  await page.goto(ROUTES.admin.order);
  await page.getByRole('button', { name: `View order #${orderId}` }).click();
  await expect(page.getByRole('dialog', { name: `Order #${orderId}` })).toBeVisible();
  found.push(...(await scan(page, 'order modal')));
  expect(found).toEqual([]);
});
