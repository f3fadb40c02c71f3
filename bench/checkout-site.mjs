// @ts-check
/** The server-rendered site of one checkout, for the benches that compare two (web-ab.mjs, load-trace.mjs). */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';
import { track } from './cleanup.mjs';

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
 * One checkout's server-rendered site (its bench/ssr-server.mjs) on ports from `shellPort`;
 * resolves with its origin once it answers. It stops with the bench (cleanup.mjs).
 * @param {string} root @param {number} shellPort @param {string} apiUrl
 */
export async function startCheckoutSite(root, shellPort, apiUrl) {
  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, shellPort + 1 + index]));
  const child = spawn(process.execPath, [ssrServerOf(root)], {
    env: { ...process.env, API_URL: apiUrl, SHELL_PORT: String(shellPort), REMOTE_PORTS: JSON.stringify(remotePorts) },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  track(`the site of ${root}`, async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  });
  const origin = `http://127.0.0.1:${shellPort}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`${origin}/remotes.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return origin;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the site of ${root} did not start on port ${shellPort}`);
}
