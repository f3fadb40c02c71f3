import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { createStore, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-contracts/router';
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
            <Route path="/admin" element={<AdminLayout />}>
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="category" element={<CategoryPage />} />
              <Route path="product" element={<ProductPage />} />
              <Route path="order" element={<OrderPage />} />
              <Route path="company" element={<CompanyPage />} />
              <Route path="legal" element={<LegalPage />} />
              <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
            </Route>
            <Route path="*" element={<Navigate to="/admin/dashboard" replace />} />
          </Routes>
        </BrowserRouter>
        <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
