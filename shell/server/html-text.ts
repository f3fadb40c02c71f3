/** Text put into a server-rendered page: escaped for where it goes, so no API text can become markup. */

/** Text inside a double-quoted attribute (or an element's text). */
export const escapeAttribute = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

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
