// @ts-check
/**
 * `npm run dev`: the API in watch mode, each slice's Rspack dev server (live reload), the shell's
 * browser and Node builds in watch mode, and the site server on them: the same server as
 * `npm start`'s, which loads the shell's renderer again whenever its build changes. A change to
 * the site server itself (shell/server/site) needs `npm run dev` restarted.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const { DATA_DIR, RELEASES_DIR, ROOT, siteSecret, siteServer } = await import('./site.mjs');
const { recordRegistryUrl } = await import('./releases/registry-address.mjs');
const { API_PORT, RELEASE_CHECK, REMOTE_NAMES, REMOTES, SHELL_PORT, registryPortFor } = await import(
  'shared-contracts'
);

const port = (/** @type {string} */ name, /** @type {number} */ fallback) => Number(process.env[name] ?? fallback);
const apiPort = port('API_PORT', API_PORT);
const registryPort = port('REGISTRY_PORT', registryPortFor(apiPort));

// The API (a child, which inherits it) asks the site server to render a slice release before
// switching to it, signed with the secret the two share (siteSecret below).
process.env.SITE_CHECK_URL ||= `http://127.0.0.1:${port('PORT_SHELL', SHELL_PORT)}${RELEASE_CHECK.path}`;

/** Each process: its workspace and npm script. @type {[string, string][]} */
const PROCESSES = [
  ['api', 'dev'],
  ['shell', 'dev'],
  ['shell', 'dev:server'],
  ['mf-catalog', 'dev'],
  ['mf-cart-checkout', 'dev'],
  ['mf-account', 'dev'],
  ['mf-admin', 'dev'],
  // The catalog slice built for Node, which the site server renders its pages with.
  ['mf-catalog', 'dev:server'],
];

// Before the API starts: it and the site server check page-view tokens with the same secret.
siteSecret();
const children = PROCESSES.map(([workspace, script]) => {
  // Each in a process group of its own: npm runs the script through a shell, and a signal to npm
  // alone would leave the dev server under it running.
  const child = spawn('npm', ['run', script, '-w', workspace], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    // The API on the ports the site server and `npm run slice` are told.
    env: { ...process.env, PORT: String(apiPort), REGISTRY_PORT: String(registryPort) },
  });
  /** @param {Buffer} chunk */
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${workspace}${script === 'dev' ? '' : ` ${script}`}] ${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  return child;
});

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const child of children) {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    }
    process.exit(0);
  });
}

// The site server starts once the shell's first development builds are there.
const shellDir = path.join(ROOT, 'shell');
const firstBuilds = ['dist-dev/server/site.cjs', 'dist-dev/server/ssr.cjs', 'dist-dev/web/index.html'];
while (!firstBuilds.every((file) => existsSync(path.join(shellDir, file)))) {
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const { siteConfigFromEnv, startSite } = siteServer('dist-dev/server');
const registryUrl = `http://127.0.0.1:${registryPort}`;
recordRegistryUrl(DATA_DIR, registryUrl);
const config = siteConfigFromEnv(process.env, {
  mode: 'dev',
  apiUrl: `http://127.0.0.1:${apiPort}`,
  registryUrl,
  slices: Object.fromEntries(
    REMOTE_NAMES.map((name) => [
      name,
      `http://localhost:${port(`PORT_${name.toUpperCase()}`, REMOTES[name].port)}/mf-manifest.json`,
    ]),
  ),
  releasesDir: RELEASES_DIR,
});
const site = await startSite({ config, shellDir, port: port('PORT_SHELL', SHELL_PORT) });
console.log(`\nThe store (development builds) is at http://localhost:${site.port}  (Ctrl-C stops everything)\n`);
