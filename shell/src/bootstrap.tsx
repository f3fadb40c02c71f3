import 'shared-contracts/tokens.css';
import './global.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastContainer } from 'react-toastify';
import { QUERY_KEYS, ROUTES, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { categoriesApi, createStore } from 'store-runtime';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration } from 'store-runtime/router';
import { remotesRegistered } from './remotes/remote-registry';
import { routes } from './routes';

// Register the remotes as soon as /remotes.json (requested by index.ts) answers.
remotesRegistered().catch((error: unknown) => console.error('[shell] could not load /remotes.json', error));

const store = createStore();
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

// The home page's first paint (hero banner, category tabs) and the shop's tabs wait for the
// categories: ask for them now, while the catalog slice downloads, into the cache it reads.
const CATEGORY_PAGES = new Set(['/', ROUTES.home, ROUTES.shop]);
if (CATEGORY_PAGES.has(window.location.pathname)) {
  void queryClient.prefetchQuery({ queryKey: QUERY_KEYS.categories, queryFn: categoriesApi.list });
}

function SiteRoot() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />
    </>
  );
}

const router = createBrowserRouter([{ element: <SiteRoot />, children: routes }]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>
  </StrictMode>,
);
