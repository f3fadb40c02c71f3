import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ToastContainer } from 'react-toastify';
import { createStore, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { BrowserRouter, Navigate, Route, Routes } from 'shared-contracts/router';
import AddressesPage from './addresses/addresses-page';
import DashboardPage from './dashboard/dashboard-page';
import AccountLayout from './layout/account-layout';
import LoginPage from './login/login-page';
import OrdersPage from './orders/orders-page';
import PasswordPage from './password/password-page';
import ProfilePage from './profile/profile-page';

const store = createStore();
const queryClient = new QueryClient();

/** The slice's pages on their own, as the shell would route them. */
export function SliceRoot() {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/myaccount" element={<AccountLayout />}>
              <Route path="dashboard" element={<DashboardPage />} />
              <Route path="order" element={<OrdersPage />} />
              <Route path="address" element={<AddressesPage />} />
              <Route path="account" element={<ProfilePage />} />
              <Route path="password" element={<PasswordPage />} />
              <Route path="*" element={<Navigate to="/myaccount/dashboard" replace />} />
            </Route>
            <Route path="*" element={<Navigate to="/myaccount/dashboard" replace />} />
          </Routes>
        </BrowserRouter>
        <ToastContainer position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
