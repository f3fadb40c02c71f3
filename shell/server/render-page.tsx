/**
 * One public page rendered on the server, in named steps (render/): reuse a kept page, match the
 * route, load the page's data, render the markup, assemble the document; and keep the page for the
 * next requests when every part of it rendered here.
 */
import { Readable } from 'node:stream';
import type { RemoteModuleId, RemotesConfig } from 'shared-contracts';
import type { PageEncoding } from './page-cache';
import type { PageTemplate, Stylesheet } from './page-html';
import { type KeptPages, keptPage, pageVersions } from './render/kept-page';
import { matchRoute } from './render/match-route';
import { loadPageData, type PageDataSources, type SliceLoader } from './render/page-data';
import { pageDocument } from './render/page-document';
import { renderMarkup } from './render/render-markup';

export { serverPagePaths } from './render/page-paths';
export type { SliceLoader };

export interface RenderDependencies {
  template: PageTemplate;
  /** The API's address, which this request's queries ask. */
  apiUrl: string;
  slice: PageDataSources['slice'];
  stylesheets?: (id: RemoteModuleId) => Promise<Stylesheet[]>;
  /** The visitor's /remotes.json, put in the page: the browser loads the slices the page was rendered with. */
  remotes?: RemotesConfig;
  /** After this long the rest is left to the browser. */
  timeoutMs?: number;
  /** Whole pages reused while the catalogue and the slice are unchanged (page-cache.ts); none: each is built. */
  pages?: KeptPages;
  log?: (message: string, error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  body: Readable;
  /** A reused page, compressed once for all the requests that get it (page-cache.ts). */
  encoded?: (encoding: PageEncoding) => Buffer;
}

/**
 * The page at `url` (its origin as the visitor reached the site), or null when the route is not
 * rendered on the server (pages behind login, a redirect): the caller then sends the
 * client-rendered shell.
 */
export async function renderPage(url: URL, deps: RenderDependencies): Promise<RenderedPage | null> {
  const log = deps.log ?? ((message, error) => console.error(`[ssr] ${message}`, error));
  const reused = deps.pages && (await keptPage(url, deps.pages, deps.slice));
  if (reused) return { status: reused.status, body: Readable.from([reused.html]), encoded: reused.encoded };

  const route = await matchRoute(url);
  if (!route) return null;
  // Read before the data, so a page kept under these versions never holds older data.
  const versions = deps.pages && (await pageVersions(deps.pages, deps.slice, route.serverRendered.slot));
  const data = await loadPageData(url, route, {
    apiUrl: deps.apiUrl,
    slice: deps.slice,
    stylesheets: deps.stylesheets,
    log,
  });
  const markup = await renderMarkup(url, data, { timeoutMs: deps.timeoutMs, log });
  if (!markup) return null;

  const html = pageDocument(deps.template, url, data, markup.html, deps.remotes);
  if (versions && !data.leftToBrowser && !markup.partial) {
    deps.pages?.cache.set(url.href, versions, { status: data.status, html, slot: route.serverRendered.slot });
  }
  return { status: data.status, body: Readable.from([html]) };
}
