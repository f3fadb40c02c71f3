// @ts-check
/**
 * The server-rendered site (ssr-server.mjs) in a child process, in front of the given API;
 * resolves once every app answers. For the whole bench, this checkout's; for the benches that
 * compare two checkouts (web-ab.mjs, load-trace.mjs), each checkout's own.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PORTS, ROOT } from './options.mjs';
import { startServerProcess } from './server-process.mjs';
import { assertPortFree, checkStack, webApps } from './web-server.mjs';

/**
 * The checkout's own ssr-server.mjs, which serves that checkout's builds: in bench/, or in
 * scripts/bench/ in a checkout from before the bench had a folder of its own.
 * @param {string} root
 */
function ssrServerOf(root) {
  const server = ['bench/ssr-server.mjs', 'scripts/bench/ssr-server.mjs']
    .map((file) => path.join(root, file))
    .find((file) => existsSync(file));
  if (!server) throw new Error(`${root} has no bench/ssr-server.mjs: is it a checkout of the store?`);
  return server;
}

/**
 * One checkout's server-rendered site on `shellPort` and the next four ports; resolves with its
 * apps (their builds in that checkout) and its stop.
 * @param {{ root: string, shellPort: number, apiUrl: string }} options
 */
export async function startCheckoutSite({ root, shellPort, apiUrl }) {
  const apps = webApps(shellPort).map((app) => ({ ...app, dist: path.join(root, app.folder, 'dist') }));
  for (const app of apps) await assertPortFree(app);
  const [shell, ...remotes] = apps;
  if (!shell) throw new Error('no shell');
  // BENCH_SSR_CPU_PROF=folder: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_SSR_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SSR_CPU_PROF}`]
    : [];
  const stop = await startServerProcess({
    name: root === ROOT ? 'the server-rendered site' : `the site of ${root}`,
    command: process.execPath,
    args: [...profile, ssrServerOf(root)],
    env: {
      ...process.env,
      API_URL: apiUrl,
      SHELL_PORT: String(shell.port),
      REMOTE_PORTS: JSON.stringify(Object.fromEntries(remotes.map((app) => [app.name, app.port]))),
    },
    readyUrl: `${shell.origin}/remotes.json`,
  });
  return { origin: shell.origin, apps, stop };
}

/**
 * Each checkout's server-rendered site in front of one API, on shell ports ten apart from the
 * bench's SSR port.
 * @template {{ root: string }} T @param {T[]} checkouts @param {string} apiUrl
 */
export async function startCheckoutSites(checkouts, apiUrl) {
  const sites = [];
  for (const [index, checkout] of checkouts.entries()) {
    const site = await startCheckoutSite({ root: checkout.root, shellPort: PORTS.ssrShell + index * 10, apiUrl });
    sites.push({ ...checkout, ...site });
  }
  return sites;
}

/** This checkout's server-rendered site on the bench's SSR ports. @param {{ apiUrl: string }} options @returns {Promise<import('./web-server.mjs').WebStack>} */
export async function startSsrStack({ apiUrl }) {
  const site = await startCheckoutSite({ root: ROOT, shellPort: PORTS.ssrShell, apiUrl });
  return checkStack({
    servedBy: 'ssr',
    description: 'scripts/site.mjs `startWebApps` as `npm start` runs it (Fastify, SSR renderer, NODE_ENV=production)',
    shellUrl: site.origin,
    apps: site.apps,
    stop: site.stop,
  });
}
