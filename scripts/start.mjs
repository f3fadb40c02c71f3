// @ts-check
/**
 * `npm start`: builds whatever has not been built, then serves the whole store on
 * the embedded database (demo data on first start) until Ctrl-C.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Each workspace and the file its build leaves behind, in build order. @type {[string, string][]} */
const BUILDS = [
  ['shared-contracts', 'shared-contracts/dist/index.js'],
  ['api', 'api/dist/server.js'],
  ['shell', 'shell/dist-server/ssr.cjs'],
  ['mf-catalog', 'mf-catalog/dist/mf-manifest.json'],
  ['mf-cart-checkout', 'mf-cart-checkout/dist/mf-manifest.json'],
  ['mf-account', 'mf-account/dist/mf-manifest.json'],
  ['mf-admin', 'mf-admin/dist/mf-manifest.json'],
];

for (const [workspace, output] of BUILDS) {
  if (existsSync(path.join(ROOT, output))) continue;
  console.log(`Building ${workspace}…`);
  execSync(`npm run build -w ${workspace}`, { cwd: ROOT, stdio: 'inherit' });
}

// The shell's server renders pages with React, in its production build unless told otherwise: the
// development build is several times slower and is for the browser tests, which want its warnings.
// The API keeps the mode it was started in (NODE_ENV=production asks it for real settings, README).
const apiNodeEnv = process.env.NODE_ENV ?? '';
process.env.NODE_ENV ??= 'production';

// Imported after the build: they load shared-contracts from its dist folder.
const { startApi, startWebApps } = await import('./site.mjs');
const { API_PORT, REMOTE_NAMES, REMOTES, SHELL_PORT } = await import('shared-contracts');

const apiPort = Number(process.env.API_PORT ?? API_PORT);
const api = await startApi({ port: apiPort, env: { NODE_ENV: apiNodeEnv } });
const web = await startWebApps({
  apiUrl: api.url,
  shellPort: Number(process.env.PORT_SHELL ?? SHELL_PORT),
  remotePorts: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, Number(process.env[`PORT_${name.toUpperCase()}`] ?? REMOTES[name].port)]),
  ),
});

console.log(`\nThe store is running at ${web.url}  (API ${api.url}; Ctrl-C stops it)\n`);

let stopping = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping…');
    await web.close();
    await api.stop();
    process.exit(0);
  });
}
