/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { setServerApiUrl } from 'store-runtime';
import { type MatchedRoute, matchRoute } from './match-route';
import { loadPageData, type SliceLoader } from './page-data';

// No API here: the header's company details fail at once.
setServerApiUrl('http://127.0.0.1:9');

const log = () => undefined;
const routeOf = async (path: string) => (await matchRoute(new URL(path, 'http://shop.test'))) as MatchedRoute;
const sliceWith = (module: unknown): SliceLoader => ({
  load: async <T,>() => ({ exports: module as T, version: 'v1' }),
  version: async () => 'v1',
});

test("the page's prefetch loads its queries and says its status and head", async () => {
  const url = new URL('/product/Phone', 'http://shop.test');
  const module = {
    default: () => null,
    prefetch: async (
      queryClient: import('@tanstack/react-query').QueryClient,
      request: { params: { name?: string } },
    ) => {
      await queryClient.prefetchQuery({
        queryKey: ['product', request.params.name],
        queryFn: async () => ({ price: 100 }),
      });
      return { status: 200, head: { title: 'Phone', description: 'A phone', canonicalPath: '/product/Phone' } };
    },
  };
  const data = await loadPageData(url, await routeOf('/product/Phone'), { slice: () => sliceWith(module), log });
  expect(data.status).toBe(200);
  expect(data.head?.title).toBe('Phone');
  expect(data.queryClient.getQueryData(['product', 'Phone'])).toEqual({ price: 100 });
});

test('a query that failed is left to the browser: dropped from the state, the page marked', async () => {
  const url = new URL('/about', 'http://shop.test');
  const data = await loadPageData(url, await routeOf('/about'), {
    slice: () => sliceWith({ default: () => null }),
    log,
  });
  // The company details failed (no API).
  expect(data.leftToBrowser).toBe(true);
  expect(data.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' })).toEqual(
    [],
  );
});

test('a slice with no server build leaves its slot to the browser', async () => {
  const url = new URL('/shop', 'http://shop.test');
  const data = await loadPageData(url, await routeOf('/shop'), { slice: () => undefined, log });
  expect(data.leftToBrowser).toBe(true);
  expect(data.status).toBe(200);
});
