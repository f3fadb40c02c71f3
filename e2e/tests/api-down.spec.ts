/**
 * The site when its API is down or slow: every page says so with a retry (or keeps a sensible
 * fallback), never a blank page or an endless spinner, and shows the real content once the API is back.
 *
 * This file runs its own API on its own data folder and its own shell and remotes in front of it,
 * so stopping that API disturbs no other test file. A restart starts a new API process on the same
 * port and data folder, as a redeploy or a crash and restart would.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type APIRequestContext, request as apiRequest, type Page } from '@playwright/test';
import {
  API_PATHS,
  type Category,
  type Company,
  type LegalPage,
  MESSAGES,
  type Paginated,
  type Product,
  REMOTE_NAMES,
  type RemoteName,
  ROUTES,
} from 'shared-contracts';
import { startApi, startWebApps } from '../../scripts/site.mjs';
import { test as base, DEMO, expect, expectLayout } from '../support/fixtures';

/** This file's API process: stopped and started again by the tests. */
interface Backend {
  url: string;
  registryUrl: string;
  running: () => boolean;
  stop: () => Promise<void>;
  /** A new API process on the same port and data folder. */
  start: () => Promise<void>;
}

const test = base.extend<object, { backend: Backend }>({
  backend: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-api-down-'));
      // As global setup: every test logs in from this one machine.
      const env = { API_DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' };
      let api: Awaited<ReturnType<typeof startApi>> | null = await startApi({ env, quiet: true });
      // Started again on the same ports, where the site server looks for it.
      const ports = { port: api.port, registryPort: api.registryPort };
      await use({
        url: api.url,
        registryUrl: api.registryUrl,
        running: () => api !== null,
        stop: async () => {
          await api?.stop();
          api = null;
        },
        start: async () => {
          if (!api) api = await startApi({ ...ports, env, quiet: true });
        },
      });
      await api?.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  site: [
    async ({ backend }, use) => {
      const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>;
      const site = await startWebApps({
        apiUrl: backend.url,
        registryUrl: backend.registryUrl,
        shellPort: 0,
        remotePorts,
      });
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
});

/** What the demo accounts have in this file's API, made in beforeAll; the pages must show it once the API is back. */
const data = {
  company: '',
  privacyTitle: '',
  topCategory: '',
  product: '',
  productCount: 0,
  wishlisted: '',
  inCart: '',
  addressLine: '',
  orderId: 0,
};

test.beforeAll(async ({ backend }) => {
  const api = await apiRequest.newContext({ baseURL: backend.url });
  try {
    const json = async <T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()) as T;
    };
    data.company = (await json<Company>(await api.get(API_PATHS.companyDetails))).name;
    const legal = await json<LegalPage[]>(await api.get(API_PATHS.legalPages));
    data.privacyTitle = legal.find((page) => page.slug === 'privacy-policy')?.title ?? '';
    const categories = await json<Category[]>(await api.get(API_PATHS.categories.list));
    const top = categories
      .filter((category) => category.parentId === null)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)[0];
    data.topCategory = top?.name ?? '';
    const products = await json<Paginated<Product>>(await api.get(`${API_PATHS.products.list}?page=1&limit=50`));
    data.productCount = products.pagination.totalItems;
    const inStock = products.data.filter((product) => product.variants.some((variant) => variant.stock > 1));
    const [first, second] = inStock;
    if (!first || !second || !data.topCategory || !data.privacyTitle)
      throw new Error('the demo data has too few products in stock');
    data.product = first.name;

    const { token } = await json<{ token: string }>(await api.post(API_PATHS.auth.login, { data: DEMO.customer }));
    const headers = { Authorization: `Bearer ${token}` };
    const variantOf = (product: Product) => product.variants.find((variant) => variant.stock > 1)?.id;
    // An order: one unit of the first product, to a new address, made the default (the demo
    // customer has addresses of their own), so checkout chooses it.
    data.addressLine = `${Date.now()} Brigade Road`;
    const { address } = await json<{ address: { id: number } }>(
      await api.post(API_PATHS.addresses.list, {
        headers,
        data: {
          fullName: 'Asha Verma',
          mobile: '9876543210',
          addressLine1: data.addressLine,
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          isDefault: true,
        },
      }),
    );
    await json(
      await api.post(API_PATHS.cart.add, { headers, data: { productVariantId: variantOf(first), quantity: 1 } }),
    );
    const { order } = await json<{ order: { id: number } }>(
      await api.post(API_PATHS.orders.place, { headers, data: { addressId: address.id, paymentMethod: 'COD' } }),
    );
    data.orderId = order.id;
    // Then something in the cart and in the wishlist.
    await json(
      await api.post(API_PATHS.cart.add, { headers, data: { productVariantId: variantOf(second), quantity: 1 } }),
    );
    data.inCart = second.name;
    await json(await api.post(API_PATHS.wishlist.item(first.id), { headers }));
    data.wishlisted = first.name;
  } finally {
    await api.dispose();
  }
});

// A test that failed with the API stopped must not leave it stopped for the next one.
test.afterEach(async ({ backend }) => {
  await backend.start();
});

/**
 * Stops the API once the page has no request in flight, so what the page shows next comes from
 * the API being down, not from a load cut half-way.
 */
async function stopApi(page: Page, backend: Backend) {
  await page.waitForLoadState('networkidle');
  await backend.stop();
}

/** The error a page shows when it could not load: a message (this one, when given) and a retry. */
function loadFailed(page: Page, message?: string) {
  const alert = page.getByRole('alert').filter({ has: page.getByRole('button', { name: MESSAGES.tryAgain }) });
  return message ? alert.filter({ hasText: message }) : alert;
}

/** Nothing on the page still says it is loading: no spinner, progress bar, skeleton or busy region. */
async function expectNothingLoading(page: Page) {
  await expect(
    page.locator('[role="progressbar"], [aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active'),
  ).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: /loading/i })).toHaveCount(0);
}

interface DownCase {
  title: string;
  /** The page's address (a function: the product's name is known once the data is made). */
  path: () => string;
  as?: keyof typeof DEMO;
  /** The page's own words for the failure, when they are one of the shared messages. */
  message?: string;
  /** Pages in the public layout keep the header and footer. */
  layout: boolean;
  /** What the page shows once it has loaded from the API. */
  content: (page: Page) => Promise<void>;
}

const CASES: DownCase[] = [
  {
    title: 'home',
    path: () => '/',
    layout: true,
    content: async (page) => {
      const row = page.getByRole('tablist', { name: 'Product categories' });
      await expect(row.getByRole('tab', { name: data.topCategory })).toHaveAttribute('aria-selected', 'true');
      await expect(
        page
          .getByRole('list', { name: `${data.topCategory} products` })
          .getByRole('article')
          .first(),
      ).toBeVisible();
    },
  },
  {
    title: 'about us',
    path: () => ROUTES.about,
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('main').getByRole('heading', { name: data.company, level: 2 })).toBeVisible();
    },
  },
  {
    title: 'a legal page',
    path: () => ROUTES.legal('privacy-policy'),
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('heading', { name: data.privacyTitle, level: 1 })).toBeVisible();
    },
  },
  {
    title: 'shop',
    path: () => ROUTES.shop,
    message: MESSAGES.fetchCategoriesFailed,
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('tab', { name: data.topCategory })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    },
  },
  {
    title: 'a product page',
    path: () => ROUTES.product(data.product),
    message: MESSAGES.somethingWentWrong,
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('heading', { name: data.product, level: 1 })).toBeVisible();
    },
  },
  {
    title: 'the wishlist',
    path: () => ROUTES.wishlist,
    as: 'customer',
    message: MESSAGES.somethingWentWrong,
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('article', { name: data.wishlisted, exact: true })).toBeVisible();
    },
  },
  {
    title: 'the cart',
    path: () => ROUTES.cart,
    as: 'customer',
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('list', { name: 'Items in your cart' })).toContainText(data.inCart);
    },
  },
  {
    title: 'checkout',
    path: () => ROUTES.checkout,
    as: 'customer',
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('radio', { name: new RegExp(data.addressLine) })).toBeChecked();
      await expect(page.getByText(new RegExp(`^${data.inCart} \\(`))).toBeVisible();
    },
  },
  {
    title: 'my orders',
    path: () => ROUTES.myAccount.orders,
    as: 'customer',
    message: MESSAGES.fetchOrdersFailed,
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('article', { name: `Order #${data.orderId}` })).toBeVisible();
    },
  },
  {
    title: 'my addresses',
    path: () => ROUTES.myAccount.addresses,
    as: 'customer',
    layout: true,
    content: async (page) => {
      await expect(page.getByRole('article').filter({ hasText: data.addressLine })).toBeVisible();
    },
  },
  {
    title: 'my account details',
    path: () => ROUTES.myAccount.profile,
    as: 'customer',
    layout: true,
    content: async (page) => {
      await expect(page.getByText(DEMO.customer.identifier)).toBeVisible();
    },
  },
  {
    title: 'the admin dashboard',
    path: () => ROUTES.admin.dashboard,
    as: 'admin',
    message: MESSAGES.fetchDashboardFailed,
    layout: false,
    content: async (page) => {
      await expect(page.getByRole('region', { name: 'Product' })).toContainText(String(data.productCount));
    },
  },
  {
    title: 'the admin products',
    path: () => ROUTES.admin.product,
    as: 'admin',
    message: MESSAGES.fetchProductsFailed,
    layout: false,
    content: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: data.product }).first()).toBeVisible();
    },
  },
  {
    title: 'the admin orders',
    path: () => ROUTES.admin.order,
    as: 'admin',
    message: MESSAGES.fetchOrdersFailed,
    layout: false,
    content: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: `#${data.orderId}` })).toBeVisible();
    },
  },
  {
    title: 'the admin categories',
    path: () => ROUTES.admin.category,
    as: 'admin',
    message: MESSAGES.fetchCategoriesFailed,
    layout: false,
    content: async (page) => {
      await expect(page.getByRole('row').filter({ hasText: data.topCategory }).first()).toBeVisible();
    },
  },
  {
    title: 'the admin company details',
    path: () => ROUTES.admin.company,
    as: 'admin',
    message: MESSAGES.fetchCompanyFailed,
    layout: false,
    content: async (page) => {
      await expect(page.getByLabel('Company Name')).toHaveValue(data.company);
    },
  },
  {
    title: 'the admin legal pages',
    path: () => ROUTES.admin.legal,
    as: 'admin',
    message: MESSAGES.fetchLegalPagesFailed,
    layout: false,
    content: async (page) => {
      await expect(page.getByRole('tabpanel').getByLabel('Title')).toHaveValue(data.privacyTitle);
    },
  },
];

test.describe('with the API stopped', () => {
  for (const { title, path: route, as, message, layout, content } of CASES) {
    test(`${title} shows an error with a retry, and the retry shows the content once the API is back`, async ({
      page,
      backend,
      signIn,
    }) => {
      if (as) await signIn(as);
      await stopApi(page, backend);
      await page.goto(route());
      await expect(loadFailed(page, message)).toBeVisible();
      if (layout) await expectLayout(page);
      await expectNothingLoading(page);

      await backend.start();
      await loadFailed(page, message).getByRole('button', { name: MESSAGES.tryAgain }).click();
      await content(page);
      await expect(loadFailed(page)).toHaveCount(0);
      await expectNothingLoading(page);
    });
  }

  test('login says it failed instead of hanging, and works once the API is back', async ({ page, backend }) => {
    await page.goto(ROUTES.login);
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(DEMO.customer.identifier);
    await form.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
    await stopApi(page, backend);
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(form.getByRole('alert')).toHaveText(MESSAGES.loginFailed);
    await expect(form.getByRole('button', { name: 'Login', exact: true })).toBeEnabled();
    await expectNothingLoading(page);

    await backend.start();
    await form.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.myAccount.dashboard}$`));
  });
});

test('a slow API shows loading states, then the content', async ({ page, signIn }) => {
  await signIn('admin');
  const DELAY_MS = 2_000;
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
    await route.fallback();
  });
  // Up to two reads one after the other (categories, then the products of the first tab).
  const loaded = { timeout: 2 * DELAY_MS + 10_000 };

  // A storefront page comes from the server with its data (the server's API requests are not slowed
  // here); the loading states show on client-side navigation.
  await page.goto(ROUTES.product(data.product));
  await expect(page.getByRole('heading', { name: data.product, level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Shop', exact: true }).click();
  await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible(loaded);
  await expectNothingLoading(page);

  await page.goto(ROUTES.admin.order);
  await expect(page.locator('.ant-spin-spinning').first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: `#${data.orderId}` })).toBeVisible(loaded);
  await expectNothingLoading(page);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
