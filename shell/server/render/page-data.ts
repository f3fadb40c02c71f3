/**
 * Step 3 of rendering a page: its data. The route's slice module is loaded from the slice's Node
 * build and its `prefetch` loads the page's queries into a QueryClient of this request, beside the
 * header's company details; it says the page's status and head. Whatever cannot be loaded here is
 * left to the browser: a slot whose module failed renders there, a query that failed is loaded
 * there.
 */
import type { QueryClient } from '@tanstack/react-query';
import { lazy } from 'react';
import { type Company, type PageHead, type RemoteModuleId, type RemoteName, simpleHead } from 'shared-contracts';
import { askApiAt, createStore, type RemotePageModule } from 'store-runtime';
import { companyQuery } from '../../src/layout/use-company';
import { NOT_FOUND_TITLE } from '../../src/pages/not-found-page';
import type { RemoteComponent } from '../../src/remotes/remote-source';
import { createQueryClient } from '../../src/site';
import type { Stylesheet } from '../page-html';
import type { MatchedRoute } from './match-route';

export interface SliceLoader {
  /** An exposed module and the version of the slice's code it came from. */
  load<T>(module: string): Promise<{ exports: T; version: string }>;
  /** The version of the slice's code as deployed now. */
  version(): Promise<string>;
}

export interface PageDataSources {
  /** The API's address, which this request's queries ask. */
  apiUrl: string;
  /** The slice's server build, or undefined when it has none (its slots render in the browser). */
  slice: (name: RemoteName) => SliceLoader | undefined;
  /** The stylesheets of a slice's module, put in <head> (none known: the slice's script adds them). */
  stylesheets?: (id: RemoteModuleId) => Promise<Stylesheet[]>;
  log: (message: string, error: unknown) => void;
}

export interface PageData {
  status: number;
  head: PageHead | undefined;
  stylesheets: Stylesheet[];
  queryClient: QueryClient;
  store: ReturnType<typeof createStore>;
  /** The slice modules the page renders, each loaded once for this request. */
  component: (id: RemoteModuleId) => RemoteComponent;
  /** A part could not be loaded here and is left to the browser: such a page is not kept. */
  leftToBrowser: boolean;
}

/** The head of a page the shell renders itself (not found), or of a slot whose slice said nothing: its company's. */
function shellHead(queryClient: QueryClient, url: URL, status: number): PageHead | undefined {
  const company = queryClient.getQueryData<Company>(companyQuery.queryKey);
  if (!company) return undefined;
  return simpleHead(status === 404 ? NOT_FOUND_TITLE : company.name, url.pathname, company, url.origin);
}

/** The slice modules of one request, each loaded once; a failed one fails its slot, which the browser then renders. */
function requestModules(slice: PageDataSources['slice']) {
  const modules = new Map<RemoteModuleId, Promise<RemotePageModule>>();
  const components = new Map<RemoteModuleId, RemoteComponent>();
  const load = (id: RemoteModuleId): Promise<RemotePageModule> => {
    let module = modules.get(id);
    if (!module) {
      const [name, expose] = id.split('/') as [RemoteName, string];
      const loader = slice(name);
      module = loader
        ? loader.load<RemotePageModule>(expose).then(({ exports }) => {
            if (!exports?.default) throw new Error(`${id} has no page component`);
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
  return { load, component };
}

export async function loadPageData(url: URL, route: MatchedRoute, sources: PageDataSources): Promise<PageData> {
  const { slot } = route.serverRendered;
  const queryClient = createQueryClient();
  askApiAt(queryClient, sources.apiUrl);
  const modules = requestModules(sources.slice);
  let leftToBrowser = false;
  const [, outcome, stylesheets] = await Promise.all([
    queryClient.prefetchQuery(companyQuery),
    slot
      ? modules
          .load(slot)
          .then((module) =>
            module.prefetch?.(queryClient, {
              params: route.params,
              searchParams: url.searchParams,
              origin: url.origin,
            }),
          )
          .catch((error: unknown) => {
            sources.log(`${slot} could not prefetch; its slot renders in the browser`, error);
            leftToBrowser = true;
            return undefined;
          })
      : undefined,
    slot && sources.stylesheets ? sources.stylesheets(slot).catch(() => []) : [],
  ]);
  // A query that failed renders as still loading, as the browser starts it (failures are not sent
  // to the browser): the HTML then matches, and the browser asks again.
  if (queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' }).length > 0) {
    leftToBrowser = true;
    queryClient.removeQueries({ predicate: (query) => query.state.status === 'error' });
  }
  const status = outcome?.status ?? route.serverRendered.status ?? 200;
  return {
    status,
    head: outcome?.head ?? shellHead(queryClient, url, status),
    stylesheets,
    queryClient,
    // A guest: the server cannot see the visitor's local storage.
    store: createStore({ serverRendered: true }),
    component: modules.component,
    leftToBrowser,
  };
}
