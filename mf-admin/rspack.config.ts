import path from 'node:path';
import { createAppConfig, federationRuntimeConfig, remoteExposes, remotePort } from '../rspack.shared';

const dir = path.resolve(__dirname);

export default [
  createAppConfig({
    dir,
    port: remotePort('mf_admin'),
    name: 'mf_admin',
    exposes: remoteExposes('mf_admin', {
      AdminLayout: './src/layout/admin-layout.tsx',
      DashboardPage: './src/dashboard/dashboard-page.tsx',
      CategoryPage: './src/category/category-page.tsx',
      ProductPage: './src/product/product-page.tsx',
      OrderPage: './src/order/order-page.tsx',
      CompanyPage: './src/company/company-page.tsx',
      LegalPage: './src/legal/legal-page.tsx',
    }),
  }),
  federationRuntimeConfig({ dir, name: 'mf_admin' }),
];
