/**
 * The route table of spec §2. Every page is a federated module rendered in its
 * own slot; the shell owns the redirects, the guards and the public layout.
 */

import { ROUTES } from 'shared-contracts';
import { Navigate, type RouteObject } from 'shared-contracts/router';
import { AdminOnly, CustomerOnly, SignedInOnly } from './guards';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteSlot } from './remotes/remote-slot';

const toAccountDashboard = <Navigate to={ROUTES.myAccount.dashboard} replace />;
const toAdminDashboard = <Navigate to={ROUTES.admin.dashboard} replace />;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, element: <RemoteSlot id="mf_catalog/HomePage" /> },
      { path: 'home', element: <RemoteSlot id="mf_catalog/HomePage" /> },
      { path: 'about', element: <RemoteSlot id="mf_catalog/AboutPage" /> },
      { path: 'shop', element: <RemoteSlot id="mf_catalog/ShopPage" /> },
      { path: 'product/:name', element: <RemoteSlot id="mf_catalog/ProductPage" /> },
      { path: 'legal/:slug', element: <RemoteSlot id="mf_catalog/LegalPage" /> },
      {
        path: 'wishlist',
        element: (
          <SignedInOnly>
            <RemoteSlot id="mf_catalog/WishlistPage" />
          </SignedInOnly>
        ),
      },
      { path: 'login', element: <RemoteSlot id="mf_account/LoginPage" /> },
      {
        path: 'cart',
        element: (
          <SignedInOnly>
            <RemoteSlot id="mf_cart_checkout/CartPage" />
          </SignedInOnly>
        ),
      },
      {
        path: 'checkout',
        element: (
          <SignedInOnly>
            <RemoteSlot id="mf_cart_checkout/CheckoutPage" />
          </SignedInOnly>
        ),
      },
      {
        path: 'myaccount',
        element: (
          <CustomerOnly>
            <RemoteSlot id="mf_account/AccountLayout" />
          </CustomerOnly>
        ),
        children: [
          { index: true, element: toAccountDashboard },
          { path: 'dashboard', element: <RemoteSlot id="mf_account/DashboardPage" /> },
          { path: 'order', element: <RemoteSlot id="mf_account/OrdersPage" /> },
          { path: 'address', element: <RemoteSlot id="mf_account/AddressesPage" /> },
          { path: 'account', element: <RemoteSlot id="mf_account/ProfilePage" /> },
          { path: 'password', element: <RemoteSlot id="mf_account/PasswordPage" /> },
          { path: '*', element: toAccountDashboard },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: (
      <AdminOnly>
        <RemoteSlot id="mf_admin/AdminLayout" />
      </AdminOnly>
    ),
    children: [
      { index: true, element: toAdminDashboard },
      { path: 'dashboard', element: <RemoteSlot id="mf_admin/DashboardPage" /> },
      { path: 'category', element: <RemoteSlot id="mf_admin/CategoryPage" /> },
      { path: 'product', element: <RemoteSlot id="mf_admin/ProductPage" /> },
      { path: 'order', element: <RemoteSlot id="mf_admin/OrderPage" /> },
      { path: 'company', element: <RemoteSlot id="mf_admin/CompanyPage" /> },
      { path: 'legal', element: <RemoteSlot id="mf_admin/LegalPage" /> },
      { path: '*', element: toAdminDashboard },
    ],
  },
];
