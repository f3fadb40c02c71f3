/**
 * Whole server-rendered pages, reused while nothing they show can have changed (under load,
 * loading a page's data from the API and building its state on every request does not
 * fit 50 connections on 2 cores).
 *
 * A page is reused only while the API reports the catalogue version it was made with (another
 * value after every change of what public pages show, an order's stock included, on every replica
 * that hears of it), the slice that rendered it is the same deployment, and for at most
 * SSR_PAGE_CACHE.maxAgeMs: as long as the API remembers its own reads, and short enough that the
 * dehydrated state's times stay well within the browser's staleTime, so it loads nothing again.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type RemoteModuleId, SSR_PAGE_CACHE } from 'shared-contracts';

/** What a page was made from, besides its URL. */
export interface PageVersions {
  catalogue: string;
  /** The deployment of the slice whose page it is (the shell's own pages: none). */
  slice: string;
}

export interface CachedPage {
  status: number;
  html: string;
  /** The slice page in its slot (none: a page of the shell's own), whose deployment the page depends on. */
  slot?: RemoteModuleId;
}

/** The encodings a kept page is sent in, compressed once rather than for every request. */
export type PageEncoding = 'br' | 'gzip';

export interface ReusedPage extends CachedPage {
  encoded(encoding: PageEncoding): Buffer;
}

export interface PageCache {
  /** The page kept for `href`, if any, whatever it was made from: its slot tells which versions to read. */
  kept(href: string): Pick<CachedPage, 'slot'> | undefined;
  get(href: string, versions: PageVersions): ReusedPage | undefined;
  set(href: string, versions: PageVersions, page: CachedPage): void;
}

export interface PageCacheBound {
  maxAgeMs: number;
  maxEntries: number;
  /** Pages counted as 2 bytes a character, the most a JavaScript string holds them in. */
  maxBytes: number;
}

interface Entry extends CachedPage {
  versions: string;
  /** Added when first asked for: about a seventh of the page's size each, within the bound's slack. */
  encodings: Partial<Record<PageEncoding, Buffer>>;
}

/** As @fastify/compress sends the pages it compresses itself (brotli quality 4, gzip's default). */
const compress = (html: string, encoding: PageEncoding) =>
  encoding === 'br' ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(html);

const versionKey = ({ catalogue, slice }: PageVersions) => `${catalogue} ${slice}`;

export function createPageCache(bound: PageCacheBound = SSR_PAGE_CACHE): PageCache {
  const pages = new LRUCache<string, Entry>({
    max: bound.maxEntries,
    maxSize: bound.maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.html.length * 2),
    ttl: bound.maxAgeMs,
  });
  return {
    kept(href) {
      const entry = pages.get(href);
      return entry && { slot: entry.slot };
    },
    get(href, versions) {
      const entry = pages.get(href);
      if (!entry || entry.versions !== versionKey(versions)) return undefined;
      return {
        status: entry.status,
        html: entry.html,
        encoded: (encoding) => {
          entry.encodings[encoding] ??= compress(entry.html, encoding);
          return entry.encodings[encoding];
        },
      };
    },
    set(href, versions, page) {
      pages.set(href, { ...page, versions: versionKey(versions), encodings: {} });
    },
  };
}
