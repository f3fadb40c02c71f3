import type { RemoteName } from 'shared-contracts';
import { expect, test } from '../support/fixtures';

const SINGLETONS = ['react', 'react-dom', 'store-runtime/router', 'jotai', 'store-runtime'];

interface Manifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

test('react, react-dom, the router, jotai and the store runtime load once on every page', async ({
  page,
  site,
  signIn,
}) => {
  const requested = new Set<string>();
  page.on('request', (request) => requested.add(request.url()));

  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await signIn('customer');
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Cart', level: 1 })).toBeVisible();

  // Every app ships its own fallback copy of each shared package; list them all.
  const origins: Record<'shell' | RemoteName, string> = {
    shell: site.url,
    mf_catalog: `http://localhost:${site.remotePort('mf_catalog')}`,
    mf_cart_checkout: `http://localhost:${site.remotePort('mf_cart_checkout')}`,
    mf_account: `http://localhost:${site.remotePort('mf_account')}`,
    mf_admin: `http://localhost:${site.remotePort('mf_admin')}`,
  };
  for (const name of SINGLETONS) {
    const loadedFrom: string[] = [];
    for (const [app, origin] of Object.entries(origins)) {
      const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
      const files = manifest.shared.filter((shared) => shared.name === name).flatMap((shared) => shared.assets.js.sync);
      expect(files.length, `${app} ships ${name}`).toBeGreaterThan(0);
      if (files.some((file) => requested.has(`${origin}/${file}`))) loadedFrom.push(app);
    }
    expect(loadedFrom, `copies of ${name} loaded`).toEqual(['shell']);
  }
});

test('the slices share one store: a change made through a slice shows in the header at once', async ({
  page,
  signIn,
}) => {
  await page.goto('/shop');
  await signIn('customer');
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  const sameModules = await page.evaluate(async () => {
    type Instance = { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> };
    const { __INSTANCES__ } = (globalThis as unknown as { __FEDERATION__: { __INSTANCES__: Instance[] } })
      .__FEDERATION__;
    const instance = (name: string) => __INSTANCES__.find((candidate) => candidate.name === name) as Instance;
    const moduleOf = async (app: string, pkg: string) => ((await instance(app).loadShare(pkg)) as () => unknown)();
    const same = async (pkg: string) => (await moduleOf('shell', pkg)) === (await moduleOf('mf_catalog', pkg));
    // The catalog slice signs out through its own view of the store runtime.
    const runtime = (await moduleOf('mf_catalog', 'store-runtime')) as { clearSession: () => void };
    runtime.clearSession();
    return { runtime: await same('store-runtime'), jotai: await same('jotai'), react: await same('react') };
  });

  expect(sameModules).toEqual({ runtime: true, jotai: true, react: true });
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('server-rendered storefront pages name their slices and hand over their categories: neither is asked for, and zod is never loaded', async ({
  page,
  site,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mobiles', level: 2 })).toBeVisible();
  // The page says which release of each slice it was rendered with: the browser loads those, without asking.
  expect(requested.filter((url) => url === `${site.url}/remotes.json`)).toHaveLength(0);
  // The server rendered the page with the categories and handed them over: neither the shell nor the slice asks again.
  expect(requested.filter((url) => url === `${site.url}/api/categories`)).toHaveLength(0);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
  await page.goto('/product/Samsung%20Galaxy%20S24');
  await expect(page.getByRole('heading', { name: 'Samsung Galaxy S24', level: 1 })).toBeVisible();

  let shipped = 0;
  for (const remote of ['mf_catalog', 'mf_cart_checkout', 'mf_account', 'mf_admin'] as const) {
    const origin = `http://localhost:${site.remotePort(remote)}`;
    const manifest = (await (await page.request.get(`${origin}/mf-manifest.json`)).json()) as Manifest;
    const schemaFiles = manifest.shared
      .filter((shared) => shared.name === 'zod')
      .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
      .map((file) => `${origin}/${file}`);
    shipped += schemaFiles.length;
    expect(
      requested.filter((url) => schemaFiles.includes(url)),
      `zod of ${remote} loaded`,
    ).toEqual([]);
  }
  expect(shipped, 'the slices with forms ship zod').toBeGreaterThan(0);
});
