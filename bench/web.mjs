// @ts-check
/**
 * The front-end part of the bench alone, for trying a change without the whole `npm run bench`
 * (nothing is written to BENCHMARKS.md): the web builds as they are, the PGlite catalogue, then
 * the figures and the front-end budgets on stdout.
 *
 *   npm run bench -- web
 *
 * The same options (BENCH_* variables) apply. `npm run bench -- ssr-load` (BENCH_SSR_LOAD_ONLY=1)
 * runs only the server-rendered site's HTML under load (no Lighthouse, no client-rendered site): a
 * minute rather than several, for trying a change to the renderer. `npm run bench -- ssr`
 * (BENCH_SSR_ONLY=1) audits only the server-rendered site (its default and calibrated Lighthouse
 * runs), BENCH_PAGES=home,product only those pages.
 */
import { startBenchApi } from './api-bench.mjs';
import { judgeBudgets } from './budgets.mjs';
import { runScript } from './cleanup.mjs';
import { pgliteDatabase, prepareDatabase } from './databases.mjs';
import { summary } from './load.mjs';
import { PORTS, SSR_LOAD_ONLY } from './options.mjs';
import { frontEndSection } from './report.mjs';
import { firstProductName, measureFrontEnd, measureSsrLoad } from './web-part.mjs';

/** The first product of the shop's listing, as run.mjs picks it. @param {import('./databases.mjs').BenchDatabase} database */
async function productNameOn(database) {
  const api = await startBenchApi(database, PORTS.apiPglite);
  try {
    return await firstProductName(api.url);
  } finally {
    await api.stop();
  }
}

/** The server-rendered HTML under load, on stdout. @param {import('./databases.mjs').BenchDatabase} database */
async function measureSsrLoadOnly(database) {
  const rows = await measureSsrLoad({ database, productName: await productNameOn(database) });
  for (const row of rows) {
    process.stdout.write(
      `${row.label} (${row.path}, ${(row.htmlBytes / 1000).toFixed(1)} kB sent ${row.encoding}): ${summary(row.result)}; ` +
        `a static file of the same bytes: ${summary(row.staticResult)}\n`,
    );
  }
}

/** Every front-end figure and the front-end budgets, on stdout. @param {import('./databases.mjs').BenchDatabase} database */
async function measureAll(database) {
  const web = await measureFrontEnd({ database, productName: await productNameOn(database), buildSeconds: null });
  const api = {
    endpoints: [],
    runs: [],
    postgresSkipped: null,
    ceilings: null,
    databaseCeiling: null,
    databaseCeilingSkipped: null,
    placingAlone: null,
    placingAloneSkipped: null,
  };
  process.stdout.write(`\n${frontEndSection({ web, webSkipped: null })}\n\n`);
  // The API's rows say 'not measured' here: only the front end's are printed.
  for (const budget of judgeBudgets({ api, web }).filter((result) => result.met !== null)) {
    process.stdout.write(
      `${budget.met === null ? '—' : budget.met ? 'met   ' : 'MISSED'} ${budget.budget} [${budget.scope}]: ${budget.figure}\n`,
    );
  }
  if (web.ssrSkipped) process.exitCode = 1;
}

await runScript(async () => {
  const database = pgliteDatabase();
  await prepareDatabase(database);
  await (SSR_LOAD_ONLY ? measureSsrLoadOnly(database) : measureAll(database));
});
