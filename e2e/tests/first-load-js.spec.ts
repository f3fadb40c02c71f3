/**
 * The first-load JS that `npm run slice -- release` measures and budgets, read from the builds
 * (scripts/releases/first-load-js.mjs), held to what a browser loads: on a page, a slice's scripts
 * are those its build counts for that page's module, at the bytes the browser was sent (its own
 * copy of a library the shell does not provide among them), and every script of the shell's is
 * one its build counts.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { firstLoadBytes, firstLoadScripts } from '../../scripts/releases/first-load-js.mjs';
import { ROOT } from '../../scripts/site.mjs';
import { expect, test } from '../support/fixtures';

interface LoadedScript {
  url: URL;
  sentBytes: Promise<number>;
}

/** Every script the page loads from now on, with the bytes of its response body as sent. */
function recordScripts(page: Page): LoadedScript[] {
  const scripts: LoadedScript[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push({ url: new URL(request.url()), sentBytes: request.sizes().then((sizes) => sizes.responseBodySize) });
  });
  return scripts;
}

const namesOf = (scripts: LoadedScript[]) => scripts.map((script) => script.url.pathname.slice(1)).sort();
const sentBytesOf = async (scripts: LoadedScript[]) =>
  (await Promise.all(scripts.map((script) => script.sentBytes))).reduce((sum, bytes) => sum + bytes, 0);

test("the home page loads the catalog's first-load JS for it, and only scripts the shell's counts", async ({
  page,
  site,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Mobiles', level: 2 })).toBeVisible();

  const catalogOrigin = `http://localhost:${site.remotePort('mf_catalog')}`;
  const catalog = scripts.filter((script) => script.url.origin === catalogOrigin);
  const catalogDir = path.join(ROOT, 'mf-catalog');
  expect(namesOf(catalog)).toEqual(firstLoadScripts('mf_catalog', catalogDir, ['HomePage']));
  expect(await sentBytesOf(catalog)).toBe(firstLoadBytes('mf_catalog', catalogDir, ['HomePage']));

  const shell = namesOf(scripts.filter((script) => script.url.origin === new URL(site.url).origin));
  expect(shell.length).toBeGreaterThan(0);
  expect(firstLoadScripts('shell', path.join(ROOT, 'shell'))).toEqual(expect.arrayContaining(shell));
});

test("the login page loads the account slice's first-load JS for it, with its own copy of zod", async ({
  page,
  site,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  const accountOrigin = `http://localhost:${site.remotePort('mf_account')}`;
  const account = scripts.filter((script) => script.url.origin === accountOrigin);
  const accountDir = path.join(ROOT, 'mf-account');
  expect(namesOf(account)).toEqual(firstLoadScripts('mf_account', accountDir, ['LoginPage']));
  expect(await sentBytesOf(account)).toBe(firstLoadBytes('mf_account', accountDir, ['LoginPage']));
});
