/** Helpers for the slice's unit tests: providers like the shell's, fixtures, and a stored session. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type Category, type Company, type Product, STORAGE_KEYS, type Variant } from 'shared-contracts';
import { ApiError, createStore } from 'store-runtime';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'store-runtime/router';

export function variant(id: number, extra: Partial<Variant> = {}): Variant {
  return {
    id,
    color: 'Black',
    colorHexCode: '#111111',
    size: '128GB',
    stock: 5,
    originalPrice: '1000.00',
    discountPrice: null,
    ...extra,
  };
}

export function product(id: number, extra: Partial<Product> = {}): Product {
  return {
    id,
    name: `Phone ${id}`,
    brand: 'Acme',
    description: 'A phone.',
    categoryId: 3,
    specifications: [],
    category: { id: 3, name: 'Android Phones' },
    images: [
      { id: id * 10, url: `/uploads/products/p${id}.webp`, color: null },
      { id: id * 10 + 1, url: `/uploads/products/p${id}b.webp`, color: null },
    ],
    variants: [variant(id * 100)],
    createdAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  };
}

export function category(id: number, name: string, createdAt: string, extra: Partial<Category> = {}): Category {
  return {
    id,
    name,
    description: `${name} description`,
    createdAt,
    parentId: null,
    subCategories: [],
    uploads: [{ id, filename: `${name}.webp`, url: `/uploads/categories/${id}.webp` }],
    _count: { products: 1 },
    ...extra,
  };
}

export function company(): Company {
  return {
    name: 'VoltKart',
    description: 'Electronics for India.',
    logoUrl: '/uploads/company/logo.webp',
    phone: '9876543210',
    email: 'help@voltkart.example',
    address: 'MG Road, Bengaluru',
    pincode: '560001',
  };
}

export function page<T>(data: T[], totalItems = data.length, currentPage = 1, limit = 50) {
  return { data, pagination: { totalItems, totalPages: Math.ceil(totalItems / limit), currentPage, limit } };
}

/** Stores a session as the login screen does. */
export function signInAs(role: 'CUSTOMER' | 'ADMIN', extra: { cart?: number[]; wishlist?: number[] } = {}) {
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  localStorage.setItem(STORAGE_KEYS.role, role);
  localStorage.setItem(STORAGE_KEYS.userId, '2');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ username: 'customer', userType: role }));
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(extra.cart ?? []));
  localStorage.setItem(STORAGE_KEYS.wishlist, JSON.stringify(extra.wishlist ?? []));
}

/** What the API client rejects with when the API answers with an error. */
export function apiError(status: number, message = 'Request failed') {
  return new ApiError(status, { message });
}

/** Reports every location the router moves to. */
function Probe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

interface RenderOptions {
  path?: string;
  url?: string;
  state?: unknown;
  /**
   * Served as the server serves it: `ui` rendered to HTML first, with this query client (the
   * server's prefetched data), then hydrated over that HTML in the browser.
   */
  hydrateWith?: QueryClient;
}

/**
 * Renders `ui` at `url` (matched by `path`) with a fresh store and query client, as the shell
 * would; any other address renders nothing. `router.state.location` is where the page went.
 */
export function renderPage(ui: ReactElement, { path = '/', url = '/', state, hydrateWith }: RenderOptions = {}) {
  const queryClient =
    hydrateWith ?? new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const [pathname = '/', search] = url.split('?');
  const router = { state: { location: { pathname, search: search ? `?${search}` : '', state } as Location } };
  const store = createStore({ serverRendered: Boolean(hydrateWith) });
  const page = (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <Probe onLocation={(location) => (router.state.location = location)} />
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>
  );
  let result: RenderResult;
  if (hydrateWith) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(page);
    result = render(page, { container, hydrate: true });
  } else {
    result = render(page);
  }
  return { ...result, router, queryClient, store };
}
