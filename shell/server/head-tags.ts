/**
 * A page's <head> tags from its PageHead (shared-contracts/seo.ts): title, meta description,
 * canonical URL, Open Graph and Twitter card, JSON-LD. They replace the built index.html's
 * generic title and description.
 */
import { absoluteUrl, CURRENCY, type PageHead } from 'shared-contracts';
import { escapeAttribute, scriptSafeJson } from './html-text';

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

export function headTags(head: PageHead, origin: string): string {
  const url = absoluteUrl(origin, head.path);
  const image = head.image ? absoluteUrl(origin, head.image) : undefined;
  return [
    `<title>${escapeAttribute(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(image ? [meta('property', 'og:image', image)] : []),
    ...(image && head.imageAlt ? [meta('property', 'og:image:alt', head.imageAlt)] : []),
    ...(head.price
      ? [meta('property', 'product:price:amount', head.price), meta('property', 'product:price:currency', CURRENCY)]
      : []),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(image ? [meta('name', 'twitter:image', image)] : []),
    ...(image && head.imageAlt ? [meta('name', 'twitter:image:alt', head.imageAlt)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('');
}

/**
 * The page's start with its own head tags in place of the built page's title and description.
 * The tags hold the shop's text (a product's name): put in by a function, never as a replacement
 * string, in which `$&`, `$'` or `` $` `` would copy parts of the page.
 */
export function withHead(pageStart: string, tags: string): string {
  const own = tags.includes('<title>')
    ? pageStart.replace(/<title>[^<]*<\/title>/, '').replace(/<meta name="description"[^>]*>/, '')
    : pageStart;
  return own.replace('</head>', () => `${tags}</head>`);
}
