// @ts-check
/**
 * Whether a browser finds the LCP image in the first response: the page's HTML is fetched as a
 * browser would and searched for an `<img>` whose src or srcset names the image, or a
 * `<link rel=preload as=image>` whose href or imagesrcset does. An image only a script adds is
 * found late, after the scripts have loaded and run.
 */

/** @typedef {{ imageUrl: string | null, foundIn: 'img' | 'preload' | null }} LcpDiscovery */

const TAG = /<(img|link)\b[^>]*>/gi;
const ATTRIBUTE = /([a-z-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** @param {string} text */
const unescapeHtml = (text) =>
  text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'");

/** @param {string} tag @returns {Map<string, string>} */
function attributesOf(tag) {
  return new Map(
    [...tag.matchAll(ATTRIBUTE)].map((match) => [
      (match[1] ?? '').toLowerCase(),
      unescapeHtml(match[2] ?? match[3] ?? match[4] ?? ''),
    ]),
  );
}

/** The URLs a src and srcset name, absolute. @param {string[]} values @param {string} base */
function urlsOf(values, base) {
  return values.flatMap((value) =>
    value
      .split(/,\s+/)
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
      .flatMap((url) => {
        try {
          return [new URL(url, base).href];
        } catch {
          return [];
        }
      }),
  );
}

/**
 * @param {string} pageUrl
 * @param {string | null} imageUrl  the LCP image (lighthouse.mjs); null: the LCP was text
 * @returns {Promise<LcpDiscovery>}
 */
export async function lcpInHtml(pageUrl, imageUrl) {
  if (!imageUrl) return { imageUrl, foundIn: null };
  const response = await fetch(pageUrl, { headers: { accept: 'text/html' } });
  const html = await response.text();
  for (const [tag, name = ''] of html.matchAll(TAG)) {
    const attributes = attributesOf(tag);
    const preload =
      name.toLowerCase() === 'link' &&
      attributes.get('rel')?.toLowerCase() === 'preload' &&
      attributes.get('as') === 'image';
    if (name.toLowerCase() === 'link' && !preload) continue;
    const values = preload
      ? [attributes.get('href') ?? '', attributes.get('imagesrcset') ?? '']
      : [attributes.get('src') ?? '', attributes.get('srcset') ?? ''];
    if (urlsOf(values, response.url || pageUrl).includes(imageUrl))
      return { imageUrl, foundIn: preload ? 'preload' : 'img' };
  }
  return { imageUrl, foundIn: null };
}
