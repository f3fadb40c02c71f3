/**
 * The first-load JS that `npm run slice -- release` measures and budgets, read from the builds
 * (scripts/releases/first-load-js.mjs), held to what a browser loads: on the home page, the
 * catalog's scripts are those its build counts for its home page, at the bytes the browser was
 * sent, and every script of the shell's is one its build counts.
 */
import path from 'node:path';
import { firstLoadBytes, firstLoadScripts } from '../../scripts/releases/first-load-js.mjs';
import { ROOT } from '../../scripts/site.mjs';
import { expect, test } from '../support/fixtures';

test("the home page loads the catalog's first-load JS for it, and only scripts the shell's counts", async ({
  page,
  site,
}) => {
  const scripts: { url: URL; sentBytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ url: new URL(request.url()), sentBytes: request.sizes().then((sizes) => sizes.responseBodySize) });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mobiles', level: 2 })).toBeVisible();

  const from = (origin: string) => scripts.filter((script) => script.url.origin === origin);
  const catalog = from(`http://localhost:${site.remotePort('mf_catalog')}`);
  const catalogDist = path.join(ROOT, 'mf-catalog', 'dist');
  expect(catalog.map((script) => script.url.pathname.slice(1)).sort()).toEqual(
    firstLoadScripts('mf_catalog', catalogDist, ['HomePage']),
  );
  const sent = (await Promise.all(catalog.map((script) => script.sentBytes))).reduce((sum, bytes) => sum + bytes, 0);
  expect(sent).toBe(firstLoadBytes('mf_catalog', catalogDist, ['HomePage']));

  const shell = from(new URL(site.url).origin).map((script) => script.url.pathname.slice(1));
  expect(shell.length).toBeGreaterThan(0);
  expect(firstLoadScripts('shell', path.join(ROOT, 'shell', 'dist'))).toEqual(expect.arrayContaining(shell));
});
