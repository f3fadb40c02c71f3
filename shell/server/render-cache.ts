/**
 * The React markup of server-rendered pages, remembered so that the same page with the same data
 * is not rendered again (rendering costs 20–60 ms of CPU a page).
 *
 * Never stale: the key is everything the markup is made from — the full URL, the status, the
 * page's stylesheets, the version of each slice module rendered (a redeployed slice renders
 * anew), the year the footer shows, and the data of every query the page loaded for this very
 * request. The data is loaded per request as before; only rendering is saved. The shell's own code
 * is not in the key: the cache lives in the renderer's process, which a new shell build restarts.
 *
 * Only the markup is kept: the head and the dehydrated state are built per request (the state
 * carries the times the browser judges staleness by).
 */
import { createHash } from 'node:crypto';
import type { QueryClient } from '@tanstack/react-query';
import { LRUCache } from 'lru-cache';
import { SSR_RENDER_CACHE } from 'shared-contracts';

/** A slice module a page rendered and the version of the slice's code it came from. */
export type ModuleVersion = readonly [id: string, version: string];

export interface RenderKeyParts {
  url: URL;
  status: number;
  stylesheets: readonly string[];
  modules: readonly ModuleVersion[];
  queryClient: QueryClient;
}

/**
 * Each query's hash, status and data, in a stable order: what the page shows of the API. Not its
 * timestamps (dataUpdatedAt): they differ on every request and the markup does not show them.
 */
function queryData(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => [query.queryHash, query.state.status, query.state.data] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

export function renderKey({ url, status, stylesheets, modules, queryClient }: RenderKeyParts): string {
  const parts = {
    url: url.href,
    status,
    stylesheets,
    modules: [...modules].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    // The footer's "© year": the same data renders differently on 1 January.
    year: new Date().getFullYear(),
    queries: queryData(queryClient),
  };
  return createHash('sha256').update(JSON.stringify(parts)).digest('base64url');
}

export interface RenderCacheBound {
  maxEntries: number;
  /** Markup counted as 2 bytes a character, the most a JavaScript string holds it in. */
  maxBytes: number;
}

export interface RenderCache {
  get(key: string): string | undefined;
  set(key: string, markup: string): void;
  readonly entries: number;
  readonly bytes: number;
}

/** The least recently used markup goes first once either bound would be passed. */
export function createRenderCache(bound: RenderCacheBound = SSR_RENDER_CACHE): RenderCache {
  const cache = new LRUCache<string, string>({
    max: bound.maxEntries,
    maxSize: bound.maxBytes,
    sizeCalculation: (markup) => Math.max(1, markup.length * 2),
  });
  return {
    get: (key) => cache.get(key),
    set: (key, markup) => {
      cache.set(key, markup);
    },
    get entries() {
      return cache.size;
    },
    get bytes() {
      return cache.calculatedSize;
    },
  };
}
