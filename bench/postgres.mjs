// @ts-check
/**
 * The bench's PostgreSQL server: the databases made beside the bench database (pgbench's scratch
 * database, the copy the placing statement runs on, the dashboard's large shop), and statements
 * run on a connection opened for them.
 */
import pg from 'pg';
import { POSTGRES_URL } from './options.mjs';

/** The bench database's name (from BENCH_DATABASE_URL). */
export const BENCH_DATABASE = new URL(POSTGRES_URL).pathname.slice(1);

/**
 * A database of the server `serverUrl` names: its URL, and the URL of the server's maintenance
 * database, which creates and drops it. The name goes into those statements as it is, so it must
 * be a plain identifier.
 * @param {string} name @param {string} [serverUrl]
 */
export function databaseOnServer(name, serverUrl = POSTGRES_URL) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  return { name, url: url.toString(), adminUrl: admin.toString() };
}

/**
 * `use` on one connection to `url`, closed after it.
 * @template T @param {string} url @param {(client: pg.Client) => Promise<T>} use @returns {Promise<T>}
 */
export async function withClient(url, use) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
