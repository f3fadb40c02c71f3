// @ts-check
/**
 * `npm run dev -- <slice>` (`mf-catalog` or `mf_catalog`): that slice alone in development, in the
 * store as it runs: its dev server (live reload) and, for the catalog, its Node build in watch mode,
 * which the site server renders its pages with; the shell from its build and every other slice
 * from its live release, through a site server of its own. The store's API is the one running on
 * this machine (`npm start`; then beside it, on ports 100 above), else one started from its build
 * on this machine's data.
 */
import path from 'node:path';
import { API_PATHS, REMOTE_NAMES, remotePackageName } from 'shared-contracts';
import { recordRegistryUrl } from '../releases/registry-address.mjs';
import { DATA_DIR, onStopSignal, RELEASES_DIR, ROOT, runNpmScript, siteServer, startApi } from '../site.mjs';
import { fail } from './command-line.mjs';
import {
  answers,
  apiPort,
  BESIDE_STORE,
  devManifest,
  registryPort,
  runningApi,
  shellPort,
  siteCheckUrl,
  sliceCalled,
  slicePort,
  sliceScripts,
  until,
} from './common.mjs';

/** @typedef {import('shared-contracts').RemoteName} RemoteName */

/** @param {string} name the slice as the command line named it */
export async function oneSlice(name) {
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
