// @ts-check
/**
 * The release registry's API as a deploy pipeline calls it: every call with the target's deploy
 * token, every refusal turned into an error carrying the registry's own message.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PATHS, PREVIEW } from 'shared-contracts';

export class RegistryError extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * The deploy token of `target`: DEPLOY_TOKEN_<TARGET> or DEPLOY_TOKEN, else the one the API
 * generated for this machine's store (`<data dir>/deploy-tokens.json`, outside production only).
 * @param {import('shared-contracts').ReleaseTarget} target @param {string} dataDir
 */
export function deployToken(target, dataDir) {
  const fromEnv = process.env[`DEPLOY_TOKEN_${target.toUpperCase()}`] ?? process.env.DEPLOY_TOKEN;
  if (fromEnv) return fromEnv;
  try {
    const token = JSON.parse(readFileSync(path.join(dataDir, 'deploy-tokens.json'), 'utf8'))[target];
    if (typeof token === 'string') return token;
  } catch {}
  throw new Error(`No deploy token for ${target}: set DEPLOY_TOKEN (this machine's store keeps none in ${dataDir})`);
}

/**
 * @param {string} registryUrl the API's registry listener
 * @param {string} token
 * @param {string} [source] where the URL came from, said when it cannot be reached
 */
export function registryClient(registryUrl, token, source) {
  /**
   * @param {string} method @param {string} apiPath
   * @param {{ json?: unknown, bytes?: Uint8Array }} [body] JSON, or a file's bytes
   * @returns {Promise<any>}
   */
  async function call(method, apiPath, body = {}) {
    const contentType =
      body.bytes !== undefined ? 'application/octet-stream' : body.json !== undefined ? 'application/json' : undefined;
    const response = await fetch(`${registryUrl}${apiPath}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(contentType ? { 'Content-Type': contentType } : {}) },
      body: body.bytes ?? (body.json === undefined ? undefined : JSON.stringify(body.json)),
    }).catch((error) => {
      const why = [error.cause?.code ?? error.message, source].filter(Boolean).join('; ');
      throw new Error(`The release registry at ${registryUrl} cannot be reached (${why})`);
    });
    /** @type {any} */
    const answer = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok)
      throw new RegistryError(response.status, answer?.message ?? `The registry answered ${response.status}`);
    return answer;
  }
  const paths = API_PATHS.releases;
  return {
    /** @param {string} target @returns {Promise<import('shared-contracts').ReleaseTargetState>} */
    state: (target) => call('GET', paths.target(target)),
    /** @param {string} target @param {import('shared-contracts/schemas').ReleasePublishPayload} release @returns {Promise<import('shared-contracts').PublishedRelease>} */
    publish: (target, release) => call('POST', paths.target(target), { json: release }),
    /** One file of a published release. @param {string} target @param {string} release @param {string} filePath @param {Uint8Array} bytes */
    upload: (target, release, filePath, bytes) => call('PUT', paths.file(target, release, filePath), { bytes }),
    /** @param {string} target @param {string} release @returns {Promise<import('shared-contracts').ReleaseFileList>} */
    files: (target, release) => call('GET', paths.files(target, release)),
    /** @param {string} target @param {import('shared-contracts/schemas').ReleaseLivePayload} change */
    live: (target, change) => call('PUT', paths.live(target), { json: change }),
    /** @param {string} target @param {import('shared-contracts/schemas').ReleaseReasonPayload} change */
    rollback: (target, change) => call('POST', paths.rollback(target), { json: change }),
    /** @param {string} target @param {import('shared-contracts/schemas').ReleaseCanaryPayload} change */
    canary: (target, change) => call('PUT', paths.canary(target), { json: change }),
    /** @param {string} target @param {import('shared-contracts/schemas').ReleaseReasonPayload} change */
    canaryOff: (target, change) => call('DELETE', paths.canary(target), { json: change }),
    /** @param {string} target @param {import('shared-contracts/schemas').ReleasePrunePayload} change @returns {Promise<import('shared-contracts').PrunedReleases>} */
    prune: (target, change) => call('POST', paths.prune(target), { json: change }),
    /** @param {import('shared-contracts/schemas').PreviewLinkPayload} request @returns {Promise<import('shared-contracts').IssuedPreviewLink>} */
    preview: (request) => call('POST', paths.previews, { json: request }),
  };
}

/**
 * A preview link: the registry at `registry` signs the pins, each with its target's deploy token
 * (`tokenFor(target)`), and the link opens on the site at `site` (its origin). A pin is a release
 * (`{ target, release }`), a developer's dev server (`{ target, devServer:
 * 'http://localhost:<port>/mf-manifest.json' }`, loopback only), or `{ target }`: the bar only.
 * `forSeconds` defaults to the registry's (PREVIEW.defaultSeconds, at most PREVIEW.maxSeconds).
 * @param {{
 *   registry: string, site: string, pins: import('shared-contracts').PreviewPin[], forSeconds?: number,
 *   tokenFor: (target: import('shared-contracts').ReleaseTarget) => string,
 * }} options
 * @returns {Promise<{ url: string, expiresAt: string }>} the address to open, and when it stops working
 */
export async function previewLink({ registry, site, pins, forSeconds, tokenFor }) {
  const tokens = pins.map((pin) => tokenFor(pin.target)).join(',');
  const { link, expiresAt } = await registryClient(registry, tokens).preview({ pins, forSeconds });
  return { url: `${new URL(site).origin}${PREVIEW.enterPath}?link=${encodeURIComponent(link)}`, expiresAt };
}
