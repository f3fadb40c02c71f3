import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ROUTES, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { createStore, Toasts } from 'store-runtime';
import { BrowserRouter, Navigate, Route, Routes } from 'store-runtime/router';
import AboutPage from './about/about-page';
import HomePage from './home/home-page';
import LegalPage from './legal/legal-page';
import ProductPage from './product/product-page';
import ShopPage from './shop/shop-page';
import WishlistPage from './wishlist/wishlist-page';

const store = createStore();
const queryClient = new QueryClient();

/** The slice's pages on their own, as the shell would route them. */
export function SliceRoot() {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path={ROUTES.home} element={<HomePage />} />
            <Route path={ROUTES.shop} element={<ShopPage />} />
            <Route path={ROUTES.patterns.product} element={<ProductPage />} />
            <Route path={ROUTES.wishlist} element={<WishlistPage />} />
            <Route path={ROUTES.about} element={<AboutPage />} />
            <Route path={ROUTES.patterns.legal} element={<LegalPage />} />
            <Route path="*" element={<Navigate to={ROUTES.home} replace />} />
          </Routes>
        </BrowserRouter>
        <Toasts position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
