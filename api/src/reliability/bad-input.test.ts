/**
 * Hostile input, endpoint by endpoint. The endpoints are read from the app's own router, so a new
 * one is covered without being listed here. Every hostile request must get a 4xx with a readable
 * JSON {message} (never a 5xx, never a stack trace or a database error), and what it carries must
 * not be stored wrongly: no unknown field, no script, nothing written outside the uploads folder.
 * Each matrix collects its failures and asserts once, so one run lists every bad answer.
 */
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { count, eq, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, MAX_UPLOAD_BYTES } from 'shared-contracts';
import { categoryFormSchema, companyDetailsSchema, productFormSchema } from 'shared-contracts/schemas';
import type { z } from 'zod';
import { addresses, categories, company, legalPages, products, productVariants, uploads, users } from '../db/schema.js';
import { DEPLOY_TOKENS_FILE } from '../releases/deploy-tokens.js';
import { createProduct } from '../test/commerce.js';
import { ADMIN, CUSTOMER, createTestApp, DATABASES, formWith, pngImage, type TestApp } from '../test/test-app.js';

// ---------------------------------------------------------------------------------------------
// The endpoints, from the app itself

interface OpenApiSchema {
  type?: string;
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  maxLength?: number;
  nullable?: boolean;
  enum?: unknown[];
  items?: OpenApiSchema;
}

interface OpenApiOperation {
  security?: unknown[];
  description?: string;
  parameters?: { in: string; name: string; required?: boolean; schema: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

interface Route {
  method: string;
  /** As registered: /orders/:id/cancel, /uploads/* */
  url: string;
  key: string;
  /** Path parameter names; '*' for a wildcard. */
  params: string[];
  /** The route's OpenAPI operation (body, query and security), when the docs describe it. */
  op: OpenApiOperation | undefined;
}

/**
 * Every route of the app, read from its router's tree (printRoutes: one node per line, indented
 * four characters a level, a route's methods in brackets) and matched with its OpenAPI operation.
 */
function routesOf(app: FastifyInstance): Route[] {
  const spec = app.swagger() as unknown as { paths: Record<string, Record<string, OpenApiOperation>> };
  const found: Route[] = [];
  const labels: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.trimEnd());
    if (!match) continue;
    labels.length = (match[1] ?? '').length / 4;
    labels.push(match[2] ?? '');
    const url = labels.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      // HEAD: fastify adds one to every GET, answered by the same handler. /docs: swagger-ui's
      // page, its static files and the generated description, which read no input of ours.
      if (method === 'HEAD' || url === '/docs' || url.startsWith('/docs/')) continue;
      found.push({
        method,
        url,
        key: `${method} ${url}`,
        params: [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*'),
        // The docs name a wildcard `{path}` (docs/docs.ts).
        op: spec.paths[url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}')]?.[method.toLowerCase()],
      });
    }
  }
  return found;
}

const jsonBodyOf = (route: Route) => route.op?.requestBody?.content?.['application/json']?.schema;
/** The docs' convention for form routes: their description starts with the content type. */
const documentedAsForm = (route: Route) => route.op?.description?.startsWith('multipart/form-data') ?? false;

/** The registry's routes that take a deploy token (and name a target in the path or the body). */
const RELEASE_ROUTES = [
  'GET /releases/:target',
  'GET /releases/:target/:id',
  'POST /releases/:target',
  'PUT /releases/:target/live',
  'POST /releases/:target/rollback',
  'PUT /releases/:target/canary',
  'DELETE /releases/:target/canary',
  'PUT /releases/:target/:id/files/*',
  'POST /releases/:target/prune',
  'POST /release-previews',
];

// ---------------------------------------------------------------------------------------------
// Requests and verdicts

interface Answer {
  status: number;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the verdicts check whatever JSON came back
  json: any;
  contentType: string;
}

interface SendOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  json?: unknown;
  body?: string | Uint8Array | FormData;
}

/** 'reject': any 4xx with a readable message; 'handled': a 2xx, or such a 4xx; a number: exactly that status. */
type Expect = 'reject' | 'handled' | number;

/** A message a shopper can read: one line, no stack frame, no database or framework internals. */
function unreadable(message: unknown): string | null {
  if (typeof message !== 'string' || message.trim() === '') return 'no {message}';
  // Long enough to quote the 300-character paths below, which some answers do.
  if (message.length > 1000) return 'a message over 1,000 characters';
  if (
    /\n|\bat \S+ \(|\.[cm]?[jt]s:\d+|node_modules|\bFST_|\bERR_|SQLSTATE|syntax error at or near|violates|relation "|column "|invalid input syntax|invalid byte sequence|out of range for type|\[object Object\]/i.test(
      message,
    )
  )
    return 'an unreadable message';
  return null;
}

function verdict(answer: Answer, expect: Expect): string | null {
  const got = `${answer.status} ${answer.text.slice(0, 200)}`;
  if (answer.status === 0 || answer.status >= 500) return got;
  if (answer.status < 200 || (answer.status >= 300 && answer.status < 400)) return `unexpected ${got}`;
  if (typeof expect === 'number' && answer.status !== expect) return `expected ${expect}, got ${got}`;
  if (expect === 'reject' && answer.status < 400) return `expected a 4xx, got ${got}`;
  if (answer.status >= 400) {
    if (!answer.contentType.includes('application/json')) return `not JSON: ${got}`;
    const problem = unreadable(answer.json?.message);
    if (problem) return `${problem}: ${got}`;
  }
  return null;
}

const flipCase = (text: string) => (text === text.toUpperCase() ? text.toLowerCase() : text.toUpperCase());

const show = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
};

// ---------------------------------------------------------------------------------------------
// Hostile values

const SQL = ["' OR 1=1 --", '1; DROP TABLE users'];
const HTML = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>'];
const EMOJI = 'Asha 😀🎧';
const RTL = 'invoice\u202Efdp.exe';
const ZWJ = '👨\u200D👩\u200D👧 fam\u200Dily';
const LONE_SURROGATE = 'a\ud800b';
const NUL = 'a\u0000b';
/** Text that is valid but nasty: it may be stored, as it came, or refused with a 4xx. */
const NASTY_TEXT = [...SQL, ...HTML, EMOJI, RTL, ZWJ];
/** Path parameters that are not ids. */
const NOT_IDS = [
  'abc',
  '-1',
  '0',
  '1.5',
  '1e99',
  '99999999999999999999',
  'NaN',
  'Infinity',
  ...SQL,
  '1 OR 1=1',
  ...HTML,
  NUL,
  '\u202E1',
  '😀',
  'x'.repeat(300),
];
/** Wildcard paths that try to leave the uploads folder; sent byte for byte, not normalised. */
const TRAVERSALS = [
  '../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '....//....//etc/passwd',
  '..%5c..%5cetc%5cpasswd',
  'products/%00.webp',
  '%00',
  "'%20OR%201=1%20--",
  '%E0%A4%A',
  '%',
  'x'.repeat(300),
];
const TRAVERSAL_NAMES = [
  '../../etc/passwd.png',
  '../../../../../../../../tmp/evil-upload.png',
  '..\\..\\x.png',
  '/etc/passwd.png',
  'x\u0000.png',
  '..%2f..%2fy.png',
];

/** Values of the wrong JSON type for a field of this schema (null only where it is not allowed). */
function wrongTypes(schema: OpenApiSchema): unknown[] {
  const missing = schema.nullable ? [] : [null];
  switch (schema.type) {
    case 'string':
      return [123, true, ['x'], { a: 1 }, ...missing];
    case 'integer':
    case 'number':
      return ['abc', '12abc', ['x'], { a: 1 }, 1.5, -1, 1e99, 1e20, ...missing];
    case 'boolean':
      return ['true', 1, ['x'], { a: 1 }, ...missing];
    case 'object':
      return ['x', 1, ['x'], ...missing];
    default:
      return [...missing];
  }
}

// ---------------------------------------------------------------------------------------------

describe.each(DATABASES)('hostile input to every endpoint, on %s', (kind) => {
  let t: TestApp;
  let routes: Route[];
  let uploadsDir: string;
  const tokens = { admin: '', customer: '' };
  /** The token each protected route needs to get past its guard (a customer's, or an admin's). */
  const tokenFor = new Map<string, string>();
  const fx = {
    customerId: 0,
    customerEmail: '',
    customerUsername: '',
    adminId: 0,
    addressId: 0,
    categoryId: 0,
    categoryName: 'Fuzz Mobiles',
    productId: 0,
    productName: 'Fuzz Phone',
    variantId: 0,
    cartItemId: 0,
    orderId: 0,
  };
  let png: Buffer;

  /** The registry's routes (all of /releases but the browsers' reports, and the previews) answer on its own listener. */
  const listenerOf = (url: string) =>
    (url.startsWith('/releases') && !url.startsWith(API_PATHS.releases.reports)) ||
    url.startsWith(API_PATHS.releases.previews)
      ? t.registryUrl
      : t.baseUrl;

  const send = async (method: string, url: string, options: SendOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    try {
      const response = await fetch(new URL(url, listenerOf(url)), { method, headers, body });
      return answerOf(response.status, response.headers.get('content-type') ?? '', await response.text());
    } catch (error) {
      return { status: 0, text: `no answer: ${(error as Error).cause ?? error}`, json: undefined, contentType: '' };
    }
  };

  /** A request whose path goes out exactly as written: fetch would normalise ../ and %2e%2e. */
  const sendRaw = (method: string, rawPath: string, token?: string): Promise<Answer> =>
    new Promise((resolve) => {
      const { port } = new URL(listenerOf(rawPath));
      const request = http.request(
        { host: '127.0.0.1', port, method, path: rawPath, headers: token ? { authorization: `Bearer ${token}` } : {} },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve(
              answerOf(
                response.statusCode ?? 0,
                String(response.headers['content-type'] ?? ''),
                Buffer.concat(chunks).toString(),
              ),
            ),
          );
        },
      );
      request.on('error', (error) =>
        resolve({ status: 0, text: `no answer: ${error}`, json: undefined, contentType: '' }),
      );
      request.end();
    });

  function answerOf(status: number, contentType: string, text: string): Answer {
    let json: unknown;
    try {
      json = contentType.includes('json') && text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status, text, json, contentType };
  }

  /** The route's path with its parameters filled in (each value URL-encoded unless `raw`). */
  const fill = (route: Route, values: Record<string, string | number> | string, raw = false) =>
    route.url.replace(/:(\w+)|\*/g, (_all, name: string | undefined) => {
      const value = String(typeof values === 'string' ? values : (values[name ?? '*'] ?? 'abc'));
      return raw ? value : encodeURIComponent(value);
    });

  const judge = (failures: string[], label: string, answer: Answer, expect: Expect) => {
    const problem = verdict(answer, expect);
    if (problem) failures.push(`${label}: ${problem}`);
  };

  const same = (failures: string[], label: string, actual: unknown, expected: unknown) => {
    if (!isDeepStrictEqual(actual, expected))
      failures.push(`${label}: got ${show(actual)}, expected ${show(expected)}`);
  };

  const image = (field: string, name = 'photo.png', data = png) => ({ field, name, data });

  /** Every file under the data folder, to see what a request wrote. */
  const filesUnder = async (dir: string) =>
    (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => !file.startsWith(path.join(t.dataDir, 'db')));

  /** Path parameters of existing rows, for the routes whose body or query string is tried. */
  const VALID_PARAMS = (): Record<string, Record<string, string | number>> => ({
    'PUT /addresses/:id': { id: fx.addressId },
    'PUT /categories/:id': { id: fx.categoryId },
    'GET /products/by-name/:name': { name: fx.productName },
    'GET /products/category/:name': { name: fx.categoryName },
    'GET /products/:id': { id: fx.productId },
    'PUT /orders/:id/status': { id: fx.orderId },
    ...Object.fromEntries(RELEASE_ROUTES.map((key) => [key, { target: 'mf_catalog' }])),
    'GET /releases/:target/:id': { target: 'mf_catalog', id: '1.0.0-0123456789' },
    // Its body is a file's bytes, not JSON: valid parameters, so that the body alone decides.
    'PUT /releases/:target/:id/files/*': { target: 'mf_catalog', id: '1.0.0-0123456789', '*': 'mf-manifest.json' },
  });
  const address = {
    fullName: 'Asha Verma',
    mobile: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  };
  // Bodies that pass validation, one per route with a body: each field is then spoilt in turn, so
  // its own answer is seen. A new route with a body must add one (the first test says so).
  const JSON_SAMPLES = (): Record<string, Record<string, unknown>> => ({
    'POST /auth/register': {
      username: 'fuzzer',
      email: 'fuzzer@example.com',
      password: 'Secret@12345',
      firstName: 'Fuzz',
      lastName: 'Er',
      mobile: '9876543210',
      dob: '2000-01-01',
    },
    // A wrong password: what gets past validation is refused, and nobody logs in.
    'POST /auth/login': { identifier: CUSTOMER.identifier, password: 'Not-the-password1' },
    'POST /auth/forgot-password/request-otp': { email: 'nobody@example.com' },
    'POST /auth/forgot-password/reset': { email: 'nobody@example.com', otp: '123456', newPassword: 'Secret@12345' },
    'PUT /users/profile': {
      username: fx.customerUsername,
      email: fx.customerEmail,
      firstName: 'Asha',
      lastName: 'Rao',
      mobile: '9876543210',
      dob: '1990-05-01',
    },
    'PUT /users/change-password': { currentPassword: 'Not-the-password1', newPassword: 'Another@12345' },
    'POST /addresses': { ...address, addressLine2: 'Near the park', isDefault: false },
    'PUT /addresses/:id': { ...address, addressLine2: 'Near the park', isDefault: true },
    'POST /legal-pages': { title: 'Privacy', slug: 'privacy-policy', content: '<p>We keep little.</p>' },
    'POST /cart/add': { productVariantId: fx.variantId, quantity: 1 },
    'PUT /cart/update-quantity': { cartItemId: fx.cartItemId, newQuantity: 1 },
    'POST /orders/place': { addressId: fx.addressId, paymentMethod: 'COD' },
    'PUT /orders/:id/status': { deliveryStatus: 'SHIPPED' },
    'POST /orders/send-confirmation': { orderData: { id: fx.orderId }, email: fx.customerEmail },
    'POST /releases/:target': {
      version: '1.0.0',
      commit: 'abc1234',
      files: [
        {
          path: 'mf-manifest.json',
          size: 2,
          sha256: '44136fa355b3678a1146ad16f7e8649e94fb4fc21fe77e8310c060f61caaff8a',
        },
      ],
      needs: { react: '^19.0.0' },
      provides: {},
      firstLoadBytes: 2,
      reason: 'fuzz',
      force: false,
    },
    'PUT /releases/:target/live': { release: '1.0.0-0123456789', reason: 'fuzz', force: false },
    'POST /releases/:target/rollback': { reason: 'fuzz' },
    'PUT /releases/:target/canary': { release: '1.0.0-0123456789', percent: 10, reason: 'fuzz', force: false },
    'DELETE /releases/:target/canary': { reason: 'fuzz' },
    'POST /releases/:target/prune': { keep: 5, reason: 'fuzz' },
    'POST /releases/reports': { rows: [{ target: 'mf_catalog', release: '1.0.0-0123456789', views: 1, errors: 0 }] },
    'POST /release-previews': { pins: [{ target: 'mf_catalog' }], forSeconds: 3600 },
    'POST /back-in-stock': { variantId: fx.variantId },
    'POST /back-in-stock/guest': { variantId: fx.variantId, email: 'fuzzer@example.com' },
    'POST /back-in-stock/confirm': { token: 'A'.repeat(43) },
    'POST /back-in-stock/unsubscribe': { token: 'A'.repeat(43) },
  });
  const variants = JSON.stringify([{ color: 'Black', size: '64GB', stock: 5, originalPrice: '499.00' }]);
  const FORM_SAMPLES = (): Record<
    string,
    {
      schema: z.ZodObject;
      fields: Record<string, string>;
      /** The form's image field, and the images that make the sample valid. */
      fileField: string;
      files: () => ReturnType<typeof image>[];
    }
  > => ({
    'POST /products': {
      schema: productFormSchema,
      fields: {
        productName: 'Fuzz Tablet',
        categoryId: String(fx.categoryId),
        description: 'A tablet',
        productVariants: variants,
        imageColors: '[]',
        newImageColors: JSON.stringify(['Black', null]),
      },
      fileField: 'images',
      files: () => [image('images', 'a.png'), image('images', 'b.png')],
    },
    'POST /categories': {
      schema: categoryFormSchema,
      fields: { name: 'Fuzz Tablets', description: 'Tablets' },
      fileField: 'media',
      files: () => [image('media')],
    },
    'PUT /categories/:id': {
      schema: categoryFormSchema,
      fields: { name: fx.categoryName, description: 'Phones' },
      fileField: 'media',
      files: () => [image('media')],
    },
    'PUT /company-details': {
      schema: companyDetailsSchema,
      fields: {
        name: 'Fuzz Store',
        email: 'hello@fuzz.example.com',
        phone: '9876543210',
        address: '1 Market Street, Pune',
        pincode: '411001',
        description: 'We sell phones',
      },
      fileField: 'logo',
      files: () => [],
    },
  });

  const paramsFor = (route: Route) => VALID_PARAMS()[route.key] ?? {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    uploadsDir = t.ctx.images.dir;
    // The public app's routes and the registry's, on its own listener (its /health is the same route).
    const publicRoutes = routesOf(t.app);
    routes = [
      ...publicRoutes,
      ...routesOf(t.app.registry).filter((route) => !publicRoutes.some((other) => other.key === route.key)),
    ];
    png = await pngImage('#aa3366', 32);
    tokens.admin = await t.login(ADMIN);
    tokens.customer = await t.login(CUSTOMER);
    const me = (await send('GET', '/auth/me', { token: tokens.customer })).json.user;
    fx.customerId = me.id;
    fx.customerEmail = me.email;
    fx.customerUsername = me.username;
    fx.adminId = (await send('GET', '/auth/me', { token: tokens.admin })).json.user.id;

    const product = await createProduct(
      t.ctx.db,
      fx.productName,
      [{ size: '128GB', stock: 50, originalPrice: '999.00' }],
      fx.categoryName,
    );
    fx.productId = product.id;
    fx.variantId = product.variantIds[0] as number;
    const [category] = await t.ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.name, fx.categoryName));
    fx.categoryId = category?.id ?? 0;
    fx.addressId = (await send('POST', '/addresses', { token: tokens.customer, json: address })).json.address.id;
    await send('POST', '/cart/add', { token: tokens.customer, json: { productVariantId: fx.variantId, quantity: 1 } });
    const placed = await send('POST', '/orders/place', {
      token: tokens.customer,
      json: { addressId: fx.addressId, paymentMethod: 'COD' },
    });
    fx.orderId = placed.json.order.id;
    fx.cartItemId = (
      await send('POST', '/cart/add', { token: tokens.customer, json: { productVariantId: fx.variantId, quantity: 1 } })
    ).json.item.id;
    const saved = await send('PUT', '/company-details', {
      token: tokens.admin,
      body: formWith(FORM_SAMPLES()['PUT /company-details']?.fields ?? {}),
    });
    if (saved.status !== 200) throw new Error(`company: ${saved.text}`);

    // Which token gets past each guard: a customer's, unless that is refused with 403. The probe
    // cannot change anything: its path parameters are not ids and its body is not JSON.
    // The registry's deploy routes take a deploy token, never a login (releases/deploy-tokens.ts).
    const deployTokens = JSON.parse(await fs.readFile(path.join(t.dataDir, DEPLOY_TOKENS_FILE), 'utf8'));
    for (const key of RELEASE_ROUTES) tokenFor.set(key, deployTokens.mf_catalog);
    for (const route of routes) {
      if (!route.op?.security?.length || tokenFor.has(route.key)) continue; // public routes declare `security: []`
      const probe = (token: string) =>
        send(route.method, fill(route, 'abc'), {
          token,
          ...(route.method === 'GET' ? {} : { body: '{"a":', headers: { 'content-type': 'application/json' } }),
        });
      tokenFor.set(route.key, (await probe(tokens.customer)).status === 403 ? tokens.admin : tokens.customer);
    }
  });
  afterAll(() => t?.close());

  const tokenOf = (route: Route) => tokenFor.get(route.key);

  it('finds every endpoint in the app, and a valid body for each one that takes a body', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'GET /health',
        'POST /auth/login',
        'PUT /orders/:id/cancel',
        'POST /products',
        'GET /uploads/*',
        'DELETE /wishlist/:productId',
      ]),
    );
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const missing: string[] = [];
    for (const route of routes) {
      if (jsonBodyOf(route) && !JSON_SAMPLES()[route.key]) missing.push(`${route.key}: add a JSON sample`);
      if (documentedAsForm(route) && !FORM_SAMPLES()[route.key]) missing.push(`${route.key}: add a form sample`);
    }
    for (const key of [...Object.keys(JSON_SAMPLES()), ...Object.keys(FORM_SAMPLES())]) {
      if (!keys.includes(key)) missing.push(`${key}: sample for a route the app does not have`);
    }
    expect(missing).toEqual([]);
  });

  it('answers malformed, mistyped, non-JSON and oversized bodies with a 4xx on every endpoint', async () => {
    const failures: string[] = [];
    const json = { 'content-type': 'application/json' };
    const huge = JSON.stringify({ text: 'x'.repeat(1.5 * 1024 * 1024) });
    // Deeper than any recursive walk over the body could go.
    const deepArray = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const deepObject = `${'{"a":'.repeat(50_000)}"a\\u0000b"${'}'.repeat(50_000)}`;
    const attacks: [string, Record<string, string>, () => string | Uint8Array | FormData, Expect][] = [
      ['malformed JSON', json, () => '{"a":', 400],
      ['JSON cut short', json, () => '{"addressId": 1, "paymentMethod": "CO', 400],
      ['an empty JSON body', json, () => '', 400],
      ['JSON null', json, () => 'null', 'reject'],
      ['a JSON array', json, () => '[]', 'reject'],
      ['a JSON string', json, () => '"x"', 'reject'],
      ['a JSON number', json, () => '42', 'reject'],
      ['__proto__ pollution', json, () => '{"__proto__": {"isAdmin": true}}', 'reject'],
      ['constructor pollution', json, () => '{"constructor": {"prototype": {"isAdmin": true}}}', 'reject'],
      ['arrays nested 50,000 deep', json, () => deepArray, 'reject'],
      ['objects nested 50,000 deep around a NUL', json, () => deepObject, 'reject'],
      ['JSON over the body limit', json, () => huge, 413],
      // fastify reads text/plain as a string, which then is not the object a route expects.
      ['text/plain', { 'content-type': 'text/plain' }, () => '{"a":1}', 'reject'],
      ['a urlencoded form', { 'content-type': 'application/x-www-form-urlencoded' }, () => 'a=1', 415],
      ['XML', { 'content-type': 'application/xml' }, () => '<a>1</a>', 415],
      ['no content type', {}, () => new TextEncoder().encode('{"a":1}'), 'reject'],
      ['a garbage content type', { 'content-type': '!!!/???' }, () => '{"a":1}', 'reject'],
    ];
    for (const route of routes) {
      if (route.method === 'GET') continue;
      const body = jsonBodyOf(route);
      // With a body schema (or a raw body) the parameters are valid, so the body alone decides;
      // without one they are not ids, so nothing can be changed by a body the route ignores.
      const url = fill(route, body || route.op?.requestBody ? paramsFor(route) : 'abc');
      for (const [label, headers, make, expect] of attacks) {
        judge(
          failures,
          `${route.key} with ${label}`,
          await send(route.method, url, { token: tokenOf(route), headers, body: make() }),
          expect,
        );
      }
      if (body) {
        const form = formWith({ a: '1' });
        judge(
          failures,
          `${route.key} with a multipart form`,
          await send(route.method, url, { token: tokenOf(route), body: form }),
          'reject',
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers a wrong type, a missing field, an overlong or NUL value in every JSON field with 400, and nasty text without a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const schema = jsonBodyOf(route);
      const sample = JSON_SAMPLES()[route.key];
      if (!schema || !sample) continue;
      const url = fill(route, paramsFor(route));
      const call = (json: unknown) => send(route.method, url, { token: tokenOf(route), json });
      for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
        const at = `${route.key} ${field}`;
        for (const value of wrongTypes(fieldSchema)) {
          judge(failures, `${at} = ${show(value)}`, await call({ ...sample, [field]: value }), 400);
        }
        if (schema.required?.includes(field)) {
          const { [field]: _left, ...without } = sample;
          judge(failures, `${at} missing`, await call(without), 400);
        }
        if (fieldSchema.type !== 'string') continue;
        if (fieldSchema.enum) {
          for (const value of [...SQL, flipCase(String(fieldSchema.enum[0]))]) {
            judge(failures, `${at} = ${show(value)}`, await call({ ...sample, [field]: value }), 400);
          }
        }
        if (fieldSchema.maxLength !== undefined) {
          const long = 'x'.repeat(fieldSchema.maxLength + 1);
          judge(failures, `${at} of ${long.length} characters`, await call({ ...sample, [field]: long }), 400);
        } else {
          judge(
            failures,
            `${at} of 100,000 characters`,
            await call({ ...sample, [field]: 'x'.repeat(100_000) }),
            'handled',
          );
        }
        judge(failures, `${at} with a NUL`, await call({ ...sample, [field]: NUL }), 400);
        judge(failures, `${at} with a lone surrogate`, await call({ ...sample, [field]: LONE_SURROGATE }), 400);
        for (const value of NASTY_TEXT) {
          judge(failures, `${at} = ${show(value)}`, await call({ ...sample, [field]: value }), 'handled');
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers bad files, bad values and missing fields in every multipart form with a 4xx, writing only to the uploads', async () => {
    const failures: string[] = [];
    const before = await filesUnder(t.dataDir);
    const formValues = ['', 'abc', '-1', '1.5', '1e99', '99999999999999999999', '{"a":', '{}', 'null', '[{"color":1}]'];
    const huge = Buffer.alloc(MAX_UPLOAD_BYTES + 1024, 7);
    for (const route of routes) {
      const sample = FORM_SAMPLES()[route.key];
      if (!sample) continue;
      const url = fill(route, paramsFor(route));
      const call = (fields: Record<string, string>, files = sample.files()) =>
        send(route.method, url, { token: tokenOf(route), body: formWith(fields, files) });

      // Bad files first, while the sample's name is free and its images are the only ones: one
      // of its images is swapped for the bad file, so that file alone is wrong.
      const withFile = (name: string, data: Buffer) =>
        call(sample.fields, [...sample.files().slice(1), image(sample.fileField, name, data)]);
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      for (const [name, data] of [
        ['notes.png', Buffer.from('hello, not an image')],
        ['logo.png', svg],
        ['empty.png', Buffer.alloc(0)],
      ] as const) {
        const answer = await withFile(name, data);
        judge(failures, `${route.key} with ${name}`, answer, 400);
        if (!String(answer.json?.message).includes(name)) failures.push(`${route.key} with ${name}: ${answer.text}`);
      }
      judge(failures, `${route.key} with a file over ${MAX_UPLOAD_BYTES} bytes`, await withFile('big.png', huge), 413);
      judge(
        failures,
        `${route.key} with an unknown file field over the limit`,
        await call(sample.fields, [...sample.files(), image('other', 'big.png', huge)]),
        413,
      );
      const many = Array.from({ length: 25 }, () => image(sample.fileField));
      judge(failures, `${route.key} with 25 files`, await call(sample.fields, many), 'reject');

      for (const [field, fieldSchema] of Object.entries(sample.schema.shape as Record<string, z.ZodType>)) {
        const at = `${route.key} ${field}`;
        // What the field's own rule refuses must be a 400; what it allows may go through.
        const expectFor = (value: unknown): Expect => (fieldSchema.safeParse(value).success ? 'handled' : 400);
        for (const value of formValues) {
          judge(failures, `${at} = ${show(value)}`, await call({ ...sample.fields, [field]: value }), expectFor(value));
        }
        const { [field]: _left, ...without } = sample.fields;
        judge(failures, `${at} missing`, await call(without), expectFor(undefined));
        judge(failures, `${at} of 6,000 characters`, await call({ ...sample.fields, [field]: 'x'.repeat(6000) }), 400);
        judge(failures, `${at} with a NUL`, await call({ ...sample.fields, [field]: NUL }), 400);
        for (const value of NASTY_TEXT) {
          judge(failures, `${at} = ${show(value)}`, await call({ ...sample.fields, [field]: value }), 'handled');
        }
      }
    }
    // Forms that were accepted (nasty but valid text) stored their images; refused ones none.
    const written = (await filesUnder(t.dataDir)).filter((file) => !before.includes(file));
    const outside = written.filter((file) => !file.startsWith(`${uploadsDir}${path.sep}`));
    expect({ failures, outside }).toEqual({ failures: [], outside: [] });
  });

  it('answers path parameters that are not ids, and paths out of the uploads folder, with a 4xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.params.length === 0) continue;
      const values = route.params.includes('*') ? TRAVERSALS : NOT_IDS.map(encodeURIComponent);
      // A name may be anything, and these may even be names by now: found or not, never a 5xx.
      const byName = route.op?.parameters?.some((p) => p.in === 'path' && p.schema.type === 'string');
      for (const value of values) {
        const answer = await sendRaw(route.method, fill(route, value, true), tokenOf(route));
        judge(
          failures,
          `${route.method} ${fill(route, value, true).slice(0, 80)}`,
          answer,
          byName ? 'handled' : 'reject',
        );
        if (answer.text.includes('root:')) failures.push(`${route.key} ${value}: served a file outside the uploads`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers hostile query strings with a 4xx, or a normal answer, never a 5xx', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      if (route.method !== 'GET') continue;
      const url = fill(route, paramsFor(route));
      const query = route.op?.parameters?.filter((parameter) => parameter.in === 'query') ?? [];
      const base = Object.fromEntries(query.filter((p) => p.required).map((p) => [p.name, 'phone']));
      const call = (extra: Record<string, string | string[]>) => {
        const search = new URLSearchParams(base);
        for (const [name, value] of Object.entries(extra)) {
          search.delete(name);
          for (const one of [value].flat()) search.append(name, one);
        }
        return send('GET', `${url}?${search}`, { token: tokenOf(route) });
      };
      judge(
        failures,
        `${route.key} with unknown parameters`,
        await call(
          Object.fromEntries([
            ['evil', SQL[0] as string],
            ['__proto__', 'x'],
            ['constructor', '1'],
          ]),
        ),
        'handled',
      );
      for (const { name, schema } of query) {
        const at = `${route.key} ?${name}`;
        const item = schema.type === 'array' ? (schema.items ?? {}) : schema;
        const reject: string[] = [NUL, ...(item.type === 'string' && !item.enum ? [] : [...SQL, 'abc', '{}'])];
        const handled: string[] = [];
        if (item.type === 'integer' || item.type === 'number') {
          reject.push('-1', 'NaN', 'Infinity');
          if (schema.type !== 'array') reject.push('1,5');
          if (item.type === 'integer') reject.push('1.5');
          handled.push('1e99', '99999999999999999999', '1e-99');
        } else if (item.enum) {
          reject.push(flipCase(String(item.enum[0])));
        } else {
          handled.push(...NASTY_TEXT, '%', '%00');
          if (item.maxLength !== undefined) reject.push('x'.repeat(item.maxLength + 1));
          else handled.push('x'.repeat(5000));
        }
        for (const value of reject) judge(failures, `${at}=${show(value)}`, await call({ [name]: value }), 400);
        for (const value of handled) judge(failures, `${at}=${show(value)}`, await call({ [name]: value }), 'handled');
        judge(failures, `${at} twice`, await call({ [name]: ['1', 'x'] }), 'handled');
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers no token, a garbage, forged, expired, alg:none or unknown-user token with 401 on every protected endpoint', async () => {
    const failures: string[] = [];
    const claims = { sub: String(fx.adminId), role: 'ADMIN', ver: 0 };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const [, customerPayload, customerSignature] = tokens.customer.split('.');
    const badTokens: Record<string, string | undefined> = {
      'no token': undefined,
      'a garbage token': 'garbage',
      'three garbage parts': 'a.b.c',
      'a forged token': createSigner({ key: 'another-secret-that-is-long-enough-for-hs256', algorithm: 'HS256' })(
        claims,
      ),
      'an expired token': createSigner({ key: t.ctx.secret, algorithm: 'HS256' })({
        ...claims,
        iat: now - 7200,
        exp: now - 3600,
      }),
      'an alg:none token': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, iat: now, exp: now + 3600 })}.`,
      'a customer token made admin': `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({
        ...JSON.parse(Buffer.from(customerPayload ?? '', 'base64url').toString()),
        role: 'ADMIN',
      })}.${customerSignature}`,
      'a token for no user': t.ctx.tokens.sign({ sub: 999_999, role: 'ADMIN', ver: 0 }),
      'a token for a user id past the id range': t.ctx.tokens.sign({ sub: 99_999_999_999, role: 'ADMIN', ver: 0 }),
      'a token with a stale version': t.ctx.tokens.sign({ sub: fx.adminId, role: 'ADMIN', ver: 5 }),
    };
    const badHeaders = ['Basic YWRtaW46QWRtaW5AMTIzNDU=', 'Bearer', 'Bearer a b', `Bearer ${SQL[0]}`, 'null'];
    for (const route of routes) {
      if (!route.op?.security?.length) continue; // public routes declare `security: []`
      // Guards run before the body and parameters are read: these could not change anything anyway.
      const url = fill(route, 'abc');
      for (const [label, token] of Object.entries(badTokens)) {
        judge(failures, `${route.key} with ${label}`, await send(route.method, url, { token }), 401);
      }
      for (const authorization of badHeaders) {
        judge(
          failures,
          `${route.key} with "Authorization: ${authorization}"`,
          await send(route.method, url, { headers: { authorization } }),
          401,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it('stores no unknown field: profile, address, product, category, legal page, company', async () => {
    const failures: string[] = [];
    const extra = { evil: 'x', isAdmin: true };
    const noExtra = (label: string, answer: Answer) => {
      judge(failures, label, answer, 'handled');
      if (answer.status >= 300) failures.push(`${label}: refused ${answer.status} ${answer.text.slice(0, 200)}`);
      if (/"(evil|isAdmin|passwordHash|tokenVersion|sortPrice)"/.test(answer.text))
        failures.push(`${label}: ${answer.text.slice(0, 300)}`);
    };

    const profile = await send('PUT', '/users/profile', {
      token: tokens.customer,
      json: { firstName: 'Asha', userType: 'ADMIN', id: fx.adminId, passwordHash: 'x', tokenVersion: 7, ...extra },
    });
    noExtra('profile', profile);
    same(
      failures,
      'profile answer',
      [profile.json?.user?.id, profile.json?.user?.userType],
      [fx.customerId, 'CUSTOMER'],
    );
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, fx.customerId));
    same(
      failures,
      'profile row',
      [user?.userType, user?.tokenVersion, user?.passwordHash.startsWith('scrypt$')],
      ['CUSTOMER', 0, true],
    );

    const created = await send('POST', '/addresses', {
      token: tokens.customer,
      json: { ...address, id: 424_242, userId: fx.adminId, createdAt: '1999-01-01T00:00:00Z', ...extra },
    });
    noExtra('address', created);
    const [addressRow] = await t.ctx.db
      .select()
      .from(addresses)
      .where(eq(addresses.id, created.json?.address?.id ?? 0));
    same(
      failures,
      'address row',
      [addressRow?.userId, addressRow?.id === 424_242, addressRow?.createdAt.getFullYear() === 1999],
      [fx.customerId, false, false],
    );

    const product = await send('POST', '/products', {
      token: tokens.admin,
      body: formWith(
        {
          productName: 'Extra Phone',
          categoryId: String(fx.categoryId),
          productVariants: JSON.stringify([
            {
              color: 'Red',
              size: '1TB',
              stock: 2,
              originalPrice: '10.00',
              productId: fx.productId,
              evil: 1,
              position: 99,
            },
          ]),
          sortPrice: '0.01',
          createdAt: '1999-01-01T00:00:00Z',
          ...extra,
          isAdmin: 'true',
        },
        [image('images'), image('images')],
      ),
    });
    noExtra('product', product);
    const productId = product.json?.product?.id ?? 0;
    const [productRow] = await t.ctx.db.select().from(products).where(eq(products.id, productId));
    const variantRows = await t.ctx.db.select().from(productVariants).where(eq(productVariants.productId, productId));
    same(
      failures,
      'product row',
      [productRow?.sortPrice, productRow?.createdAt.getFullYear() === 1999],
      ['10.00', false],
    );
    same(
      failures,
      'variant rows',
      variantRows.map((v) => [v.position, v.productId]),
      [[0, productId]],
    );

    const category = await send('POST', '/categories', {
      token: tokens.admin,
      body: formWith(
        { name: 'Extra Things', id: '424242', createdAt: '1999-01-01T00:00:00Z', ...extra, isAdmin: 'true' },
        [image('media')],
      ),
    });
    noExtra('category', category);
    const [categoryRow] = await t.ctx.db.select().from(categories).where(eq(categories.name, 'Extra Things'));
    same(
      failures,
      'category row',
      [categoryRow?.id === 424_242, categoryRow?.createdAt.getFullYear() === 1999],
      [false, false],
    );

    const legal = await send('POST', '/legal-pages', {
      token: tokens.admin,
      json: {
        title: 'Terms',
        slug: 'terms-conditions',
        content: '<p>Be kind.</p>',
        id: 424_242,
        createdAt: '1999-01-01T00:00:00Z',
        ...extra,
      },
    });
    noExtra('legal page', legal);
    const [legalRow] = await t.ctx.db.select().from(legalPages).where(eq(legalPages.slug, 'terms-conditions'));
    same(failures, 'legal row', [legalRow?.id === 424_242, legalRow?.createdAt.getFullYear() === 1999], [false, false]);

    const companyAnswer = await send('PUT', '/company-details', {
      token: tokens.admin,
      body: formWith({
        ...FORM_SAMPLES()['PUT /company-details']?.fields,
        id: '7',
        logoUrl: 'javascript:alert(1)',
        ...extra,
        isAdmin: 'true',
      }),
    });
    noExtra('company', companyAnswer);
    const companyRows = await t.ctx.db.select().from(company);
    same(
      failures,
      'company rows',
      companyRows.map((row) => [row.id, row.logoUrl]),
      [[1, null]],
    );
    expect(failures).toEqual([]);
  });

  it('keeps HTML in names as plain text and sanitises legal pages', async () => {
    const failures: string[] = [];
    const productName = `${HTML[0]} ${HTML[1]}`;
    const product = await send('POST', '/products', {
      token: tokens.admin,
      body: formWith(
        { productName, categoryId: String(fx.categoryId), description: HTML[1] as string, productVariants: variants },
        [image('images'), image('images')],
      ),
    });
    judge(failures, 'product', product, 201);
    const shown = await send('GET', `/products/${product.json?.product?.id}`);
    same(
      failures,
      'product name',
      [product.json?.product?.name, shown.json?.product?.name],
      [productName, productName],
    );
    same(failures, 'product description', shown.json?.product?.description, HTML[1]);
    same(failures, 'product content type', shown.contentType.startsWith('application/json'), true);

    const categoryName = `Category ${HTML[1]}`;
    const category = await send('POST', '/categories', {
      token: tokens.admin,
      body: formWith({ name: categoryName, description: HTML[0] as string }, [image('media')]),
    });
    judge(failures, 'category', category, 201);
    same(failures, 'category name', [category.json?.name, category.json?.description], [categoryName, HTML[0]]);

    const content =
      '<h2 onclick="steal()">Privacy</h2><p>We keep little.</p><script>alert(1)</script>' +
      '<img src=x onerror=alert(1)><a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>' +
      '<svg onload=alert(1)></svg><p style="background:url(javascript:alert(1))">styled</p>';
    const legal = await send('POST', '/legal-pages', {
      token: tokens.admin,
      json: { title: 'Privacy', slug: 'privacy-policy', content },
    });
    judge(failures, 'legal page', legal, 'handled');
    const listed = (await send('GET', '/legal-pages')).json as { slug: string; content: string }[];
    const [row] = await t.ctx.db.select().from(legalPages).where(eq(legalPages.slug, 'privacy-policy'));
    for (const [label, html] of [
      ['answer', legal.json?.content],
      ['list', listed.find((page) => page.slug === 'privacy-policy')?.content],
      ['row', row?.content],
    ] as const) {
      if (typeof html !== 'string' || /<script|onerror|onclick|onload|javascript:|<iframe|<img|<svg|style=/i.test(html))
        failures.push(`legal page ${label} not sanitised: ${show(html)}`);
      else if (!html.includes('We keep little.') || !html.includes('Privacy'))
        failures.push(`legal page ${label} lost its text: ${html}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps emoji, RTL overrides and joiners exactly, and refuses NUL and lone surrogates with 400', async () => {
    const failures: string[] = [];
    const profile = await send('PUT', '/users/profile', {
      token: tokens.customer,
      json: { firstName: EMOJI, lastName: RTL, username: fx.customerUsername },
    });
    judge(failures, 'profile', profile, 200);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.id, fx.customerId));
    same(failures, 'profile', [profile.json?.user?.firstName, profile.json?.user?.lastName], [EMOJI, RTL]);
    same(failures, 'profile row', [user?.firstName, user?.lastName], [EMOJI, RTL]);

    const created = await send('POST', '/addresses', {
      token: tokens.customer,
      json: { ...address, addressLine1: ZWJ, addressLine2: `${RTL} ${EMOJI}` },
    });
    judge(failures, 'address', created, 201);
    same(
      failures,
      'address',
      [created.json?.address?.addressLine1, created.json?.address?.addressLine2],
      [ZWJ, `${RTL} ${EMOJI}`],
    );

    const productName = `${ZWJ} ${RTL}`;
    const product = await send('POST', '/products', {
      token: tokens.admin,
      body: formWith({ productName, categoryId: String(fx.categoryId), productVariants: variants }, [
        image('images'),
        image('images'),
      ]),
    });
    judge(failures, 'product', product, 201);
    same(failures, 'product name', product.json?.product?.name, productName);
    const byName = await send('GET', `/products/by-name/${encodeURIComponent(productName)}`);
    same(failures, 'product by name', byName.json?.product?.name, productName);
    judge(failures, 'search with emoji', await send('GET', `/products/search?q=${encodeURIComponent(EMOJI)}`), 200);

    // Lone surrogates as JSON escapes (JSON.stringify writes "\ud800"), and NUL, in JSON bodies.
    const before = await t.ctx.db.select().from(users).where(eq(users.id, fx.customerId));
    for (const [label, value] of [
      ['a lone surrogate', LONE_SURROGATE],
      ['a NUL', NUL],
    ] as const) {
      const json = (where: string, method: string, url: string, body: unknown, token?: string) =>
        send(method, url, { token, json: body }).then((answer) => judge(failures, `${label} in ${where}`, answer, 400));
      await json('a profile', 'PUT', '/users/profile', { firstName: value }, tokens.customer);
      await json('an address', 'POST', '/addresses', { ...address, city: value }, tokens.customer);
      await json('a login', 'POST', '/auth/login', { identifier: value, password: value });
      await json(
        'a legal page',
        'POST',
        '/legal-pages',
        { title: 'T', slug: 'privacy-policy', content: value },
        tokens.admin,
      );
      await json(
        'a nested field',
        'POST',
        '/orders/send-confirmation',
        { orderData: { id: fx.orderId, note: value }, email: fx.customerEmail },
        tokens.customer,
      );
    }
    // A URL cannot carry a lone surrogate: its UTF-8 bytes are not valid UTF-8, and decode to U+FFFD.
    judge(failures, 'a NUL in a search', await send('GET', '/products/search?q=a%00b'), 400);
    judge(failures, 'a NUL in a path', await send('GET', '/products/by-name/a%00b'), 400);
    judge(failures, "a surrogate's bytes in a search", await send('GET', '/products/search?q=a%ED%A0%80b'), 'handled');
    judge(failures, "a surrogate's bytes in a path", await send('GET', '/products/by-name/a%ED%A0%80b'), 'handled');
    const nulProduct = { productName: NUL, categoryId: String(fx.categoryId), productVariants: variants };
    judge(
      failures,
      'a NUL in a product form',
      await send('POST', '/products', {
        token: tokens.admin,
        body: formWith(nulProduct, [image('images'), image('images')]),
      }),
      400,
    );
    const after = await t.ctx.db.select().from(users).where(eq(users.id, fx.customerId));
    same(failures, 'profile row after NUL and lone surrogates', after, before);
    expect(failures).toEqual([]);
  });

  it('writes uploads with hostile names only inside the uploads folder', async () => {
    const failures: string[] = [];
    const before = await filesUnder(t.dataDir);
    const suspects = TRAVERSAL_NAMES.flatMap((name) =>
      [t.dataDir, uploadsDir, path.join(uploadsDir, 'company'), path.join(uploadsDir, 'categories')].map((dir) =>
        path.resolve(dir, name.replaceAll('\\', '/').replaceAll('\u0000', '')),
      ),
    );
    for (const [index, name] of TRAVERSAL_NAMES.entries()) {
      const logo = await send('PUT', '/company-details', {
        token: tokens.admin,
        body: formWith(FORM_SAMPLES()['PUT /company-details']?.fields ?? {}, [image('logo', name)]),
      });
      judge(failures, `logo named ${show(name)}`, logo, 'handled');
      if (logo.status === 200 && !/^\/uploads\/company\/[0-9a-f-]{36}\.webp$/.test(logo.json?.logoUrl))
        failures.push(`logo named ${show(name)}: stored at ${logo.json?.logoUrl}`);
      const category = await send('POST', '/categories', {
        token: tokens.admin,
        body: formWith({ name: `Traversal ${index}` }, [image('media', name)]),
      });
      judge(failures, `category image named ${show(name)}`, category, 'handled');
      const filename = category.json?.uploads?.[0]?.filename;
      if (
        category.status === 201 &&
        (typeof filename !== 'string' || /[/\\]|^\.\.?$/.test(filename) || filename.includes('\u0000'))
      )
        failures.push(`category image named ${show(name)}: stored as ${show(filename)}`);
    }
    const written = (await filesUnder(t.dataDir)).filter((file) => !before.includes(file));
    for (const file of written) {
      if (!file.startsWith(`${uploadsDir}${path.sep}`)) failures.push(`wrote outside the uploads folder: ${file}`);
    }
    for (const suspect of suspects) {
      const exists = await fs.access(suspect).then(
        () => true,
        () => false,
      );
      if (exists) failures.push(`wrote ${suspect}`);
    }
    const [{ n } = { n: 0 }] = await t.ctx.db
      .select({ n: count() })
      .from(uploads)
      .where(sql`${uploads.filename} like '%/%'`);
    same(failures, 'upload names with a slash', Number(n), 0);
    expect(failures).toEqual([]);
  });

  it('has every table and the fixtures intact afterwards, and nobody became an admin', async () => {
    for (const table of [
      'users',
      'addresses',
      'categories',
      'products',
      'product_variants',
      'orders',
      'cart_items',
      'legal_pages',
    ]) {
      await expect(t.ctx.db.execute(sql.raw(`select count(*) from ${table}`))).resolves.toBeDefined();
    }
    const admins = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.userType, 'ADMIN'));
    expect(admins.map((row) => row.id)).toEqual([fx.adminId]);
    const [product] = await t.ctx.db.select().from(products).where(eq(products.id, fx.productId));
    expect(product?.name).toBe(fx.productName);
    expect((await send('GET', '/auth/me', { token: await t.login(ADMIN) })).status).toBe(200);
  });
});
