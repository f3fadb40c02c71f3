/**
 * Every input is bounded (docs/security.md): each string field of each JSON body and query string
 * has a maximum length (or is one of fixed values), the body as a whole has a size limit, the URL
 * (so the query string) too, and list pages never hold more than MAX_PAGE_LIMIT rows.
 */
import { MAX_PAGE_LIMIT } from 'shared-contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';

interface Schema {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  maxItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
}

interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

/** "where: why" for every unbounded string or list in a schema. */
function unbounded(schema: Schema | undefined, where: string): string[] {
  if (!schema) return [];
  const found: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...unbounded(property, `${where}.${name}`));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) found.push(...unbounded(option, where));
  const types = [schema.type].flat();
  // A pattern without an open-ended repeat (digits of a phone number, an OTP, a date) bounds the length too.
  const fixedPattern = schema.pattern !== undefined && !/[+*]|\{\d+,\}/.test(schema.pattern);
  if (types.includes('string') && schema.maxLength === undefined && !schema.enum && !fixedPattern) {
    found.push(`${where}: no maxLength`);
  }
  if (types.includes('array')) {
    if (schema.maxItems === undefined) found.push(`${where}: no maxItems`);
    found.push(...unbounded(schema.items, `${where}[]`));
  }
  return found;
}

describe('input bounds', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('give every string in every JSON body and query string a maximum length', () => {
    const spec = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const found: string[] = [];
    for (const [path, operations] of Object.entries(spec.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const at = `${method.toUpperCase()} ${path}`;
        found.push(...unbounded(operation.requestBody?.content?.['application/json']?.schema, `${at} body`));
        for (const parameter of operation.parameters ?? []) {
          if (parameter.in === 'query') found.push(...unbounded(parameter.schema, `${at} ?${parameter.name}`));
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('refuse a JSON body over 1 MB with 413, before reading it', async () => {
    const huge = { identifier: 'customer@example.com', password: 'x'.repeat(1024 * 1024) };
    const response = await t.request('POST', '/auth/login', { json: huge });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Request is too large' });
  });

  it('refuse a query string longer than the request head allows (16 KB) with 431', async () => {
    const response = await t.request('GET', '/products', { query: { q: 'x'.repeat(20_000) } });
    expect(response.status).toBe(431);
  });

  it(`never answer more than ${MAX_PAGE_LIMIT} rows a page, whatever the limit asked`, async () => {
    const asked = await t.app.inject({ method: 'GET', url: '/products?limit=100000' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().limit ?? MAX_PAGE_LIMIT).toBeLessThanOrEqual(MAX_PAGE_LIMIT);
  });

  it('refuse an overlong current password before hashing it', async () => {
    const token = await t.login({ identifier: 'customer@example.com', password: 'Customer@12345' });
    const response = await t.request('PUT', '/users/change-password', {
      token,
      json: { currentPassword: 'x'.repeat(100_000), newPassword: 'Fresher@12345' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Current password must be at most 128 characters' });
  });
});
