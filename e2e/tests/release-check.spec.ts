import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import { RELEASE_CHECK, RELEASE_MESSAGES } from 'shared-contracts';
import { deployToken, registryClient } from '../../scripts/releases/registry-client.mjs';
import { describeBuild, publishBuild } from '../../scripts/releases/release-files.mjs';
import { ROOT } from '../../scripts/site.mjs';
import { type ReleaseStore, slice, startReleaseSite, startReleaseStore } from '../support/release-store';

interface Store extends ReleaseStore {
  siteUrl: string;
}

const THROWN = 'The About page of this build is broken';

const test = base.extend<object, { store: Store }>({
  store: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
    async ({}, use) => {
      const store = await startReleaseStore('release-check');
      const site = await startReleaseSite(store);
      await use({ ...store, siteUrl: site.url });
      await site.close();
      await store.stop();
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ mode: 'serial' });

/** `npm run slice -- …` against this file's store: its output, or what it said when it refused. */
async function sliceOutcome(store: Store, ...args: string[]): Promise<{ ok: boolean; output: string }> {
  try {
    return { ok: true, output: await slice(store, ...args) };
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
  const released = await sliceOutcome(store, 'release', 'mf_catalog', '--no-build', '--live');
  expect(released.ok, released.output).toBe(true);
  const id = released.output.match(/mf_catalog (\d+\.\d+\.\d+-[0-9a-f]{10})/)?.[1];
  expect((await liveOf(store)).live).toBe(id);
});

test('a release that throws on the site server is refused for live and canary, naming the error', async ({ store }) => {
  const before = await liveOf(store);
  const broken = await publishCatalogThatThrowsOnServer(store);

  const live = await sliceOutcome(store, 'live', 'mf_catalog', broken);
  expect(live.ok).toBe(false);
  const refusal = RELEASE_MESSAGES.renderFailed('mf_catalog', broken, '');
  expect(live.output).toContain(refusal);
  expect(live.output).toContain(`/about: ${THROWN}`);

  const canary = await sliceOutcome(store, 'canary', 'mf_catalog', broken, '10');
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
