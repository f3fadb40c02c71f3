// @ts-check
/** The whole store from built files: the API process, the shell and each remote on its own server. */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, REMOTES, remotePackageName } from 'shared-contracts';
import { serveApp } from './serve-static.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
 * Starts the built API as a child process and waits until it answers.
 * @param {{ port: number, env?: NodeJS.ProcessEnv, quiet?: boolean }} options
 */
export async function startApi({ port, env = {}, quiet = false }) {
  const url = `http://127.0.0.1:${port}`;
  // Another server on this port would answer our health checks and then vanish under us.
  const occupied = await fetch(`${url}/health`).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`Port ${port} is already in use: stop what runs there or choose another port`);
  const child = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: quiet ? 'ignore' : 'inherit',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.race([
    waitForHealth(url, 120_000),
    exited.then((code) => Promise.reject(new Error(`The API exited with code ${code} while starting`))),
  ]);
  return {
    url,
    /** SIGTERM lets the API finish requests and close its database. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The shell's own stylesheets (global styles, header, footer), which the renderer puts inline in
 * every page's head. In the browser build they come with the shell's scripts; a server-rendered
 * page shows before those run, and without them it would be drawn unstyled first and move when
 * they arrive (layout shift).
 */
function shellStylesheets() {
  const dist = path.join(ROOT, 'shell/dist');
  return readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ href: `/${file}`, css: readFileSync(path.join(dist, file), 'utf8') }));
}

/**
 * The shell's SSR renderer and its sitemaps (shell/dist-server/ssr.cjs, built with the shell). The
 * renderer reads the slices' addresses on every call, so a moved slice is found on the next request.
 * @param {{ apiUrl: string, manifestUrl: (name: import('shared-contracts').RemoteName) => string, browserManifestUrl: (name: import('shared-contracts').RemoteName, hostname: string) => string }} options
 */
export function serverRendering({ apiUrl, manifestUrl, browserManifestUrl }) {
  const require = createRequire(import.meta.url);
  const { createSsrRenderer, seoFile, pagePaths } = require(path.join(ROOT, 'shell/dist-server/ssr.cjs'));
  const renderPage = createSsrRenderer({
    indexHtml: readFileSync(path.join(ROOT, 'shell/dist/index.html'), 'utf8'),
    shellStylesheets: shellStylesheets(),
    apiUrl,
    manifestUrl,
    browserManifestUrl,
    resolveFrom: path.join(ROOT, 'shell/package.json'),
  });
  return { renderPage, seoFile, pagePaths };
}

/**
 * Serves the shell and every remote from their dist folders.
 * @param {{ apiUrl: string, shellPort: number, remotePorts?: Partial<Record<import('shared-contracts').RemoteName, number>> }} options
 */
export async function startWebApps({ apiUrl, shellPort, remotePorts = {} }) {
  /** @type {Map<import('shared-contracts').RemoteName, { port: number, close: () => Promise<void> }>} */
  const remotes = new Map();

  /** @param {import('shared-contracts').RemoteName} name */
  const startRemote = async (name) => {
    const server = await serveApp({
      root: path.join(ROOT, remotePackageName(name), 'dist'),
      port: remotes.get(name)?.port ?? remotePorts[name] ?? REMOTES[name].port,
      cors: true,
    });
    remotes.set(name, server);
  };
  /** @param {import('shared-contracts').RemoteName} name */
  const stopRemote = async (name) => {
    await remotes.get(name)?.close();
  };

  for (const name of REMOTE_NAMES) await startRemote(name);

  /** @param {import('shared-contracts').RemoteName} name @param {string} hostname */
  const remoteUrl = (name, hostname) =>
    process.env[`REMOTE_URL_${name.toUpperCase()}`] ??
    `http://${hostname}:${remotes.get(name)?.port ?? REMOTES[name].port}/mf-manifest.json`;

  const shell = await serveApp({
    root: path.join(ROOT, 'shell/dist'),
    port: shellPort,
    apiUrl,
    remotesConfig: (hostname) => Object.fromEntries(REMOTE_NAMES.map((name) => [name, remoteUrl(name, hostname)])),
    // No proxy in front here to compress the pages, as nginx does when deployed.
    compressPages: true,
    ...serverRendering({
      apiUrl,
      manifestUrl: (name) => remoteUrl(name, '127.0.0.1'),
      browserManifestUrl: remoteUrl,
    }),
  });

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
