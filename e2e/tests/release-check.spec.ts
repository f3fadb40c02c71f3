/**
 * Before a slice release goes live or becomes a canary, the registry has the site server render
 * the slice's pages with it, and refuses a release that throws there, naming the error. An API,
 * a data folder, a release store and a site server of this file's own, sharing a secret as
 * `npm start` has them; no browser.
 */
import { execFile } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test as base, expect } from '@playwright/test';
import { RELEASE_CHECK, RELEASE_MESSAGES, REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { deployToken, registryClient } from '../../scripts/releases/registry-client.mjs';
import { describeBuild, publishBuild } from '../../scripts/releases/release-files.mjs';
import { freePort, ROOT, startApi, startWebApps } from '../../scripts/site.mjs';

interface Store {
  registryUrl: string;
  siteUrl: string;
  dataDir: string;
  releasesDir: string;
}

const SECRET = 'release-check-secret-0123456789abcdef0123456789';
const THROWN = 'The About page of this build is broken';

const test = base.extend<object, { store: Store }>({
  store: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-release-check-'));
      // The release store outside the data folder, as in every store.
      const releasesDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-release-check-files-'));
      const sitePort = await freePort();
      const api = await startApi({
        port: await freePort(),
        registryPort: await freePort(),
        env: {
          API_DATA_DIR: dataDir,
          RELEASES_DIR: releasesDir,
          SITE_SECRET: SECRET,
          SITE_CHECK_URL: `http://127.0.0.1:${sitePort}${RELEASE_CHECK.path}`,
        },
        quiet: true,
      });
      const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>;
      const site = await startWebApps({
        apiUrl: api.url,
        registryUrl: api.registryUrl,
        shellPort: sitePort,
        remotePorts,
        releasesDir,
        env: { ...process.env, SITE_SECRET: SECRET },
      });
      await use({ registryUrl: api.registryUrl, siteUrl: site.url, dataDir, releasesDir });
      await site.close();
      await api.stop();
      for (const dir of [dataDir, releasesDir]) await rm(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'serial' });

const run = promisify(execFile);

/** `npm run slice -- …` against this file's store: its output, or what it said when it refused. */
async function slice(store: Store, ...args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts/slice.mjs'), ...args], {
      env: { ...process.env, REGISTRY_URL: store.registryUrl, API_DATA_DIR: store.dataDir },
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string };
    return { ok: false, output: `${stdout}${stderr}` };
  }
}

/**
 * A build of the catalog whose Node code throws as its About page loads, its browser code
 * unchanged: published from a folder of its own through the store's publishing path.
 */
async function publishCatalogThatThrowsOnServer(store: Store): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'store-e2e-broken-catalog-'));
  const dir = path.join(root, 'mf-catalog');
  cpSync(path.join(ROOT, 'mf-catalog/package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(ROOT, 'mf-catalog/dist'), path.join(dir, 'dist'), { recursive: true });
  const serverDir = path.join(dir, 'dist/server');
  const chunk = readdirSync(serverDir).find(
    (file) => file.endsWith('.js') && readFileSync(path.join(serverDir, file), 'utf8').includes('About Us'),
  );
  if (!chunk) throw new Error('No server chunk renders the About page');
  writeFileSync(
    path.join(serverDir, chunk),
    `throw new Error(${JSON.stringify(THROWN)});\n${readFileSync(path.join(serverDir, chunk), 'utf8')}`,
  );
  const build = describeBuild(root, 'mf_catalog');
  await publishBuild(
    registryClient(store.registryUrl, deployToken('mf_catalog', store.dataDir)),
    'mf_catalog',
    build,
    undefined,
  );
  rmSync(root, { recursive: true, force: true });
  return build.id;
}

const liveOf = async (store: Store) =>
  ((await registryClient(store.registryUrl, deployToken('mf_catalog', store.dataDir)).state('mf_catalog')) as {
    live: string | null;
    canary: unknown;
  }) ?? null;

test('a catalog release that renders on the site server goes live', async ({ store }) => {
  const released = await slice(store, 'release', 'mf_catalog', '--no-build', '--live');
  expect(released.ok, released.output).toBe(true);
  const id = released.output.match(/mf_catalog (\d+\.\d+\.\d+-[0-9a-f]{10})/)?.[1];
  expect((await liveOf(store)).live).toBe(id);
});

test('a release that throws on the site server is refused for live and canary, naming the error', async ({ store }) => {
  const before = await liveOf(store);
  const broken = await publishCatalogThatThrowsOnServer(store);

  const live = await slice(store, 'live', 'mf_catalog', broken);
  expect(live.ok).toBe(false);
  const refusal = RELEASE_MESSAGES.renderFailed('mf_catalog', broken, '');
  expect(live.output).toContain(refusal);
  expect(live.output).toContain(`/about: ${THROWN}`);

  const canary = await slice(store, 'canary', 'mf_catalog', broken, '10');
  expect(canary.ok).toBe(false);
  expect(canary.output).toContain(refusal);

  expect(await liveOf(store)).toMatchObject({ live: before.live, canary: null });
});

test('only the registry may ask for a check: an unsigned or wrongly signed request renders nothing', async ({
  store,
}) => {
  const body = JSON.stringify({ target: 'mf_catalog', release: '1.0.0-0000000000', at: Date.now() });
  for (const signature of [undefined, 'a'.repeat(64)]) {
    const response = await fetch(`${store.siteUrl}${RELEASE_CHECK.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [RELEASE_CHECK.signatureHeader]: signature } : {}),
      },
      body,
    });
    expect(response.status).toBe(401);
  }
});
