import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  API_PATHS,
  RELEASE_BUCKET_COOKIE,
  RELEASE_ROUTING_TTL_MS,
  type ReleaseTargetState,
  SLOT_REPORT_INTERVAL_MS,
} from 'shared-contracts';
import { deployToken, registryClient } from '../../scripts/releases/registry-client.mjs';
import { ROOT } from '../../scripts/site.mjs';
import { DEMO, expect } from '../support/fixtures';
import { publishVariant, type ReleaseStore, slice, testOnReleaseStore } from '../support/release-store';

type Store = ReleaseStore;

const test = testOnReleaseStore('releases');
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);

/** Another build of the catalog, its About page's title changed as a team's next release would change it. */
const publishCatalogWithAboutTitle = (store: Store, title: string) =>
  publishVariant(store, 'mf_catalog', { replace: ['About Us', title] });

const releaseIdIn = (output: string) => output.match(/mf_catalog (\d+\.\d+\.\d+-[0-9a-f]{10})/)?.[1] as string;
const afterRoutingLifetime = () => new Promise((resolve) => setTimeout(resolve, RELEASE_ROUTING_TTL_MS + 200));

/** The About page as a visitor in `bucket` sees it: server-rendered, then hydrated from the same release. */
async function aboutTitleFor(
  page: import('@playwright/test').Page,
  siteUrl: string,
  bucket: number,
): Promise<{ serverRendered: string | undefined; hydrated: string | null; releaseFiles: string[] }> {
  await page.context().clearCookies();
  await page.context().addCookies([{ name: RELEASE_BUCKET_COOKIE, value: String(bucket), url: siteUrl }]);
  const releaseFiles: string[] = [];
  page.on('request', (request) => {
    const found = request.url().match(/\/releases\/mf_catalog\/([^/]+)\//);
    if (found?.[1] && !releaseFiles.includes(found[1])) releaseFiles.push(found[1]);
  });
  const html = await (await page.request.get('/about')).text();
  await page.goto('/about');
  return {
    serverRendered: html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1],
    hydrated: await page.getByRole('heading', { level: 1 }).textContent(),
    releaseFiles,
  };
}

test('a new store serves each slice from its first release; a canary reaches only its share of visitors, who keep it', async ({
  page,
  site,
  store,
}) => {
  await slice(store, 'release', 'shell', '--no-build', '--live');
  const first = releaseIdIn(await slice(store, 'release', 'mf_catalog', '--no-build', '--live'));
  // Publishing the same files again names the release already there.
  expect(await slice(store, 'release', 'mf_catalog', '--no-build')).toContain(
    `mf_catalog ${first} is published already`,
  );

  const next = await publishCatalogWithAboutTitle(store, 'About Us, Next Release');
  expect(await slice(store, 'canary', 'mf_catalog', next, '30', '--reason', 'new about page')).toContain(
    `mf_catalog ${next} is the canary for 30 %`,
  );
  await afterRoutingLifetime();

  const canaryVisitor = await aboutTitleFor(page, site.url, 10);
  expect(canaryVisitor).toEqual({
    serverRendered: 'About Us, Next Release',
    hydrated: 'About Us, Next Release',
    releaseFiles: [next],
  });
  const remotes = await (await page.request.get('/remotes.json')).json();
  expect(remotes.mf_catalog).toEqual({
    manifest: `${site.url}/releases/mf_catalog/${next}/mf-manifest.json`,
    release: next,
    // This page view's token, by which the registry counts its slot reports.
    token: expect.stringMatching(new RegExp(`^mf_catalog~${next.replaceAll('.', '\\.')}~`)),
    integrity: { manifest: expect.stringMatching(/^sha256-/), entry: expect.stringMatching(/^sha256-/) },
  });

  const liveVisitor = await aboutTitleFor(page, site.url, 30);
  expect(liveVisitor).toEqual({ serverRendered: 'About Us', hydrated: 'About Us', releaseFiles: [first] });
});

test('a first visit is given a bucket, and the same release in the page and in /remotes.json', async ({
  page,
  site,
}) => {
  await page.context().clearCookies();
  const response = await page.goto('/about');
  expect(await response?.headerValue('set-cookie')).toMatch(
    new RegExp(`^${RELEASE_BUCKET_COOKIE}=\\d{1,2}; Path=/; .*HttpOnly`),
  );
  const [cookie] = await page.context().cookies(site.url);
  const remotes = await (await page.request.get('/remotes.json')).json();
  const html = await (await page.request.get('/about')).text();
  expect(cookie?.name).toBe(RELEASE_BUCKET_COOKIE);
  expect(html).toContain(`/releases/mf_catalog/${remotes.mf_catalog.release}/`);
  // Release files are served for the renderer on any Host: a path that is no file stays a 404, never a page.
  for (const missing of [
    '/releases/mf_catalog/1.0.0-0000000000/',
    '/releases/nothing',
    '/releases/mf_catalog/../about',
  ]) {
    expect((await page.request.get(missing)).status(), missing).toBe(404);
  }
});

test('making a release live, then rolling back, switches every visitor at their next page load', async ({
  page,
  site,
  store,
}) => {
  const state = async () =>
    (await registryClient(store.registryUrl, deployToken('mf_catalog', store.dataDir)).state(
      'mf_catalog',
    )) as ReleaseTargetState;
  const { canary, live: first } = await state();
  const next = canary?.release as string;

  await slice(store, 'live', 'mf_catalog', next);
  await afterRoutingLifetime();
  expect((await aboutTitleFor(page, site.url, 99)).hydrated).toBe('About Us, Next Release');

  expect(await slice(store, 'rollback', 'mf_catalog', '--reason', 'checkout numbers dropped')).toContain(
    `mf_catalog is back on ${first}`,
  );
  await afterRoutingLifetime();
  expect(await aboutTitleFor(page, site.url, 99)).toMatchObject({ hydrated: 'About Us', releaseFiles: [first] });

  const history = await slice(store, 'list', 'mf_catalog');
  expect(history).toMatch(/rollback\s+\S+\s+by mf_catalog-local\s+checkout numbers dropped/);
  expect(history).toMatch(/canary\s+\S+\s+by mf_catalog-local\s+new about page/);
});

test("the visitor's slots report their release's page views, which the team reads in the slice's status", async ({
  page,
  site,
  store,
}) => {
  const { live } = await registryClient(store.registryUrl, deployToken('mf_catalog', store.dataDir)).state(
    'mf_catalog',
  );
  await aboutTitleFor(page, site.url, 50);
  // The beacon goes when the page is hidden, or after the report interval.
  await page.waitForRequest((request) => request.url().endsWith(`/api${API_PATHS.releases.reports}`), {
    timeout: SLOT_REPORT_INTERVAL_MS + 10_000,
  });
  await expect
    .poll(async () => {
      const status = await slice(store, 'status', 'mf_catalog');
      return Number(status.match(new RegExp(`${live}\\s+live\\s+(\\d+)`))?.[1] ?? 0);
    })
    .toBeGreaterThan(0);
});

test('a deploy is refused without a deploy token or with another slice’s, and with a store login', async ({
  site,
  store,
}) => {
  // Nothing public lists releases or takes a deploy: the site's /api reaches the API's public listener only.
  expect((await fetch(`${site.url}/api${API_PATHS.releases.routing}`)).status).toBe(404);
  expect((await fetch(`${store.apiUrl}${API_PATHS.releases.live('mf_catalog')}`, { method: 'PUT' })).status).toBe(404);
  const unauthorised = async (token: string) =>
    (
      await fetch(`${store.registryUrl}${API_PATHS.releases.live('mf_catalog')}`, {
        method: 'PUT',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ release: '1.0.0-0000000000' }),
      })
    ).status;
  expect(await unauthorised('not-a-token')).toBe(401);
  expect(await unauthorised(deployToken('mf_admin', store.dataDir))).toBe(403);
  const login = await fetch(`${store.apiUrl}${API_PATHS.auth.login}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO.admin),
  });
  expect(await unauthorised(((await login.json()) as { token: string }).token)).toBe(403);
  await expect(
    run(process.execPath, [path.join(ROOT, 'scripts/slice.mjs'), 'live', 'mf_catalog', '1.0.0-0000000000'], {
      env: { ...process.env, REGISTRY_URL: store.registryUrl, DEPLOY_TOKEN: 'not-a-token' },
    }),
  ).rejects.toMatchObject({ stderr: expect.stringContaining('This deploy token is not valid') });
});
