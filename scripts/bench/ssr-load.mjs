// @ts-check
/**
 * The server-rendered site under load: autocannon on the HTML of home and of a product page
 * (LOAD.connections connections, LOAD.durationSeconds each after a warm-up, so the API's
 * remembered catalogue pages and the renderer's slice are warm), from this process.
 */
import { runLoad, warmUp } from './load.mjs';
import { step } from './progress.mjs';

/**
 * @typedef {{ id: string, label: string, path: string, htmlBytes: number, encoding: string, result: import('./load.mjs').LoadResult }} SsrLoadRow
 * `htmlBytes`: the page's HTML, uncompressed; `encoding`: how the server sent it to a browser
 * (`br`, `gzip`, or `identity` for plain), which the server pays for on every request.
 */

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
    const htmlBytes = Buffer.byteLength(await response.text());
    const encoding = response.headers.get('content-encoding') ?? 'identity';
    step(
      `SSR load: GET ${page.path} (${response.status}, ${(htmlBytes / 1000).toFixed(1)} kB of HTML, sent ${encoding})`,
    );
    await warmUp({ url: shellUrl, next });
    const result = await runLoad({ url: shellUrl, next });
    step(
      `  ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `${result.errors} errors, ${result.non2xx} non-2xx`,
    );
    rows.push({ ...page, htmlBytes, encoding, result });
  }
  return rows;
}
