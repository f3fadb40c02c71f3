/**
 * The shell's SSR renderer, built for Node by rspack.server.config.ts into dist-server/ssr.cjs and
 * loaded by the site server (site/renderer.ts). Each request says where every slice lives, as the
 * site's /remotes.json says it to the browser.
 */
import * as ReactQuery from '@tanstack/react-query';
import * as jotai from 'jotai';
import * as jotaiReact from 'jotai/react';
import * as jotaiVanilla from 'jotai/vanilla';
import { LRUCache } from 'lru-cache';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import { API_PATHS, type RemoteModuleId, type RemoteName, type RemotesConfig } from 'shared-contracts';
import * as storeRuntime from 'store-runtime';
import * as storeRouter from 'store-runtime/router';
import { createPageCache } from './page-cache';
import { pageTemplate, type Stylesheet } from './page-html';
import type { KeptPages } from './render/kept-page';
import { checkedPages, firstRenderError } from './render/release-check';
import { renderPage, type SliceLoader, serverPagePaths } from './render-page';
import { createServerSlice, hostShared } from './server-slice';
import { sharedRead } from './shared-read';
import type { SliceLocations } from './site/config';
import { createSliceStyles } from './slice-styles';

export { createSeoFiles } from './sitemaps';

/** The route patterns of the pages rendered here, for the server's router. */
export const pagePaths = serverPagePaths();

/** How many sets of slice releases keep their pages: the live one, a canary, and one just switched from. */
const KEPT_RELEASE_SETS = 3;

/**
 * How many slice addresses keep their loaded code and stylesheets, the least recently used
 * dropped first: each slice's live release and canary are used by every page, so they stay, with
 * room for a release just switched from and one being checked. A long-lived server thus holds a
 * few releases, however many switches it has seen.
 */
export const KEPT_SLICE_ADDRESSES = 6;

/** The slices that have a Node build; any other slice's slots render in the browser. */
const SERVER_SLICES: ReadonlySet<RemoteName> = new Set(['mf_catalog']);

/** The API's catalogue version (GET /catalogue/version), by which whole pages are reused. */
async function catalogueVersion(apiUrl: string): Promise<string> {
  const response = await fetch(`${apiUrl}${API_PATHS.catalogueVersion}`, { signal: AbortSignal.timeout(2000) });
  if (!response.ok) throw new Error(`the catalogue version answered ${response.status}`);
  return ((await response.json()) as { version: string }).version;
}

export interface SsrOptions {
  /** The shell's built index.html. */
  indexHtml: string;
  /** The shell's own stylesheets (global styles, header, footer), put in every page's head. */
  shellStylesheets: Stylesheet[];
  /** The API's address, as the shell's /api proxy reaches it. */
  apiUrl: string;
  /** A file of the shell's package: the shared packages' versions are read from there. */
  resolveFrom: string;
}

/** How one visitor's page is rendered, besides where its slices live. */
export interface RenderOptions {
  /**
   * A page for one browser only (a preview): rendered afresh and never kept, so neither a kept
   * page reaches it nor its page (with releases no shopper gets) takes a kept page's place.
   */
  private?: boolean;
  /** Slices whose slots the browser renders: the server does not load their code (a developer's dev server). */
  browserOnly?: readonly RemoteName[];
}

/** A page at `url`, its slices loaded from `slices`; `remotes` says the same to the browser. */
export type RenderPage = (
  url: URL,
  slices: SliceLocations,
  remotes: RemotesConfig,
  options?: RenderOptions,
) => ReturnType<typeof renderPage>;

/**
 * Renders one page of each server-rendered slot of slice `name` on the site at `origin`, with the
 * slices at `slices` (the one checked at its candidate release): the first error, or null.
 */
export type CheckRelease = (
  name: RemoteName,
  origin: string,
  slices: SliceLocations,
  remotes: RemotesConfig,
) => Promise<string | null>;

export interface SsrRenderer {
  render: RenderPage;
  check: CheckRelease;
}

export function createSsrRenderer({ indexHtml, shellStylesheets, apiUrl, resolveFrom }: SsrOptions): SsrRenderer {
  const template = pageTemplate(indexHtml, shellStylesheets);
  const shared = hostShared(
    {
      react: React,
      'react/jsx-runtime': jsxRuntime,
      'react-dom': ReactDOM,
      '@tanstack/react-query': ReactQuery,
      jotai,
      'jotai/react': jotaiReact,
      'jotai/vanilla': jotaiVanilla,
      'store-runtime': storeRuntime,
      'store-runtime/router': storeRouter,
    },
    resolveFrom,
  );
  // One loader per slice address (a release, or a slice's configured address); one dropped lets
  // go of its code.
  const loaders = new LRUCache<string, ReturnType<typeof createServerSlice>>({
    max: KEPT_SLICE_ADDRESSES,
    dispose: (loader) => loader.forget(),
  });
  const sliceLoader = (name: RemoteName, serverManifestUrl: string, immutable: boolean): SliceLoader | undefined => {
    if (!SERVER_SLICES.has(name)) return undefined;
    let loader = loaders.get(serverManifestUrl);
    if (!loader) {
      loader = createServerSlice({ name, browserManifestUrl: serverManifestUrl, shared, immutable });
      loaders.set(serverManifestUrl, loader);
    }
    return loader;
  };
  const styles = new LRUCache<string, ReturnType<typeof createSliceStyles>>({ max: KEPT_SLICE_ADDRESSES });
  const sliceStylesheets = async (id: RemoteModuleId, slices: SliceLocations, immutable: boolean) => {
    const [name, expose] = id.split('/') as [RemoteName, string];
    const { server, browser } = slices[name];
    let sliceStyles = styles.get(server);
    if (!sliceStyles) {
      sliceStyles = createSliceStyles(server, { immutable });
      styles.set(server, sliceStyles);
    }
    const files = await sliceStyles.for(expose);
    return Promise.all(
      files.map(
        async (file): Promise<Stylesheet> => ({ href: new URL(file, browser).href, css: await sliceStyles.text(file) }),
      ),
    );
  };
  const catalogue = sharedRead(() => catalogueVersion(apiUrl));
  // Kept pages per set of slice releases: during a canary, visitors of either release each reuse
  // their own pages instead of replacing each other's. The sets last used are kept.
  const pageCaches = new Map<string, KeptPages>();
  const keptPagesFor = (slices: SliceLocations): KeptPages => {
    // Every slice's: the page names each one's release for the browser (`remotes`).
    const releases = Object.values(slices)
      .map(({ browser, server }) => `${browser} ${server}`)
      .join(' ');
    let pages = pageCaches.get(releases);
    if (pages) pageCaches.delete(releases);
    pages ??= { cache: createPageCache(), catalogueVersion: catalogue };
    pageCaches.set(releases, pages);
    if (pageCaches.size > KEPT_RELEASE_SETS) pageCaches.delete(pageCaches.keys().next().value as string);
    return pages;
  };
  // A release (named in remotes.json) is immutable; a slice at its configured address is not.
  const isRelease = (remotes: RemotesConfig, name: RemoteName) => Boolean(remotes[name]?.release);
  const sources = (slices: SliceLocations, remotes: RemotesConfig, browserOnly: readonly RemoteName[] = []) => ({
    remotes,
    template,
    slice: (name: RemoteName) =>
      browserOnly.includes(name) ? undefined : sliceLoader(name, slices[name].server, isRelease(remotes, name)),
    stylesheets: async (id: RemoteModuleId) => {
      const name = id.split('/')[0] as RemoteName;
      return browserOnly.includes(name) ? [] : sliceStylesheets(id, slices, isRelease(remotes, name));
    },
    apiUrl,
  });
  return {
    render: (url, slices, remotes, options = {}) =>
      renderPage(url, {
        ...sources(slices, remotes, options.browserOnly),
        pages: options.private ? undefined : keptPagesFor(slices),
      }),
    // Rendered afresh, never kept: a page of a release that is not served yet.
    check: async (name, origin, slices, remotes) =>
      firstRenderError(await checkedPages(name, origin, apiUrl), (url, log) =>
        renderPage(url, { ...sources(slices, remotes), log }),
      ),
  };
}
