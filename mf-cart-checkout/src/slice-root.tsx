import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ROUTES, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { createStore, Toasts } from 'store-runtime';
import { BrowserRouter, Navigate, Route, Routes } from 'store-runtime/router';
import CartPage from './cart/cart-page';
import CheckoutPage from './checkout/checkout-page';

const store = createStore();
const queryClient = new QueryClient();

/** The slice's pages on their own, as the shell would route them. */
export function SliceRoot() {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path={ROUTES.cart} element={<CartPage />} />
            <Route path={ROUTES.checkout} element={<CheckoutPage />} />
            <Route path="*" element={<Navigate to={ROUTES.cart} replace />} />
          </Routes>
        </BrowserRouter>
        <Toasts position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
