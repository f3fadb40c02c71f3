// @ts-check
/**
 * `npm start`: builds whatever has not been built, then serves the whole store on the embedded
 * database (demo data on first start) until Ctrl-C. It prints what it builds, a line per running
 * part and the store's address; every request is logged only with LOG_LEVEL=info, errors always.
 */
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingBuilds } from './builds.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

for (const workspace of missingBuilds()) {
  console.log(`Building ${workspace}…`);
  try {
    execSync(`npm run build -w ${workspace}`, { cwd: ROOT, stdio: 'pipe' });
  } catch (error) {
    const { stdout, stderr } = /** @type {{ stdout?: Buffer, stderr?: Buffer }} */ (error);
    console.error(`${stdout ?? ''}${stderr ?? ''}\nThe build of ${workspace} failed (above).`);
    process.exit(1);
  }
}

// The site server renders pages with React, in its production build unless told otherwise: the
// development build is several times slower and is for the browser tests, which want its warnings.
// The API keeps the mode it was started in (NODE_ENV=production asks it for real settings, README).
const apiNodeEnv = process.env.NODE_ENV ?? '';
process.env.NODE_ENV ??= 'production';

// Imported after the build: they load shared-contracts from its dist folder.
const { DATA_DIR, onStopSignal, startApi, startWebApps } = await import('./site.mjs');
const { ensureFirstReleases } = await import('./releases/first-releases.mjs');
const { recordRegistryUrl } = await import('./releases/registry-address.mjs');
const { API_PORT, RELEASE_CHECK, REMOTE_NAMES, REMOTES, SHELL_PORT, registryPortFor } = await import(
  'shared-contracts'
);

const apiPort = Number(process.env.API_PORT ?? API_PORT);
const shellPort = Number(process.env.PORT_SHELL ?? SHELL_PORT);
const api = await startApi({
  port: apiPort,
  registryPort: Number(process.env.REGISTRY_PORT ?? registryPortFor(apiPort)),
  env: {
    NODE_ENV: apiNodeEnv,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    SITE_CHECK_URL: process.env.SITE_CHECK_URL || `http://127.0.0.1:${shellPort}${RELEASE_CHECK.path}`,
  },
});
// `npm run slice` finds the registry here, whatever ports this store was given.
recordRegistryUrl(DATA_DIR, api.registryUrl);
console.log(`${'API'.padEnd(17)} ${api.url}  (release registry ${api.registryUrl}, this machine only)`);
const web = await startWebApps({
  apiUrl: api.url,
  registryUrl: api.registryUrl,
  shellPort,
  remotePorts: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, Number(process.env[`PORT_${name.toUpperCase()}`] ?? REMOTES[name].port)]),
  ),
});
// After the site server: the registry has it render each slice's first release before making it live.
// Without the registry the store still runs: each slice from its own server, as configured.
const releases = await ensureFirstReleases({
  root: ROOT,
  registryUrl: api.registryUrl,
  dataDir: DATA_DIR,
}).catch((/** @type {Error} */ error) => {
  console.warn(`Slice releases are off: ${error.message}`);
  return /** @type {Record<string, { live: string, note: string }>} */ ({});
});
const releaseLine = (/** @type {string} */ target) => {
  const { live, note } = releases[target] ?? { live: 'none', note: '' };
  return `release ${live}${note ? `  (${note})` : ''}`;
};
console.log(`${'shell'.padEnd(17)} ${releaseLine('shell')}`);
for (const name of REMOTE_NAMES)
  console.log(`${name.padEnd(17)} ${releaseLine(name)}, standalone http://localhost:${web.remotePort(name)}`);
console.log(`\nThe store is running at ${web.url}  (Ctrl-C stops it)\n`);

onStopSignal(async () => {
  console.log('\nStopping…');
  await web.close();
  await api.stop();
});
