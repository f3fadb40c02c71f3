// @ts-check
/**
 * Where this machine's release registry listens (the API's internal listener), for `npm run slice`:
 * found the way `npm start` placed it. `npm start` and `npm run dev` record it in the API's data
 * folder when they start it, so a store started with other ports is still found.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, registryPortFor } from 'shared-contracts';

export const REGISTRY_RECORD_FILE = 'registry.json';

/** Records where the registry of the store using `dataDir` listens. @param {string} dataDir @param {string} url */
export function recordRegistryUrl(dataDir, url) {
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, REGISTRY_RECORD_FILE), `${JSON.stringify({ url })}\n`);
}

/** @param {string} variable @param {string} value */
function portFrom(variable, value) {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65_535) {
    throw new Error(`${variable} must be a port number (got '${value}')`);
  }
  return port;
}

/**
 * The registry's URL and where it came from (said when the registry cannot be reached): REGISTRY_URL;
 * else REGISTRY_PORT, or the API_PORT it is beside; else what `npm start` recorded in `dataDir`;
 * else the default, beside the API's default port.
 * @param {NodeJS.ProcessEnv} env @param {string} dataDir
 * @returns {{ url: string, source: string }}
 */
export function findRegistryUrl(env, dataDir) {
  const url = env.REGISTRY_URL?.trim();
  if (url) return { url: url.replace(/\/$/, ''), source: 'REGISTRY_URL' };
  const local = (/** @type {number} */ port) => `http://127.0.0.1:${port}`;
  if (env.REGISTRY_PORT?.trim()) {
    return { url: local(portFrom('REGISTRY_PORT', env.REGISTRY_PORT)), source: 'REGISTRY_PORT' };
  }
  if (env.API_PORT?.trim()) {
    return { url: local(registryPortFor(portFrom('API_PORT', env.API_PORT))), source: 'API_PORT + 1' };
  }
  const file = path.join(dataDir, REGISTRY_RECORD_FILE);
  try {
    const recorded = JSON.parse(readFileSync(file, 'utf8')).url;
    if (typeof recorded === 'string' && recorded) return { url: recorded, source: `recorded by npm start in ${file}` };
  } catch {}
  return { url: local(registryPortFor(API_PORT)), source: 'the default; set REGISTRY_URL or API_PORT' };
}
