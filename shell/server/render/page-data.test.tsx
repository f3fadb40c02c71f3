/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PATHS, type Company, QUERY_KEYS } from 'shared-contracts';
import { FALLBACK_COMPANY } from '../../src/layout/use-company';
import { type MatchedRoute, matchRoute } from './match-route';
import { loadPageData, type SliceLoader } from './page-data';

// No API here: the header's company details fail at once.
const apiUrl = 'http://127.0.0.1:9';

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
  const data = await loadPageData(url, await routeOf('/product/Phone'), {
    apiUrl,
    slice: () => sliceWith(module),
    log,
  });
  expect(data.status).toBe(200);
  expect(data.head?.title).toBe('Phone');
  expect(data.queryClient.getQueryData(['product', 'Phone'])).toEqual({ price: 100 });
});

test('a query that failed is left to the browser: dropped from the state, the page marked', async () => {
  const url = new URL('/about', 'http://shop.test');
  const data = await loadPageData(url, await routeOf('/about'), {
    apiUrl,
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
  const data = await loadPageData(url, await routeOf('/shop'), { apiUrl, slice: () => undefined, log });
  expect(data.leftToBrowser).toBe(true);
  expect(data.status).toBe(200);
});

test("each request's queries ask the API it was given, even while another request asks another", async () => {
  const apiNamed = async (name: string) => {
    const server = createServer((request, response) => {
      response.writeHead(request.url === API_PATHS.companyDetails ? 200 : 404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ ...FALLBACK_COMPANY, name }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  };
  const [north, south] = await Promise.all([apiNamed('North Store'), apiNamed('South Store')]);
  try {
    const url = new URL('/shop', 'http://shop.test');
    const route = await routeOf('/shop');
    const [fromNorth, fromSouth] = await Promise.all([
      loadPageData(url, route, { apiUrl: north.url, slice: () => undefined, log }),
      loadPageData(url, route, { apiUrl: south.url, slice: () => undefined, log }),
    ]);
    const companyOf = (data: typeof fromNorth) => data.queryClient.getQueryData<Company>(QUERY_KEYS.company)?.name;
    expect([companyOf(fromNorth), companyOf(fromSouth)]).toEqual(['North Store', 'South Store']);
  } finally {
    north.server.close();
    south.server.close();
  }
});
