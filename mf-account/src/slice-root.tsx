import 'shared-contracts/tokens.css';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { ROUTES, TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from 'shared-contracts';
import { createStore, Toasts } from 'store-runtime';
import { BrowserRouter, Navigate, Route, Routes } from 'store-runtime/router';
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
            <Route path={ROUTES.login} element={<LoginPage />} />
            <Route path={ROUTES.myAccount.root} element={<AccountLayout />}>
              <Route path={ROUTES.myAccount.dashboard} element={<DashboardPage />} />
              <Route path={ROUTES.myAccount.orders} element={<OrdersPage />} />
              <Route path={ROUTES.myAccount.addresses} element={<AddressesPage />} />
              <Route path={ROUTES.myAccount.profile} element={<ProfilePage />} />
              <Route path={ROUTES.myAccount.password} element={<PasswordPage />} />
              <Route path="*" element={<Navigate to={ROUTES.myAccount.dashboard} replace />} />
            </Route>
            <Route path="*" element={<Navigate to={ROUTES.myAccount.dashboard} replace />} />
          </Routes>
        </BrowserRouter>
        <Toasts position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
      </QueryClientProvider>
    </Provider>
  );
}
