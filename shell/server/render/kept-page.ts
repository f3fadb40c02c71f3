/**
 * Step 1 of rendering a page: reuse a whole page kept earlier (page-cache.ts) while what it was made
 * from has not changed: the catalogue, and the deployment of the slice in its slot. Looked for
 * before routing, which costs more than sending a kept page: the routes are the shell's code, so a
 * URL routes as it did when its page was kept.
 */
import type { RemoteModuleId, RemoteName } from 'shared-contracts';
import type { PageCache, PageVersions, ReusedPage } from '../page-cache';
import type { SliceLoader } from './page-data';

export interface KeptPages {
  cache: PageCache;
  /** The API's catalogue version (GET /catalogue/version): another value after every change public pages show. */
  catalogueVersion: () => Promise<string>;
}

/**
 * What a page of `slot` would be made from now, or undefined when a version cannot be read (the
 * API or the slice is down): such a page is neither reused nor kept.
 */
export async function pageVersions(
  pages: KeptPages,
  slice: (name: RemoteName) => SliceLoader | undefined,
  slot: RemoteModuleId | undefined,
): Promise<PageVersions | undefined> {
  const loader = slot ? slice(slot.split('/')[0] as RemoteName) : undefined;
  try {
    const [catalogue, sliceVersion] = await Promise.all([
      pages.catalogueVersion(),
      loader ? loader.version() : 'shell',
    ]);
    return { catalogue, slice: sliceVersion };
  } catch {
    return undefined;
  }
}

/** The page kept for `url`, when it is still what the page would be made from now. */
export async function keptPage(
  url: URL,
  pages: KeptPages,
  slice: (name: RemoteName) => SliceLoader | undefined,
): Promise<ReusedPage | undefined> {
  const kept = pages.cache.kept(url.href);
  if (!kept) return undefined;
  const versions = await pageVersions(pages, slice, kept.slot);
  return versions && pages.cache.get(url.href, versions);
}
