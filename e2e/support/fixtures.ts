import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { REMOTE_NAMES, type RemoteName, STORAGE_KEYS } from 'shared-contracts';
import { startWebApps } from '../../scripts/site.mjs';

type Site = Awaited<ReturnType<typeof startWebApps>>;

/** Demo accounts the API seeds (README). */
export const DEMO = {
  customer: { identifier: 'customer@example.com', password: 'Customer@12345' },
  admin: { identifier: 'admin@example.com', password: 'Admin@12345' },
};

/**
 * Each test file gets its own shell and remote servers on free ports, so a test
 * may stop and restart a remote without disturbing the others.
 */
/**
 * Who a test signs in as: a demo account, or `newCustomer`, a customer of the test's own, for tests
 * that change a cart or wishlist (tests run two at a time, and two of them must never share one).
 */
type Account = keyof typeof DEMO | 'newCustomer';

export const test = base.extend<{ signIn: (account: Account) => Promise<void> }, { site: Site }>({
  site: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const apiUrl = process.env.E2E_API_URL;
      const registryUrl = process.env.E2E_REGISTRY_URL;
      if (!apiUrl || !registryUrl) throw new Error('E2E_API_URL is not set: global setup did not run');
      const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>;
      const site = await startWebApps({ apiUrl, registryUrl, shellPort: 0, remotePorts });
      await use(site);
      await site.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ site }, use) => use(site.url),
  /** After a load of a server-rendered page, waits until it is hydrated: its HTML shows before its handlers work. */
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  /** Logs in through the API and stores the session as the login screen does. */
  signIn: async ({ page }, use) => {
    await use(async (account) => {
      if (account === 'newCustomer') {
        await storeSessionInPage(page, (await newCustomer(page.request, 'shopper')).token);
        return;
      }
      const response = await page.request.post('/api/auth/login', { data: DEMO[account] });
      expect(response.ok(), await response.text()).toBe(true);
      const { token } = (await response.json()) as { token: string };
      await storeSessionInPage(page, token);
    });
  },
});

export { expect };

/** `<html data-hydrated>` (shell/src/hydration-mark.ts) on a server-rendered page; a client-rendered one needs no wait. */
export async function waitForHydration(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById('__STORE_SSR_STATE__') || document.documentElement.dataset.hydrated === 'true',
      null,
      {
        timeout: 15_000,
      },
    )
    .catch(() => undefined);
}

/** Puts a session into the page's local storage the way the login screen does, then opens a page. */
export async function storeSessionInPage(page: Page, token: string): Promise<void> {
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok(), await me.text()).toBe(true);
  const { user } = (await me.json()) as { user: { id: number; username: string; userType: string } };
  await page.goto('/about');
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.authToken, token);
      localStorage.setItem(keys.role, user.userType.toUpperCase());
      localStorage.setItem(keys.userId, String(user.id));
      localStorage.setItem(keys.user, JSON.stringify({ username: user.username, userType: user.userType }));
    },
    { keys: STORAGE_KEYS, token, user },
  );
}

export interface NewCustomer {
  token: string;
  /** Headers for API calls as this customer. */
  auth: { Authorization: string };
}

/** Registers and logs in a customer of the test's own, so no other test shares its cart or orders. */
export async function newCustomer(request: APIRequestContext, tag: string): Promise<NewCustomer> {
  const username = `${tag}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const password = 'Shopper@12345';
  const register = await request.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password, firstName: username, lastName: username },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const login = await request.post('/api/auth/login', { data: { identifier: username, password } });
  const { token } = (await login.json()) as { token: string };
  return { token, auth: { Authorization: `Bearer ${token}` } };
}

export async function expectLayout(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}
