/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { matchRoute } from './match-route';

const match = (path: string) => matchRoute(new URL(path, 'http://shop.test'));

test('a public page is rendered on the server, with its slice page and parameters', async () => {
  const product = await match('/product/Galaxy%20S24');
  expect(product?.serverRendered.slot).toBe('mf_catalog/ProductPage');
  expect(product?.params.name).toBe('Galaxy S24');
  expect((await match('/'))?.serverRendered.slot).toBe('mf_catalog/HomePage');
});

test('an unknown path is the not-found page, 404', async () => {
  expect((await match('/no/such/page'))?.serverRendered).toEqual({ status: 404 });
});

test('pages behind login are left to the browser', async () => {
  for (const path of ['/cart', '/checkout', '/wishlist', '/myaccount/order', '/admin/product', '/login']) {
    expect(await match(path)).toBeNull();
  }
});
