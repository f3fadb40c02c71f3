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

/**
 * A server-rendered page paints from its HTML: its scripts load after the page's images
 * (`fetchpriority="low"`). When a script ran before the largest image painted, Lighthouse's
 * simulation counted it, four times slowed, before the LCP: 2 of 5 runs of home read LCP 3.3-3.4 s
 * instead of 1.7-1.8 s (none in 6 runs with the hint).
 */
const lowPriorityScripts = (html: string) =>
  html.replaceAll('<script defer src=', '<script defer fetchpriority="low" src=');

export function pageTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`The shell's index.html has no ${ROOT_ELEMENT}`);
  return {
    before: lowPriorityScripts(indexHtml.slice(0, at + ROOT_ELEMENT.length - '</div>'.length)),
    after: indexHtml.slice(at + ROOT_ELEMENT.length - '</div>'.length),
  };
}

/**
 * JSON that is safe inside a <script> element: an API text holding `</script>` or `<!--` cannot
 * end it, and U+2028/U+2029 cannot break the statement.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * `value` as a JSON data block with this id, read by the page's own script. A data block is not
 * run, so the Content-Security-Policy (script-src without 'unsafe-inline') lets it be.
 */
export function dataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${scriptSafeJson(value)}</script>`;
}
