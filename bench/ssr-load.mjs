// @ts-check
/**
 * The server-rendered site under load: autocannon on the HTML of home and of a product page
 * (LOAD.connections connections, LOAD.durationSeconds each after a warm-up, so the API's
 * remembered catalogue pages and the renderer's slice are warm), from this process. Beside each
 * page, the same server sending a static file of the same bytes (the page's HTML and its
 * precompressed copies, put among the shell's built files for the run): what the machine allows
 * for that size, so the page's share of it means the same on a slower host.
 */
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { track } from './cleanup.mjs';
import { runLoad, summary, warmUp } from './load.mjs';
import { ROOT } from './options.mjs';
import { step } from './progress.mjs';

/**
 * @typedef {{
 *   id: string,
 *   label: string,
 *   path: string,
 *   htmlBytes: number,
 *   encoding: string,
 *   result: import('./load.mjs').LoadResult,
 *   staticResult: import('./load.mjs').LoadResult,
 * }} SsrLoadRow
 * `htmlBytes`: the page's HTML, uncompressed; `encoding`: how the server sent it to a browser
 * (`br`, `gzip`, or `identity` for plain), which the server pays for on every request;
 * `staticResult`: the same load on a static file of the same bytes, sent the same way.
 */

/** Where the shell's server finds its built files (and so the static twin). */
const SHELL_DIST = path.join(ROOT, 'shell/dist');

/**
 * What a browser's navigation sends. Without accept-encoding the shell's static files plugin
 * answers `/` itself, 403 (a folder with no index), before the renderer sees it.
 */
const BROWSER_HEADERS = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };

/**
 * @param {string} shellUrl
 * @param {{ id: string, label: string, path: string }[]} pages
 * @returns {Promise<SsrLoadRow[]>}
 */
export async function loadSsrPages(shellUrl, pages) {
  /** @type {SsrLoadRow[]} */
  const rows = [];
  for (const page of pages) {
    /** @returns {import('./load.mjs').LoadRequest} */
    const next = () => ({ method: 'GET', path: page.path, headers: BROWSER_HEADERS });
    const response = await fetch(`${shellUrl}${page.path}`, { headers: BROWSER_HEADERS });
    const html = await response.text();
    const htmlBytes = Buffer.byteLength(html);
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    step(
      `SSR load: GET ${page.path} (${response.status}, ${(htmlBytes / 1000).toFixed(1)} kB of HTML, sent ${encoding})`,
    );
    await warmUp({ url: shellUrl, next });
    const result = await runLoad({ url: shellUrl, next });
    step(`  ${summary(result)}`);
    const staticResult = await loadStaticTwin(shellUrl, page.id, html);
    rows.push({ ...page, htmlBytes, encoding, result, staticResult });
  }
  return rows;
}

/**
 * The same load on a static file holding the page's HTML, with the precompressed copies the build
 * makes for its files, so the server sends it as it sends the page.
 * @param {string} shellUrl @param {string} id @param {string} html
 */
async function loadStaticTwin(shellUrl, id, html) {
  const name = `bench-static-twin-${id}.txt`;
  const file = path.join(SHELL_DIST, name);
  const files = [file, `${file}.br`, `${file}.gz`];
  const remove = track(`the static twin of ${id}`, () => Promise.all(files.map((each) => rm(each, { force: true }))));
  try {
    await writeFile(file, html);
    await writeFile(`${file}.br`, await promisify(brotliCompress)(html));
    await writeFile(`${file}.gz`, await promisify(gzip)(html));
    /** @returns {import('./load.mjs').LoadRequest} */
    const next = () => ({ method: 'GET', path: `/${name}`, headers: BROWSER_HEADERS });
    await warmUp({ url: shellUrl, next });
    const result = await runLoad({ url: shellUrl, next });
    step(`  the same bytes as a static file: ${summary(result)}`);
    return result;
  } finally {
    await remove();
  }
}
