// @ts-check
/**
 * The API half of the bench, database after database (PGlite, then PostgreSQL when it
 * answers): prepare the generated catalogue, EXPLAIN every statement the benchmarked calls
 * run (printed on stdout), then load each endpoint; finally the ceiling, on the response
 * bodies the first database gave; and on PostgreSQL the database's own ceiling (pgbench.mjs), in
 * the same run as its rows.
 */
import { loadApi, loadCeilings } from './api-bench.mjs';
import {
  countOrdersAndReset,
  pgliteDatabase,
  postgresDatabase,
  postgresUnreachable,
  prepareDatabase,
} from './databases.mjs';
import { benchEndpoints } from './endpoints.mjs';
import { PLANS, PORTS } from './options.mjs';
import { measureDatabaseCeiling } from './pgbench.mjs';
import { measurePlacing } from './pgbench-placing.mjs';
import { step } from './progress.mjs';
import { capturePlans, formatPlans, summarisePlans } from './query-plans.mjs';

/**
 * @typedef {import('./endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('./load.mjs').LoadResult} LoadResult
 * @typedef {{
 *   prepared: import('./databases.mjs').PreparedDatabase,
 *   plans: import('./query-plans.mjs').EndpointPlans[],
 *   planSummaries: import('./query-plans.mjs').PlanSummary[],
 *   load: Awaited<ReturnType<typeof loadApi>> | null,
 * }} DatabaseRun
 * @typedef {{
 *   endpoints: Endpoint[],
 *   runs: DatabaseRun[],
 *   postgresSkipped: string | null,
 *   ceilings: Map<string, LoadResult & { bytes: number }> | null,
 *   databaseCeiling: import('./pgbench.mjs').DatabaseCeiling | null,
 *   databaseCeilingSkipped: string | null,
 *   placingAlone: import('./pgbench-placing.mjs').PlacingResult | null,
 *   placingAloneSkipped: string | null,
 * }} ApiFindings
 * `load` and `ceilings` are null with --plans-only; `databaseCeiling` too, and without PostgreSQL
 * (`databaseCeilingSkipped` says why when PostgreSQL was loaded); `placingAlone` likewise: the
 * placing statement alone under pgbench (pgbench-placing.mjs), measured beside the place-order row.
 */

/** @param {{ plansOnly: boolean }} options @returns {Promise<ApiFindings>} */
export async function measureApi({ plansOnly }) {
  const endpoints = await benchEndpoints();
  const postgresSkipped = await postgresUnreachable();
  if (postgresSkipped) step(`${postgresSkipped}: the PostgreSQL half is skipped`);
  const databases = [pgliteDatabase(), ...(postgresSkipped ? [] : [postgresDatabase()])];
  /** @type {DatabaseRun[]} */
  const runs = [];
  /** @type {ApiFindings['databaseCeiling']} */
  let databaseCeiling = null;
  /** @type {string | null} */
  let databaseCeilingSkipped = null;
  /** @type {ApiFindings['placingAlone']} */
  let placingAlone = null;
  /** @type {string | null} */
  let placingAloneSkipped = null;
  for (const [index, database] of databases.entries()) {
    const prepared = await prepareDatabase(database);
    step(`${database.label}: EXPLAIN of every statement on products and variants`);
    const plans = await capturePlans(prepared, endpoints);
    process.stdout.write(`\n##### Query plans on ${database.label}\n\n${formatPlans(plans)}\n\n`);
    const planSummaries = summarisePlans(plans);
    for (const { request, seqScans } of planSummaries.filter((summary) => summary.seqScans.length > 0)) {
      step(
        `${PLANS.failOnSeqScan ? 'FAIL' : 'note (small catalogue, not failed)'}: ${database.label}: ${request} reads ${seqScans.join(' and ')} with a sequential scan`,
      );
    }
    // The plan run placed one order (the first customer's): put the run state back, so every
    // customer starts the load with a full cart.
    await countOrdersAndReset(database);
    const port = index === 0 ? PORTS.apiPglite : PORTS.apiPostgres;
    if (database.kind === 'postgres' && !plansOnly) {
      ({ databaseCeiling, databaseCeilingSkipped } = await tryDatabaseCeiling());
      // Before the API opens the bench database: the copy is made from it as a template.
      if (endpoints.some((endpoint) => endpoint.id === 'place-order')) {
        ({ placingAlone, placingAloneSkipped } = await tryPlacingAlone());
      }
    }
    const load = plansOnly ? null : await loadApi(prepared, endpoints, port);
    runs.push({ prepared, plans, planSummaries, load });
  }
  const [first] = runs;
  if (!first) throw new Error('no database was benchmarked');
  // The same bodies from memory: what Node, Fastify and the JSON size alone allow.
  const bodies = new Map(first.plans.map((plan) => [plan.endpoint.id, plan.body]));
  const ceilings = plansOnly ? null : await loadCeilings(endpoints, bodies, first.prepared.customers, PORTS.ceiling);
  return {
    endpoints,
    runs,
    postgresSkipped,
    ceilings,
    databaseCeiling,
    databaseCeilingSkipped,
    placingAlone,
    placingAloneSkipped,
  };
}

/**
 * pgbench's figures, or why there are none: the API rows are still worth a report without them.
 * @returns {Promise<Pick<ApiFindings, 'databaseCeiling' | 'databaseCeilingSkipped'>>}
 */
export async function tryDatabaseCeiling() {
  try {
    return { databaseCeiling: await measureDatabaseCeiling(), databaseCeilingSkipped: null };
  } catch (error) {
    const databaseCeilingSkipped = `pgbench failed: ${/** @type {Error} */ (error).message}`;
    step(databaseCeilingSkipped);
    return { databaseCeiling: null, databaseCeilingSkipped };
  }
}

/**
 * The placing statement alone under pgbench, or why not: as the database ceiling, the rows are
 * still worth a report without it.
 * @returns {Promise<Pick<ApiFindings, 'placingAlone' | 'placingAloneSkipped'>>}
 */
export async function tryPlacingAlone() {
  try {
    return { placingAlone: await measurePlacing(), placingAloneSkipped: null };
  } catch (error) {
    const placingAloneSkipped = `the placing statement under pgbench failed: ${/** @type {Error} */ (error).message}`;
    step(placingAloneSkipped);
    return { placingAlone: null, placingAloneSkipped };
  }
}

/** Every sequential scan of products or variants found, as `database: request reads table`. @param {ApiFindings} api */
export function seqScanFailures(api) {
  return api.runs.flatMap((run) =>
    run.planSummaries
      .filter((summary) => summary.seqScans.length > 0)
      .map(
        (summary) => `${run.prepared.database.label}: ${summary.request} reads ${summary.seqScans.join(' and ')} whole`,
      ),
  );
}
