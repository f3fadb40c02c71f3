// @ts-check
/**
 * The database's share of placing an order, alone: pgbench runs the store's own placing
 * statement (rendered from api/dist/orders/place-order.js, so it is the text the API sends) on a
 * copy of the seeded bench database, through as many connections as the API's pool. No API, no
 * HTTP, no Node.js: the tps and PostgreSQL's CPU per order are what placing costs the server, and
 * a schema or statement change can be weighed in a minute. It also names any table read by
 * sequential scans during the run and the share of stock updates that were HOT.
 *
 *   npm run bench -- placing [variant.sql ...]
 *
 * Without arguments it measures the schema as migrated. Each variant file is SQL run on a fresh
 * copy before its run (e.g. `drop index ...`), and the copies are measured in turn, as migrated
 * first, BENCH_PLACING_ROUNDS times (2 by default) so that a drift of the machine shows.
 * The bench database is prepared here as rows.mjs prepares it (the same BENCH_* options).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadBuilt } from './api-modules.mjs';
import { runScript, track } from './cleanup.mjs';
import { postgresDatabase, prepareDatabase } from './databases.mjs';
import { CATALOGUE } from './options.mjs';
import { PGBENCH, parsePgbench, pgbenchCommand, runPgbench } from './pgbench.mjs';
import { BENCH_DATABASE, databaseOnServer, withClient } from './postgres.mjs';
import { countProcessCpu, describeProcessCpu } from './process-cpu.mjs';
import { step } from './progress.mjs';
import { table } from './report.mjs';

/**
 * @typedef {import('./pgbench.mjs').PgbenchResult & {
 *   orders: number, pgCpuMsPerTransaction: number | null, hotShare: number,
 * }} PlacingResult
 */

/**
 * The API sends every statement with parameters as a named prepared statement, planned once per
 * connection (api/src/db/planned-once.ts): pgbench's prepared protocol does the same.
 * BENCH_PLACING_PROTOCOL=extended plans the statement at every call instead, to weigh planning.
 */
const PROTOCOL = process.env.BENCH_PLACING_PROTOCOL === 'extended' ? 'extended' : 'prepared';

/**
 * Clients: the API's pool (api/src/db/database.ts), since the API places its orders through those
 * 10 connections whatever the HTTP concurrency; BENCH_PLACING_CLIENTS=50 gives pgbench's own.
 */
const CLIENTS = Number(process.env.BENCH_PLACING_CLIENTS) > 0 ? Number(process.env.BENCH_PLACING_CLIENTS) : 10;

/** Stand-ins for the caller's ids while rendering: no real id is negative. */
const USER = -910_001;
const ADDRESS = -910_002;

/**
 * The placing statement as pgbench runs it: the API's own builder rendered by Drizzle's
 * PostgreSQL dialect, each bound value turned into a pgbench variable. The caller's user and
 * address become `:uid` and `:aid` (set per transaction); every other value (tax, the largest
 * total, payment method, the timestamps) a variable given once with -D. pgbench then sends them as
 * bound parameters, as node-postgres does for the API.
 * @returns {Promise<{ text: string, defines: string[] }>}
 */
async function placingStatementText() {
  const { placementStatement } = await loadBuilt('api/dist/orders/place-order.js');
  const { PgDialect } = await loadBuilt('api/node_modules/drizzle-orm/pg-core/dialect.js');
  const statement = placementStatement(
    { id: USER, tokenVersion: 0 },
    { addressId: ADDRESS, paymentMethod: 'COD' },
    new Date(),
    // Every bench customer's address is in Bengaluru (catalogue.mjs): the API dates that pincode first.
    { pincode: '560001', date: new Date().toISOString().slice(0, 10) },
  );
  /** @type {{ sql: string, params: unknown[] }} */
  const query = new PgDialect().sqlToQuery(statement);
  if (query.sql.includes(';')) throw new Error('the placing statement holds a semicolon: pgbench would split it');
  /** @type {string[]} */
  const defines = [];
  const text = query.sql.replace(/\$(\d+)/g, (_, number) => {
    const value = query.params[Number(number) - 1];
    if (value === USER) return ':uid';
    if (value === ADDRESS) return ':aid';
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`unexpected parameter ${value}`);
    if (!/^[\w.:+-]+$/.test(String(value))) throw new Error(`parameter ${value} cannot be given to pgbench -D`);
    defines.push(`--define=p${number}=${value}`);
    return `:p${number}`;
  });
  return { text, defines };
}

/**
 * A copy of the prepared bench database, with what the script needs beside the store's tables:
 * each bench customer's cart lines as reset left them (the refill), and those variants' stock so
 * high that no run empties it (a refused order costs less and would flatter the figures).
 * Customers are numbered from 0 in id order; their users and addresses must be consecutive ids,
 * which the generator makes and this checks, so a transaction needs no lookup to find them.
 * @param {{ name: string, url: string, adminUrl: string }} copy
 */
async function copyBenchDatabase({ name, url, adminUrl }) {
  await withClient(adminUrl, async (admin) => {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name} template ${BENCH_DATABASE}`);
  });
  return withClient(url, async (client) => {
    await client.query(`
      create table bench_cart_lines as
        select c.user_id, i.cart_id, i.variant_id
        from cart_items i join carts c on c.id = i.cart_id
        where c.user_id in (select id from users where email like 'bench-customer-%@example.com');
      create index on bench_cart_lines (user_id);
      update product_variants set stock = 1000000 where id in (select variant_id from bench_cart_lines);`);
    const { rows } = await client.query(`
      select min(u.id)::int as first_user, (max(u.id) - min(u.id) + 1)::int as span, count(*)::int as customers,
        count(distinct a.id - u.id)::int as offsets, min(a.id - u.id)::int as address_offset
      from users u join addresses a on a.user_id = u.id and a.is_default
      where u.email like 'bench-customer-%@example.com'`);
    const ids = rows[0];
    if (ids.span !== ids.customers || ids.offsets !== 1) {
      throw new Error('the bench customers or their addresses are not consecutive ids');
    }
    await client.query('vacuum analyze');
    return { firstUser: ids.first_user, customers: ids.customers, addressOffset: ids.address_offset };
  });
}

/**
 * Each transaction: one customer's cart refilled, then the placing statement, committed together:
 * one commit per order, as the API makes (its carts were filled before the load; the commit, a
 * flush of the write-ahead log, costs PostgreSQL CPU of its own on this kind of machine). Client k
 * takes customers k, k + clients, k + 2 × clients, ...: no two clients share a cart, and no two
 * carts share a variant (resetRunState deals them out so), so nothing waits for another order's locks.
 * @param {string} placing
 */
const scriptText = (placing) => `\\set n random(0, :per_client - 1)
\\set uid :first_user + :client_id + :clients * :n
\\set aid :uid + :address_offset
begin;
insert into cart_items (cart_id, variant_id, quantity)
  select cart_id, variant_id, 1 from bench_cart_lines where user_id = :uid
  on conflict do nothing;
${placing.trim()};
commit;
`;

/**
 * Runs the placing script on a fresh copy of the bench database (after `variantSql`, if any),
 * then drops the copy. The bench database must hold no connections (it is the copy's template).
 * @param {{ variantSql?: string, label?: string }} [options]
 * @returns {Promise<PlacingResult>}
 */
export async function measurePlacing({ variantSql, label = 'as migrated' } = {}) {
  const pgbench = pgbenchCommand();
  const copy = databaseOnServer(`${BENCH_DATABASE}_placing`);
  const { name, url } = copy;
  const drop = track(`the scratch database ${name}`, () =>
    withClient(copy.adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  );
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'pgbench-placing-'));
  try {
    const { firstUser, customers, addressOffset } = await copyBenchDatabase(copy);
    if (variantSql) {
      // One statement at a time: VACUUM FULL, for one, refuses to run inside a multi-statement string.
      await withClient(url, async (client) => {
        for (const statement of variantSql.split(/;\s*$/m).filter((text) => text.trim())) await client.query(statement);
      });
    }
    const { threads, seconds } = PGBENCH;
    const clients = CLIENTS;
    if (customers < clients) throw new Error(`${customers} customers for ${clients} clients`);
    const { text, defines } = await placingStatementText();
    const script = path.join(folder, 'placing.sql');
    await fs.writeFile(script, scriptText(text));
    const before = await countOrders(url);
    step(`pgbench placing (${label}): ${clients} clients, ${seconds} s`);
    const cpuSince = countProcessCpu();
    const stdout = await runPgbench(pgbench, [
      `--client=${clients}`,
      `--jobs=${threads}`,
      `--time=${seconds}`,
      '--no-vacuum',
      `--protocol=${PROTOCOL}`,
      `--file=${script}`,
      `--define=per_client=${Math.floor(customers / clients)}`,
      `--define=first_user=${firstUser}`,
      `--define=clients=${clients}`,
      `--define=address_offset=${addressOffset}`,
      ...defines,
      url,
    ]);
    const cpu = cpuSince();
    const result = parsePgbench(stdout);
    const after = await countOrders(url);
    const orders = after.orders - before.orders;
    const hotShare = (after.hot - before.hot) / Math.max(1, after.updates - before.updates);
    // A table read whole at every order would be the first thing to fix: name any.
    const seqScanned = Object.entries(after.seqRead)
      .map(([table, rows]) => [table, rows - (before.seqRead[table] ?? 0)])
      .filter(([, rows]) => Number(rows) > 0)
      .map(([table, rows]) => `${table} ${rows} rows`);
    if (seqScanned.length > 0) step(`  read by sequential scans: ${seqScanned.join(', ')}`);
    // Every transaction must have placed an order, or the figures are of refusals.
    if (orders !== result.transactions) {
      throw new Error(`${result.transactions} transactions placed ${orders} orders`);
    }
    const pgCpuMsPerTransaction = cpu ? (cpu.postgres / 100 / result.tps) * 1000 : null;
    step(
      `  ${result.tps.toFixed(0)} tps, latency average ${result.latencyMs} ms; ${describeProcessCpu(cpu)}; ` +
        `PostgreSQL ${pgCpuMsPerTransaction?.toFixed(3) ?? '—'} ms of CPU per order; ` +
        `${Math.round(hotShare * 100)} % of the variants' updates HOT`,
    );
    return { ...result, cpu, orders, pgCpuMsPerTransaction, hotShare };
  } finally {
    await drop();
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Orders in the copy, its variants' updates so far (all of them, and the HOT ones: no new index
 * entries), and the rows each table was read by sequential scans. @param {string} url
 */
async function countOrders(url) {
  const { rows } = await withClient(url, (client) =>
    client.query(`
      select (select count(*) from orders)::int as orders, n_tup_upd::int as updates, n_tup_hot_upd::int as hot,
        (select json_object_agg(relname, seq_tup_read) from pg_stat_user_tables) as seq_read
      from pg_stat_user_tables where relname = 'product_variants'`),
  );
  const [row] = rows;
  return {
    orders: Number(row.orders),
    updates: Number(row.updates),
    hot: Number(row.hot),
    /** @type {Record<string, number>} */
    seqRead: row.seq_read,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runScript(async () => {
    const files = process.argv.slice(2);
    const rounds = Number(process.env.BENCH_PLACING_ROUNDS) > 0 ? Number(process.env.BENCH_PLACING_ROUNDS) : 2;
    await prepareDatabase(postgresDatabase());
    /** @type {{ label: string, variantSql?: string }[]} */
    const variants = [{ label: 'as migrated' }];
    for (const file of files)
      variants.push({ label: path.basename(file), variantSql: await fs.readFile(file, 'utf8') });
    /** @type {Map<string, PlacingResult[]>} */
    const results = new Map(variants.map((variant) => [variant.label, []]));
    for (let round = 0; round < rounds; round += 1) {
      for (const variant of variants) results.get(variant.label)?.push(await measurePlacing(variant));
    }
    process.stdout.write(
      `\nPlacing statement under pgbench, ${CLIENTS} clients, ${PGBENCH.seconds} s per run, ${CATALOGUE.customers} customers\n`,
    );
    const rows = [...results].map(([label, runs]) => [
      label,
      runs.map((run) => run.tps.toFixed(0)).join(', '),
      runs.map((run) => `${run.cpu?.postgres ?? '—'} %`).join(', '),
      runs.map((run) => run.pgCpuMsPerTransaction?.toFixed(3) ?? '—').join(', '),
    ]);
    const head = ['Variant', 'tps (each run)', 'PostgreSQL CPU', 'PostgreSQL ms of CPU per order'];
    process.stdout.write(`${table(head, rows)}\n`);
  });
}
