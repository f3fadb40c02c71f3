// @ts-check
/**
 * Starts and stops the server-rendered site (ssr-server.mjs) in a child process, on the bench's
 * SSR ports, in front of the given API; resolves once every app answers.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { track } from './cleanup.mjs';
import { PORTS } from './options.mjs';
import { assertPortFree, checkStack, webApps } from './web-server.mjs';

const SERVER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ssr-server.mjs');

/** @param {{ apiUrl: string }} options @returns {Promise<import('./web-server.mjs').WebStack>} */
export async function startSsrStack({ apiUrl }) {
  const apps = webApps(PORTS.ssrShell);
  for (const app of apps) await assertPortFree(app);
  const [shell, ...remotes] = apps;
  if (!shell) throw new Error('no shell');
  // BENCH_SSR_CPU_PROF=folder: the server writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_SSR_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SSR_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, SERVER], {
    env: {
      ...process.env,
      API_URL: apiUrl,
      SHELL_PORT: String(shell.port),
      REMOTE_PORTS: JSON.stringify(Object.fromEntries(remotes.map((app) => [app.name, app.port]))),
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = track('the server-rendered site', async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  for (let attempt = 0; ; attempt++) {
    const up = await fetch(`${shell.origin}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || attempt > 300) {
      await stop();
      throw new Error(`the server-rendered site did not start on port ${shell.port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return checkStack({
    servedBy: 'ssr',
    description: 'scripts/site.mjs `startWebApps` as `npm start` runs it (Fastify, SSR renderer, NODE_ENV=production)',
    shellUrl: shell.origin,
    apps,
    stop,
  });
}
