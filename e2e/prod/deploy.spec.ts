/**
 * Independent deployment (architecture §3): a slice ships alone while the site runs.
 * The shell and the other slices are neither rebuilt (their served files keep their
 * mtimes and ETags) nor restarted (their nginx keeps its pid).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import type { RemotesConfig } from 'shared-contracts';
import { cspViolations, expect, test } from './support/fixtures';
import {
  type AppName,
  activateRelease,
  appFolders,
  copyRelease,
  freePorts,
  isRunning,
  ROOT,
  reloadNginx,
  renderConfig,
  type ServedApp,
  type Stack,
  startNginx,
  startSiteServer,
  stopNginx,
} from './support/stack';

/** What a browser and the file system see of an app's deployment: served files' mtimes, ETags, and its nginx. */
async function fingerprint(request: APIRequestContext, app: ServedApp) {
  const folder = await realpath(app.current);
  const files: Record<string, number> = {};
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const file = path.join(entry.parentPath, entry.name);
      files[path.relative(folder, file)] = (await stat(file)).mtimeMs;
    }
  }
  const urls = app.name === 'shell' ? ['/index.html'] : ['/remoteEntry.js', '/mf-manifest.json'];
  const etags: Record<string, string | undefined> = {};
  for (const url of urls) {
    const response = await request.get(`${app.origin}${url}`);
    expect(response.status()).toBe(200);
    etags[url] = response.headers().etag;
  }
  return { folder, files, etags, pid: app.pid, running: isRunning(app.pid) };
}

async function fingerprints(request: APIRequestContext, stack: Stack, names: AppName[]) {
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await fingerprint(request, stack.apps[name])])),
  );
}

test('mf-catalog rebuilt with a visible change and its files replaced: a reload shows it, nothing else was rebuilt or restarted', async ({
  page,
  request,
  stack,
}) => {
  // Room for a production build on a busy two-core machine.
  test.setTimeout(240_000);
  const catalog = stack.apps.mf_catalog;
  const others = (Object.keys(stack.apps) as AppName[]).filter((name) => name !== 'mf_catalog');
  const violations = cspViolations(page);

  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Us', exact: true })).toBeVisible();
  const before = await fingerprints(request, stack, others);
  const catalogBefore = await fingerprint(request, catalog);

  // A real production build of the slice, into a new release folder, with its About title changed.
  const release = `${Date.now()}`;
  const mark = `release ${release}`;
  await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/rspack'),
    ['build', '--mode', 'production', '-c', 'e2e/prod/support/rebuild-catalog.rspack.config.mjs'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        STORE_REBUILD_OUTPUT: path.join(catalog.releasesDir, release),
        STORE_RELEASE_MARK: mark,
      },
      timeout: 180_000,
    },
  );
  try {
    // Deploy: the slice's served folder now is the new build (its nginx is not touched).
    expect(existsSync(path.join(catalog.releasesDir, release, 'remoteEntry.js'))).toBe(true);
    await activateRelease(catalog, release);

    await page.reload();
    await expect(page.getByRole('heading', { name: `About Us · ${mark}`, exact: true })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    const catalogAfter = await fingerprint(request, catalog);
    expect(catalogAfter.etags['/remoteEntry.js']).not.toBe(catalogBefore.etags['/remoteEntry.js']);
    expect(catalogAfter.etags['/mf-manifest.json']).not.toBe(catalogBefore.etags['/mf-manifest.json']);
    expect(catalogAfter.pid).toBe(catalogBefore.pid);
    expect(catalogAfter.running).toBe(true);
    // The shell and the other slices: same files, same nginx.
    expect(await fingerprints(request, stack, others)).toEqual(before);
    expect(violations).toEqual([]);
  } finally {
    await activateRelease(catalog, '1');
  }
});

test('the site server moves mf-account to a new address: remotes.json and the page load the slice from there', async ({
  page,
  request,
  stack,
}) => {
  const account = stack.apps.mf_account;
  const shell = stack.apps.shell;
  const violations = cspViolations(page);

  // A copy of the slice deployed on another server (here: another port).
  const [port] = (await freePorts(1)) as [number];
  const moved = { name: 'mf_account' as const, port, origin: `http://127.0.0.1:${port}` };
  const folders = await appFolders(stack.tmpDir, `mf_account-moved-${port}`);
  await copyRelease(folders, '1', await realpath(account.current));
  await activateRelease(folders, '1');
  await renderConfig({
    ...account.env,
    NGINX_LISTEN: `127.0.0.1:${port}`,
    WEB_ROOT: folders.current,
    NGINX_RUNTIME_DIR: folders.runtimeDir,
  });
  const movedPid = await startNginx(folders.runtimeDir, port);

  const newUrl = `${moved.origin}/mf-manifest.json`;
  // The site server's container is recreated with a new REMOTE_URL_MF_ACCOUNT (compose: set
  // MF_ACCOUNT_URL, `up -d shell-ssr`), here as a new process the shell's nginx is pointed at.
  const [sitePort] = (await freePorts(1)) as [number];
  const site = await startSiteServer({ ...stack.siteEnv, REMOTE_URL_MF_ACCOUNT: newUrl, PORT: String(sitePort) });
  try {
    await renderConfig({ ...shell.env, SITE_UPSTREAM: site.url });
    await reloadNginx(shell.pid);
    await expect
      .poll(async () => ((await (await request.get('/remotes.json')).json()) as RemotesConfig).mf_account.manifest)
      .toBe(newUrl);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(requested).toContain(newUrl);
    expect(requested.some((url) => url.startsWith(`${moved.origin}/`) && url.endsWith('.js'))).toBe(true);
    expect(requested.filter((url) => url.startsWith(`${account.origin}/`))).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    // The page's browser keeps connections to the shell open, and an old nginx worker holding one
    // lives on after the reload until the connection closes (on this test's machine, longer than
    // reloadNginx waits). The page is done with: closing its context closes them.
    await page.context().close();
    await renderConfig(shell.env);
    await reloadNginx(shell.pid);
    await expect
      .poll(async () => ((await (await request.get('/remotes.json')).json()) as RemotesConfig).mf_account.manifest)
      .toBe(`${account.origin}/mf-manifest.json`);
    await site.stop();
    await stopNginx(movedPid);
  }
});
