/**
 * One public page rendered on the server: the route's slice page is loaded from the
 * slice's Node build, its queries and the header's are loaded into a QueryClient of this request,
 * then the site's own tree (site.tsx) is streamed with React's renderToPipeableStream, and the
 * loaded queries go to the browser as TanStack Query's dehydrated state.
 */
import { PassThrough, Readable } from 'node:stream';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// Server-only routing: never part of the shared list of store-runtime/router (see biome.json).
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { type Company, type PageHead, type RemoteModuleId, type RemoteName, simpleHead } from 'shared-contracts';
import { createStore, type RemotePageModule } from 'store-runtime';
import { companyQuery } from '../src/layout/use-company';
import { NOT_FOUND_TITLE } from '../src/pages/not-found-page';
import type { RemoteComponent } from '../src/remotes/remote-source';
import { RemoteSourceContext } from '../src/remotes/remote-source';
import { serverRenderedOf } from '../src/server-rendered';
import { createQueryClient, SiteProviders, SSR_STATE_ID, siteRoutes } from '../src/site';
import { headTags, withHead } from './head-tags';
import type { PageCache, PageEncoding, PageVersions } from './page-cache';
import { dataScript, type PageTemplate, type Stylesheet, stylesheetTag } from './page-html';
import { type ModuleVersion, type RenderCache, renderKey } from './render-cache';

export interface SliceLoader {
  /** An exposed module and the version of the slice's code it came from. */
  load<T>(module: string): Promise<{ exports: T; version: string }>;
  /** The version of the slice's code as deployed now. */
  version(): Promise<string>;
}

export interface RenderDependencies {
  template: PageTemplate;
  /** The slice's server build, or undefined when it has none (its slots render in the browser). */
  slice: (name: RemoteName) => SliceLoader | undefined;
  /** The stylesheets of a slice's module, put in <head> (none known: the slice's script adds them). */
  stylesheets?: (id: RemoteModuleId) => Promise<Stylesheet[]>;
  /** After this long the rest is left to the browser. */
  timeoutMs?: number;
  /** Markup of pages rendered before, by what they were made from (render-cache.ts); none: every page is rendered. */
  cache?: RenderCache;
  /** Whole pages reused while the catalogue and the slice are unchanged (page-cache.ts); none: each is built. */
  pages?: { cache: PageCache; catalogueVersion: () => Promise<string> };
  log?: (message: string, error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  body: Readable;
  /** A reused page, compressed once for all the requests that get it (page-cache.ts). */
  encoded?: (encoding: PageEncoding) => Buffer;
}

/** The head of a page the shell renders itself (not found), or of a slot whose slice said nothing: its company's. */
function shellHead(queryClient: QueryClient, url: URL, status: number): PageHead | undefined {
  const company = queryClient.getQueryData<Company>(companyQuery.queryKey);
  if (!company) return undefined;
  return status === 404
    ? simpleHead(NOT_FOUND_TITLE, url.pathname, company, url.origin)
    : simpleHead(company.name, url.pathname, company, url.origin);
}

/**
 * The slice modules of one request, each loaded once; a failed one fails its slot, which the
 * browser then renders. `versions` lists the modules loaded so far with their code's version.
 */
function requestModules(slice: RenderDependencies['slice']) {
  const modules = new Map<RemoteModuleId, Promise<RemotePageModule>>();
  const components = new Map<RemoteModuleId, RemoteComponent>();
  const versions: ModuleVersion[] = [];
  const load = (id: RemoteModuleId): Promise<RemotePageModule> => {
    let module = modules.get(id);
    if (!module) {
      const [name, expose] = id.split('/') as [RemoteName, string];
      const loader = slice(name);
      module = loader
        ? loader.load<RemotePageModule>(expose).then(({ exports, version }) => {
            if (!exports?.default) throw new Error(`${id} has no page component`);
            versions.push([id, version]);
            return exports;
          })
        : Promise.reject(new Error(`${name} has no server build: its slot renders in the browser`));
      // Reported where it is used (prefetch, or the slot's render).
      module.catch(() => undefined);
      modules.set(id, module);
    }
    return module;
  };
  const component = (id: RemoteModuleId): RemoteComponent => {
    let cached = components.get(id);
    if (!cached) {
      cached = lazy(() => load(id));
      components.set(id, cached);
    }
    return cached;
  };
  return { load, component, versions };
}

/**
 * What a page of `slot` would be made from now, or undefined when a version cannot be read (the
 * API or the slice is down): such a page is neither reused nor kept.
 */
async function pageVersions(deps: RenderDependencies, slot: RemoteModuleId | undefined) {
  if (!deps.pages) return undefined;
  const loader = slot ? deps.slice(slot.split('/')[0] as RemoteName) : undefined;
  try {
    const [catalogue, slice] = await Promise.all([deps.pages.catalogueVersion(), loader ? loader.version() : 'shell']);
    return { catalogue, slice } satisfies PageVersions;
  } catch {
    return undefined;
  }
}

/**
 * The route table made ready for matching once (flattened and ranked): building it costs more than
 * answering a page from the render cache. It holds no state of a request.
 */
const handler = createStaticHandler(siteRoutes);

/**
 * The paths of the slice pages rendered here, as route patterns (`/product/:name`); the index route
 * is `/`. The server routes them to the renderer directly rather than after a look for a file.
 */
export function serverPagePaths(routes: RouteObject[] = siteRoutes): string[] {
  return routes.flatMap((route) => [
    ...(serverRenderedOf(route)?.slot ? [route.index ? '/' : (route.path ?? '/')] : []),
    ...serverPagePaths(route.children ?? []),
  ]);
}

/**
 * The page at `url` (its origin as the visitor reached the site), or null when the route is not rendered on the server (pages behind login, a
 * redirect): the caller then sends the client-rendered shell.
 */
export async function renderPage(url: URL, deps: RenderDependencies): Promise<RenderedPage | null> {
  const log = deps.log ?? ((message, error) => console.error(`[ssr] ${message}`, error));
  // A kept page is looked for before routing, which costs more than sending it: the routes are
  // the shell's code, so a URL routes as it did when its page was kept.
  const kept = deps.pages?.cache.kept(url.href);
  const keptVersions = kept && (await pageVersions(deps, kept.slot));
  const reused = keptVersions && deps.pages?.cache.get(url.href, keptVersions);
  if (reused) return { status: reused.status, body: Readable.from([reused.html]), encoded: reused.encoded };

  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  // The matched routes of the query: matching again would rank the whole route table once more.
  const leaf = context.matches.at(-1);
  const serverRendered = leaf && serverRenderedOf(leaf.route);
  if (!leaf || !serverRendered) return null;

  const versions = kept ? keptVersions : await pageVersions(deps, serverRendered.slot);

  const queryClient = createQueryClient();
  const store = createStore({ serverRendered: true });
  const modules = requestModules(deps.slice);

  // The header's company details and the page's own queries, together. A failure here is not
  // fatal: what is missing shows as loading and the browser loads it.
  let leftToBrowser = false;
  const [, outcome, stylesheets] = await Promise.all([
    queryClient.prefetchQuery(companyQuery),
    serverRendered.slot
      ? modules
          .load(serverRendered.slot)
          .then((module) =>
            module.prefetch?.(queryClient, { params: leaf.params, searchParams: url.searchParams, origin: url.origin }),
          )
          .catch((error: unknown) => {
            log(`${serverRendered.slot} could not prefetch; its slot renders in the browser`, error);
            leftToBrowser = true;
            return undefined;
          })
      : undefined,
    serverRendered.slot && deps.stylesheets ? deps.stylesheets(serverRendered.slot).catch(() => []) : [],
  ]);
  // A query that failed renders as still loading, as the browser starts it (failures are not sent
  // to the browser): the HTML then matches, and the browser asks again.
  if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
    leftToBrowser = true;
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  }
  const status = outcome?.status ?? serverRendered.status ?? 200;
  const head = outcome?.head ?? shellHead(queryClient, url, status);
  const styles = stylesheets.map(stylesheetTag).join('');
  const pageStart = withHead(deps.template.before, (head ? headTags(head, url.origin) : '') + styles);
  const stateScript = dataScript(SSR_STATE_ID, dehydrate(queryClient));

  // A page with a part left to the browser is neither looked up nor kept: the next request may
  // render all of it.
  const cache = leftToBrowser ? undefined : deps.cache;
  const modulesAtKey = modules.versions.length;
  const key =
    cache &&
    renderKey({
      url,
      status,
      stylesheets: stylesheets.map(({ href }) => href),
      modules: modules.versions,
      queryClient,
    });
  const pageEnd = `${stateScript}${deps.template.after}`;
  /** Keeps a whole page (made from data that all loaded) for the next requests. */
  const keepPage = (html: string) => {
    if (versions && !leftToBrowser)
      deps.pages?.cache.set(url.href, versions, { status, html, slot: serverRendered.slot });
  };
  const cached = key && cache?.get(key);
  if (cached !== undefined) {
    const html = `${pageStart}${cached}${pageEnd}`;
    keepPage(html);
    return { status, body: Readable.from([html]) };
  }

  const router = createStaticRouter(handler.dataRoutes, context);
  return new Promise((resolve) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <SiteProviders store={store} queryClient={queryClient}>
        <RemoteSourceContext.Provider value={modules.component}>
          {/* No router state for the browser: the routes have no loaders, and its inline script
              would be refused by the Content-Security-Policy (script-src 'self'). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </RemoteSourceContext.Provider>
      </SiteProviders>,
      {
        // The whole page at once rather than its shell first: the data is loaded already, and a
        // crawler or a browser without JavaScript then gets every slot's content in place.
        // No part is sent apart (React does so above 12.8 kB): it would come with an inline script
        // to put it in place, which the Content-Security-Policy refuses (script-src 'self').
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = new PassThrough();
          body.write(pageStart);
          const react = new PassThrough();
          const markup: Buffer[] = [];
          react.on('data', (chunk: Buffer) => {
            body.write(chunk);
            markup.push(chunk);
          });
          react.on('end', () => {
            body.end(pageEnd);
            if (failed) return;
            const html = Buffer.concat(markup).toString('utf8');
            // A module loaded only while rendering is not in the key: such markup is not kept.
            if (key && modules.versions.length === modulesAtKey) cache?.set(key, html);
            keepPage(`${pageStart}${html}${pageEnd}`);
          });
          stream.pipe(react);
          resolve({ status, body });
        },
        onShellError(error) {
          log(`${url.pathname} could not be rendered; the browser renders it`, error);
          resolve(null);
        },
        // A slot that throws: React sends its fallback and the browser renders that slot.
        onError(error) {
          failed = true;
          log(`${url.pathname}: a part is left to the browser`, error);
        },
      },
    );
    setTimeout(() => stream.abort(), deps.timeoutMs ?? 5000).unref();
  });
}
