/**
 * `npm run dev -- mf-catalog`: a team develops its slice in the store as it runs, every other
 * slice from its live release. The command runs against a store of this file's own (an API with
 * releases, support/release-store.ts) on free ports, as a developer runs it against theirs.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { API_PATHS, RELEASE_TARGETS, REMOTE_NAMES, type ReleaseRouting, type RemoteName } from 'shared-contracts';
import { freePort, ROOT } from '../../scripts/site.mjs';
import { waitForHydration } from '../support/fixtures';
import { type ReleaseStore, slice, startReleaseSite, startReleaseStore } from '../support/release-store';

type Site = Awaited<ReturnType<typeof startReleaseSite>>;

/**
 * A store of this file's own with every target's first release live, and its site server, which
 * renders each release before the switch and later stands for the deployed site. One site server
 * per test process: the renderers of two would share the federation runtime's global state.
 */
const test = base.extend<object, { released: { store: ReleaseStore; site: Site } }>({
  released: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const store = await startReleaseStore('dev-slice');
      const site = await startReleaseSite(store);
      for (const target of RELEASE_TARGETS) await slice(store, 'release', target, '--no-build', '--live');
      await use({ store, site });
      await site.close();
      await store.stop();
    },
    // Publishing five releases on a loaded 2-core machine.
    { scope: 'worker', timeout: 300_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

/** The slice's dev server compiles from source: generous on a loaded 2-core machine. */
const STARTS_WITHIN_MS = 240_000;

interface DevSlice {
  siteUrl: string;
  catalogOrigin: string;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
  /** Its exit code, once it ended by itself. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** `npm run dev -- mf-catalog [args]` on free ports, with `env` saying which store. */
async function startDevSlice(args: string[], env: NodeJS.ProcessEnv): Promise<DevSlice> {
  const sitePort = await freePort();
  const catalogPort = await freePort();
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'scripts/dev.mjs'), 'mf-catalog', ...args], {
    cwd: ROOT,
    env: { ...process.env, PORT_SHELL: String(sitePort), PORT_MF_CATALOG: String(catalogPort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    siteUrl: `http://localhost:${sitePort}`,
    catalogOrigin: `http://localhost:${catalogPort}`,
    output: () => output,
    exited,
    // Ctrl-C: it stops the dev servers it started.
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGINT');
      await exited;
    },
  };
}

/** The store's running API, as a developer names it (API_UPSTREAM), its release files and secret. */
const runningStore = (store: ReleaseStore) => ({
  API_UPSTREAM: store.apiUrl,
  REGISTRY_UPSTREAM: store.registryUrl,
  RELEASES_DIR: store.releasesDir,
  SITE_SECRET: store.siteSecret,
});

/** Waits until the command says where the store is, or fails with what it printed. */
async function ready(dev: DevSlice) {
  await expect
    .poll(dev.output, { timeout: STARTS_WITHIN_MS, message: 'npm run dev -- mf-catalog says where the store is' })
    .toContain(`The store is at ${dev.siteUrl}`);
}

/** The scripts a page load fetched, by address. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

test('on a store with no releases, npm run dev -- mf-catalog says to run npm start once, and exits with an error', async () => {
  test.setTimeout(STARTS_WITHIN_MS + 60_000);
  const empty = await startReleaseStore('dev-slice-empty');
  const dev = await startDevSlice([], runningStore(empty));
  try {
    expect(await dev.exited).toBe(1);
    expect(dev.output()).toContain(
      'This store has no live release of mf_cart_checkout, mf_account, mf_admin, which npm run dev -- mf_catalog serves from its release: run `npm start` once (it makes the builds the first releases), then this again.',
    );
  } finally {
    await dev.stop();
    await empty.stop();
  }
});

test('npm run dev -- mf-catalog: the catalog from its dev server, an edit shown after a reload, every other slice from its release', async ({
  page,
  released: { store },
}) => {
  test.setTimeout(STARTS_WITHIN_MS + 300_000);
  const routing = (await (await fetch(`${store.registryUrl}${API_PATHS.releases.routing}`)).json()) as ReleaseRouting;
  const live = (name: RemoteName) => routing[name].live as string;

  const dev = await startDevSlice([], runningStore(store));
  const productRow = path.join(ROOT, 'mf-catalog/src/home/product-row.tsx');
  const source = readFileSync(productRow, 'utf8');
  try {
    await ready(dev);
    const scripts = scriptsOf(page);
    await page.goto(dev.siteUrl);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    expect(scripts.some((url) => url.startsWith(`${dev.catalogOrigin}/`))).toBe(true);
    expect(scripts.filter((url) => url.includes('/releases/mf_catalog/'))).toEqual([]);

    // Another slice's page: its scripts from its live release in the store's release files.
    await page.goto(`${dev.siteUrl}/login`);
    await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
    expect(scripts.some((url) => url.startsWith(`${dev.siteUrl}/releases/mf_account/${live('mf_account')}/`))).toBe(
      true,
    );
    const remotes = await (await page.request.get(`${dev.siteUrl}/remotes.json`)).json();
    expect(remotes.mf_catalog).toEqual({ manifest: `${dev.catalogOrigin}/mf-manifest.json`, release: null });
    for (const name of REMOTE_NAMES.filter((remote) => remote !== 'mf_catalog')) {
      expect(remotes[name].manifest).toBe(`${dev.siteUrl}/releases/${name}/${live(name)}/mf-manifest.json`);
    }

    // The team changes a text of the home page: after a reload the page shows it, rendered on the
    // server from the slice's development Node build and hydrated from its dev server.
    writeFileSync(productRow, source.replace('Our Products', 'Our Products, edited'));
    await expect(async () => {
      await page.goto(dev.siteUrl);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { name: 'Our Products, edited' })).toBeVisible({ timeout: 2_000 });
      expect(await (await page.request.get(dev.siteUrl)).text()).toContain('Our Products, edited');
    }).toPass({ timeout: 180_000, intervals: [1_000, 2_000, 5_000] });
  } finally {
    writeFileSync(productRow, source);
    await dev.stop();
  }
});

test('npm run dev -- mf-catalog --against <site>: only the browser that opened its link loads the catalog from the dev server', async ({
  browser,
  released: { store, site: deployed },
}) => {
  test.setTimeout(STARTS_WITHIN_MS + 180_000);
  // The store as deployed, on its own ports; the dev command finds its registry and deploy token as
  // `npm run slice` does.
  const dev = await startDevSlice(['--against', deployed.url], {
    REGISTRY_URL: store.registryUrl,
    API_DATA_DIR: store.dataDir,
  });
  const developer = await browser.newContext();
  const shopper = await browser.newContext();
  try {
    await expect
      .poll(dev.output, { timeout: STARTS_WITHIN_MS, message: 'npm run dev -- mf-catalog --against prints a link' })
      .toMatch(/_preview\?link=\S+/);
    const link = dev.output().match(/(http\S+\/_preview\?link=\S+)/)?.[1] as string;
    expect(new URL(link).origin).toBe(deployed.url);
    const routing = (await (await fetch(`${store.registryUrl}${API_PATHS.releases.routing}`)).json()) as ReleaseRouting;
    const liveCatalog = `${deployed.url}/releases/mf_catalog/${routing.mf_catalog.live}/`;

    const developerPage = await developer.newPage();
    const developerScripts = scriptsOf(developerPage);
    await developerPage.goto(link);
    await expect(developerPage.getByText('mf_catalog: your dev server')).toBeVisible();
    await expect(developerPage.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    expect(developerScripts.some((url) => url.startsWith(`${dev.catalogOrigin}/`))).toBe(true);
    expect(developerScripts.filter((url) => url.startsWith(liveCatalog))).toEqual([]);

    const shopperPage = await shopper.newPage();
    const shopperScripts = scriptsOf(shopperPage);
    await shopperPage.goto(deployed.url);
    await waitForHydration(shopperPage);
    await expect(shopperPage.getByRole('heading', { name: 'Our Products' })).toBeVisible();
    await expect(shopperPage.getByText('your dev server')).toHaveCount(0);
    expect(shopperScripts.some((url) => url.startsWith(liveCatalog))).toBe(true);
    expect(shopperScripts.filter((url) => url.startsWith(`${dev.catalogOrigin}/`))).toEqual([]);
  } finally {
    await developer.close();
    await shopper.close();
    await dev.stop();
  }
});
