/**
 * What runs is what was published: the site server serves a release's files only as the
 * registry's digests list them, and loads a slice's server code only through that route; the
 * browser loads every script of a release with Subresource Integrity, so a file changed on its way
 * (a CDN, a proxy) is refused and the slot shows its fallback. An API (the registry), a data folder
 * and a release store of this file's own; each release's file list is taken when it is published,
 * as the registry records it.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  API_PATHS,
  REMOTE_NAMES,
  type ReleaseFile,
  type RemoteName,
  type RemotesConfig,
  remotePackageName,
} from 'shared-contracts';
import { ROOT, siteServer, startApi } from '../../scripts/site.mjs';
import { test as base, expect } from '../support/fixtures';

const UNAVAILABLE = 'This part of the store is unavailable right now';

interface Stack {
  releasesDir: string;
  /** The catalog's live release. */
  catalog: string;
  /** Each release's file list as published. */
  lists: Map<string, ReleaseFile[]>;
  /** The site rendering every page in the browser, and the one rendering public pages on the server. */
  clientRendered: string;
  serverRendered: string;
}

const run = promisify(execFile);

const test = base.extend<object, { stack: Stack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-integrity-'));
      // The release store outside the data folder, as in every store.
      const releasesDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-integrity-files-'));
      const env = { API_DATA_DIR: dataDir, RELEASES_DIR: releasesDir };
      const api = await startApi({ env, quiet: true });
      const slice = async (...args: string[]) =>
        (
          await run(process.execPath, [path.join(ROOT, 'scripts/slice.mjs'), ...args], {
            env: { ...process.env, ...env, REGISTRY_URL: api.registryUrl },
          })
        ).stdout;
      await slice('release', 'shell', '--no-build', '--live');
      const catalog = (await slice('release', 'mf_catalog', '--no-build', '--live')).match(
        /mf_catalog (\d+\.\d+\.\d+-[0-9a-f]{10})/,
      )?.[1] as string;
      const { files } = await (
        await fetch(`${api.registryUrl}${API_PATHS.releases.files('mf_catalog', catalog)}`)
      ).json();
      const lists = new Map<string, ReleaseFile[]>([[`mf_catalog/${catalog}`, files]]);

      const { siteConfigFromEnv, startSite, startSliceServer } = siteServer();
      const slices: { port: number; close: () => Promise<void> }[] = [];
      for (const name of REMOTE_NAMES) {
        slices.push(await startSliceServer({ root: path.join(ROOT, remotePackageName(name), 'dist'), port: 0 }));
      }
      const startOne = async (serverRendering: boolean) => {
        const config = siteConfigFromEnv(
          { SERVER_RENDERING: serverRendering ? '1' : '0' },
          {
            mode: 'local',
            apiUrl: api.url,
            registryUrl: api.registryUrl,
            slices: Object.fromEntries(
              REMOTE_NAMES.map((name, index) => [name, `http://localhost:${slices[index]?.port}/mf-manifest.json`]),
            ) as Record<RemoteName, string>,
            releasesDir,
          },
        );
        return startSite({ config, shellDir: path.join(ROOT, 'shell'), port: 0 });
      };
      const sites = [await startOne(false), await startOne(true)];
      await use({
        releasesDir,
        catalog,
        lists,
        clientRendered: `http://localhost:${sites[0]?.port}`,
        serverRendered: `http://localhost:${sites[1]?.port}`,
      });
      for (const server of [...sites, ...slices]) await server?.close();
      await api.stop();
      for (const dir of [dataDir, releasesDir]) await rm(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ stack }, use) => use(stack.clientRendered),
});
test.describe.configure({ mode: 'serial' });

const integrityOf = (file: ReleaseFile | undefined) =>
  `sha256-${Buffer.from(file?.sha256 ?? '', 'hex').toString('base64')}`;

/** Every script of the catalog's release that holds the About page's title gets another title on its way. */
async function alterOnTheWay(page: import('@playwright/test').Page, pattern: string) {
  await page.route(pattern, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({
      status: response.status(),
      headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' },
      body: body.includes('About Us') ? body.replaceAll('About Us', 'About Us, Altered') : `${body}\n;`,
    });
  });
}

test('a release loads in the browser with the registry’s digests, over CORS, and shows the page', async ({
  page,
  stack,
}) => {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as RemotesConfig;
  const files = stack.lists.get(`mf_catalog/${stack.catalog}`);
  expect(remotes.mf_catalog).toEqual({
    manifest: `${stack.clientRendered}/releases/mf_catalog/${stack.catalog}/mf-manifest.json`,
    release: stack.catalog,
    integrity: {
      manifest: integrityOf(files?.find((file) => file.path === 'mf-manifest.json')),
      entry: integrityOf(files?.find((file) => file.path === 'remoteEntry.js')),
    },
    token: expect.any(String),
  });

  const unusedPreloads: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('is not used')) unusedPreloads.push(message.text());
  });
  const scriptModes: string[] = [];
  page.on('request', async (request) => {
    if (request.url().includes('/releases/mf_catalog/') && request.url().endsWith('.js')) {
      scriptModes.push(`${request.url().split('/').at(-1)} ${await request.headerValue('sec-fetch-mode')}`);
    }
  });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  expect(scriptModes).toContain('remoteEntry.js cors');
  expect(scriptModes.filter((mode) => !mode.endsWith(' cors'))).toEqual([]);
  // The slot's preloads carry the digests the slice's runtime loads its files with: none is wasted.
  expect(unusedPreloads).toEqual([]);
});

test('a chunk whose bytes differ from its digest is refused by Chromium, and the slot shows its fallback', async ({
  page,
  stack,
}) => {
  await alterOnTheWay(page, `**/releases/mf_catalog/${stack.catalog}/__federation_expose_*.js`);
  await page.goto('/about');
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText('About Us, Altered')).toHaveCount(0);
});

test('a remote entry whose bytes differ from the registry’s digest is refused, and the slot shows its fallback', async ({
  page,
  stack,
}) => {
  let altered = false;
  await page.route(`**/releases/mf_catalog/${stack.catalog}/remoteEntry.js`, async (route) => {
    const response = await route.fetch();
    altered = true;
    await route.fulfill({
      status: 200,
      headers: { 'content-type': 'application/javascript; charset=utf-8', 'cache-control': 'no-store' },
      body: `${await response.text()}\n;window.__alteredEntryRan = true;`,
    });
  });
  await page.goto('/about');
  await expect(page.getByRole('alert').filter({ hasText: UNAVAILABLE })).toBeVisible();
  expect(altered).toBe(true);
  expect(await page.evaluate(() => (window as { __alteredEntryRan?: boolean }).__alteredEntryRan)).toBeUndefined();
});

test('a server bundle changed on disk after publication is not loaded: the page answers, rendered in the browser', async ({
  page,
  stack,
}) => {
  const serverDir = path.join(stack.releasesDir, 'mf_catalog', stack.catalog, 'server');
  const tampered = readdirSync(serverDir).filter(
    (file) => file.endsWith('.js') && readFileSync(path.join(serverDir, file), 'utf8').includes('About Us'),
  );
  expect(tampered.length).toBeGreaterThan(0);
  for (const file of tampered) {
    const text = readFileSync(path.join(serverDir, file), 'utf8');
    writeFileSync(path.join(serverDir, file), text.replaceAll('About Us', 'About Us, Tampered'));
  }

  const response = await page.request.get(`${stack.serverRendered}/about`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).not.toContain('Tampered');
  // The slot was left to the browser, which loads the release's untouched browser files.
  expect(html).not.toMatch(/<h1[^>]*>About Us<\/h1>/);
  await page.goto(`${stack.serverRendered}/about`);
  await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
  await expect(page.getByText('Tampered')).toHaveCount(0);
});
