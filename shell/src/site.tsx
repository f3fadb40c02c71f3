/**
 * The site's React tree, the same in the browser (bootstrap.tsx) and on the shell's SSR server
 * (server/render-page.tsx), so the server's HTML and the browser's first render match.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { type ReactNode, StrictMode } from 'react';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { type SiteStore, Toasts } from 'store-runtime';
import {
  matchRoutes,
  Outlet,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from 'store-runtime/router';
import { useShownHeaderHeight } from './layout/use-header-height';
import { useScrollRestoration } from './layout/use-scroll-restoration';
import { routes } from './routes';

/**
 * The id of the JSON block in which the server hands the browser the queries it loaded (TanStack
 * Query's dehydrated state); present only on a server-rendered page.
 */
export const SSR_STATE_ID = '__STORE_SSR_STATE__';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  });
}

/**
 * Toasts below the sticky header (use-header-height.ts): a toast never covers its buttons. Mounted
 * by the first toast (store-runtime's notify), so neither the server nor hydration renders them. A
 * component of its own, so that a change of the header's height renders nothing else.
 */
function SiteToasts() {
  const headerHeight = useShownHeaderHeight();
  return (
    <Toasts
      position={TOAST_POSITION}
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      style={{ top: `calc(${headerHeight}px + 0.5rem)` }}
    />
  );
}

function SiteRoot() {
  useScrollRestoration();
  return (
    <>
      <Outlet />
      <SiteToasts />
    </>
  );
}

export const siteRoutes: RouteObject[] = [{ element: <SiteRoot />, children: routes }];

let matched: { pathname: string; matches: RouteMatch[] | null } | null = null;

/**
 * The site's routes matching `pathname`, remembered for the last address. Matching flattens and
 * ranks the whole route table; bootstrap.tsx matches the page's address before hydrating, in the
 * task that starts the site, so the hydrating render finds it done (as React Router's data router
 * does in createBrowserRouter).
 */
export function matchSite(pathname: string): RouteMatch[] | null {
  if (matched?.pathname !== pathname) matched = { pathname, matches: matchRoutes(siteRoutes, pathname) };
  return matched.matches;
}

/** The site's pages for the router around them: the browser's, or the server's for one address. */
export function SiteRoutes() {
  return renderMatches(matchSite(useLocation().pathname));
}

export function SiteProviders({
  store,
  queryClient,
  children,
}: {
  store: SiteStore;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <Provider store={store}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </Provider>
    </StrictMode>
  );
}
