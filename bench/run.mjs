// @ts-check
/**
 * `npm run bench`: the store's benchmarks, never part of `npm test`.
 *
 *   1. builds what is missing (shared-contracts, the API) and times `npm run build:web`;
 *   2. for PGlite, then PostgreSQL when one answers: generates the catalogue (kept for later
 *      runs), prints EXPLAIN of every statement the benchmarked calls run, and loads each
 *      endpoint from this process with autocannon (on PostgreSQL after pgbench on a scratch
 *      database of the same server: the database's ceiling); then the ceiling (a bare Fastify route);
 *   3. serves the front end as deployed (client-rendered, nginx) and as `npm start` serves it
 *      (server-rendered), runs Lighthouse on home, shop and a product page on each, and loads
 *      the server-rendered HTML of home and a product page;
 *   4. on PostgreSQL, the admin dashboard's statements on 50,000 products and 100,000 orders;
 *   5. writes BENCHMARKS.md (and prints it) with the budgets of docs/architecture.md §6.
 *
 * Exits 1 when a statement reads products or variants with a sequential scan (on the full-size
 * catalogue size), when a dashboard statement reads a whole table, when a part fails, or on bad
 * arguments (2).
 *
 *   npm run bench [-- --plans-only] [-- --no-web-build]
 *     --plans-only    only prepare the databases and check the query plans (fast; no report)
 *     --no-web-build  reuse the current web builds (build time not measured)
 *   npm run bench -- <part> [its arguments]
 *     one part alone (PARTS below: api, web, ssr, ssr-load, dashboard, placing), its figures on
 *     stdout; BENCHMARKS.md is left as it is
 *   Environment: BENCH_PRODUCTS, BENCH_CUSTOMERS (catalogue size), BENCH_DURATION,
 *   BENCH_WARMUP (seconds), BENCH_LIGHTHOUSE_RUNS, BENCH_DATABASE_URL, BENCH_DATA_DIR,
 *   BENCH_API_PORT, BENCH_CEILING_PORT, BENCH_SHELL_PORT, BENCH_STRICT_PLANS, BENCH_PGBENCH_DURATION, CHROME_PATH
 *   (see options.mjs).
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApiIfMissing, timeWebBuild, webBuilt } from './build.mjs';
import { runScript, track } from './cleanup.mjs';
import { describeMachine } from './machine.mjs';
import { CATALOGUE, LIGHTHOUSE_RUNS, LOAD, PLANS, REPORT_FILE } from './options.mjs';
import { step } from './progress.mjs';

/**
 * The parts that run alone, for trying a change without the whole bench: each is a script of this
 * folder, run with the arguments after its name and the environment given here (README.md).
 * @type {Record<string, { script: string, env?: Record<string, string>, web?: boolean }>}
 */
const PARTS = {
  /** API rows on one database: [pglite|postgres] [row id ...]. */
  api: { script: 'rows.mjs' },
  /** The front end: Lighthouse client- and server-rendered, then the server-rendered HTML under load. */
  web: { script: 'web.mjs', web: true },
  /** Lighthouse on the server-rendered site only (default and calibrated runs), then its HTML under load. */
  ssr: { script: 'web.mjs', env: { BENCH_SSR_ONLY: '1' }, web: true },
  /** The server-rendered HTML under load only: no Lighthouse. */
  'ssr-load': { script: 'web.mjs', env: { BENCH_SSR_LOAD_ONLY: '1' }, web: true },
  /** The admin dashboard's statements on 50,000 products and 100,000 orders (PostgreSQL). */
  dashboard: { script: 'dashboard-plans.mjs' },
  /** The placing statement alone under pgbench (PostgreSQL): [variant.sql ...]. */
  placing: { script: 'pgbench-placing.mjs' },
};

const FLAGS = ['--plans-only', '--no-web-build'];
const [first, ...rest] = process.argv.slice(2);
const part = first === undefined ? undefined : PARTS[first];
const args = part ? [] : process.argv.slice(2);
const unknown = args.filter((arg) => !FLAGS.includes(arg));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown argument(s) ${unknown.join(' ')}; usage: npm run bench [-- ${FLAGS.join(' ')}] ` +
      `or npm run bench -- <${Object.keys(PARTS).join('|')}> [its arguments]\n`,
  );
  process.exit(2);
}
const plansOnly = args.includes('--plans-only');
const buildWeb = !args.includes('--no-web-build');

/**
 * One part in a process of its own, after the builds it needs: the exit code is the part's.
 * @param {{ script: string, env?: Record<string, string>, web?: boolean }} selected
 * @param {string[]} partArgs
 * @returns {Promise<number>}
 */
async function runPart({ script, env = {}, web = false }, partArgs) {
  await buildApiIfMissing();
  if (web && !webBuilt()) await timeWebBuild();
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), script);
  const child = spawn(process.execPath, [file, ...partArgs], { env: { ...process.env, ...env }, stdio: 'inherit' });
  /** @type {Promise<number>} */
  const exited = new Promise((resolve) => {
    child.once('exit', (code) => resolve(code ?? 1));
    child.once('error', () => resolve(1));
  });
  // A signal to the bench reaches the part too: it stops what it started itself (cleanup.mjs).
  track(`the part ${script}`, async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  return exited;
}

/** @returns {Promise<number>} the exit code */
async function main() {
  const started = performance.now();
  // Before anything of ours runs: the load average then says whether others were busy.
  const machine = await describeMachine();
  step(
    `catalogue ${CATALOGUE.products} products x ${CATALOGUE.variantsPerProduct} variants, ${CATALOGUE.customers} customers; ` +
      `${LOAD.connections} connections, ${LOAD.durationSeconds} s per endpoint after ${LOAD.warmupSeconds} s warm-up; ` +
      `${LIGHTHOUSE_RUNS} Lighthouse run(s) per page${plansOnly ? '; query plans only' : ''}`,
  );
  await buildApiIfMissing();
  // The web build first: a broken build stops the bench before the long API part.
  let buildSeconds = null;
  if (!plansOnly && (buildWeb || !webBuilt())) buildSeconds = await timeWebBuild();

  // Loaded after the builds: they import shared-contracts and the API from their dist folders.
  const { measureApi, seqScanFailures } = await import('./api-part.mjs');
  const api = await measureApi({ plansOnly });
  const seqScans = seqScanFailures(api);
  const planFailure = seqScans.length > 0 && PLANS.failOnSeqScan;
  if (plansOnly) return reportPlans(seqScans, planFailure);

  const { measureFrontEnd } = await import('./web-part.mjs');
  const { judgeBudgets } = await import('./budgets.mjs');
  const { renderReport } = await import('./report.mjs');
  const [first] = api.runs;
  if (!first) throw new Error('no database was benchmarked');
  let web = null;
  let webSkipped = null;
  try {
    web = await measureFrontEnd({ database: first.prepared.database, productName: productName(first), buildSeconds });
  } catch (error) {
    // The API figures are still worth a report; the exit code says the run is incomplete.
    webSkipped = `the front-end part failed: ${/** @type {Error} */ (error).message}`;
    step(webSkipped);
  }
  let dashboard = null;
  let dashboardSkipped = api.postgresSkipped;
  if (!dashboardSkipped) {
    try {
      const { measureDashboardPlans } = await import('./dashboard-plans.mjs');
      dashboard = await measureDashboardPlans();
    } catch (error) {
      dashboardSkipped = `the dashboard part failed: ${/** @type {Error} */ (error).message}`;
      step(dashboardSkipped);
    }
  }
  const dashboardFailed = Boolean(dashboard?.statements.some((statement) => statement.seqScan));
  const budgets = judgeBudgets({ api, web });
  const report = renderReport({
    machine,
    api,
    web,
    webSkipped,
    budgets,
    seqScans,
    dashboard,
    dashboardSkipped,
    runSeconds: (performance.now() - started) / 1000,
  });
  await writeFile(REPORT_FILE, report);
  process.stdout.write(`\n${report}`);
  step(`wrote ${REPORT_FILE}`);
  reportPlans(seqScans, planFailure);
  return planFailure || dashboardFailed || webSkipped || web?.ssrSkipped ? 1 : 0;
}

/** The product page Lighthouse opens: the first product of the listing (a demo product, with real images). @param {import('./api-part.mjs').DatabaseRun} run */
function productName(run) {
  const listing = run.plans.find((plan) => plan.endpoint.id === 'list-first');
  const name = listing ? JSON.parse(listing.body)?.data?.[0]?.name : undefined;
  if (typeof name !== 'string') throw new Error('the first product page of the listing has no product');
  return name;
}

/** Says loudly what the query plans showed; the exit code. @param {string[]} seqScans @param {boolean} failed */
function reportPlans(seqScans, failed) {
  if (seqScans.length === 0) {
    step('query plans: no sequential scan of products or product_variants');
    return 0;
  }
  const list = seqScans.map((scan) => `\n  - ${scan}`).join('');
  if (failed) {
    process.stderr.write(
      `\nBENCH FAILED: ${seqScans.length} request(s) read products or product_variants with a sequential scan ` +
        `on the ${CATALOGUE.products}-product catalogue (plans above):${list}\n\n`,
    );
    return 1;
  }
  step(`query plans: sequential scans found, not failed on a ${CATALOGUE.products}-product catalogue:${list}`);
  return 0;
}

await runScript(part ? () => runPart(part, rest) : main);
