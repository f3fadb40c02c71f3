import path from 'node:path';
import { createAppConfig, remoteExposes, remotePort } from '../rspack.shared';

export default createAppConfig({
  dir: path.resolve(__dirname),
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
});
