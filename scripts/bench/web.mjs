// @ts-check
/**
 * The front-end part of the bench alone, for trying a change without the whole `npm run bench`
 * (nothing is written to BENCHMARKS.md): the web builds as they are, the PGlite catalogue, then
 * the figures and the front-end budgets on stdout.
 *
 *   node scripts/bench/web.mjs
 *
 * The same options (BENCH_* variables) apply.
 */
import { API_PATHS } from 'shared-contracts';
import { startBenchApi } from './api-bench.mjs';
import { judgeBudgets } from './budgets.mjs';
import { stopAll, stopAllOnSignals } from './cleanup.mjs';
import { pgliteDatabase, prepareDatabase } from './databases.mjs';
import { PORTS } from './options.mjs';
import { step } from './progress.mjs';
import { frontEndSection } from './report.mjs';
import { measureFrontEnd } from './web-part.mjs';

/** The first product of the shop's listing, as run.mjs picks it. @param {import('./databases.mjs').BenchDatabase} database */
async function firstProductName(database) {
  const api = await startBenchApi(database, PORTS.apiPglite);
  try {
    const response = await fetch(`${api.url}${API_PATHS.products.list}?page=1&limit=1`);
    const body = /** @type {{ data?: { name?: unknown }[] }} */ (await response.json());
    const name = body.data?.[0]?.name;
    if (typeof name !== 'string') throw new Error('the listing has no product');
    return name;
  } finally {
    await api.stop();
  }
}

stopAllOnSignals();
try {
  const database = pgliteDatabase();
  await prepareDatabase(database);
  const web = await measureFrontEnd({ database, productName: await firstProductName(database), buildSeconds: null });
  const api = { endpoints: [], runs: [], postgresSkipped: null, ceilings: null };
  process.stdout.write(`\n${frontEndSection({ web, webSkipped: null })}\n\n`);
  // The API's rows say 'not measured' here: only the front end's are printed.
  for (const budget of judgeBudgets({ api, web }).filter((result) => result.met !== null)) {
    process.stdout.write(
      `${budget.met === null ? '—' : budget.met ? 'met   ' : 'MISSED'} ${budget.budget} [${budget.scope}]: ${budget.figure}\n`,
    );
  }
  if (web.ssrSkipped) process.exitCode = 1;
} catch (error) {
  step(`failed: ${/** @type {Error} */ (error).stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
