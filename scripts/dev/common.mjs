// @ts-check
/**
 * What the modes of `npm run dev` share: the ports they take, the running store's API, the slices
 * and their scripts, and waiting for a server. Loads the built shared-contracts: import it only
 * once command-line.mjs has checked the builds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  API_PORT,
  RELEASE_CHECK,
  REMOTE_NAMES,
  REMOTES,
  registryPortFor,
  remotePackageName,
  SHELL_PORT,
} from 'shared-contracts';
import { ROOT, registryUrlBeside } from '../site.mjs';
import { fail } from './command-line.mjs';

/** @typedef {import('shared-contracts').RemoteName} RemoteName */

const port = (/** @type {string} */ name, /** @type {number} */ fallback) => Number(process.env[name] ?? fallback);
export const apiPort = port('API_PORT', API_PORT);
export const registryPort = port('REGISTRY_PORT', registryPortFor(apiPort));
/**
 * Beside a store running on this machine (`npm start`, on 3000-3004), one slice in development
 * takes the ports 100 above each default (3100 for the site, 3101 for the catalog's dev server);
 * PORT_SHELL and PORT_<SLICE> name others.
 */
export const BESIDE_STORE = 100;
export const shellPort = (offset = 0) => port('PORT_SHELL', SHELL_PORT + offset);
export const slicePort = (/** @type {RemoteName} */ name, offset = 0) =>
  port(`PORT_${name.toUpperCase()}`, REMOTES[name].port + offset);
export const devManifest = (/** @type {RemoteName} */ name, offset = 0) =>
  `http://localhost:${slicePort(name, offset)}/mf-manifest.json`;
/** Where the API asks the site server to render a slice release before switching to it. @param {number} sitePort */
export const siteCheckUrl = (sitePort) =>
  process.env.SITE_CHECK_URL || `http://127.0.0.1:${sitePort}${RELEASE_CHECK.path}`;

/**
 * The store's API if it runs: the one API_UPSTREAM names (its registry: REGISTRY_UPSTREAM, else
 * beside it), else this machine's at API_PORT when it answers (`npm start` running).
 * @returns {Promise<{ url: string, registryUrl: string } | null>}
 */
export async function runningApi() {
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
export function sliceCalled(name) {
  const slice = REMOTE_NAMES.find((remote) => remote === name || remotePackageName(remote) === name);
  if (slice) return slice;
  return fail(
    `'${name}' is no slice: one of ${REMOTE_NAMES.map((remote) => `${remote} (${remotePackageName(remote)})`).join(', ')}` +
      (name === 'shell' ? '; the shell is developed with npm run dev' : ''),
  );
}

/**
 * A slice's development scripts: its dev server, and its Node build in watch mode where it has one
 * (the catalog, whose pages the site server renders with it).
 * @param {RemoteName} name
 */
export function sliceScripts(name) {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, remotePackageName(name), 'package.json'), 'utf8'));
  return ['dev', 'dev:server'].filter((script) => script in scripts);
}

/** Whether `url` answers 200 (a dev server holds a request until its build is done). @param {string} url */
export function answers(url) {
  return fetch(url, { signal: AbortSignal.timeout(60_000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** Waits until `ready()` holds, checking twice a second. @param {() => boolean | Promise<boolean>} ready */
export async function until(ready) {
  while (!(await ready())) await new Promise((resolve) => setTimeout(resolve, 500));
}
