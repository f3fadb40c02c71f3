import 'shared-contracts/tokens.css';
import './global.css';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QUERY_KEYS, ROUTES } from 'shared-contracts';
import { categoriesApi, createStore, followStoredState, keepSessionAlive } from 'store-runtime';
import { BrowserRouter } from 'store-runtime/router';
import { onPageHydrated } from './hydration-mark';
import { remotesRegistered } from './remotes/remote-registry';
import { keepServerHtml } from './remotes/server-html';
import { createQueryClient, matchSite, SiteProviders, SiteRoutes, SSR_STATE_ID } from './site';
import { yieldToBrowser } from './yield-to-browser';

// The home page's first paint (hero banner, category tabs) and the shop's tabs wait for the
// categories: they are asked for at start, while the catalog slice downloads.
const CATEGORY_PAGES = new Set(['/', ROUTES.home, ROUTES.shop]);

/** Starts the site in the page: hydrates the server's HTML, or renders it where there is none. */
export async function startSite(): Promise<void> {
  // Register the remotes as soon as /remotes.json (requested by index.ts) answers.
  remotesRegistered().catch((error: unknown) => console.error('[shell] could not load /remotes.json', error));

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');

  /** Present when the shell's SSR server rendered this page (server/page-html.ts). */
  const stateBlock = document.getElementById(SSR_STATE_ID);
  const serverState = stateBlock?.textContent ? (JSON.parse(stateBlock.textContent) as DehydratedState) : undefined;

  // Hydrating, the store starts as the server rendered (a guest) and follows local storage once the
  // page's content is hydrated; the query cache starts with what the server loaded, so nothing is asked twice.
  const store = createStore({ serverRendered: Boolean(serverState) });
  // An active shopper's token is renewed before its idle window ends, on every page of the site.
  keepSessionAlive();
  const queryClient = createQueryClient();
  if (serverState) {
    // Before hydration touches it: a slot whose slice cannot load shows this again.
    keepServerHtml(root);
    hydrate(queryClient, serverState);
    onPageHydrated(() => followStoredState(store));
  }
  // Into the cache the catalog slice reads (fresh server-loaded categories are not asked for again).
  if (CATEGORY_PAGES.has(window.location.pathname)) {
    void queryClient.prefetchQuery({ queryKey: QUERY_KEYS.categories, queryFn: categoriesApi.list });
  }

  // The route table is matched here, in this task, not in the hydrating render (site.tsx).
  matchSite(window.location.pathname);
  const site = (
    <SiteProviders store={store} queryClient={queryClient}>
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
    </SiteProviders>
  );
  await yieldToBrowser();

  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (what Lighthouse counts as total blocking time); a click on a part
  // not yet hydrated hydrates that part first.
  if (serverState) {
    startTransition(() => {
      hydrateRoot(root, site);
    });
  } else {
    createRoot(root).render(site);
  }
}
