import path from 'node:path';
import { createAppConfig, federationRuntimeConfig, remoteExposes, remotePort } from '../rspack.shared';

const dir = path.resolve(__dirname);

export default [
  createAppConfig({
    dir,
    port: remotePort('mf_cart_checkout'),
    name: 'mf_cart_checkout',
    exposes: remoteExposes('mf_cart_checkout', {
      CartPage: './src/cart/cart-page.tsx',
      CheckoutPage: './src/checkout/checkout-page.tsx',
    }),
  }),
  federationRuntimeConfig({ dir, name: 'mf_cart_checkout' }),
];
