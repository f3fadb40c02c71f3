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

export function pageTemplate(indexHtml: string): PageTemplate {
  const at = indexHtml.indexOf(ROOT_ELEMENT);
  if (at < 0) throw new Error(`The shell's index.html has no ${ROOT_ELEMENT}`);
  return {
    before: indexHtml.slice(0, at + ROOT_ELEMENT.length - '</div>'.length),
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

/** `window[name] = value`, run before the deferred scripts of the head. */
export function globalScript(name: string, value: unknown): string {
  return `<script>window[${JSON.stringify(name)}]=${scriptSafeJson(value)}</script>`;
}
