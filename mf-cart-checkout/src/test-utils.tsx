/** Helpers for the slice's unit tests: providers like the shell's, fixtures, and a stored session. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { type Address, type Cart, type CartItem, type Order, STORAGE_KEYS, type Variant } from 'shared-contracts';
import { ApiError, createStore } from 'store-runtime';
import { MemoryRouter, Route, Routes } from 'store-runtime/router';

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

/** A cart line of `name` in the given variant. */
export function line(id: number, name: string, quantity: number, lineVariant: Variant): CartItem {
  return { id, quantity, product: { id, name, images: [], variant: lineVariant } };
}

export function cartOf(...items: CartItem[]): { cart: Cart } {
  return { cart: { id: 1, items } };
}

export const HOME: Address = {
  id: 11,
  userId: 2,
  fullName: 'Asha Rao',
  mobile: '9876543210',
  addressLine1: '12 MG Road',
  addressLine2: 'Flat 4B',
  landmark: 'Near Trinity Metro',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  isDefault: true,
};

export const OFFICE: Address = {
  id: 12,
  userId: 2,
  fullName: 'Asha Rao',
  mobile: '7012345678',
  addressLine1: '88 Park Street',
  addressLine2: null,
  landmark: null,
  city: 'Kolkata',
  state: 'West Bengal',
  postalCode: '700016',
  isDefault: false,
};

export function order(id: number, orderTotal: string, address: Address = HOME): Order {
  return {
    id,
    user: { firstName: 'Asha', lastName: 'Rao', email: 'asha@example.com' },
    orderTotal,
    paymentMethod: 'COD',
    paymentStatus: 'PENDING',
    deliveryStatus: 'PENDING',
    orderDate: '2026-11-28T10:00:00.000Z',
    createdAt: '2026-11-28T10:00:00.000Z',
    expectedDeliveryDate: '2026-12-05',
    deliveredOn: null,
    canceledOn: null,
    address,
    items: [],
  };
}

/** Stores a session as the login screen does. */
export function signInAs(role: 'CUSTOMER' | 'ADMIN') {
  localStorage.setItem(STORAGE_KEYS.authToken, 'token');
  localStorage.setItem(STORAGE_KEYS.role, role);
  localStorage.setItem(STORAGE_KEYS.userId, '2');
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ username: 'customer', userType: role }));
}

/** What the API client rejects with when the API answers with an error; no message: a body without one. */
export function apiError(status: number, message?: string) {
  return new ApiError(status, message === undefined ? {} : { message });
}

/** Renders a page at `path` with a fresh store and query client, as the shell would; other addresses render their name. */
export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const store = createStore();
  const result = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </Provider>,
  );
  return { ...result, queryClient, store };
}
