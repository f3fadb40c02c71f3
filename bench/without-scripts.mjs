// @ts-check
/**
 * A server-rendered page as the browser gets it, less every script: what the phone's browser
 * spends on the page's own HTML, styles and images, which no change to the store's scripts can
 * lower. Audited as the same phone as the page itself, the difference between the two is what the
 * scripts cost; on a host whose browser is slow at a page's own work (some virtual machines take
 * ten times longer than usual to hand a process fresh memory), this copy shows how much of a
 * budget is gone before a script runs.
 *
 * The copy is served from a port of its own, compressed as the site sends its pages, with a
 * `<base>` naming the site, so that its styles and images come from the same server as the page's.
 */
import http from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { track } from './cleanup.mjs';

/** Every script element (the state and structured data too: none of them is shown) and script preload. */
const SCRIPTS = /<script\b[\s\S]*?<\/script>|<link\b[^>]*\bas="script"[^>]*>|<link\b[^>]*\brel="modulepreload"[^>]*>/g;

/**
 * The page's HTML without its scripts, its relative addresses read against the site (without the
 * `<base>`, its images would not load and the copy would measure less than the page's own work).
 * @param {string} html @param {string} siteUrl
 */
function withoutScripts(html, siteUrl) {
  if (!html.includes('<head>')) throw new Error('the page has no <head> to name the site in');
  return html.replace(SCRIPTS, '').replace('<head>', `<head><base href="${siteUrl}/">`);
}

/**
 * Serves the page at `url` (fetched once, now) without its scripts, at the same path on `port`.
 * @param {string} url @param {number} port
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function serveWithoutScripts(url, port) {
  const page = new URL(url);
  const response = await fetch(page);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const html = withoutScripts(await response.text(), page.origin);
  if (html.includes('<script')) throw new Error(`${url}: a script is left in the copy without scripts`);
  const copies = { br: brotliCompressSync(html), gzip: gzipSync(html) };
  const server = http.createServer((request, reply) => {
    if (request.url !== `${page.pathname}${page.search}`) {
      reply.writeHead(404).end();
      return;
    }
    const encoding = /\bbr\b/.test(String(request.headers['accept-encoding'])) ? 'br' : 'gzip';
    reply
      .writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': encoding,
        'cache-control': 'no-store',
      })
      .end(copies[encoding]);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(undefined));
  });
  const stop = track(`the page without scripts on port ${port}`, () => new Promise((resolve) => server.close(resolve)));
  return { url: `http://127.0.0.1:${port}${page.pathname}${page.search}`, stop };
}
