import path from 'node:path';
import { createAppConfig, federationRuntimeConfig, remoteExposes, remotePort } from '../rspack.shared';

const dir = path.resolve(__dirname);

export default [
  createAppConfig({
    dir,
    port: remotePort('mf_account'),
    name: 'mf_account',
    exposes: remoteExposes('mf_account', {
      AccountLayout: './src/layout/account-layout.tsx',
      LoginPage: './src/login/login-page.tsx',
      DashboardPage: './src/dashboard/dashboard-page.tsx',
      OrdersPage: './src/orders/orders-page.tsx',
      AddressesPage: './src/addresses/addresses-page.tsx',
      ProfilePage: './src/profile/profile-page.tsx',
      PasswordPage: './src/password/password-page.tsx',
    }),
  }),
  federationRuntimeConfig({ dir, name: 'mf_account' }),
];
