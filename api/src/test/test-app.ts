/**
 * Test harness: the real server (listening on a random port) over a real database —
 * in-memory PGlite always, and a fresh PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import type { ApiConfig } from '../config.js';
import type { AppContext } from '../context.js';
import { type Database, openDatabase } from '../db/database.js';
import { MIGRATIONS_DIR } from '../paths.js';
import { seedUsers } from '../seed/seed.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every API test file runs against. */
export const DATABASES: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN = { identifier: 'admin@example.com', password: 'Admin@12345' };
export const CUSTOMER = { identifier: 'customer@example.com', password: 'Customer@12345' };

// biome-ignore lint/suspicious/noExplicitAny: a test reads whatever JSON came back and its assertions check it
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string | undefined;
  json?: unknown;
  form?: FormData;
  /** A body sent as it is (e.g. broken JSON, a file's bytes); set its content-type in headers. */
  rawBody?: string | Uint8Array;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** The public listener. */
  baseUrl: string;
  /** The release registry's internal listener. */
  registryUrl: string;
  dataDir: string;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  request<T = any>(method: string, url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  /** A request to the registry's listener. */
  // biome-ignore lint/suspicious/noExplicitAny: as above
  registry<T = any>(method: string, url: string, options?: RequestOptions): Promise<ApiResponse<T>>;
  login(credentials: { identifier: string; password: string }): Promise<string>;
  /** Registers a customer and returns their token. */
  registerCustomer(name: string): Promise<{ token: string; id: number }>;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `store_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * An in-memory PGlite with the migrations applied. The first one of a test run is dumped to a
 * file (keyed by the migrations) and later ones start from that dump, skipping initdb.
 */
async function openMigratedPglite(): Promise<Database> {
  const hash = createHash('sha1');
  for (const file of (await fs.readdir(MIGRATIONS_DIR, { recursive: true })).sort()) {
    const full = path.join(MIGRATIONS_DIR, file);
    if ((await fs.stat(full)).isFile()) hash.update(file).update(await fs.readFile(full));
  }
  const dumpFile = path.join(os.tmpdir(), `store-api-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
  try {
    const loadDataDir = new Blob([new Uint8Array(await fs.readFile(dumpFile))]);
    return await openDatabase({ kind: 'pglite', loadDataDir });
  } catch {
    const database = await openDatabase({ kind: 'pglite' });
    const dump = await database.dump?.();
    if (dump) {
      const temp = `${dumpFile}.${randomBytes(4).toString('hex')}`;
      await fs.writeFile(temp, new Uint8Array(await dump.arrayBuffer()));
      await fs.rename(temp, dumpFile);
    }
    return database;
  }
}

export async function createTestApp(
  kind: DatabaseKind,
  /** demo: seed the demo data; empty: not even the two accounts. */
  options: {
    demo?: boolean;
    empty?: boolean;
    config?: Partial<ApiConfig>;
    /** A second replica: another app over the first one's database (which the first one closes). */
    replicaOf?: TestApp;
    /** Where the app writes its log lines (every level); none by default. */
    logStream?: Writable;
    /** The public and registry listeners' ports; free ones by default. */
    ports?: { api: number; registry: number };
  } = {},
): Promise<TestApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-api-test-'));
  let database: Database;
  let drop = async () => {};
  let ownsDatabase = true;
  if (options.replicaOf) {
    database = options.replicaOf.ctx.database;
    ownsDatabase = false;
  } else if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ kind: 'postgres', url: created.url });
  } else {
    database = await openMigratedPglite();
  }
  const app = await buildApp({
    database,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    config: {
      dataDir,
      releasesDir: path.join(dataDir, 'releases'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logger: false,
      seedDemo: options.demo ?? false,
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256',
      smtpUrl: undefined,
      devOutbox: true,
      rateLimits: {
        login: { max: 1000, timeWindow: 60_000 },
        register: { max: 1000, timeWindow: 60_000 },
        otp: { max: 1000, timeWindow: 60_000 },
        passwordCheck: { max: 1000, timeWindow: 60_000 },
      },
      slotReports: { max: 1000, timeWindow: 60_000 },
      deployTokenFailures: { max: 1000, timeWindow: 60_000 },
      resetCodes: { max: 1000, timeWindow: 60_000 },
      resetFailures: { max: 1000, timeWindow: 60_000 },
      ...options.config,
    },
  });
  if (!options.demo && !options.empty && !options.replicaOf) await seedUsers(app.ctx.db);
  const listen = async (server: FastifyInstance, port = 0) => {
    await server.listen({ port, host: '127.0.0.1' });
    const address = server.server.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  };
  const registryUrl = await listen(app.registry, options.ports?.registry);
  const baseUrl = await listen(app, options.ports?.api);

  const send = async <T>(
    baseUrl: string,
    method: string,
    url: string,
    opts: RequestOptions = {},
  ): Promise<ApiResponse<T>> => {
    const target = new URL(url, baseUrl);
    for (const [key, value] of Object.entries(opts.query ?? {})) {
      if (value !== undefined) target.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: FormData | string | Uint8Array | undefined;
    if (opts.form) body = opts.form;
    else if (opts.rawBody !== undefined) body = opts.rawBody;
    else if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    }
    const response = await fetch(target, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
  const request = <T>(method: string, url: string, opts?: RequestOptions) => send<T>(baseUrl, method, url, opts);

  const login = async (credentials: { identifier: string; password: string }) => {
    const response = await request<{ token: string }>('POST', '/auth/login', { json: credentials });
    if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
    return response.body.token;
  };

  return {
    app,
    ctx: app.ctx,
    baseUrl,
    registryUrl,
    dataDir,
    request,
    registry: (method, url, opts) => send(registryUrl, method, url, opts),
    login,
    async registerCustomer(name) {
      const password = 'Secret@12345';
      const email = `${name}@example.com`;
      const registered = await request<{ user: { id: number } }>('POST', '/auth/register', {
        json: { username: name, email, password, firstName: name, lastName: name },
      });
      if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
      return { token: await login({ identifier: email, password }), id: registered.body.user.id };
    },
    async close() {
      await app.close();
      if (ownsDatabase) await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A small real PNG drawn by sharp, for upload tests. */
export async function pngImage(color = '#3366ff', size = 64): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** `count` copies of a PNG as a multipart form's `images` files. */
export const imageFiles = (png: Buffer, count: number) =>
  Array.from({ length: count }, (_, i) => ({ field: 'images', name: `image-${i}.png`, data: png }));

export function formWith(
  fields: Record<string, string>,
  files: { field: string; name: string; data: Buffer; type?: string }[] = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.name);
  return form;
}
