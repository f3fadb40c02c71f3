import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { createStore, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-contracts/router';
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
            <Route path="/cart" element={<CartPage />} />
            <Route path="/checkout" element={<CheckoutPage />} />
            <Route path="*" element={<Navigate to="/cart" replace />} />
          </Routes>
        </BrowserRouter>
        <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
