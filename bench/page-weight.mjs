// @ts-check
/**
 * What a page's first load downloaded: compressed JS bytes, requests, and which builds the
 * shared libraries came from. Chunk names are numbers (121.54992e867a.js), so a script is
 * identified by its source map, which rspack writes beside it: each source is named
 * `webpack://<build>/../node_modules/<package>/...`. Two builds supplying react means two
 * copies of React ran; any antd source on a storefront page means antd leaked out of mf-admin.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {import('./lighthouse.mjs').NetworkRequest} NetworkRequest
 * @typedef {import('./web-server.mjs').WebApp} WebApp
 * @typedef {{ url: string, app: string, bytes: number, uncompressedBytes: number, builds: string[], packages: string[] }} LoadedScript
 * @typedef {{
 *   requests: number,
 *   failedRequests: string[],
 *   jsBytes: number,
 *   jsUncompressedBytes: number,
 *   scripts: LoadedScript[],
 *   copies: Record<Library, string[]>,
 *   duplicates: { pkg: string, builds: string[] }[],
 *   unmappedScripts: number,
 * }} PageWeight
 * `copies`: the builds each library was loaded from; `duplicates`: every package loaded from
 * more than one build (each such copy is downloaded and run again).
 * @typedef {'react' | 'react-dom' | 'router' | 'jotai' | 'antd'} Library
 */

/** The libraries counted, by the packages that make them up. @type {Record<Library, RegExp>} */
export const LIBRARIES = {
  react: /^react$/,
  'react-dom': /^react-dom$/,
  router: /^react-router(-dom)?$/,
  jotai: /^jotai$/,
  antd: /^(antd|@ant-design\/.+|@rc-component\/.+|rc-.+)$/,
};

/** A source map's source: `webpack://<build>/<path>`. */
export const SOURCE = /^webpack:\/\/([^/]+)\/(.*)$/;
/** Each package a source's path goes through (the last one owns it). */
export const PACKAGE = /node_modules\/((?:@[^/]+\/)?[^/]+)\//g;

/** The build and the package (null: the app's own code) of every source in a source map. @param {string[]} sources */
function sourcesOf(sources) {
  return sources.flatMap((source) => {
    const match = SOURCE.exec(source);
    if (!match) return [];
    // The last node_modules wins: a nested copy belongs to the package it is in.
    const packages = [...(match[2] ?? '').matchAll(PACKAGE)].map((found) => found[1] ?? '');
    return [{ build: match[1] ?? '', pkg: packages.at(-1) ?? null }];
  });
}

/** The built file behind a script URL, if it is one of ours. @param {string} url @param {WebApp[]} apps */
function fileOf(url, apps) {
  const parsed = new URL(url);
  const app = apps.find((candidate) => candidate.origin === parsed.origin);
  if (!app) return null;
  const file = path.join(app.dist, decodeURIComponent(parsed.pathname));
  // Never outside the dist folder, whatever the URL says.
  return file.startsWith(app.dist + path.sep) ? { app, file } : null;
}

/**
 * @param {NetworkRequest[]} requests  the first load, from Lighthouse
 * @param {WebApp[]} apps
 * @param {boolean} servedCompressed  false: the server sent plain files, so gzip sizes are computed here
 * @returns {Promise<PageWeight>}
 */
export async function pageWeight(requests, apps, servedCompressed) {
  /** @type {LoadedScript[]} */
  const scripts = [];
  /** @type {{ build: string, pkg: string | null }[]} */
  const allSources = [];
  let unmappedScripts = 0;
  for (const request of requests.filter((candidate) => candidate.resourceType === 'Script')) {
    const found = fileOf(request.url, apps);
    const code = found ? await readFile(found.file).catch(() => null) : null;
    const map = found ? await readFile(`${found.file}.map`, 'utf8').catch(() => null) : null;
    const sources = map ? sourcesOf(/** @type {{ sources?: string[] }} */ (JSON.parse(map)).sources ?? []) : [];
    if (!map) unmappedScripts++;
    allSources.push(...sources);
    scripts.push({
      url: request.url,
      app: found?.app.folder ?? new URL(request.url).origin,
      bytes: servedCompressed || !code ? request.transferSize : gzipSync(code, { level: 6 }).length,
      uncompressedBytes: request.resourceSize || code?.length || 0,
      builds: [...new Set(sources.map((source) => source.build))],
      packages: [...new Set(sources.flatMap((source) => (source.pkg ? [source.pkg] : [])))],
    });
  }
  // A library's copies: the builds that supplied any module of it.
  const copies = Object.fromEntries(
    Object.entries(LIBRARIES).map(([library, pattern]) => [
      library,
      [...new Set(allSources.filter((source) => pattern.test(source.pkg ?? '')).map((source) => source.build))].sort(),
    ]),
  );
  /** @type {Map<string, Set<string>>} */
  const buildsOfPackage = new Map();
  for (const { build, pkg } of allSources) {
    if (pkg) buildsOfPackage.set(pkg, (buildsOfPackage.get(pkg) ?? new Set()).add(build));
  }
  const duplicates = [...buildsOfPackage]
    .filter(([, builds]) => builds.size > 1)
    .map(([pkg, builds]) => ({ pkg, builds: [...builds].sort() }));
  return {
    requests: requests.length,
    failedRequests: requests
      .filter((request) => !request.finished || request.statusCode >= 400 || request.statusCode === 0)
      .map((request) => `${request.statusCode || 'failed'} ${request.url}`),
    jsBytes: scripts.reduce((sum, script) => sum + script.bytes, 0),
    jsUncompressedBytes: scripts.reduce((sum, script) => sum + script.uncompressedBytes, 0),
    scripts: scripts.sort((a, b) => b.bytes - a.bytes),
    copies: /** @type {Record<Library, string[]>} */ (copies),
    duplicates,
    unmappedScripts,
  };
}
