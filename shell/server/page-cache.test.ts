/**
 * @jest-environment node
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createPageCache } from './page-cache';

const versions = { catalogue: 'c1', slice: 'v1' };
const html = `<!doctype html><p>${'Samsung Galaxy S24 ₹74,999 '.repeat(200)}</p>`;

test('a kept page is sent compressed as the client accepts, compressed once for every request', () => {
  const cache = createPageCache();
  cache.set('http://shop.test/', versions, { status: 200, html });

  const page = cache.get('http://shop.test/', versions);
  const br = page?.encoded('br');
  expect(br && brotliDecompressSync(br).toString('utf8')).toBe(html);
  expect(br?.length).toBeLessThan(html.length / 10);
  expect(cache.get('http://shop.test/', versions)?.encoded('br')).toBe(br);
  const gzip = page?.encoded('gzip');
  expect(gzip && gunzipSync(gzip).toString('utf8')).toBe(html);
});

test('a page is only reused with the versions it was made from', () => {
  const cache = createPageCache();
  cache.set('http://shop.test/', versions, { status: 200, html });

  expect(cache.get('http://shop.test/', { ...versions, catalogue: 'c2' })).toBeUndefined();
  expect(cache.get('http://shop.test/', { ...versions, slice: 'v2' })).toBeUndefined();
  expect(cache.get('http://shop.test/?ref=mail', versions)).toBeUndefined();
  expect(cache.get('http://shop.test/', versions)?.status).toBe(200);
});

test('a kept page tells its slot, whatever it was made from, so that its versions can be read before routing', () => {
  const cache = createPageCache();
  cache.set('http://shop.test/product/Phone', versions, { status: 200, html, slot: 'mf_catalog/ProductPage' });
  cache.set('http://shop.test/about', versions, { status: 200, html });

  expect(cache.kept('http://shop.test/product/Phone')).toEqual({ slot: 'mf_catalog/ProductPage' });
  expect(cache.kept('http://shop.test/about')).toEqual({ slot: undefined });
  expect(cache.kept('http://shop.test/product/Tablet')).toBeUndefined();
});
