/**
 * Checks an OpenAPI document (a JSON file, argv[2]) as api/src/docs/openapi-contract.test.ts asks,
 * and prints what it found as JSON: `redocly lint` with redocly.yaml, then a client generated from
 * the document (openapi-typescript) and calls that must, or must not, type-check against it.
 * A separate process: both packages are ES modules that jest's module loader cannot run.
 *
 *   node --import tsx src/test/openapi-check.ts openapi.json [--lint-only]   (in api/)
 *
 * --lint-only: for the registry's document, which the calls below are not made against.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { lintFromString, loadConfig } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { REPO_ROOT } from '../paths.js';

export interface OpenApiCheck {
  /** redocly's problems, errors and warnings alike. */
  lint: string[];
  /** TypeScript's errors in CALLS. */
  typeErrors: string[];
}

/**
 * Calls a front end could make, checked against the types generated from the document. The
 * `@ts-expect-error` lines must fail to compile: were the document vaguer (a body of `unknown`,
 * a response without a schema), they would compile, and TypeScript reports the unused directive.
 */
const CALLS = `
import createClient from 'openapi-fetch';
import type { Category, Order, Product, User } from 'shared-contracts';
import type { components, paths } from './api';

type Schemas = components['schemas'];
const client = createClient<paths>({ baseUrl: 'http://localhost:4000' });

// The document's entities are the contract's, both ways.
export const sameProduct = (fromDoc: Schemas['Product'], fromContract: Product): [Product, Schemas['Product']] => [fromDoc, fromContract];
export const sameOrder = (fromDoc: Schemas['Order'], fromContract: Order): [Order, Schemas['Order']] => [fromDoc, fromContract];
export const sameCategory = (fromDoc: Schemas['Category'], fromContract: Category): [Category, Schemas['Category']] => [fromDoc, fromContract];
export const sameUser = (fromDoc: Schemas['User'], fromContract: User): [User, Schemas['User']] => [fromDoc, fromContract];

export async function calls(): Promise<void> {
  const login = await client.POST('/auth/login', { body: { identifier: 'customer@example.com', password: 'x' } });
  const token: string | undefined = login.data?.token;
  const problem: string | undefined = login.error?.message;

  const product = await client.GET('/products/{id}', { params: { path: { id: 1 } } });
  const price: string | undefined = product.data?.product.variants[0]?.originalPrice;

  const tree = await client.GET('/categories');
  const subCategory: string | undefined = tree.data?.[0]?.subCategories[0]?.name;

  const page = await client.GET('/products', { params: { query: { page: 2, sort: 'price-asc' } } });
  const total: number | undefined = page.data?.pagination.totalItems;

  const placed = await client.POST('/orders/place', {
    headers: { authorization: \`Bearer \${token}\` },
    body: { addressId: 1, paymentMethod: 'COD' },
  });
  const emailSent: boolean | undefined = placed.data?.emailSent;

  const dashboard = await client.GET('/dashboard', { headers: { authorization: \`Bearer \${token}\` } });
  const lowStock: number | undefined = dashboard.data?.lowStock.variants[0]?.stock;
  const revenue: string | undefined = dashboard.data?.salesByDay[0]?.revenue;
  const orders = await client.GET('/orders/all', { params: { query: { page: 2, limit: 20, deliveryStatus: 'PENDING' } } });
  const orderPages: number | undefined = orders.data?.pagination.totalPages;

  // @ts-expect-error a user as sent has no password hash
  const hash: unknown = login.data?.user.passwordHash;
  // @ts-expect-error an order needs its address
  await client.POST('/orders/place', { body: { paymentMethod: 'COD' } });
  // @ts-expect-error only cash on delivery is accepted
  await client.POST('/orders/place', { body: { addressId: 1, paymentMethod: 'CARD' } });
  // @ts-expect-error no such delivery status
  await client.GET('/orders/all', { params: { query: { deliveryStatus: 'LOST' } } });
  // @ts-expect-error no such route
  await client.GET('/products/{id}/reviews', { params: { path: { id: 1 } } });

  console.log(token, problem, price, subCategory, total, emailSent, lowStock, revenue, orderPages, hash);
}
`;

async function lint(source: string): Promise<string[]> {
  const config = await loadConfig({ configPath: path.join(REPO_ROOT, 'redocly.yaml') });
  const problems = await lintFromString({ source, absoluteRef: path.join(REPO_ROOT, 'openapi.json'), config });
  return problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
}

async function typeCheckCalls(document: object): Promise<string[]> {
  // Under node_modules, so the calls find openapi-fetch and shared-contracts as a front end would.
  const cache = path.join(REPO_ROOT, 'node_modules', '.cache');
  await fs.mkdir(cache, { recursive: true });
  const dir = await fs.mkdtemp(path.join(cache, 'openapi-check-'));
  try {
    await fs.writeFile(path.join(dir, 'api.d.ts'), astToString(await openapiTS(document as never)));
    await fs.writeFile(path.join(dir, 'calls.ts'), CALLS);
    const program = ts.createProgram([path.join(dir, 'calls.ts')], {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      customConditions: ['store-source'],
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
      skipLibCheck: true,
    });
    return ts.getPreEmitDiagnostics(program).map((d) => {
      const at = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : '?';
      return `calls.ts:${at}: ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
    });
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const source = await fs.readFile(process.argv[2] ?? '', 'utf8');
const lintOnly = process.argv[3] === '--lint-only';
const result: OpenApiCheck = {
  lint: await lint(source),
  typeErrors: lintOnly ? [] : await typeCheckCalls(JSON.parse(source)),
};
process.stdout.write(JSON.stringify(result));
