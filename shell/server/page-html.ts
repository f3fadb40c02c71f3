import { escapeAttribute, scriptSafeJson } from './html-text';
import { START_AFTER_PAINT } from './start-after-paint';

/**
 * The HTML page around the server-rendered React tree: the shell's built index.html (its script
 * and style tags), split where the root element is, and the script that hands the browser the
 * queries the server loaded.
 */

export interface PageTemplate {
  /** Up to and including `<div id="root">`. */
  before: string;
  /** From `</div>` on. */
  after: string;
}

const ROOT_ELEMENT = '<div id="root"></div>';

/** A stylesheet: its address in the browser, and its text when the server could read it. */
export interface Stylesheet {
  href: string;
  css: string | null;
}

/**
 * A stylesheet in the page's <head>: its text inline when known, so first paint does not wait for
 * another request (the Content-Security-Policy allows inline styles); else a link.
 *
 * Beside the inline text, a disabled link names the file, which the browser neither downloads nor
 * applies. It is for the bundler's CSS loading: when the script's chunk is loaded, Rspack's runtime
 * looks for the chunk's stylesheet among the page's links, and without one it downloads the file
 * again and the whole page is restyled while it hydrates.
 */
export function stylesheetTag({ href, css }: Stylesheet): string {
  const address = escapeAttribute(href);
  if (css === null) return `<link rel="stylesheet" href="${address}">`;
  return (
    `<style data-href="${address}">${css.replace(/<\/style/gi, () => '<\\/style')}</style>` +
    `<link rel="stylesheet" href="${address}" disabled>`
  );
}

/**
 * A server-rendered page paints from its HTML before any script runs: the shell's script is
 * preloaded at low priority (after the page's images), and the starter at the end of the body runs
 * it once the main image has painted. A script run before that paint is counted by Lighthouse's
 * simulation, four times slowed, before the LCP (product page: 2.2-2.9 s instead of 0.9-1.4 s).
 */
function scriptsAfterPaint(head: string, body: string) {
  const scripts: string[] = [];
  const preloads = head.replace(/<script defer src="([^"]+)"><\/script>/g, (_tag, src: string) => {
    scripts.push(src);
    return `<link rel="preload" as="script" fetchpriority="low" href="${src}">`;
  });
  const starters = scripts.map((src) => `<script data-main="${src}">${START_AFTER_PAINT}</script>`).join('');
  // Each insertion by a function: a replacement string would read `$&`, `$'` or `` $` `` in it as patterns.
  return { head: preloads, body: body.replace('</body>', () => `${starters}</body>`) };
}

/** The shell's own stylesheets inline in the head, so the first paint waits for no request. */
const withStylesheets = (html: string, stylesheets: Stylesheet[]) =>
  html.replace('</head>', () => `${stylesheets.map(stylesheetTag).join('')}</head>`);

export function pageTemplate(indexHtml: string, shellStylesheets: Stylesheet[] = []): PageTemplate {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`The shell's index.html has no ${ROOT_ELEMENT}`);
  const split = at + ROOT_ELEMENT.length - '</div>'.length;
  const { head, body } = scriptsAfterPaint(indexHtml.slice(0, split), indexHtml.slice(split));
  return { before: withStylesheets(head, shellStylesheets), after: body };
}

/**
 * `value` as a JSON data block with this id, read by the page's own script. A data block is not
 * run, so the Content-Security-Policy (script-src without 'unsafe-inline') lets it be.
 */
export function dataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}
