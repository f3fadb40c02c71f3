// @ts-check
/**
 * `npm run dev`: the whole store in development: the API in watch mode, each slice's Rspack dev
 * server (live reload), the shell's browser and Node builds in watch mode, and the site server on
 * them, which loads the shell's renderer again whenever its build changes. A change to the site
 * server itself (shell/server/site) needs `npm run dev` restarted.
 *
 * `npm run dev -- <slice>` (`mf-catalog` or `mf_catalog`): that slice alone in development, in the
 * store as it runs: its dev server (live reload) and, for the catalog, its Node build in watch mode,
 * which the site server renders its pages with; the shell from its build and every other slice
 * from its live release, through a site server of its own. The store's API is the one running on
 * this machine (`npm start`; then beside it, on ports 100 above), else one started from its build
 * on this machine's data. Nothing else is built or watched.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { missingBuilds } from './builds.mjs';

/** Says what is wrong and exits with code 1. @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const USAGE = 'npm run dev [-- <slice> [--against <site>]]';

/** The slice named on the command line (undefined: the whole store), and the site it is developed against. */
function commandLine() {
  try {
    const { positionals, values } = parseArgs({
      args: process.argv.slice(2),
      options: { against: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length > 1) fail(`npm run dev takes one slice (got ${positionals.join(', ')}): ${USAGE}`);
    if (values.against !== undefined && !positionals[0]) fail(`--against needs a slice: ${USAGE}`);
    return { sliceName: positionals[0], against: values.against };
  } catch (error) {
    return fail(`${/** @type {Error} */ (error).message}: ${USAGE}`);
  }
}

const { sliceName, against } = commandLine();
if (sliceName !== undefined) {
  // Against another site only the slice itself is built here.
  const missing = missingBuilds(against === undefined ? ['shared-contracts', 'api', 'shell'] : ['shared-contracts']);
  if (missing.length > 0) {
    fail(
      `npm run dev -- ${sliceName} runs the store from its builds and releases, and ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not built: ` +
        'run `npm start` once (it builds the store and makes the builds its first releases), then this again.',
    );
  }
}

// Imported once shared-contracts is built: they load it from its dist folder.
const {
  DATA_DIR,
  RELEASES_DIR,
  ROOT,
  onStopSignal,
  registryUrlBeside,
  runNpmScript,
  siteSecret,
  siteServer,
  startApi,
} = await import('./site.mjs');
const { findRegistryUrl, recordRegistryUrl } = await import('./releases/registry-address.mjs');
const { deployToken, previewLink } = await import('./releases/registry-client.mjs');
const { API_PATHS, API_PORT, RELEASE_CHECK, REMOTE_NAMES, REMOTES, SHELL_PORT, registryPortFor, remotePackageName } =
  await import('shared-contracts');

/** @typedef {import('shared-contracts').RemoteName} RemoteName */

const port = (/** @type {string} */ name, /** @type {number} */ fallback) => Number(process.env[name] ?? fallback);
const apiPort = port('API_PORT', API_PORT);
const registryPort = port('REGISTRY_PORT', registryPortFor(apiPort));
/**
 * Beside a store running on this machine (`npm start`, on 3000-3004), one slice in development
 * takes the ports 100 above each default (3100 for the site, 3101 for the catalog's dev server);
 * PORT_SHELL and PORT_<SLICE> name others.
 */
const BESIDE_STORE = 100;
const shellPort = (offset = 0) => port('PORT_SHELL', SHELL_PORT + offset);
const slicePort = (/** @type {RemoteName} */ name, offset = 0) =>
  port(`PORT_${name.toUpperCase()}`, REMOTES[name].port + offset);
const devManifest = (/** @type {RemoteName} */ name, offset = 0) =>
  `http://localhost:${slicePort(name, offset)}/mf-manifest.json`;
/** Where the API asks the site server to render a slice release before switching to it. @param {number} sitePort */
const siteCheckUrl = (sitePort) => process.env.SITE_CHECK_URL || `http://127.0.0.1:${sitePort}${RELEASE_CHECK.path}`;

// The API and the site server sign and check with one secret; set before the API starts, which inherits it.
siteSecret();

if (sliceName === undefined) await wholeStore();
else if (against === undefined) await oneSlice(sliceName);
else await againstSite(sliceName, against);

async function wholeStore() {
  // The API on the ports the site server and `npm run slice` are told.
  const env = {
    ...process.env,
    PORT: String(apiPort),
    REGISTRY_PORT: String(registryPort),
    SITE_CHECK_URL: siteCheckUrl(shellPort()),
  };
  const scripts = [
    runNpmScript('api', 'dev', env),
    runNpmScript('shell', 'dev', env),
    runNpmScript('shell', 'dev:server', env),
    ...REMOTE_NAMES.flatMap((name) =>
      sliceScripts(name).map((script) => runNpmScript(remotePackageName(name), script, env)),
    ),
  ];
  onStopSignal(() => Promise.all(scripts.map((script) => script.stop())));

  // The site server starts once the shell's first development builds are there.
  const firstBuilds = ['dist-dev/server/site.cjs', 'dist-dev/server/ssr.cjs', 'dist-dev/web/index.html'];
  await until(() => firstBuilds.every((file) => existsSync(path.join(ROOT, 'shell', file))));
  const { siteConfigFromEnv, startSite } = siteServer('dist-dev/server');
  const registryUrl = `http://127.0.0.1:${registryPort}`;
  recordRegistryUrl(DATA_DIR, registryUrl);
  const config = siteConfigFromEnv(process.env, {
    mode: 'dev',
    apiUrl: `http://127.0.0.1:${apiPort}`,
    registryUrl,
    slices: Object.fromEntries(REMOTE_NAMES.map((name) => [name, devManifest(name)])),
    releasesDir: RELEASES_DIR,
  });
  const site = await startSite({ config, shellDir: path.join(ROOT, 'shell'), port: shellPort() });
  console.log(`\nThe store (development builds) is at http://localhost:${site.port}  (Ctrl-C stops everything)\n`);
}

/**
 * The store's API if it runs: the one API_UPSTREAM names (its registry: REGISTRY_UPSTREAM, else
 * beside it), else this machine's at API_PORT when it answers (`npm start` running).
 * @returns {Promise<{ url: string, registryUrl: string } | null>}
 */
async function runningApi() {
  if (process.env.API_UPSTREAM) {
    const url = process.env.API_UPSTREAM.replace(/\/$/, '');
    return { url, registryUrl: process.env.REGISTRY_UPSTREAM || registryUrlBeside(url) };
  }
  const url = `http://127.0.0.1:${apiPort}`;
  const answers = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.ok,
    () => false,
  );
  return answers ? { url, registryUrl: `http://127.0.0.1:${registryPort}` } : null;
}

/**
 * A slice by its target or its folder, as `npm run slice` names it (slice-args.mjs, which loads far
 * more), or exit saying which there are.
 * @param {string} name
 * @returns {RemoteName}
 */
function sliceCalled(name) {
  const slice = REMOTE_NAMES.find((remote) => remote === name || remotePackageName(remote) === name);
  if (slice) return slice;
  return fail(
    `'${name}' is no slice: one of ${REMOTE_NAMES.map((remote) => `${remote} (${remotePackageName(remote)})`).join(', ')}` +
      (name === 'shell' ? '; the shell is developed with npm run dev' : ''),
  );
}

/**
 * The slice's dev server, and a link to `site`, another store as it runs, that makes only the
 * browser which opens it load the slice from this dev server (a preview link signed with the slice's
 * deploy token by that store's registry: REGISTRY_URL, or found as `npm run slice` finds it). That
 * site renders the slice's slots in the browser only, and allows the dev server for that browser only.
 * @param {string} name @param {string} site
 */
async function againstSite(name, site) {
  const slice = sliceCalled(name);
  if (!URL.canParse(site) || !/^https?:$/.test(new URL(site).protocol)) {
    fail(`--against needs the site's address, e.g. https://shop.example.in (got '${site}')`);
  }
  const registry = findRegistryUrl(process.env, DATA_DIR);
  // Beside this machine's store, if it runs, as for the store itself.
  const offset = (await runningApi()) ? BESIDE_STORE : 0;
  const manifest = devManifest(slice, offset);
  // The site runs the shell's production build: the slice runs on its production React (rspack.shared.ts).
  const devServer = runNpmScript(remotePackageName(slice), 'dev', {
    ...process.env,
    [`PORT_${slice.toUpperCase()}`]: String(slicePort(slice, offset)),
    SLICE_IN_BUILT_SHELL: '1',
  });
  onStopSignal(devServer.stop);
  try {
    console.log(`Waiting for ${slice}'s first development build…`);
    const stopped = devServer.exited.then(() => true);
    if (await Promise.race([stopped, until(() => answers(manifest)).then(() => false)])) {
      throw new Error(`${slice}'s development server stopped (its output is above).`);
    }
    const { url, expiresAt } = await previewLink({
      registry: registry.url,
      site,
      pins: [{ target: slice, devServer: manifest }],
      tokenFor: (target) => deployToken(target, DATA_DIR),
    });
    console.log(`\n${slice.padEnd(17)} your dev server ${new URL(manifest).origin} (live reload)`);
    console.log(
      `\nOpen this link in the browser that should load ${slice} from your dev server on ${new URL(site).origin}; ` +
        `no other browser does (until ${expiresAt}, Ctrl-C stops the dev server):\n\n  ${url}\n`,
    );
  } catch (error) {
    await devServer.stop();
    fail(/** @type {Error} */ (error).message);
  }
}

/** @param {string} name the slice as the command line named it */
async function oneSlice(name) {
  const slice = sliceCalled(name);
  const api = await runningApi();
  const offset = api && !process.env.API_UPSTREAM ? BESIDE_STORE : 0;
  // The slice runs in the shell's production build, on its production React (rspack.shared.ts).
  const scripts = sliceScripts(slice).map((script) =>
    runNpmScript(remotePackageName(slice), script, {
      ...process.env,
      [`PORT_${slice.toUpperCase()}`]: String(slicePort(slice, offset)),
      SLICE_IN_BUILT_SHELL: '1',
    }),
  );
  /** How to stop each part started so far. @type {(() => Promise<unknown>)[]} */
  const running = scripts.map((script) => script.stop);
  const stopAll = () => Promise.all(running.map((stop) => stop()));
  onStopSignal(stopAll);
  try {
    await serveWithDevSlice({ slice, api, offset, scripts, running });
  } catch (error) {
    await stopAll();
    fail(/** @type {Error} */ (error).message);
  }
}

/**
 * The store with `slice` from its dev server (already starting: `scripts`) and every other slice
 * from its live release, on the store's running API, else one started here from its build on this
 * machine's data as `npm start` runs it; each part it starts is added to `running`. Throws, saying
 * what to do, when the store cannot run so.
 * @param {{
 *   slice: RemoteName, api: { url: string, registryUrl: string } | null, offset: number,
 *   scripts: ReturnType<typeof runNpmScript>[], running: (() => Promise<unknown>)[],
 * }} parts
 */
async function serveWithDevSlice({ slice, api: runningStore, offset, scripts, running }) {
  // The site server renders with React's production build, as `npm start` does and as the shell's
  // build runs in the browser; the API keeps the mode it was started in (README).
  const apiNodeEnv = process.env.NODE_ENV ?? '';
  process.env.NODE_ENV ??= 'production';
  let api = runningStore;
  if (!api) {
    const started = await startApi({
      port: apiPort,
      registryPort,
      env: {
        NODE_ENV: apiNodeEnv,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        SITE_CHECK_URL: siteCheckUrl(shellPort(offset)),
      },
    });
    running.push(started.stop);
    recordRegistryUrl(DATA_DIR, started.registryUrl);
    api = started;
  }

  const routing = /** @type {import('shared-contracts').ReleaseRouting | undefined} */ (
    await fetch(`${api.registryUrl}${API_PATHS.releases.routing}`).then(
      (response) => (response.ok ? response.json() : undefined),
      () => undefined,
    )
  );
  if (!routing) throw new Error(`The release registry at ${api.registryUrl} does not answer.`);
  const others = REMOTE_NAMES.filter((remote) => remote !== slice);
  const unreleased = others.filter((remote) => !routing[remote]?.live);
  if (unreleased.length > 0) {
    throw new Error(
      `This store has no live release of ${unreleased.join(', ')}, which npm run dev -- ${slice} serves from its release: ` +
        'run `npm start` once (it makes the builds the first releases), then this again.',
    );
  }

  const { siteConfigFromEnv, startSite } = siteServer('dist-server');
  const config = siteConfigFromEnv(process.env, {
    mode: 'local',
    apiUrl: api.url,
    registryUrl: api.registryUrl,
    // The others' own servers are not started: they are served from their releases.
    slices: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, devManifest(remote, offset)])),
    devSlices: [slice],
    releasesDir: RELEASES_DIR,
  });
  const site = await startSite({ config, shellDir: path.join(ROOT, 'shell'), port: shellPort(offset) });
  running.push(site.close);
  const siteUrl = `http://localhost:${site.port}`;

  console.log(`Waiting for ${slice}'s first development build…`);
  const devServer = new URL(devManifest(slice, offset)).origin;
  const builds = [
    `${devServer}/mf-manifest.json`,
    ...(scripts.length > 1 ? [`${devServer}/server/mf-manifest.json`] : []),
  ];
  const stopped = Promise.race(scripts.map((script) => script.exited)).then(() => true);
  const built = until(async () => (await Promise.all(builds.map(answers))).every(Boolean));
  if (await Promise.race([stopped, built.then(() => false)])) {
    throw new Error(`${slice}'s development server stopped (its output is above).`);
  }
  // A shell built before the site server knew development slices would serve the release instead.
  const remotes = /** @type {import('shared-contracts').RemotesConfig} */ (
    await (await fetch(`${siteUrl}/remotes.json`)).json()
  );
  if (remotes[slice]?.manifest !== devManifest(slice, offset)) {
    throw new Error(
      `The shell's build serves ${slice} from its release, not your dev server: it is older than npm run dev -- <slice>. Run npm run build -w shell, then this again.`,
    );
  }
  console.log(`\n${slice.padEnd(17)} your dev server ${devServer} (live reload)`);
  for (const remote of others) console.log(`${remote.padEnd(17)} release ${routing[remote]?.live}`);
  const store = runningStore ? `the running store's API, ${api.url}` : `its API started here, ${api.url}`;
  console.log(`\nThe store is at ${siteUrl}, on ${store}  (Ctrl-C stops it)\n`);
}

/**
 * A slice's development scripts: its dev server, and its Node build in watch mode where it has one
 * (the catalog, whose pages the site server renders with it).
 * @param {RemoteName} name
 */
function sliceScripts(name) {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, remotePackageName(name), 'package.json'), 'utf8'));
  return ['dev', 'dev:server'].filter((script) => script in scripts);
}

/** Whether `url` answers 200 (a dev server holds a request until its build is done). @param {string} url */
function answers(url) {
  return fetch(url, { signal: AbortSignal.timeout(60_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** Waits until `ready()` holds, checking twice a second. @param {() => boolean | Promise<boolean>} ready */
async function until(ready) {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 500));
}
