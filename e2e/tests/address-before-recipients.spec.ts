/**
 * An address saved before recipients were asked for, in the browser on a real store: checkout asks
 * for the recipient's name and mobile under it, the server will not place an order there until they
 * are added, and once saved the order goes; its state, typed off the list, stays readable and the
 * address book asks to choose one from the list on edit. Such an address cannot be made through
 * the API any more, so this file runs a store of its own and writes it into the database while the
 * API is stopped, as it was before the upgrade.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { test as base, expect, type Page } from '@playwright/test';
import {
  API_PATHS,
  MESSAGES,
  ORDER_MESSAGES,
  REMOTE_NAMES,
  type RemoteName,
  ROUTES,
  STORAGE_KEYS,
} from 'shared-contracts';
import { startApi, startWebApps } from '../../scripts/site.mjs';
import { axeViolations } from '../support/axe';

const WIDTHS = [390, 1280] as const;
const PASSWORD = 'Shopper@12345';

interface Shopper {
  token: string;
  user: { id: number; username: string; userType: string };
}

interface OldStore {
  siteUrl: string;
  apiUrl: string;
  /** One shopper per width, each with one address saved before recipients were asked for. */
  shoppers: Record<(typeof WIDTHS)[number], Shopper>;
}

async function api<T>(apiUrl: string, method: string, route: string, body?: unknown, token?: string) {
  const response = await fetch(`${apiUrl}${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const start = (dataDir: string) => startApi({ env: { API_DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000' }, quiet: true });

const test = base.extend<object, { store: OldStore }>({
  store: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-old-addresses-'));
      const first = await start(dataDir);
      const people: { width: (typeof WIDTHS)[number]; username: string; id: number }[] = [];
      for (const width of WIDTHS) {
        const username = `before${width}x${Date.now()}`;
        const registered = await api<{ user: { id: number } }>(first.url, 'POST', API_PATHS.auth.register, {
          username,
          email: `${username}@example.com`,
          password: PASSWORD,
          firstName: username,
          lastName: username,
        });
        expect(registered.status).toBe(201);
        people.push({ width, username, id: registered.body.user.id });
      }
      await first.stop();

      // What an address saved before looks like: no name or mobile, a state typed by hand.
      const database = await PGlite.create({ dataDir: path.join(dataDir, 'db'), extensions: { pg_trgm } });
      for (const { id } of people) {
        await database.query(
          `insert into addresses (user_id, address_line1, city, state, postal_code, is_default)
           values ($1, '3 Old Lane', 'Mysuru', 'Karnatka', '570001', true)`,
          [id],
        );
      }
      await database.exec('CHECKPOINT');
      await database.close();

      const server = await start(dataDir);
      const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>;
      const site = await startWebApps({
        apiUrl: server.url,
        registryUrl: server.registryUrl,
        shellPort: 0,
        remotePorts,
      });
      const shoppers = {} as OldStore['shoppers'];
      for (const { width, username } of people) {
        const login = await api<Shopper>(server.url, 'POST', API_PATHS.auth.login, {
          identifier: username,
          password: PASSWORD,
        });
        expect(login.status).toBe(200);
        shoppers[width] = login.body;
      }
      await use({ siteUrl: site.url, apiUrl: server.url, shoppers });
      await site.close();
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
    // Two API starts, the first one seeding the demo data.
    { scope: 'worker', timeout: 240_000 },
  ],
});

/** Stores the shopper's session as the login screen does, then opens `route`. */
async function openAs(page: Page, siteUrl: string, shopper: Shopper, route: string) {
  await page.goto(`${siteUrl}${ROUTES.about}`);
  await page.evaluate(
    ({ keys, token, user }) => {
      localStorage.setItem(keys.authToken, token);
      localStorage.setItem(keys.role, user.userType);
      localStorage.setItem(keys.userId, String(user.id));
      localStorage.setItem(keys.user, JSON.stringify({ username: user.username, userType: user.userType }));
    },
    { keys: STORAGE_KEYS, token: shopper.token, user: shopper.user },
  );
  await page.goto(`${siteUrl}${route}`);
}

for (const width of WIDTHS) {
  test(`at ${width} px checkout asks for the recipient of an address saved before, once, then places the order there`, async ({
    page,
    store,
  }) => {
    test.slow();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    const shopper = store.shoppers[width];
    const [address] = (
      await api<{ addresses: { id: number }[] }>(
        store.apiUrl,
        'GET',
        API_PATHS.addresses.list,
        undefined,
        shopper.token,
      )
    ).body.addresses;
    const products = await api<{ data: { variants: { id: number; stock: number }[] }[] }>(
      store.apiUrl,
      'GET',
      `${API_PATHS.products.list}?page=1&limit=50`,
    );
    const variant = products.body.data.flatMap((product) => product.variants).find((candidate) => candidate.stock > 5);
    if (!variant || !address) throw new Error('the demo data has no stocked variant, or the old address is missing');
    const added = await api(
      store.apiUrl,
      'POST',
      API_PATHS.cart.add,
      { productVariantId: variant.id, quantity: 1 },
      shopper.token,
    );
    expect([200, 201]).toContain(added.status);

    // The server itself refuses the address as it is.
    const refused = await api(
      store.apiUrl,
      'POST',
      API_PATHS.orders.place,
      { addressId: address.id, paymentMethod: 'COD' },
      shopper.token,
    );
    expect(refused).toEqual({ status: 400, body: { message: ORDER_MESSAGES.addressNeedsRecipient } });

    await openAs(page, store.siteUrl, shopper, ROUTES.checkout);
    const radio = page.getByRole('radio', { name: /^3 Old Lane, Mysuru, Karnatka 570001 Default$/ });
    await expect(radio).toBeChecked();
    const recipient = page.getByRole('form', { name: MESSAGES.checkoutAddRecipient });
    await expect(recipient).toBeVisible();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ORDER_MESSAGES.addressNeedsRecipient })).toBeVisible();
    await expect(recipient.getByLabel('Full name')).toBeFocused();
    await recipient.getByRole('button', { name: 'Save recipient' }).click();
    await expect(recipient.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required');
    await expect(recipient.getByLabel('Mobile number')).toHaveAccessibleDescription('Mobile number is required');
    found.push(...(await axeViolations(page, `recipient form with its errors @ ${width}px`)));

    await recipient.getByLabel('Full name').fill('Ravi Kumar');
    await recipient.getByLabel('Mobile number').fill('9123456780');
    await recipient.getByRole('button', { name: 'Save recipient' }).click();
    await expect(recipient).toBeHidden();
    await expect(page.getByRole('radio', { name: /Ravi Kumar, 9123456780$/ })).toBeChecked();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: MESSAGES.orderPlaced })).toBeVisible();

    // Saved once: the next checkout does not ask again. The off-list state is asked for on edit.
    await page.goto(`${store.siteUrl}${ROUTES.myAccount.addresses}`);
    const card = page.getByRole('article', { name: '3 Old Lane' });
    await expect(card).toContainText('Ravi Kumar, 9123456780');
    await expect(card).toContainText('Mysuru, Karnatka');
    await card.getByRole('button', { name: 'Edit' }).click();
    const state = page.getByLabel('State');
    await expect(state).toHaveValue('');
    await expect(state).toHaveAccessibleDescription(MESSAGES.chooseStateFromList('Karnatka'));
    found.push(...(await axeViolations(page, `off-list state on edit @ ${width}px`)));
    await state.selectOption('Karnataka');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('article', { name: '3 Old Lane' })).toContainText('Mysuru, Karnataka');

    expect(found).toEqual([]);
  });
}
