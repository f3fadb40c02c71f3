import path from 'node:path';
import { createAppConfig, remoteExposes, remotePort } from '../rspack.shared';

export default createAppConfig({
  dir: path.resolve(__dirname),
  port: remotePort('mf_cart_checkout'),
  name: 'mf_cart_checkout',
  exposes: remoteExposes('mf_cart_checkout', {
    CartPage: './src/cart/cart-page.tsx',
    CheckoutPage: './src/checkout/checkout-page.tsx',
  }),
});
