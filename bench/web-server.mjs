// @ts-check
/**
 * The built front end served as in deployment: the shell and each remote by their own Debian
 * nginx, on the config the web image renders at start (docker/web/render-config.sh on the
 * templates in docker/nginx: gzip, brotli when the module is there, the cache headers, CSP),
 * the shell proxying /api and /uploads to the API and its pages to the site server, as e2e/prod
 * does; here the site server renders none (SERVER_RENDERING=0): this is the client-rendered
 * half of the comparison. Without nginx (or
 * envsubst, which the script needs) it falls back to the Node servers of `npm start`
 * (scripts/site.mjs). Both send the build's precompressed copies; should scripts go out
 * plain, the report says so and judges the JS budget on gzip sizes computed from the files.
 */
import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTE_NAMES, remotePackageName } from 'shared-contracts';
import { registryUrlBeside, siteSecret, startWebApps } from '../scripts/site.mjs';
import { track } from './cleanup.mjs';
import { findCommand, PATH } from './commands.mjs';
import { PORTS, ROOT } from './options.mjs';
import { step } from './progress.mjs';
import { startServerProcess } from './server-process.mjs';

const RENDER_SCRIPT = path.join(ROOT, 'docker/web/render-config.sh');
const TEMPLATE_DIR = path.join(ROOT, 'docker/nginx');

/**
 * @typedef {{ name: string, folder: string, port: number, origin: string, dist: string }} WebApp
 * @typedef {{
 *   servedBy: 'nginx' | 'node' | 'ssr',
 *   description: string,
 *   compressed: boolean,
 *   encoding: string,
 *   shellUrl: string,
 *   apps: WebApp[],
 *   stop: () => Promise<void>,
 * }} WebStack
 */

/** The shell on `shellPort` and the remotes on the next four ports. @param {number} shellPort @returns {WebApp[]} */
export function webApps(shellPort) {
  const remotes = REMOTE_NAMES.map((name, index) => ({
    name,
    folder: remotePackageName(name),
    port: shellPort + 1 + index,
  }));
  return [{ name: 'shell', folder: 'shell', port: shellPort }, ...remotes].map((app) => ({
    ...app,
    origin: `http://127.0.0.1:${app.port}`,
    dist: path.join(ROOT, app.folder, 'dist'),
  }));
}

/** Fails when something answers on the port already: it would be measured instead of our server. @param {WebApp} app */
export async function assertPortFree(app) {
  const answered = await fetch(app.origin).then(
    () => true,
    () => false,
  );
  if (answered)
    throw new Error(`port ${app.port} (${app.folder}) is in use: stop what runs there or set BENCH_SHELL_PORT`);
}

/** GET must answer 200: a config or permission mistake shows here, not as a strange Lighthouse score. @param {string} url */
async function assertServes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status} while the front end started`);
}

/** @param {{ apiUrl: string }} options @returns {Promise<WebStack>} */
export async function startWebStack({ apiUrl }) {
  const apps = webApps(PORTS.shell);
  for (const app of apps) await assertPortFree(app);
  const nginx = findCommand('nginx');
  const missing = !nginx ? 'nginx' : !findCommand('envsubst') ? 'envsubst' : null;
  const stack =
    nginx && !missing
      ? await startNginx(apps, apiUrl, nginx)
      : await startNodeServers(apps, apiUrl, missing ?? 'nginx');
  return checkStack(stack);
}

/**
 * Every app answers, and how scripts are compressed; stops the stack when it does not serve.
 * @param {Omit<WebStack, 'encoding' | 'compressed'>} stack @returns {Promise<WebStack>}
 */
export async function checkStack(stack) {
  const { apps } = stack;
  try {
    await assertServes(`${stack.shellUrl}/`);
    for (const app of apps.slice(1)) await assertServes(`${app.origin}/mf-manifest.json`);
    const encoding = await scriptEncoding(apps[1] ?? apps[0]);
    return { ...stack, encoding, compressed: encoding !== 'none' };
  } catch (error) {
    await stack.stop();
    throw error;
  }
}

/**
 * How a script is compressed for a browser that accepts what Chromium accepts on a secure
 * context (127.0.0.1 is one): br when the server can send it, else gzip.
 * @param {WebApp | undefined} app
 */
async function scriptEncoding(app) {
  if (!app) return 'none';
  const response = await fetch(`${app.origin}/remoteEntry.js`, {
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  await response.arrayBuffer();
  return response.headers.get('content-encoding') ?? 'none';
}

/** @param {WebApp[]} apps @param {string} apiUrl @param {string} nginx its path @returns {Promise<Omit<WebStack, 'encoding' | 'compressed'>>} */
async function startNginx(apps, apiUrl, nginx) {
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'electronics-store-bench-web-'));
  const removeTmp = track('the front end folder', () => rm(tmpDir, { recursive: true, force: true }));
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne();
    await removeTmp();
  };
  try {
    // An nginx started as root reads the rendered files as nobody.
    await chmod(tmpDir, 0o755);
    const [shell] = apps;
    const remoteUrls = Object.fromEntries(
      apps.slice(1).map((app) => [`REMOTE_URL_${app.name.toUpperCase()}`, `${app.origin}/mf-manifest.json`]),
    );
    const siteUrl = `http://127.0.0.1:${(shell?.port ?? PORTS.shell) + apps.length}`;
    stops.push(
      await startSiteServer({
        ...remoteUrls,
        API_UPSTREAM: apiUrl,
        // The API's release registry listener, where the site reads which release each visitor gets.
        REGISTRY_UPSTREAM: registryUrlBeside(apiUrl),
        PUBLIC_ORIGIN: shell?.origin ?? '',
        SERVER_RENDERING: '0',
        // The bench's API has no slice releases: every slice is served from REMOTE_URL_*.
        RELEASES_DIR: path.join(tmpDir, 'releases'),
        PORT: new URL(siteUrl).port,
      }),
    );
    for (const app of apps) {
      const runtimeDir = path.join(tmpDir, app.folder);
      await mkdir(runtimeDir);
      const common = {
        APP_NAME: app.folder,
        NGINX_LISTEN: `127.0.0.1:${app.port}`,
        WEB_ROOT: app.dist,
        NGINX_RUNTIME_DIR: runtimeDir,
        NGINX_TEMPLATE_DIR: TEMPLATE_DIR,
        NGINX_ACCESS_LOG: path.join(runtimeDir, 'access.log'),
        // NGINX_WORKER_PROCESSES is left to the image's default (auto: one per core).
      };
      const env =
        app.name === 'shell'
          ? { ...common, APP_ROLE: 'shell', API_UPSTREAM: apiUrl, SITE_UPSTREAM: siteUrl }
          : { ...common, APP_ROLE: 'remote', SHELL_ORIGIN: shell?.origin ?? '' };
      // Exactly this environment (plus PATH), as the image's entrypoint runs the script.
      await promisify(execFile)('sh', [RENDER_SCRIPT], { env: { PATH, ...env } });
      await chmod(runtimeDir, 0o755);
      stops.push(await startOneNginx(nginx, app, runtimeDir));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const version = await promisify(execFile)(nginx, ['-v']).then(
    ({ stderr }) => stderr.trim().replace(/^nginx version: /, ''),
    () => 'nginx',
  );
  return {
    servedBy: 'nginx',
    description: `${version}, one per app, config rendered by docker/web/render-config.sh from docker/nginx/ (as the web image)`,
    shellUrl: apps[0]?.origin ?? '',
    apps,
    stop,
  };
}

/**
 * The site server (scripts/site-server.mjs) as deployed, on this environment; resolves, with its
 * stop, once it answers.
 * @param {Record<string, string>} env
 */
function startSiteServer(env) {
  return startServerProcess({
    name: 'the site server',
    command: process.execPath,
    args: [path.join(ROOT, 'scripts/site-server.mjs')],
    env: { ...process.env, SITE_SECRET: siteSecret(), ...env, NODE_ENV: 'production' },
    readyUrl: `http://127.0.0.1:${env.PORT}/healthz`,
    stdout: 'ignore',
  });
}

/**
 * One nginx in the foreground on its rendered config (SIGTERM: nginx's fast shutdown; its workers
 * go with the master); resolves, with its stop, once /healthz answers.
 * @param {string} nginx @param {WebApp} app @param {string} runtimeDir
 */
function startOneNginx(nginx, app, runtimeDir) {
  return startServerProcess({
    name: `nginx (${app.folder})`,
    command: nginx,
    args: ['-e', 'stderr', '-c', path.join(runtimeDir, 'nginx.conf')],
    env: { PATH },
    readyUrl: `${app.origin}/healthz`,
    stdout: 'ignore',
    stderr: 'tail',
  });
}

/** @param {WebApp[]} apps @param {string} apiUrl @param {string} missing @returns {Promise<Omit<WebStack, 'encoding' | 'compressed'>>} */
async function startNodeServers(apps, apiUrl, missing) {
  step(`${missing} is not installed: serving the front end with scripts/site.mjs instead`);
  const [shell, ...remotes] = apps;
  const servers = await startWebApps({
    apiUrl,
    registryUrl: registryUrlBeside(apiUrl),
    shellPort: shell?.port ?? PORTS.shell,
    remotePorts: Object.fromEntries(remotes.map((app) => [app.name, app.port])),
  });
  const stop = track('the front end servers', () => servers.close());
  return {
    servedBy: 'node',
    // These render pages on the server too: without nginx the two halves measure the same thing.
    description: `scripts/site.mjs (Fastify, which renders pages on the server: not the client-rendered path) because ${missing} is not installed`,
    shellUrl: shell?.origin ?? '',
    apps,
    stop,
  };
}
