// @ts-check
/**
 * The server-rendered site under load: autocannon on the HTML of home and of a product page
 * (LOAD.connections connections, LOAD.durationSeconds each after a warm-up, so the API's
 * remembered catalogue pages and the renderer's slice are warm), from this process.
 */
import { runLoad, warmUp } from './load.mjs';
import { step } from './progress.mjs';

/** @typedef {{ id: string, label: string, path: string, result: import('./load.mjs').LoadResult }} SsrLoadRow */

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
    const next = () => ({ method: 'GET', path: page.path, headers: { accept: 'text/html' } });
    step(`SSR load: GET ${page.path}`);
    await warmUp({ url: shellUrl, next });
    const result = await runLoad({ url: shellUrl, next });
    step(
      `  ${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ` +
        `${result.errors} errors, ${result.non2xx} non-2xx`,
    );
    rows.push({ ...page, result });
  }
  return rows;
}
