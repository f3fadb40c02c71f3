/**
 * Trying a release before shoppers: a team's preview link shows its release to the one browser
 * that opens it, with a bar saying what that browser runs, while everyone else gets the store as
 * routed. On a release store of this file's own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PREVIEW, PREVIEW_MESSAGES } from 'shared-contracts';
import { previewLinks } from 'shared-contracts/preview-links';
import { ROOT } from '../../scripts/site.mjs';
import { WCAG_22_AA } from '../support/axe';
import { expect } from '../support/fixtures';
import { publishVariant, slice, testOnReleaseStore } from '../support/release-store';

const test = testOnReleaseStore('preview');
test.describe.configure({ mode: 'serial' });

const releaseIdIn = (output: string, target: string) =>
  output.match(new RegExp(`${target} (\\d+\\.\\d+\\.\\d+-[0-9a-f]{10})`))?.[1] as string;
/** The address `npm run slice -- preview` prints. */
const linkIn = (output: string) => output.match(/(http\S+\/_preview\?link=\S+)/)?.[1] as string;

/** The releases each test starts from: live, and a next one of the catalog and of the cart. */
const releases = { catalog: '', cart: '', nextCatalog: '', nextCart: '' };

const bar = (page: Page) => page.getByRole('region', { name: PREVIEW_MESSAGES.barLabel });

/** The About page's title as the server sent it, and as the hydrated page shows it. */
async function aboutTitle(page: Page) {
  const html = await (await page.request.get('/about')).text();
  await page.goto('/about');
  return {
    serverRendered: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
    hydrated: await page.getByRole('heading', { level: 1 }).textContent(),
  };
}

test.beforeAll(async ({ store, site }) => {
  // Five releases published, two switched to with the site's render check: more than one test's work.
  test.setTimeout(300_000);
  expect(site.url).toBeTruthy();
  await slice(store, 'release', 'shell', '--no-build', '--live');
  releases.catalog = releaseIdIn(await slice(store, 'release', 'mf_catalog', '--no-build', '--live'), 'mf_catalog');
  releases.cart = releaseIdIn(
    await slice(store, 'release', 'mf_cart_checkout', '--no-build', '--live'),
    'mf_cart_checkout',
  );
  releases.nextCatalog = await publishVariant(store, 'mf_catalog', { replace: ['About Us', 'About Us, Preview'] });
  releases.nextCart = await publishVariant(store, 'mf_cart_checkout', {});
});

test('a preview link shows the new release to the browser that opens it, and only to it', async ({
  browser,
  page,
  site,
  store,
}) => {
  const printed = await slice(store, 'preview', 'mf_catalog', releases.nextCatalog, '--site', site.url);
  const link = linkIn(printed);
  expect(link.startsWith(`${site.url}${PREVIEW.enterPath}?link=`)).toBe(true);

  await page.goto(link);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await aboutTitle(page)).toEqual({ serverRendered: 'About Us, Preview', hydrated: 'About Us, Preview' });
  await expect(bar(page)).toContainText(`mf_catalog: ${releases.nextCatalog} (${PREVIEW_MESSAGES.pinned})`);

  // Its own page: never kept by a cache, never indexed, and its slots never counted in health.
  const response = await page.request.get('/about');
  expect(response.headers()['cache-control']).toBe('private, no-cache');
  expect(response.headers()['x-robots-tag']).toBe('noindex');
  expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.mf_catalog).toMatchObject({ release: releases.nextCatalog });
  expect(remotes.mf_catalog.token).toBeUndefined();

  // Another browser, at the same time: the live release, no bar, shared-cache headers as before.
  const shopper = await browser.newContext({ baseURL: site.url });
  const shopperPage = await shopper.newPage();
  expect(await aboutTitle(shopperPage)).toEqual({ serverRendered: 'About Us', hydrated: 'About Us' });
  await expect(bar(shopperPage)).toHaveCount(0);
  const shopperResponse = await shopperPage.request.get('/about');
  expect(shopperResponse.headers()['cache-control']).toBe('no-cache');
  expect(shopperResponse.headers()['x-robots-tag']).toBeUndefined();
  expect((await (await shopperPage.request.get('/remotes.json')).json()).mf_catalog.token).toBeTruthy();
  await shopper.close();

  // Leaving: back to what the bucket gives.
  await bar(page).getByRole('button', { name: PREVIEW_MESSAGES.leave }).click();
  await expect(bar(page)).toHaveCount(0);
  expect((await aboutTitle(page)).hydrated).toBe('About Us');
});

test('an expired or altered link is refused with a page that says so, and changes nothing', async ({
  page,
  site,
  store,
}) => {
  const expired = previewLinks(store.siteSecret).sign({
    pins: [{ target: 'mf_catalog', release: releases.nextCatalog }],
    expiresAt: Date.now() - 1000,
    warnings: [],
  });
  const real = linkIn(await slice(store, 'preview', 'mf_catalog', releases.nextCatalog, '--site', site.url));
  const [grant, signature] = decodeURIComponent(new URL(real).searchParams.get('link') as string).split('.') as [
    string,
    string,
  ];
  const payload = JSON.parse(Buffer.from(grant, 'base64url').toString('utf8'));
  payload.expiresAt += 30 * 86_400_000;
  const altered = `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;

  for (const [link, status, why] of [
    [expired, 410, PREVIEW_MESSAGES.expired],
    [altered, 403, PREVIEW_MESSAGES.forged],
    ['not-a-link', 403, PREVIEW_MESSAGES.forged],
  ] as const) {
    await page.context().clearCookies();
    const response = await page.goto(`${PREVIEW.enterPath}?link=${encodeURIComponent(link)}`);
    expect(response?.status()).toBe(status);
    expect(await response?.headerValue('set-cookie')).toBeNull();
    await expect(page.getByRole('heading', { level: 1, name: PREVIEW_MESSAGES.refusedTitle })).toBeVisible();
    await expect(page.getByText(why)).toBeVisible();
    await page.getByRole('link', { name: PREVIEW_MESSAGES.backToStore }).click();
    await expect(bar(page)).toHaveCount(0);
    expect((await aboutTitle(page)).hydrated).toBe('About Us');
  }

  // A link changed inside the cookie is no preview either.
  await page.context().addCookies([{ name: PREVIEW.cookie, value: altered, url: site.url }]);
  expect((await aboutTitle(page)).serverRendered).toBe('About Us');
  await expect(bar(page)).toHaveCount(0);
});

test('two slices previewed together; the bar names every slot, links to its history, and is used by keyboard', async ({
  page,
  site,
  store,
}) => {
  const link = linkIn(
    await slice(
      store,
      'preview',
      'mf_catalog',
      releases.nextCatalog,
      'mf-cart-checkout',
      releases.nextCart,
      '--for',
      '2h',
      '--site',
      site.url,
    ),
  );
  await page.goto(link);
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect([remotes.mf_catalog.release, remotes.mf_cart_checkout.release]).toEqual([
    releases.nextCatalog,
    releases.nextCart,
  ]);
  const items = bar(page).getByRole('listitem');
  await expect(items).toHaveText([
    `mf_catalog: ${releases.nextCatalog} (${PREVIEW_MESSAGES.pinned})`,
    `mf_cart_checkout: ${releases.nextCart} (${PREVIEW_MESSAGES.pinned})`,
    `mf_account: ${PREVIEW_MESSAGES.notFromRelease}`,
    `mf_admin: ${PREVIEW_MESSAGES.notFromRelease}`,
  ]);
  await expect(bar(page)).not.toContainText(PREVIEW_MESSAGES.incompatible);

  // Before the page's own links: the first Tab reaches the bar, whose links and button follow in order.
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('link', { name: releases.nextCatalog })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('link', { name: releases.nextCart })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(bar(page).getByRole('button', { name: PREVIEW_MESSAGES.leave })).toBeFocused();

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: PREVIEW_MESSAGES.releaseTitle('mf_cart_checkout', releases.nextCart) }),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: /publish/ })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  await page.goto('/about');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    const axe = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(axe.violations.map((violation) => `${width}px ${violation.id}`)).toEqual([]);
  }

  await bar(page).getByRole('button', { name: PREVIEW_MESSAGES.leave }).focus();
  await page.keyboard.press('Enter');
  await expect(bar(page)).toHaveCount(0);
  // A release's record is for a preview browser only.
  expect((await page.request.get(PREVIEW.releasePath('mf_catalog', releases.nextCatalog))).status()).toBe(404);
});

test('a release that does not fit the live shell can be previewed, the bar saying so; the bar alone shows what visitors get', async ({
  page,
  site,
  store,
}) => {
  const unfit = await publishVariant(store, 'mf_catalog', { needs: { 'store-runtime': '^99.0.0' } });
  await page.goto(linkIn(await slice(store, 'preview', 'mf_catalog', unfit, '--site', site.url)));
  await expect(bar(page)).toContainText(
    `${PREVIEW_MESSAGES.incompatible} mf_catalog ${unfit} does not fit the live shell`,
  );

  await page.context().clearCookies();
  await page.goto(linkIn(await slice(store, 'preview', 'mf_catalog', '--site', site.url)));
  await expect(bar(page).getByRole('listitem').first()).toHaveText(
    `mf_catalog: ${releases.catalog} (${PREVIEW_MESSAGES.live})`,
  );
  expect((await aboutTitle(page)).hydrated).toBe('About Us');
});

test("a developer's dev server for one slice: rendered in that browser only, its origin allowed for it alone", async ({
  browser,
  page,
  site,
  store,
}) => {
  // The catalog's own server on this machine stands in for its dev server.
  const devServer = `http://localhost:${site.remotePort('mf_catalog')}/mf-manifest.json`;
  await page.goto(linkIn(await slice(store, 'preview', 'mf_catalog', devServer, '--site', site.url)));
  await expect(bar(page).getByRole('listitem').first()).toHaveText(`mf_catalog: ${PREVIEW_MESSAGES.devServer}`);
  const response = await page.request.get('/about');
  const html = await response.text();
  // Left to the browser: the server never loads a developer's code.
  expect(html.match(/<h1[^>]*>([^<]*)<\/h1>/)).toBeNull();
  const origin = new URL(devServer).origin;
  expect(response.headers()['content-security-policy']).toContain(origin.replace('http', 'ws'));
  expect((await aboutTitle(page)).hydrated).toBe('About Us');
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.mf_catalog).toEqual({ manifest: devServer, release: null });

  const shopper = await browser.newContext({ baseURL: site.url });
  const shopperResponse = await (await shopper.newPage()).request.get('/about');
  expect(shopperResponse.headers()['content-security-policy']).not.toContain(origin.replace('http', 'ws'));
  await shopper.close();
});

test("a shopper's page and first-load code hold nothing of the bar", async ({ page }) => {
  await page.context().clearCookies();
  const html = await (await page.request.get('/about')).text();
  for (const part of ['data-preview-bar', 'store-preview-bar', PREVIEW_MESSAGES.leave, PREVIEW.leavePath]) {
    expect(html).not.toContain(part);
  }
  // The bar is written by the site server for a preview browser: no script the browser downloads has it.
  const shellFiles = readdirSync(path.join(ROOT, 'shell/dist'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(js|html)$/.test(file),
  );
  expect(shellFiles.length).toBeGreaterThan(0);
  for (const file of shellFiles) {
    const text = readFileSync(path.join(ROOT, 'shell/dist', file), 'utf8');
    expect(text, file).not.toContain('store-preview-bar');
    expect(text, file).not.toContain(PREVIEW_MESSAGES.leave);
  }
});
