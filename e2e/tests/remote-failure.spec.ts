import { type RemoteName, SLOT_MESSAGES } from 'shared-contracts';
import { expect, expectLayout, test } from '../support/fixtures';

const UNAVAILABLE = 'This part of the store is unavailable right now';

/** A page of each slice, who may open it, and what it shows when it works. */
const SLICE_PAGES: { remote: RemoteName; path: string; heading: string; as?: 'customer' | 'admin' }[] = [
  { remote: 'mf_catalog', path: '/shop', heading: 'Shop' },
  { remote: 'mf_cart_checkout', path: '/cart', heading: 'Cart', as: 'customer' },
  { remote: 'mf_account', path: '/login', heading: 'Login' },
  { remote: 'mf_admin', path: '/admin/category', heading: 'Category', as: 'admin' },
];

for (const { remote, path, heading, as } of SLICE_PAGES) {
  test.describe(`when ${remote} is down`, () => {
    test.beforeEach(async ({ signIn }) => {
      if (as) await signIn(as);
    });

    test('its slot shows a retry while the rest of the site works, and retry brings it back', async ({
      page,
      site,
    }) => {
      await site.stopRemote(remote);
      try {
        await page.goto(path);
        await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
        if (!path.startsWith('/admin')) await expectLayout(page);
      } finally {
        await site.startRemote(remote);
      }
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    });

    test('a 404 for its manifest shows the fallback, and retry works once it is back (a server-rendered page is kept instead)', async ({
      page,
      site,
    }) => {
      const manifest = `**/*:${site.remotePort(remote)}/mf-manifest.json`;
      await page.route(manifest, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto(path);
      if (remote === 'mf_catalog') {
        // The site server rendered the shop: the browser keeps that page, with a notice.
        await expect(page.getByText(SLOT_MESSAGES.serverContentKept)).toBeVisible();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
        await page.unroute(manifest);
        await page.reload();
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.getByText(SLOT_MESSAGES.serverContentKept)).toHaveCount(0);
        return;
      }
      await expect(page.getByText(UNAVAILABLE)).toBeVisible();
      await page.unroute(manifest);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    });
  });
}

test('a slice that is down leaves the other slices working', async ({ page, site }) => {
  await site.stopRemote('mf_catalog');
  try {
    await page.goto('/shop');
    await expect(page.getByText(UNAVAILABLE)).toBeVisible();
    // The header still navigates, and another slice renders in the same slot.
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    await expectLayout(page);
  } finally {
    await site.startRemote('mf_catalog');
  }
});

test.describe('a slice file that fails to load once is fetched again before the slot gives up', () => {
  for (const [what, file] of [
    ['its entry', /\/remoteEntry\.js$/],
    ['a chunk of the page', /\/[^/]+\.[0-9a-f]{10}\.js$/],
  ] as const) {
    test(`${what} (a dropped connection on the first request)`, async ({ page, site }) => {
      const catalog = `http://localhost:${site.remotePort('mf_catalog')}/`;
      const requested: string[] = [];
      await page.route(
        (url) => url.href.startsWith(catalog) && file.test(url.pathname),
        async (route) => {
          const url = route.request().url();
          requested.push(url);
          // The first request for the first such file fails; every later one goes through.
          if (requested.filter((each) => each === requested[0]).length === 1 && url === requested[0]) {
            return route.abort('connectionreset');
          }
          return route.continue();
        },
      );
      // Client-rendered (the shop's own tab), so every catalog file is fetched by the browser.
      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Shop' }).first().click();
      await expect(page.getByRole('heading', { name: 'Shop', level: 1 })).toBeVisible();
      await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
      expect(requested.filter((url) => url === requested[0]).length).toBeGreaterThanOrEqual(2);
    });
  }
});
