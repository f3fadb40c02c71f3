/**
 * The database: embedded PostgreSQL (PGlite) in a data folder by default, or a
 * PostgreSQL server through node-postgres when a connection URL is given. Both run
 * the same SQL migrations and are used through the same Drizzle API.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths.js';
import { PlannedOnceClient } from './planned-once.js';
import * as schema from './schema.js';

export type Schema = typeof schema;

/** Advisory lock keys: migrations and the demo seed run in one process at a time. */
export const MIGRATION_LOCK = 73_010;
export const SEED_LOCK = 73_011;

/** How alike a search word and a word of a product name must be (`<%`); low enough for "iphnoe" to find "iPhone". */
export const WORD_SIMILARITY_THRESHOLD = 0.35;
/** The Drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: services accept either. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'selectDistinct'>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a tarball, to start another one from (tests). */
  dump?: () => Promise<Blob>;
  /** Flushes (CHECKPOINT) and closes. Safe to call twice. */
  close(): Promise<void>;
}

export type DatabaseOptions =
  /** `dataDir` undefined: in memory (tests); `loadDataDir`: start from a dump of another PGlite database. */
  { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob } | { kind: 'postgres'; url: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      Client: PlannedOnceClient,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // An idle connection the server drops (a restart, a failover) must not crash the API: the
    // pool discards it and the next query opens a fresh one.
    pool.on('error', (error) => console.warn(`[db] idle PostgreSQL connection lost: ${error.message}`));
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    try {
      // Several API replicas may start together: one migrates while the others wait.
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        lock.release();
      }
    } catch (error) {
      await pool.end();
      throw error;
    }
    let closed = false;
    return {
      db,
      kind: 'postgres',
      close: async () => {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  const releaseLock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  // PGlite has a single connection and queues every query and transaction behind the
  // one running, so transactions are serialised for us; they must stay short.
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
  } catch (error) {
    await releaseLock();
    // PGlite replays its write-ahead log after a kill (the crash test proves it); a folder it still
    // cannot open is left exactly as it is, never re-initialised over the orders it may hold.
    throw new Error(
      `The embedded database in ${options.dataDir} could not be opened (${(error as Error).message}); ` +
        'it may have been damaged outside the API. The API will not start on it and has changed nothing: ' +
        'restore the folder from a backup, or move it away to start on an empty database.',
      { cause: error },
    );
  }
  await client.exec(`SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  try {
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  } catch (error) {
    await client.close();
    await releaseLock();
    throw error;
  }
  let closed = false;
  return {
    db,
    kind: 'pglite',
    dump: () => client.dumpDataDir('none') as Promise<Blob>,
    close: async () => {
      if (closed) return;
      closed = true;
      if (options.dataDir) await client.exec('CHECKPOINT');
      await client.close();
      await releaseLock();
    },
  };
}

/**
 * PGlite must never be opened from two processes: a lock file with our pid guards the folder.
 * A lock left by a process that is gone is taken over. Returns the release function.
 */
const heldLocks = new Set<string>();

/** The data folder and the database's: readable by their owner only. */
export const DATA_DIR_MODE = 0o700;

export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // The database's files are the store's orders and accounts: for the API's user alone.
  await fs.mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const file = path.join(dataDir, 'api.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await fs.writeFile(file, String(process.pid), { flag: 'wx' });
      heldLocks.add(file);
      return async () => {
        heldLocks.delete(file);
        await fs.rm(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
      // Our own pid but not our lock: left by an earlier run that had the same pid (e.g. pid 1 in a container).
      const ours = pid === process.pid && !heldLocks.has(file);
      if (pid > 0 && !ours && isRunning(pid)) {
        throw new Error(
          `The database in ${dataDir} is in use by process ${pid}; stop it first or choose another API_DATA_DIR`,
        );
      }
      await fs.rm(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
