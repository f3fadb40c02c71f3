import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ROUTES, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { createStore, Toasts } from 'store-runtime';
import { BrowserRouter, Navigate, Route, Routes } from 'store-runtime/router';
import CategoryPage from './category/category-page';
import CompanyPage from './company/company-page';
import DashboardPage from './dashboard/dashboard-page';
import AdminLayout from './layout/admin-layout';
import LegalPage from './legal/legal-page';
import OrderPage from './order/order-page';
import ProductPage from './product/product-page';

const store = createStore();
const queryClient = new QueryClient();

/** The slice's pages on their own, as the shell would route them. */
export function SliceRoot() {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path={ROUTES.admin.root} element={<AdminLayout />}>
              <Route path={ROUTES.admin.dashboard} element={<DashboardPage />} />
              <Route path={ROUTES.admin.category} element={<CategoryPage />} />
              <Route path={ROUTES.admin.product} element={<ProductPage />} />
              <Route path={ROUTES.admin.order} element={<OrderPage />} />
              <Route path={ROUTES.admin.company} element={<CompanyPage />} />
              <Route path={ROUTES.admin.legal} element={<LegalPage />} />
              <Route path="*" element={<Navigate to={ROUTES.admin.dashboard} replace />} />
            </Route>
            <Route path="*" element={<Navigate to={ROUTES.admin.dashboard} replace />} />
          </Routes>
        </BrowserRouter>
        <Toasts position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
