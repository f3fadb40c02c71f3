import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { lockDataDir, openDatabase } from './database.js';

describe('the embedded database folder', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-lock-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('cannot be opened by a second user while the first holds it', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(`The database in ${dir} is in use by process ${process.pid}`);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('is created readable by its owner only (0700), as is the data folder made for it', async () => {
    const dataDir = path.join(dir, 'data');
    const release = await lockDataDir(path.join(dataDir, 'db'));
    expect((await fs.stat(dataDir)).mode & 0o777).toBe(0o700);
    expect((await fs.stat(path.join(dataDir, 'db'))).mode & 0o777).toBe(0o700);
    await release();
  });

  it('takes over a lock left by a process that is gone', async () => {
    await fs.writeFile(path.join(dir, 'api.lock'), '999999999');
    const release = await lockDataDir(dir);
    expect(await fs.readFile(path.join(dir, 'api.lock'), 'utf8')).toBe(String(process.pid));
    await release();
  });
});

describe('an embedded database folder that cannot be opened', () => {
  it('is refused with a clear message, left as it was, and not locked', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-damaged-'));
    try {
      const dataDir = path.join(dir, 'db');
      const database = await openDatabase({ kind: 'pglite', dataDir });
      await database.close();
      // Damage the cluster's control file, as a disk fault would.
      const control = path.join(dataDir, 'global', 'pg_control');
      const damaged = Buffer.from(await fs.readFile(control)).fill(0x55, 0, 64);
      await fs.writeFile(control, damaged);

      await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(
        `The embedded database in ${dataDir} could not be opened`,
      );
      expect(await fs.readFile(control)).toEqual(damaged);
      await expect(fs.access(path.join(dataDir, 'api.lock'))).rejects.toThrow();
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe('a lock with our own pid that this process did not take', () => {
  it('is taken over (an earlier run had the same pid, as pid 1 in a container)', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-lock-'));
    await fs.writeFile(path.join(dir, 'api.lock'), String(process.pid));
    const release = await lockDataDir(dir);
    await release();
    await fs.rm(dir, { recursive: true, force: true });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

(postgresUrl ? describe : describe.skip)('on a PostgreSQL server', () => {
  it('survives the server dropping an idle connection, and the next query works', async () => {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    const name = `store_test_drop_${process.pid}_${Date.now()}`;
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl as string);
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString() });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await database.db.execute(sql`select 1`);
      const killed = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      expect(killed.rowCount).toBeGreaterThan(0);
      // The pool hears of each dropped connection asynchronously; a query before it heard of all of
      // them could be handed one that is already dead.
      const dropped = killed.rowCount ?? 0;
      for (let tries = 0; tries < 250 && warn.mock.calls.length < dropped; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('idle PostgreSQL connection lost'));
      await expect(database.db.execute(sql`select 1 as ok`)).resolves.toBeDefined();
    } finally {
      warn.mockRestore();
      await database.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
