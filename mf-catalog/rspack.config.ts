import path from 'node:path';
import { createAppConfig, federationRuntimeConfig, remoteExposes, remotePort } from '../rspack.shared';

/** What the slice exposes, the same for its browser and its Node build (rspack.server.config.ts). */
export const catalogExposes = remoteExposes('mf_catalog', {
  HomePage: './src/home/home-page.tsx',
  ShopPage: './src/shop/shop-page.tsx',
  ProductPage: './src/product/product-page.tsx',
  WishlistPage: './src/wishlist/wishlist-page.tsx',
  AboutPage: './src/about/about-page.tsx',
  LegalPage: './src/legal/legal-page.tsx',
  SearchOverlay: './src/search/search-overlay.tsx',
});

const dir = path.resolve(__dirname);

/** The slice's browser build, which its Node build (rspack.server.config.ts) starts from. */
export const catalogBrowserConfig = createAppConfig({
  dir,
  port: remotePort('mf_catalog'),
  name: 'mf_catalog',
  exposes: catalogExposes,
  // `npm run dev:server` builds the slice for Node here; the shell's dev server renders with it.
  devNodeBuild: path.resolve(__dirname, 'dist-dev', 'server'),
});

export default [catalogBrowserConfig, federationRuntimeConfig({ dir, name: 'mf_catalog' })];
