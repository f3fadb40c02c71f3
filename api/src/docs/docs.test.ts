import { ALL_ORDERS_LIMIT } from 'shared-contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('OpenAPI at /docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves a browsable page', async () => {
    const response = await fetch(`${t.baseUrl}/docs`, { redirect: 'follow' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
  });

  it('names the API relative to the document, so it is right directly and under /api through the site', async () => {
    const { body } = await t.request('GET', '/docs/json');
    const [server] = body.servers;
    expect(new URL(server.url, 'https://shop.example/docs/json').href).toBe('https://shop.example/');
    expect(new URL(server.url, 'https://shop.example/api/docs/json').href).toBe('https://shop.example/api/');
  });

  it('describes every route, generated from the route schemas', async () => {
    const { status, body } = await t.request('GET', '/docs/json');
    expect(status).toBe(200);
    expect(body.openapi).toMatch(/^3\./);
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/auth/register',
        '/auth/login',
        '/auth/me',
        '/auth/forgot-password/request-otp',
        '/auth/forgot-password/reset',
        '/users/profile',
        '/users/change-password',
        '/addresses',
        '/addresses/{id}',
        '/categories',
        '/categories/{id}',
        '/products',
        '/products/search',
        '/products/facets',
        '/products/by-name/{name}',
        '/products/category/{name}',
        '/products/{id}',
        '/company-details',
        '/legal-pages',
      ]),
    );
    const register = body.paths['/auth/register'].post.requestBody.content['application/json'].schema;
    expect(register.required).toEqual(expect.arrayContaining(['username', 'email', 'password']));
    const list = body.paths['/products'].get.parameters.map((p: { name: string }) => p.name);
    expect(list).toEqual(expect.arrayContaining(['page', 'limit', 'categoryIds', 'availability', 'sort']));
    expect(body.paths['/products'].post.security).toEqual([{ bearerAuth: [] }]);
    const allOrders = body.paths['/orders/all'].get;
    expect(allOrders.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'deliveryStatus']),
    );
    expect(allOrders.description).toContain(`every order, up to ${ALL_ORDERS_LIMIT}`);
  });
});

describe('/docs in production', () => {
  it('is not served unless enabled', async () => {
    const t = await createTestApp('pglite', { config: { docs: false } });
    try {
      expect((await fetch(`${t.baseUrl}/docs`)).status).toBe(404);
      expect((await t.request('GET', '/docs/json')).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});
