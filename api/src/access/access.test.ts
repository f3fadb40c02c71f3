/**
 * The access matrix: every store endpoint called by an anonymous visitor, two
 * customers (A owns the address) and an admin. Admin calls send bodies that fail validation
 * on purpose: a 400 proves the caller got past the guard without changing anything.
 */
import type { Category, Product } from 'shared-contracts';
import { ADMIN, CUSTOMER, createTestApp, DATABASES, formWith, type TestApp } from '../test/test-app.js';

type Role = 'anonymous' | 'customerA' | 'customerB' | 'admin';
type Expect = Record<Role, number>;

const everyone = (status: number): Expect => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  admin: status,
});
const adminOnly = (adminStatus: number): Expect => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  admin: adminStatus,
});

describe.each(DATABASES)('access matrix on %s', (kind) => {
  let t: TestApp;
  const tokens: Partial<Record<Role, string>> = {};
  let addressId: number;
  let product: Product;
  let category: Category;

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    tokens.customerA = await t.login(CUSTOMER);
    tokens.customerB = (await t.registerCustomer('bhavna')).token;
    tokens.admin = await t.login(ADMIN);
    const address = await t.request('POST', '/addresses', {
      token: tokens.customerA,
      json: {
        fullName: 'Asha Verma',
        mobile: '9876543210',
        addressLine1: '1 Lake Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
        // The default address is never deleted: the matrix's DELETE is refused whatever else it has.
        isDefault: true,
      },
    });
    addressId = address.body.address.id;
    product = (await t.request('GET', '/products', { query: { limit: 1 } })).body.data[0];
    category = (await t.request('GET', '/categories')).body[0];
  });
  afterAll(() => t.close());

  // [method, path, body, expected status per role]
  const cases = (): [string, string, { json?: unknown; form?: () => FormData }, Expect][] => [
    ['GET', '/health', {}, everyone(200)],
    ['GET', '/docs/json', {}, everyone(200)],
    ['GET', '/categories', {}, everyone(200)],
    ['GET', '/products', {}, everyone(200)],
    ['GET', '/products/search?q=phone', {}, everyone(200)],
    ['GET', '/products/facets', {}, everyone(200)],
    ['GET', `/products/by-name/${encodeURIComponent(product.name)}`, {}, everyone(200)],
    ['GET', '/products/category/Mobiles', {}, everyone(200)],
    ['GET', `/products/${product.id}`, {}, everyone(200)],
    ['GET', '/company-details', {}, everyone(200)],
    ['GET', '/legal-pages', {}, everyone(200)],
    ['POST', '/auth/login', { json: {} }, everyone(400)],
    ['POST', '/auth/register', { json: {} }, everyone(400)],
    ['POST', '/auth/forgot-password/request-otp', { json: {} }, everyone(400)],
    ['POST', '/auth/forgot-password/reset', { json: {} }, everyone(400)],
    ['GET', '/auth/me', {}, { anonymous: 401, customerA: 200, customerB: 200, admin: 200 }],
    [
      'PUT',
      '/users/profile',
      { json: { mobile: '1' } },
      { anonymous: 401, customerA: 400, customerB: 400, admin: 400 },
    ],
    ['PUT', '/users/change-password', { json: {} }, { anonymous: 401, customerA: 400, customerB: 400, admin: 400 }],
    ['GET', '/addresses', {}, { anonymous: 401, customerA: 200, customerB: 200, admin: 200 }],
    ['POST', '/addresses', { json: {} }, { anonymous: 401, customerA: 400, customerB: 400, admin: 400 }],
    // Someone else's address does not exist for you.
    [
      'PUT',
      `/addresses/${addressId}`,
      { json: { city: 'Nashik' } },
      { anonymous: 401, customerA: 200, customerB: 404, admin: 404 },
    ],
    ['DELETE', `/addresses/${addressId}`, {}, { anonymous: 401, customerA: 400, customerB: 404, admin: 404 }],
    ['POST', '/categories', { form: () => formWith({}) }, adminOnly(400)],
    ['PUT', `/categories/${category.id}`, { form: () => formWith({}) }, adminOnly(400)],
    ['DELETE', `/categories/${category.id}`, {}, adminOnly(409)],
    ['GET', '/products/admin', {}, adminOnly(200)],
    ['POST', '/back-in-stock', { json: {} }, { anonymous: 401, customerA: 400, customerB: 400, admin: 403 }],
    ['POST', '/back-in-stock/guest', { json: {} }, everyone(400)],
    ['POST', '/back-in-stock/confirm', { json: {} }, everyone(400)],
    ['POST', '/back-in-stock/unsubscribe', { json: {} }, everyone(400)],
    ['POST', '/products', { form: () => formWith({ id: String(product.id) }) }, adminOnly(400)],
    ['DELETE', '/products/999999', {}, adminOnly(404)],
    ['PUT', '/company-details', { form: () => formWith({}) }, adminOnly(400)],
    ['POST', '/legal-pages', { json: {} }, adminOnly(400)],
  ];

  it('answers every endpoint with the expected status for every role, always with JSON', async () => {
    const failures: string[] = [];
    for (const [method, url, body, expected] of cases()) {
      for (const role of ['anonymous', 'customerA', 'customerB', 'admin'] as const) {
        const response = await t.request(method, url, { token: tokens[role], json: body.json, form: body.form?.() });
        if (response.status !== expected[role])
          failures.push(`${role} ${method} ${url}: ${response.status} ${JSON.stringify(response.body)}`);
        if (response.status >= 400 && typeof response.body?.message !== 'string')
          failures.push(`${role} ${method} ${url}: no {message}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('leaves data untouched when a customer tries an admin write', async () => {
    for (const role of ['customerA', 'customerB'] as const) {
      expect((await t.request('DELETE', `/products/${product.id}`, { token: tokens[role] })).status).toBe(403);
    }
    expect((await t.request('GET', `/products/${product.id}`)).body.product).toEqual(product);
  });
});
