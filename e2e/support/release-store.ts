/**
 * A store of a test file's own for slice releases, as `npm start` runs one: an API with its own
 * data folder and a release store outside it, its registry on an internal listener, and a site
 * server sharing a secret with it (the registry asks the site to render a release before a switch).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { RELEASE_CHECK, REMOTE_NAMES, type RemoteName, remotePackageName } from 'shared-contracts';
import { deployToken, registryClient } from '../../scripts/releases/registry-client.mjs';
import { describeBuild, publishBuild } from '../../scripts/releases/release-files.mjs';
import { ROOT, startApi, startWebApps } from '../../scripts/site.mjs';
import { test as base } from './fixtures';

export interface ReleaseStore {
  apiUrl: string;
  /** The API's registry listener, where the site server and `npm run slice` reach the registry. */
  registryUrl: string;
  dataDir: string;
  releasesDir: string;
  /** The site server's port, known before it starts: the API's render check is sent there. */
  sitePort: number;
  /** Lets the site's port go, for the site server to take at once. */
  releaseSitePort: () => Promise<void>;
  /** Shared by the API and the site server. */
  siteSecret: string;
  stop: () => Promise<void>;
}

/**
 * A port held open until `release`: the API must know the site's port before the site starts, and
 * a port only looked up could be taken by another test's server in between.
 */
function holdPort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((resolve, reject) => {
    const server: Server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ port, release: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** The API of a new store, named `name` in its folders' names. */
export async function startReleaseStore(name: string): Promise<ReleaseStore> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `store-e2e-${name}-`));
  const releasesDir = await mkdtemp(path.join(tmpdir(), `store-e2e-${name}-files-`));
  const site = await holdPort();
  const sitePort = site.port;
  const siteSecret = `${name}-site-secret-0123456789abcdef0123456789`;
  const api = await startApi({
    env: {
      API_DATA_DIR: dataDir,
      RELEASES_DIR: releasesDir,
      SITE_SECRET: siteSecret,
      SITE_CHECK_URL: `http://127.0.0.1:${sitePort}${RELEASE_CHECK.path}`,
    },
    quiet: true,
  });
  return {
    apiUrl: api.url,
    registryUrl: api.registryUrl,
    dataDir,
    releasesDir,
    sitePort,
    releaseSitePort: site.release,
    siteSecret,
    stop: async () => {
      await site.release();
      await api.stop();
      for (const dir of [dataDir, releasesDir]) await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The store's site server (on its port) and each slice's own server. */
export async function startReleaseSite(store: ReleaseStore) {
  await store.releaseSitePort();
  return startWebApps({
    apiUrl: store.apiUrl,
    registryUrl: store.registryUrl,
    shellPort: store.sitePort,
    remotePorts: Object.fromEntries(REMOTE_NAMES.map((name) => [name, 0])) as Record<RemoteName, number>,
    releasesDir: store.releasesDir,
    env: { ...process.env, SITE_SECRET: store.siteSecret },
  });
}

const run = promisify(execFile);

/** `npm run slice -- …` against the store: its output, or its refusal as an error (stdout, stderr). */
export async function slice(store: ReleaseStore, ...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, [path.join(ROOT, 'scripts/slice.mjs'), ...args], {
    env: { ...process.env, REGISTRY_URL: store.registryUrl, API_DATA_DIR: store.dataDir },
  });
  return stdout;
}

/**
 * Another build of a slice, published (files uploaded) from a folder of its own, as a team's next
 * release would be: `replace` changes a text in its browser and Node code (the integrity digests
 * its entry and manifest hold follow), `needs` replaces what it needs from the shell, and either
 * way its `note` file makes it a release of its own. Its id.
 */
export async function publishVariant(
  store: ReleaseStore,
  target: RemoteName,
  {
    replace,
    needs,
    note = String(Math.random()),
  }: { replace?: [string, string]; needs?: Record<string, string>; note?: string },
): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `store-e2e-next-${target}-`));
  const dir = path.join(root, remotePackageName(target));
  cpSync(path.join(ROOT, remotePackageName(target), 'package.json'), path.join(dir, 'package.json'));
  cpSync(path.join(ROOT, remotePackageName(target), 'dist'), path.join(dir, 'dist'), { recursive: true });
  writeFileSync(path.join(dir, 'dist', 'variant-note.txt'), note);
  const files = readdirSync(path.join(dir, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  /** Each changed chunk's Subresource Integrity, old and new, as the build writes them into its entry and manifest. */
  const integrities: [string, string][] = [];
  const integrity = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
  const rewrite = (file: string, changed: string) => {
    writeFileSync(file, changed);
    // The precompressed copies hold the old text.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  };
  if (replace) {
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes(replace[0])) continue;
      const changed = text.replaceAll(replace[0], replace[1]);
      rewrite(file, changed);
      integrities.push([integrity(text), integrity(changed)]);
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const changed = integrities.reduce((result, [before, after]) => result.replaceAll(before, after), text);
      if (changed !== text) rewrite(file, changed);
    }
  }
  const build = describeBuild(root, target);
  if (needs) build.needs = needs;
  const registry = registryClient(store.registryUrl, deployToken(target, store.dataDir));
  await publishBuild(registry, target, build, undefined);
  rmSync(root, { recursive: true, force: true });
  return build.id;
}

/**
 * The test of a file whose tests share one release store (`name` tags its data folder) and the site
 * served from it, for the file's worker.
 */
export function testOnReleaseStore(name: string) {
  return base.extend<object, { store: ReleaseStore }>({
    store: [
      // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function asks for from this pattern.
      async ({}, use) => {
        const store = await startReleaseStore(name);
        await use(store);
        await store.stop();
      },
      { scope: 'worker' },
    ],
    site: [
      async ({ store }, use) => {
        const site = await startReleaseSite(store);
        await use(site);
        await site.close();
      },
      { scope: 'worker' },
    ],
  });
}
