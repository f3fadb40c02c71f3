// @ts-check
/** The server-rendered site of one checkout, for the benches that compare two (web-ab.mjs, load-trace.mjs). */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REMOTE_NAMES } from 'shared-contracts';
import { track } from './cleanup.mjs';

/**
 * One checkout's server-rendered site (its scripts/bench/ssr-server.mjs) on ports from `shellPort`;
 * resolves with its origin once it answers. It stops with the bench (cleanup.mjs).
 * @param {string} root @param {number} shellPort @param {string} apiUrl
 */
export async function startCheckoutSite(root, shellPort, apiUrl) {
  const remotePorts = Object.fromEntries(REMOTE_NAMES.map((name, index) => [name, shellPort + 1 + index]));
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/ssr-server.mjs')], {
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
