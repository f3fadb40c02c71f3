/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from 'shared-contracts';
import { setServerApiUrl } from 'store-runtime';
import { FALLBACK_COMPANY } from '../src/layout/use-company';
import { createPageCache, type PageCache } from './page-cache';
import { pageTemplate } from './page-html';
import { createRenderCache, type RenderCache } from './render-cache';
import { renderPage, type SliceLoader } from './render-page';

const template = pageTemplate('<html><head></head><body><div id="root"></div></body></html>');
const company = { ...FALLBACK_COMPANY, name: 'Volt Electronics' };

// The header's company details come from this API: a page whose query failed is never cached.
let api: Server;
beforeAll(async () => {
  api = createServer((request, response) => {
    const found = request.url === API_PATHS.companyDetails;
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found ? company : { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  setServerApiUrl(`http://127.0.0.1:${(api.address() as AddressInfo).port}`);
});
afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

async function text(body: Readable): Promise<string> {
  let html = '';
  for await (const chunk of body) html += chunk;
  return html;
}

/** The slice the tests deploy: its code's version, the price its API gives and how often its page rendered. */
const state = { price: 100, version: 'v1', renders: 0, loads: 0, throws: false, catalogue: 'c1' };
beforeEach(() =>
  Object.assign(state, { price: 100, version: 'v1', renders: 0, loads: 0, throws: false, catalogue: 'c1' }),
);

function ProductPage() {
  state.renders += 1;
  if (state.throws) throw new Error('broken slice');
  const price = useQueryClient().getQueryData<number>(['price']);
  return <p>Price ₹{price}</p>;
}

const productSlice: SliceLoader = {
  load: async <T,>() => ({
    exports: {
      default: ProductPage,
      prefetch: (queryClient: QueryClient) =>
        queryClient.prefetchQuery({
          queryKey: ['price'],
          queryFn: async () => {
            state.loads += 1;
            return state.price;
          },
        }),
    } as T,
    version: state.version,
  }),
  version: async () => state.version,
};

/** The catalogue version as the API reports it: state.catalogue, or a failure when it is 'down'. */
const catalogueVersion = async () => {
  if (state.catalogue === 'down') throw new Error('API down');
  return state.catalogue;
};

function renderer(slice: SliceLoader, cache: RenderCache, pageCache?: PageCache) {
  return async (path: string) => {
    const page = await renderPage(new URL(path, 'http://shop.test'), {
      template,
      slice: () => slice,
      cache,
      pages: pageCache && { cache: pageCache, catalogueVersion },
      log: () => undefined,
    });
    return page && { status: page.status, html: await text(page.body) };
  };
}

test('the same page with the same data is served from the cache without rendering it again', async () => {
  const render = renderer(productSlice, createRenderCache());

  const first = await render('/product/Phone');
  const second = await render('/product/Phone');

  expect(state.renders).toBe(1);
  expect(second?.status).toBe(200);
  expect(second?.html).toContain('Price ₹<!-- -->100');
  expect(second?.html).toContain('Volt Electronics');
  // The markup is the same; the dehydrated state is built afresh for each request.
  expect(second?.html.split('<script')[0]).toBe(first?.html.split('<script')[0]);
  expect(second?.html).toContain('<script type="application/json" id="__STORE_SSR_STATE__">');
});

test('a changed price renders the page again', async () => {
  const render = renderer(productSlice, createRenderCache());

  await render('/product/Phone');
  state.price = 90;
  const changed = await render('/product/Phone');

  expect(state.renders).toBe(2);
  expect(changed?.html).toContain('Price ₹<!-- -->90');
});

test('another URL, query string included, is another page', async () => {
  const render = renderer(productSlice, createRenderCache());

  await render('/product/Phone');
  await render('/product/Phone?ref=mail');
  await render('/product/Tablet');

  expect(state.renders).toBe(3);
});

test('a redeployed slice renders the page again', async () => {
  const render = renderer(productSlice, createRenderCache());

  await render('/product/Phone');
  state.version = 'v2';
  await render('/product/Phone');

  expect(state.renders).toBe(2);
});

test('a page whose slot failed is not cached: the next request renders it again', async () => {
  state.throws = true;
  const cache = createRenderCache();
  const render = renderer(productSlice, cache);

  const failed = await render('/product/Phone');
  expect(failed?.html).toContain('<!--$!-->');
  expect(cache.entries).toBe(0);

  state.throws = false;
  const rendered = await render('/product/Phone');
  expect(rendered?.html).toContain('Price ₹<!-- -->100');
  expect(cache.entries).toBe(1);
});

test('a page whose query failed on the server is not cached', async () => {
  const cache = createRenderCache();
  const failing: SliceLoader = {
    load: async <T,>() => ({
      exports: {
        default: () => <p>Loading</p>,
        prefetch: (queryClient: QueryClient) =>
          queryClient.prefetchQuery({
            queryKey: ['price'],
            queryFn: async () => {
              throw new Error('API down');
            },
            retry: false,
          }),
      } as T,
      version: 'v1',
    }),
    version: async () => 'v1',
  };

  await renderer(failing, cache)('/product/Phone');

  expect(cache.entries).toBe(0);
});

test('the cache keeps at most its bound of entries and bytes, dropping the least recently used', () => {
  const byCount = createRenderCache({ maxEntries: 2, maxBytes: 1_000_000 });
  byCount.set('a', 'A');
  byCount.set('b', 'B');
  byCount.get('a');
  byCount.set('c', 'C');
  expect(byCount.entries).toBe(2);
  expect(byCount.get('b')).toBeUndefined();
  expect(byCount.get('a')).toBe('A');

  // 2 bytes a character: two pages of 40 characters do not fit in 100 bytes.
  const byBytes = createRenderCache({ maxEntries: 100, maxBytes: 100 });
  byBytes.set('a', 'x'.repeat(40));
  byBytes.set('b', 'y'.repeat(40));
  expect(byBytes.entries).toBe(1);
  expect(byBytes.bytes).toBeLessThanOrEqual(100);
  expect(byBytes.get('b')).toBe('y'.repeat(40));
  // A page larger than the whole bound is not kept at all.
  byBytes.set('c', 'z'.repeat(60));
  expect(byBytes.get('c')).toBeUndefined();
});

describe('whole pages', () => {
  test('are reused while the catalogue and the slice are unchanged: nothing loaded, nothing rendered', async () => {
    const render = renderer(productSlice, createRenderCache(), createPageCache());

    const first = await render('/product/Phone');
    const second = await render('/product/Phone');

    expect(state.loads).toBe(1);
    expect(state.renders).toBe(1);
    expect(second).toEqual(first);
  });

  test('are built again after a catalogue change, with its data', async () => {
    const render = renderer(productSlice, createRenderCache(), createPageCache());

    await render('/product/Phone');
    state.price = 90;
    state.catalogue = 'c2';
    const changed = await render('/product/Phone');

    expect(state.loads).toBe(2);
    expect(changed?.html).toContain('Price ₹<!-- -->90');
  });

  test('are built again once the slice is redeployed', async () => {
    const render = renderer(productSlice, createRenderCache(), createPageCache());

    await render('/product/Phone');
    state.version = 'v2';
    await render('/product/Phone');

    expect(state.renders).toBe(2);
  });

  test('are built again once older than their bound, and not at all while the version cannot be read', async () => {
    const render = renderer(
      productSlice,
      createRenderCache(),
      createPageCache({ maxAgeMs: 30, maxEntries: 10, maxBytes: 1_000_000 }),
    );

    await render('/product/Phone');
    await new Promise((resolve) => setTimeout(resolve, 60));
    await render('/product/Phone');
    expect(state.loads).toBe(2);

    state.catalogue = 'down';
    await render('/product/Phone');
    await render('/product/Phone');
    expect(state.loads).toBe(4);
  });

  test('whose slot failed are not kept', async () => {
    state.throws = true;
    const render = renderer(productSlice, createRenderCache(), createPageCache());

    await render('/product/Phone');
    state.throws = false;
    const rendered = await render('/product/Phone');

    expect(state.loads).toBe(2);
    expect(rendered?.html).toContain('Price ₹<!-- -->100');
  });
});
