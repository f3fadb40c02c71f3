// @ts-check
/**
 * A few rows of the API bench on one database, for trying a change without the whole
 * `npm run bench` (nothing is written to BENCHMARKS.md):
 *
 *   npm run bench -- api [pglite|postgres] [row id ...]
 *     e.g. npm run bench -- api postgres cart place-order list-pages mixed
 *
 * Row ids are those of endpoints.mjs, and `mixed`. The same options (BENCH_* variables) apply.
 * On PostgreSQL, pgbench measures the database's ceiling first (pgbench.mjs), and each row that
 * reaches the database on every request is given as a share of it. With place-order, pgbench also
 * runs the placing statement alone on a copy of the bench database (pgbench-placing.mjs): the
 * database's own cost of an order, beside the API's row. Then the PostgreSQL budgets are judged on
 * the rows run (budgets.mjs: the API's CPU per request against PostgreSQL's, place order against
 * the statement alone, the uncached listing at a constant half of its maximum), as `npm run bench`
 * judges them; a row not run is "not measured".
 */

import { loadApi } from './api-bench.mjs';
import { tryDatabaseCeiling, tryPlacingAlone } from './api-part.mjs';
import { judgePostgresBudgets } from './budgets.mjs';
import { runScript } from './cleanup.mjs';
import { pgliteDatabase, postgresDatabase, prepareDatabase } from './databases.mjs';
import { benchEndpoints } from './endpoints.mjs';
import { PORTS } from './options.mjs';
import { describeShare } from './pgbench.mjs';
import { step } from './progress.mjs';
import { mixedTable } from './report.mjs';

const [kind = 'postgres', ...ids] = process.argv.slice(2);
if (kind !== 'pglite' && kind !== 'postgres') {
  process.stderr.write('usage: npm run bench -- api [pglite|postgres] [row id ...]\n');
  process.exit(2);
}

await runScript(async () => {
  const all = await benchEndpoints();
  const endpoints = ids.length === 0 ? all : all.filter((endpoint) => ids.includes(endpoint.id));
  const database = kind === 'pglite' ? pgliteDatabase() : postgresDatabase();
  const prepared = await prepareDatabase(database);
  const { databaseCeiling, databaseCeilingSkipped } =
    kind === 'postgres' ? await tryDatabaseCeiling() : { databaseCeiling: null, databaseCeilingSkipped: null };
  // Before the API opens the bench database: the copy is made from it as a template.
  const { placingAlone, placingAloneSkipped } =
    kind === 'postgres' && endpoints.some((endpoint) => endpoint.id === 'place-order')
      ? await tryPlacingAlone()
      : { placingAlone: null, placingAloneSkipped: null };
  const load = await loadApi(prepared, endpoints, PORTS.apiPostgres, {
    mixed: ids.length === 0 || ids.includes('mixed'),
  });
  const { results, ordersPlaced, mixed } = load;
  for (const [id, result] of results) {
    const script = endpoints.find((endpoint) => endpoint.id === id)?.databaseCeiling;
    const share = databaseCeiling && script ? `; ${describeShare(result.rps, databaseCeiling, script)}` : '';
    step(`${id}: ${JSON.stringify(result)}${share}`);
  }
  if (mixed) process.stdout.write(`\n${mixedTable(mixed, databaseCeiling)}\n\n`);
  step(`orders placed: ${JSON.stringify(ordersPlaced)}`);
  if (placingAlone) {
    step(
      `placing statement alone (pgbench): ${placingAlone.tps.toFixed(0)} orders/s, ` +
        `PostgreSQL ${placingAlone.pgCpuMsPerTransaction?.toFixed(3) ?? '—'} ms of CPU per order`,
    );
  }
  if (kind === 'postgres') {
    /** @type {import('./api-part.mjs').ApiFindings} */
    const findings = {
      endpoints,
      runs: [{ prepared, plans: [], planSummaries: [], load }],
      postgresSkipped: null,
      ceilings: null,
      databaseCeiling,
      databaseCeilingSkipped,
      placingAlone,
      placingAloneSkipped,
    };
    process.stdout.write('\nPostgreSQL budgets (architecture §6) on these rows:\n');
    for (const budget of judgePostgresBudgets(findings)) {
      const verdict = budget.met === null ? '—     ' : budget.met ? 'met   ' : 'MISSED';
      process.stdout.write(`${verdict} ${budget.budget}: ${budget.figure}\n`);
      if (budget.cause) process.stdout.write(`       cause: ${budget.cause}\n`);
    }
  }
});
