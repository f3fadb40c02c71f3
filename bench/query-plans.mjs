// @ts-check
/**
 * Query plans of the SQL the API really runs: the API is built in this process on a Drizzle
 * instance with a query logger, each benchmarked call is made once (fastify inject), and every
 * statement it issued on products or variants is EXPLAINed with its own parameters. A plan
 * that reads products or product_variants with a sequential scan is a failure: at 50,000
 * products every such request reads the whole table.
 */
import { buildApiApp, openLoggedDatabase } from './api-modules.mjs';
import { JWT_SECRET } from './options.mjs';

/** The tables that must never be read whole. */
const CATALOGUE_TABLES = new Set(['products', 'product_variants']);
const TOUCHES_CATALOGUE = /"products"|"product_variants"/;

/**
 * @typedef {{ node: string, relation: string | null, index: string | null }} Scan
 * @typedef {{ query: string, params: unknown[], scans: Scan[], seqScans: Scan[], plan: string }} StatementPlan
 * @typedef {{ endpoint: import('./endpoints.mjs').Endpoint, status: number, body: string, statements: StatementPlan[] }} EndpointPlans
 */

/** Every node of an EXPLAIN (FORMAT JSON) plan that reads a table or an index. @returns {Scan[]} */
export function scanNodes(/** @type {any} */ node) {
  if (!node || typeof node !== 'object') return [];
  if (Array.isArray(node)) return node.flatMap(scanNodes);
  const own = node['Relation Name'] || node['Index Name'] ? [scanOf(node)] : [];
  return [...own, ...scanNodes(node.Plan), ...scanNodes(node.Plans)];
}

/** @returns {Scan} */
function scanOf(/** @type {any} */ node) {
  return { node: node['Node Type'], relation: node['Relation Name'] ?? null, index: node['Index Name'] ?? null };
}

/** @param {Scan} scan */
const isCatalogueSeqScan = (scan) => scan.node === 'Seq Scan' && CATALOGUE_TABLES.has(scan.relation ?? '');

/** EXPLAIN's single JSON value, parsed if the driver left it a string. @param {Record<string, unknown>[]} rows */
function jsonPlan(rows) {
  const value = Object.values(rows[0] ?? {})[0];
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * @param {import('./databases.mjs').PreparedDatabase} prepared
 * @param {import('./endpoints.mjs').Endpoint[]} endpoints
 * @returns {Promise<EndpointPlans[]>}
 */
export async function capturePlans(prepared, endpoints) {
  const { database } = prepared;
  /** @type {{ query: string, params: unknown[] }[]} */
  const captured = [];
  const logged = await openLoggedDatabase(
    database.kind === 'pglite'
      ? { kind: 'pglite', dataDir: /** @type {string} */ (database.pgliteDir) }
      : { kind: 'postgres', url: /** @type {string} */ (database.databaseUrl) },
    { logQuery: (query, params) => captured.push({ query, params }) },
  );
  const app = await buildApiApp({
    database: logged,
    config: { dataDir: database.dataDir, seedDemo: false, logger: false, jwtSecret: JWT_SECRET },
  });
  const [customer] = prepared.customers;
  if (!customer) throw new Error('the bench database has no customers');
  /** @type {EndpointPlans[]} */
  const results = [];
  try {
    for (const endpoint of endpoints.filter((each) => !each.pagesInTurn)) {
      captured.length = 0;
      const response = await app.inject({
        method: endpoint.method,
        url: endpoint.path,
        headers: endpoint.customer ? { authorization: `Bearer ${customer.token}` } : {},
        payload: endpoint.body ? /** @type {any} */ (endpoint.body(customer)) : undefined,
      });
      if (response.statusCode >= 300) {
        throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.statusCode}: ${response.body}`);
      }
      /** @type {StatementPlan[]} */
      const statements = [];
      for (const { query, params } of captured.filter((entry) => TOUCHES_CATALOGUE.test(entry.query))) {
        const scans = scanNodes(jsonPlan(await logged.query(`explain (format json) ${query}`, params)));
        // Reads are also run (ANALYZE) for their real row counts and times; writes only planned.
        const readOnly = /^\s*(select|with)\b/i.test(query) && !/\bfor update\b/i.test(query);
        const rows = await logged.query(`explain ${readOnly ? '(analyze) ' : ''}${query}`, params);
        statements.push({
          query,
          params,
          scans,
          seqScans: scans.filter(isCatalogueSeqScan),
          plan: rows.map((row) => String(Object.values(row)[0])).join('\n'),
        });
      }
      results.push({ endpoint, status: response.statusCode, body: response.body, statements });
    }
  } finally {
    await app.close();
    await logged.close();
  }
  return results;
}

/** The plans as text for the console: each statement, then its plan. @param {EndpointPlans[]} results */
export function formatPlans(results) {
  return results
    .map(({ endpoint, statements }) =>
      [
        `=== ${endpoint.method} ${endpoint.path} (${endpoint.label}): ${statements.length} statement(s) on products/variants`,
        ...statements.map(
          (statement, index) =>
            `--- ${index + 1}. ${oneLine(statement.query)}\n    params: ${JSON.stringify(statement.params)}\n${statement.plan}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

/** @param {string} query */
export const oneLine = (query) => query.replace(/\s+/g, ' ').trim();

/**
 * @typedef {{
 *   endpointId: string,
 *   request: string,
 *   statements: number,
 *   scans: string[],
 *   seqScans: string[],
 *   slowestMs: number | null,
 * }} PlanSummary
 * `scans`: how each table was read (index name, or the node for other reads); `seqScans`:
 * products or product_variants read whole; `slowestMs`: the slowest EXPLAIN ANALYZE execution
 * (null when only writes, which are planned but not run).
 */

/** @param {Scan} scan */
const describeScan = (scan) => (scan.index ? `${scan.index} (${scan.node})` : `${scan.node} on ${scan.relation}`);

/** One line per endpoint for the report. @param {EndpointPlans[]} results @returns {PlanSummary[]} */
export function summarisePlans(results) {
  return results.map(({ endpoint, statements }) => {
    const times = statements.flatMap((statement) => {
      const match = /Execution Time: ([\d.]+) ms/.exec(statement.plan);
      return match ? [Number(match[1])] : [];
    });
    return {
      endpointId: endpoint.id,
      request: `${endpoint.method} ${endpoint.path}`,
      statements: statements.length,
      scans: [...new Set(statements.flatMap((statement) => statement.scans.map(describeScan)))],
      seqScans: [...new Set(statements.flatMap((statement) => statement.seqScans.map((scan) => scan.relation ?? '')))],
      slowestMs: times.length > 0 ? Math.max(...times) : null,
    };
  });
}
