/**
 * The route table of product rules §2. Every page is a federated module rendered in its
 * own slot; the shell owns the redirects, the guards and the public layout. Routes with a
 * `serverRendered` handle are rendered by the shell's SSR server (server-rendered.tsx).
 */

import { ROUTES } from 'shared-contracts';
import { Navigate, type RouteObject } from 'store-runtime/router';
import { AdminOnly, CustomerOnly, SignedInOnly } from './guards';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RemoteSlot } from './remotes/remote-slot';
import { type ServerRendered, serverRenderedSlot } from './server-rendered';

const toAccountDashboard = <Navigate to={ROUTES.myAccount.dashboard} replace />;
const toAdminDashboard = <Navigate to={ROUTES.admin.dashboard} replace />;

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    children: [
      { index: true, ...serverRenderedSlot('mf_catalog/HomePage') },
      { path: ROUTES.home, ...serverRenderedSlot('mf_catalog/HomePage') },
      { path: ROUTES.about, ...serverRenderedSlot('mf_catalog/AboutPage') },
      { path: ROUTES.shop, ...serverRenderedSlot('mf_catalog/ShopPage') },
      { path: ROUTES.patterns.product, ...serverRenderedSlot('mf_catalog/ProductPage') },
      { path: ROUTES.patterns.legal, ...serverRenderedSlot('mf_catalog/LegalPage') },
      {
        path: ROUTES.wishlist,
        element: (
          <SignedInOnly>
            <RemoteSlot id="mf_catalog/WishlistPage" />
          </SignedInOnly>
        ),
      },
      { path: ROUTES.login, element: <RemoteSlot id="mf_account/LoginPage" /> },
      {
        path: ROUTES.cart,
        element: (
          <SignedInOnly>
            <RemoteSlot id="mf_cart_checkout/CartPage" />
          </SignedInOnly>
        ),
      },
      {
        path: ROUTES.checkout,
        element: (
          <SignedInOnly>
            <RemoteSlot id="mf_cart_checkout/CheckoutPage" />
          </SignedInOnly>
        ),
      },
      {
        path: ROUTES.myAccount.root,
        element: (
          <CustomerOnly>
            <RemoteSlot id="mf_account/AccountLayout" />
          </CustomerOnly>
        ),
        children: [
          { index: true, element: toAccountDashboard },
          { path: ROUTES.myAccount.dashboard, element: <RemoteSlot id="mf_account/DashboardPage" /> },
          { path: ROUTES.myAccount.orders, element: <RemoteSlot id="mf_account/OrdersPage" /> },
          { path: ROUTES.myAccount.addresses, element: <RemoteSlot id="mf_account/AddressesPage" /> },
          { path: ROUTES.myAccount.profile, element: <RemoteSlot id="mf_account/ProfilePage" /> },
          { path: ROUTES.myAccount.password, element: <RemoteSlot id="mf_account/PasswordPage" /> },
          { path: '*', element: toAccountDashboard },
        ],
      },
      { path: '*', element: <NotFoundPage />, handle: { serverRendered: { status: 404 } satisfies ServerRendered } },
    ],
  },
  {
    path: ROUTES.admin.root,
    element: (
      <AdminOnly>
        <RemoteSlot id="mf_admin/AdminLayout" />
      </AdminOnly>
    ),
    children: [
      { index: true, element: toAdminDashboard },
      { path: ROUTES.admin.dashboard, element: <RemoteSlot id="mf_admin/DashboardPage" /> },
      { path: ROUTES.admin.category, element: <RemoteSlot id="mf_admin/CategoryPage" /> },
      { path: ROUTES.admin.product, element: <RemoteSlot id="mf_admin/ProductPage" /> },
      { path: ROUTES.admin.order, element: <RemoteSlot id="mf_admin/OrderPage" /> },
      { path: ROUTES.admin.company, element: <RemoteSlot id="mf_admin/CompanyPage" /> },
      { path: ROUTES.admin.legal, element: <RemoteSlot id="mf_admin/LegalPage" /> },
      { path: '*', element: toAdminDashboard },
    ],
  },
];
