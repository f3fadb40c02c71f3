import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import type { Cart } from 'shared-contracts';
import { cartApi } from './api-client';
import { useCart } from './basket';
import { clearSession, storeSession } from './storage';
import { createStore } from './store';

const CART: Cart = {
  id: 1,
  userId: 7,
  items: [{ id: 5, quantity: 2, product: { id: 3, name: 'Phone', images: [], variant: { id: 11 } } }],
} as unknown as Cart;

beforeEach(() => localStorage.clear());

test('the cart read for a shopper is forgotten the moment the session ends', async () => {
  jest.spyOn(cartApi, 'get').mockResolvedValue({ cart: CART });
  storeSession('token-1', { id: 7, username: 'asha', userType: 'CUSTOMER' });
  const store = createStore();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
  const { result } = renderHook(() => useCart(), { wrapper });
  await waitFor(() => expect(result.current.data?.cart.items).toHaveLength(1));
  expect(localStorage.getItem('cart')).toBe('[11]');

  act(() => clearSession());
  await waitFor(() => expect(result.current.data).toBeUndefined());
  expect(localStorage.getItem('cart')).toBeNull();
});
