// @ts-check
/**
 * The API's own code, loaded from its build (api/dist) and its node_modules: the bench runs the
 * real app, schema, password hashing and token signing rather than copies of them. Loaded by
 * computed URLs so the type-checker does not pull the API's build into the scripts project;
 * the shapes used here are declared below.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './options.mjs';

/**
 * @typedef {{ rows?: Record<string, unknown>[] } | Record<string, unknown>[]} QueryResult
 * @typedef {{ execute: (query: string) => Promise<QueryResult>, transaction: Function }} DrizzleDb
 * @typedef {{ db: DrizzleDb, kind: 'pglite' | 'postgres', close: () => Promise<void> }} ApiDatabase
 * @typedef {{ logQuery: (query: string, params: unknown[]) => void }} DrizzleLogger
 * @typedef {{ statusCode: number, body: string, json: () => any }} InjectResponse
 * @typedef {{
 *   ctx: { db: DrizzleDb, tokens: { sign: (claims: { sub: number, role: 'CUSTOMER' | 'ADMIN', ver: number }) => string } },
 *   inject: (request: { method: string, url: string, headers?: Record<string, string>, payload?: unknown }) => Promise<InjectResponse>,
 *   close: () => Promise<void>,
 * }} ApiApp
 * @typedef {{
 *   dataDir?: string, databaseUrl?: string, seedDemo?: boolean, logger?: boolean, jwtSecret?: string,
 * }} ApiConfig
 */

/** A module of the API's build or node_modules. @param {string} relative a file under the repository root */
export const loadBuilt = (relative) => import(pathToFileURL(path.join(ROOT, relative)).href);

/** buildApp from api/dist/app.js: the whole API, with a database of its own or the one given. */
export async function buildApiApp(/** @type {{ config: ApiConfig, database?: ApiDatabase }} */ options) {
  const { buildApp } = await loadBuilt('api/dist/app.js');
  return /** @type {Promise<ApiApp>} */ (buildApp(options));
}

/** The API's scrypt password hash (the same format and cost as registration). */
export async function hashPassword(/** @type {string} */ password) {
  const module = await loadBuilt('api/dist/auth/passwords.js');
  return /** @type {Promise<string>} */ (module.hashPassword(password));
}

/** The word similarity threshold the API sets on every connection for typo-tolerant search. */
export async function wordSimilarityThreshold() {
  const module = await loadBuilt('api/dist/db/database.js');
  return /** @type {number} */ (module.WORD_SIMILARITY_THRESHOLD);
}

/**
 * The API's database opened the way api/src/db/database.ts opens it, but through a Drizzle
 * instance with a query logger: every statement the API runs is reported to `logger`.
 * The database must already be migrated (the bench opens it through buildApp first).
 * @param {{ kind: 'pglite', dataDir: string } | { kind: 'postgres', url: string }} where
 * @param {DrizzleLogger} logger
 * @returns {Promise<ApiDatabase & { query: (text: string, params: unknown[]) => Promise<Record<string, unknown>[]> }>}
 */
export async function openLoggedDatabase(where, logger) {
  const schema = await loadBuilt('api/dist/db/schema.js');
  const threshold = await wordSimilarityThreshold();
  if (where.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await loadBuilt('api/node_modules/drizzle-orm/node-postgres/index.js');
    const pool = new pg.Pool({
      connectionString: where.url,
      max: 4,
      options: `-c pg_trgm.word_similarity_threshold=${threshold}`,
    });
    return {
      db: drizzle(pool, { schema, logger }),
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params)).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await loadBuilt('api/node_modules/drizzle-orm/pglite/index.js');
  const { lockDataDir } = await loadBuilt('api/dist/db/database.js');
  // The API's own lock: PGlite must never be opened by two processes at once.
  const unlock = /** @type {() => Promise<void>} */ (await lockDataDir(where.dataDir));
  const client = await PGlite.create({ dataDir: where.dataDir, extensions: { pg_trgm } });
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${threshold}`);
  return {
    db: drizzle(client, { schema, logger }),
    kind: 'pglite',
    query: async (text, params) => /** @type {Record<string, unknown>[]} */ ((await client.query(text, params)).rows),
    close: async () => {
      await client.exec('CHECKPOINT');
      await client.close();
      await unlock();
    },
  };
}

/** Rows of a Drizzle `execute` result, whichever driver ran it. */
export function rowsOf(/** @type {QueryResult} */ result) {
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** The demo seed's top-level category names (the bench lists one of them). */
export async function seedTopCategories() {
  const { SEED_CATEGORIES } = await loadBuilt('api/dist/seed/seed-data.js');
  return /** @type {{ name: string }[]} */ (SEED_CATEGORIES).map((category) => category.name);
}
