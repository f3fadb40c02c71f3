// @ts-check
/**
 * The two databases the bench runs on: PGlite in a bench data folder and, when the server
 * answers, a PostgreSQL database of its own. Each is migrated and demo-seeded by the API
 * itself, filled with the generated catalogue once (kept for later runs while the generator
 * is unchanged), and put back to the same starting state before every run.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { buildApiApp, hashPassword, rowsOf } from './api-modules.mjs';
import {
  BENCH_PASSWORD,
  benchCustomers,
  CATALOGUE_STAMP,
  catalogueCounts,
  countBenchOrders,
  generateCatalogue,
  readStamp,
  resetRunState,
  writeStamp,
} from './catalogue.mjs';
import { DATA_DIR, JWT_SECRET, POSTGRES_URL } from './options.mjs';
import { BENCH_DATABASE, databaseOnServer, withClient } from './postgres.mjs';
import { step } from './progress.mjs';

/**
 * @typedef {{
 *   kind: 'pglite' | 'postgres',
 *   label: string,
 *   dataDir: string,
 *   databaseUrl?: string,
 *   pgliteDir?: string,
 * }} BenchDatabase
 * @typedef {{ userId: number, addressId: number, token: string }} Customer
 * @typedef {{
 *   database: BenchDatabase,
 *   generatedSeconds: number | null,
 *   counts: Awaited<ReturnType<typeof catalogueCounts>>,
 *   customers: Customer[],
 *   serverVersion: string,
 * }} PreparedDatabase
 * `serverVersion`: PostgreSQL's own (PGlite is PostgreSQL compiled to WebAssembly).
 */

/** @returns {BenchDatabase} */
export function pgliteDatabase() {
  const dataDir = path.join(DATA_DIR, 'pglite');
  return { kind: 'pglite', label: 'PGlite (embedded)', dataDir, pgliteDir: path.join(dataDir, 'db') };
}

/** @returns {BenchDatabase} */
export function postgresDatabase() {
  return {
    kind: 'postgres',
    label: 'PostgreSQL (server)',
    dataDir: path.join(DATA_DIR, 'postgres'),
    databaseUrl: POSTGRES_URL,
  };
}

/** Null when the server answers, else why not. */
export async function postgresUnreachable() {
  const { adminUrl } = databaseOnServer(BENCH_DATABASE);
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return `PostgreSQL at ${adminUrl} did not answer: ${/** @type {Error} */ (error).message}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Does the bench database (or data folder) exist already? @param {BenchDatabase} database */
async function exists(database) {
  if (database.kind === 'pglite') {
    return fs.access(/** @type {string} */ (database.pgliteDir)).then(
      () => true,
      () => false,
    );
  }
  const { name, adminUrl } = databaseOnServer(BENCH_DATABASE);
  const result = await withClient(adminUrl, (client) =>
    client.query('select 1 from pg_database where datname = $1', [name]),
  );
  return result.rowCount === 1;
}

/** Deletes the bench database (or data folder) and starts an empty one. @param {BenchDatabase} database */
async function wipe(database) {
  await fs.rm(database.dataDir, { recursive: true, force: true });
  if (database.kind === 'pglite') return;
  const { name, adminUrl } = databaseOnServer(BENCH_DATABASE);
  await withClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  });
}

/** The API in this process on the bench database: it migrates, and demo-seeds an empty one. @param {BenchDatabase} database */
function openApp(database) {
  return buildApiApp({
    config: {
      dataDir: database.dataDir,
      databaseUrl: database.databaseUrl,
      seedDemo: true,
      logger: false,
      jwtSecret: JWT_SECRET,
    },
  });
}

/**
 * SQL run through the app's own database connection, its rows returned.
 * @param {import('./api-modules.mjs').ApiApp} app @returns {import('./catalogue.mjs').Exec}
 */
const execOn = (app) => async (sql) => rowsOf(await app.ctx.db.execute(sql));

/**
 * Makes the database ready for a run: migrated, generated (unless a database with the same
 * stamp is there), reset to the starting state, statistics fresh; and login tokens for the
 * customers, signed by the API's own token signer with the secret the bench API will use.
 * @param {BenchDatabase} database
 * @returns {Promise<PreparedDatabase>}
 */
export async function prepareDatabase(database) {
  const existed = await exists(database);
  if (!existed) await wipe(database);
  let app = await openApp(database);
  let exec = execOn(app);
  let generatedSeconds = null;
  if ((await readStamp(exec)) !== CATALOGUE_STAMP) {
    step(`${database.label}: no generated catalogue with stamp "${CATALOGUE_STAMP}"; generating it`);
    if (existed) {
      // Older or half-made: start again from an empty, demo-seeded database.
      await app.close();
      await wipe(database);
      app = await openApp(database);
      exec = execOn(app);
    }
    const started = performance.now();
    await generateCatalogue(exec, await hashPassword(BENCH_PASSWORD));
    await exec('vacuum analyze');
    await writeStamp(exec);
    generatedSeconds = (performance.now() - started) / 1000;
    step(`${database.label}: generated in ${generatedSeconds.toFixed(1)} s`);
  } else {
    step(`${database.label}: reusing the generated catalogue in ${database.databaseUrl ?? database.dataDir}`);
  }
  await resetRunState(exec);
  // PGlite runs no autovacuum: without this, the planner would work from the statistics of
  // the generation run, before this run's orders and carts. On PostgreSQL autovacuum would do it in time.
  await exec('vacuum analyze');
  const counts = await catalogueCounts(exec);
  const [version] = await exec('show server_version');
  const customers = (await benchCustomers(exec)).map((customer) => ({
    ...customer,
    token: app.ctx.tokens.sign({ sub: customer.userId, role: 'CUSTOMER', ver: 0 }),
  }));
  await app.close();
  return { database, generatedSeconds, counts, customers, serverVersion: String(version?.server_version ?? 'unknown') };
}

/**
 * Counts the orders the customers placed since the last reset (and their lines), then puts
 * the run state back: carts refilled, orders gone, stock returned.
 * @param {BenchDatabase} database
 */
export async function countOrdersAndReset(database) {
  const app = await openApp(database);
  try {
    const exec = execOn(app);
    const placed = await countBenchOrders(exec);
    await resetRunState(exec);
    return placed;
  } finally {
    await app.close();
  }
}
