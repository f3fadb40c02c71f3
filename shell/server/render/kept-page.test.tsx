/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 *
 * Whole pages kept and reused (step 1 of rendering), through renderPage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from 'shared-contracts';
import { FALLBACK_COMPANY } from '../../src/layout/use-company';
import { createPageCache, type PageCache } from '../page-cache';
import { pageTemplate } from '../page-html';
import { renderPage, type SliceLoader } from '../render-page';

const template = pageTemplate('<html><head></head><body><div id="root"></div></body></html>');
const company = { ...FALLBACK_COMPANY, name: 'Volt Electronics' };

// The header's company details come from this API: a page whose query failed is never kept.
let api: Server;
let apiUrl: string;
beforeAll(async () => {
  api = createServer((request, response) => {
    const found = request.url === API_PATHS.companyDetails;
    response.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(found ? company : { message: 'Not found' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
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

function renderer(slice: SliceLoader, pageCache: PageCache) {
  return async (path: string) => {
    const page = await renderPage(new URL(path, 'http://shop.test'), {
      template,
      apiUrl,
      slice: () => slice,
      pages: { cache: pageCache, catalogueVersion },
      log: () => undefined,
    });
    return page && { status: page.status, html: await text(page.body) };
  };
}

describe('whole pages', () => {
  test('are reused while the catalogue and the slice are unchanged: nothing loaded, nothing rendered', async () => {
    const render = renderer(productSlice, createPageCache());

    const first = await render('/product/Phone');
    const second = await render('/product/Phone');

    expect(state.loads).toBe(1);
    expect(state.renders).toBe(1);
    expect(second).toEqual(first);
  });

  test('are built again after a catalogue change, with its data', async () => {
    const render = renderer(productSlice, createPageCache());

    await render('/product/Phone');
    state.price = 90;
    state.catalogue = 'c2';
    const changed = await render('/product/Phone');

    expect(state.loads).toBe(2);
    expect(changed?.html).toContain('Price ₹<!-- -->90');
  });

  test('are built again once the slice is redeployed', async () => {
    const render = renderer(productSlice, createPageCache());

    await render('/product/Phone');
    state.version = 'v2';
    await render('/product/Phone');

    expect(state.renders).toBe(2);
  });

  test('are built again once older than their bound, and not at all while the version cannot be read', async () => {
    const render = renderer(productSlice, createPageCache({ maxAgeMs: 30, maxEntries: 10, maxBytes: 1_000_000 }));

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
    const render = renderer(productSlice, createPageCache());

    await render('/product/Phone');
    state.throws = false;
    const rendered = await render('/product/Phone');

    expect(state.loads).toBe(2);
    expect(rendered?.html).toContain('Price ₹<!-- -->100');
  });

  test('whose query failed on the server are not kept', async () => {
    let renders = 0;
    const failing: SliceLoader = {
      load: async <T,>() => ({
        exports: {
          default: () => {
            renders += 1;
            return <p>Loading</p>;
          },
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

    const render = renderer(failing, createPageCache());
    await render('/product/Phone');
    await render('/product/Phone');

    expect(state.loads).toBe(0);
    expect(renders).toBe(2);
  });
});
