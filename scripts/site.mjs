// @ts-check
/**
 * Starting the store's parts, for `npm start`, `npm run dev` and the tests: the API process, the
 * site server and each slice's files on a server of its own, an npm script of a workspace (a
 * development server), and stopping them all on Ctrl-C.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES, registryPortFor, remotePackageName } from 'shared-contracts';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The API's data folder on this machine (the embedded database, uploads, generated deploy tokens). */
export const DATA_DIR = path.resolve(process.env.API_DATA_DIR || path.join(ROOT, '.data'));
/**
 * The release store on this machine, which the API writes and the site serves: `.releases` at the
 * repository's root unless RELEASES_DIR says otherwise, never inside the API's data folder, which
 * holds the deploy tokens, the JWT secret and the database.
 */
export const RELEASES_DIR = path.resolve(process.env.RELEASES_DIR || path.join(ROOT, '.releases'));

/**
 * The secret the API and the site server share (SITE_SECRET: the site signs page-view tokens, the
 * API checks them): the environment's, or one made for this run and put in the environment, so
 * every API and site server this process and its children start share it.
 */
export function siteSecret() {
  process.env.SITE_SECRET ||= randomBytes(32).toString('base64url');
  return process.env.SITE_SECRET;
}

/**
 * Runs the npm script `script` of `workspace` (a development server or a build in watch mode) as
 * `npm run <script> -w <workspace>` would, without npm's own start-up (half a second of a busy
 * machine's time each), its output prefixed with its name, until `stop`.
 * @param {string} workspace @param {string} script @param {NodeJS.ProcessEnv} [env] the environment (this process's by default)
 */
export function runNpmScript(workspace, script, env = process.env) {
  const dir = path.join(ROOT, workspace);
  const command = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).scripts?.[script];
  if (typeof command !== 'string') throw new Error(`${workspace} has no npm script '${script}'`);
  const bin = [path.join(dir, 'node_modules/.bin'), path.join(ROOT, 'node_modules/.bin')];
  // In a process group of its own: the script runs through a shell, and a signal to the shell alone
  // would leave the server under it running.
  const child = spawn('sh', ['-c', command], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: { ...env, PATH: [...bin, env.PATH ?? ''].join(path.delimiter) },
  });
  const name = `[${workspace}${script === 'dev' ? '' : ` ${script}`}] `;
  /** @param {Buffer} chunk */
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `${name}${line}\n`)
      .join('');
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    /** Resolves with the exit code when the script ends by itself or is stopped. */
    exited,
    stop: async () => {
      if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {}
      }
      await exited;
    },
  };
}

/**
 * Calls `stop` once on Ctrl-C (SIGINT) or SIGTERM, then exits with code 0.
 * @param {() => Promise<unknown>} stop
 */
export function onStopSignal(stop) {
  let stopping = false;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      await stop();
      process.exit(0);
    });
  }
}

/** @param {string} url @param {number} timeoutMs */
async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error(`The API at ${url} did not become healthy in ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A port nobody listens on right now. @returns {Promise<number>} */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts the built API as a child process and waits until it answers: its public listener on
 * `port`, its release registry's on `registryPort`. Without a `port`, both are ports found free (as
 * tests want: the next port may be the local port of a connection in use); with one, the registry
 * defaults to the next port, the layout `registryUrlBeside` assumes.
 * @param {{ port?: number, registryPort?: number, env?: NodeJS.ProcessEnv, quiet?: boolean, nodeArgs?: string[], root?: string }} options
 *   `root`: the checkout whose build runs (the bench compares two)
 */
export async function startApi({
  port: chosenPort,
  registryPort: chosenRegistryPort,
  env = {},
  quiet = false,
  nodeArgs = [],
  root = ROOT,
}) {
  const port = chosenPort ?? (await freePort());
  const registryPort = chosenRegistryPort ?? (chosenPort === undefined ? await freePort() : registryPortFor(port));
  const url = `http://127.0.0.1:${port}`;
  const registryUrl = `http://127.0.0.1:${registryPort}`;
  // Another server on these ports would answer our health checks and then vanish under us.
  for (const [address, portNumber] of /** @type {const} */ ([
    [url, port],
    [registryUrl, registryPort],
  ])) {
    const occupied = await fetch(`${address}/health`).then(
      () => true,
      () => false,
    );
    if (occupied) throw new Error(`Port ${portNumber} is already in use: stop what runs there or choose another port`);
  }
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'api/dist/server.js')], {
    cwd: root,
    // The release store the site server is given too, unless the caller names another.
    env: {
      ...process.env,
      SITE_SECRET: siteSecret(),
      PORT: String(port),
      REGISTRY_PORT: String(registryPort),
      RELEASES_DIR,
      ...env,
    },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHealth(url, 120_000),
    exited.then((code) => Promise.reject(new Error(`The API exited with code ${code} while starting`))),
  ]);
  return {
    url,
    port,
    /** The release registry: for the site server and `npm run slice`, never the public. */
    registryUrl,
    registryPort,
    /** SIGTERM lets the API finish requests and close its database. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The registry of an API that startApi started with its default registry port: the next port.
 * @param {string} apiUrl
 */
export function registryUrlBeside(apiUrl) {
  const url = new URL(apiUrl);
  url.port = String(registryPortFor(Number(url.port)));
  return url.origin;
}

/**
 * What the site server's build offers (shell/server/site/index.ts, typed there).
 * @typedef {{ port: number, close: () => Promise<void> }} Listening
 * @typedef {{ mode: string, apiUrl: string, registryUrl: string, publicOrigin: string | null }} SiteConfig
 * @typedef {{
 *   siteConfigFromEnv: (env: NodeJS.ProcessEnv, local?: { mode: 'local' | 'dev', apiUrl: string, registryUrl: string, slices: Record<string, string>, releasesDir: string, devSlices?: string[] }) => SiteConfig,
 *   startSite: (options: { config: SiteConfig, shellDir: string, port: number, host?: string }) => Promise<Listening>,
 *   startSliceServer: (options: { root: string, port: number, host?: string }) => Promise<Listening>,
 * }} SiteServerBuild
 */

/**
 * The site server, from the shell's server build (`dist-server/site.cjs`, or the development
 * build `dist-dev/server/site.cjs`).
 * @returns {SiteServerBuild}
 */
export function siteServer(build = 'dist-server') {
  const require = createRequire(import.meta.url);
  return require(path.join(ROOT, 'shell', build, 'site.cjs'));
}

/**
 * Serves the store from its builds, as `npm start` does: each slice's files on a server of its own
 * and the site server on `shellPort` (0: free ports everywhere). The environment may move a slice
 * (REMOTE_URL_<NAME>) or name the site (PUBLIC_ORIGIN), as for the deployed site server.
 * `registryUrl`: the API's registry listener, where the site reads which release each visitor gets;
 * `env`: the site server's environment (this process's by default).
 * @param {{ apiUrl: string, registryUrl: string, shellPort: number, remotePorts?: Partial<Record<import('shared-contracts').RemoteName, number>>, releasesDir?: string, env?: NodeJS.ProcessEnv }} options
 */
export async function startWebApps({
  apiUrl,
  registryUrl,
  shellPort,
  remotePorts = {},
  releasesDir = RELEASES_DIR,
  env = process.env,
}) {
  const { siteConfigFromEnv, startSite, startSliceServer } = siteServer();
  /** @type {Map<import('shared-contracts').RemoteName, Listening>} */
  const remotes = new Map();

  /** @param {import('shared-contracts').RemoteName} name */
  const startRemote = async (name) => {
    const server = await startSliceServer({
      root: path.join(ROOT, remotePackageName(name), 'dist'),
      port: remotes.get(name)?.port ?? remotePorts[name] ?? REMOTES[name].port,
    });
    remotes.set(name, server);
  };
  /** @param {import('shared-contracts').RemoteName} name */
  const stopRemote = async (name) => {
    await remotes.get(name)?.close();
  };

  for (const name of REMOTE_NAMES) await startRemote(name);

  const config = siteConfigFromEnv(
    { ...env, SITE_SECRET: env.SITE_SECRET || siteSecret() },
    {
      mode: 'local',
      apiUrl,
      registryUrl,
      slices: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, `http://localhost:${remotes.get(name)?.port}/mf-manifest.json`]),
      ),
      releasesDir,
    },
  );
  const shell = await startSite({ config, shellDir: path.join(ROOT, 'shell'), port: shellPort });

  return {
    url: `http://localhost:${shell.port}`,
    remotePort: (/** @type {import('shared-contracts').RemoteName} */ name) => remotes.get(name)?.port,
    startRemote,
    stopRemote,
    close: async () => {
      await shell.close();
      for (const server of remotes.values()) await server.close();
    },
  };
}
