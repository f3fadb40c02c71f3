// @ts-check
/**
 * Load tests of the API on one database: the built API runs as its own process (as deployed,
 * request log on), autocannon loads each endpoint from this process (the listing's run at a
 * constant rate: constant-rate.mjs). Then the same for the ceiling: the same JSON bodies answered
 * from memory by a bare Fastify route.
 */
import { API_PATHS } from 'shared-contracts';
import { startApi } from '../scripts/site.mjs';
import { startCeiling } from './ceiling.mjs';
import { track } from './cleanup.mjs';
import { runConstantRate } from './constant-rate.mjs';
import { countOrdersAndReset } from './databases.mjs';
import { combineLoads, runLoad, summary, warmUp } from './load.mjs';
import { runMixed, variantsToAdd } from './mixed.mjs';
import { JWT_SECRET } from './options.mjs';
import { step } from './progress.mjs';

/**
 * @typedef {import('./endpoints.mjs').Endpoint} Endpoint
 * @typedef {import('./databases.mjs').Customer} Customer
 * @typedef {import('./load.mjs').LoadResult} LoadResult
 * @typedef {import('./load.mjs').LoadRequest} LoadRequest
 */

/** How many times place order sends every customer's checkout (each run's figures are combined). */
export const ORDER_RUNS = 3;

/** `path` asking for another page. @param {string} path @param {number} page */
function withPage(path, page) {
  const url = new URL(path, 'http://bench');
  url.searchParams.set('page', String(page));
  return `${url.pathname}${url.search}`;
}

/**
 * The requests of one endpoint, customer after customer (each customer once for 'once'), page
 * after page for `pagesInTurn`.
 * @param {Endpoint} endpoint @param {Customer[]} customers @param {string} [ceilingPath] the ceiling's path instead
 * @returns {() => LoadRequest}
 */
export function requestsOf(endpoint, customers, ceilingPath) {
  let index = 0;
  return () => {
    const customer = customers[index % customers.length];
    const path =
      ceilingPath ??
      (endpoint.pagesInTurn ? withPage(endpoint.path, (index % endpoint.pagesInTurn) + 1) : endpoint.path);
    index++;
    if (!customer) throw new Error('no customers');
    /** @type {Record<string, string>} */
    const headers = endpoint.customer ? { authorization: `Bearer ${customer.token}` } : {};
    return {
      method: endpoint.method,
      path,
      headers,
      body: endpoint.body ? JSON.stringify(endpoint.body(customer)) : undefined,
    };
  };
}

/**
 * The built API as its own process on a bench database (as deployed: request log on, no
 * demo seeding, the bench's signing secret so the customers' tokens are accepted).
 * @param {import('./databases.mjs').BenchDatabase} database
 * @param {number} port
 * @param {string} [root]  the checkout whose build runs (api-ab.mjs compares two)
 */
export async function startBenchApi(database, port, root) {
  // BENCH_API_CPU_PROF=folder: the API writes a CPU profile there when it stops (node --cpu-prof).
  const profile = process.env.BENCH_API_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_API_CPU_PROF}`]
    : [];
  const api = await startApi({
    port,
    quiet: true,
    nodeArgs: profile,
    root,
    env: {
      API_DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      JWT_SECRET,
      SEED_DEMO: '0',
      NODE_ENV: '',
    },
  });
  return { url: api.url, stop: track(`the API on ${database.label}`, api.stop) };
}

/**
 * Two lines (of variants with stock) into each customer's cart, through the API as a shopper adds them.
 * @param {string} url @param {Customer[]} customers
 */
async function refillCarts(url, customers) {
  const variants = await variantsToAdd(url);
  let next = 0;
  const add = async (/** @type {Customer} */ customer) => {
    for (let line = 0; line < 2; line++) {
      const response = await fetch(`${url}${API_PATHS.cart.add}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ productVariantId: variants[next++ % variants.length], quantity: 1 }),
      });
      if (!response.ok) throw new Error(`refilling a cart failed: ${response.status} ${await response.text()}`);
    }
  };
  for (let start = 0; start < customers.length; start += 20) {
    await Promise.all(customers.slice(start, start + 20).map(add));
  }
}

/**
 * @param {import('./databases.mjs').PreparedDatabase} prepared  reset: every customer's cart is full
 * @param {Endpoint[]} endpoints
 * @param {number} port
 * @param {{ mixed?: boolean }} [options]  `mixed`: then the mixed row (mixed.mjs), on carts filled again
 * @returns {Promise<{
 *   results: Map<string, LoadResult>,
 *   ordersPlaced: { orders: number, lines: number },
 *   warmUpOrders: number,
 *   mixed: import('./mixed.mjs').MixedResult | null,
 * }>}
 */
export async function loadApi(prepared, endpoints, port, { mixed: withMixed = true } = {}) {
  const { database, customers } = prepared;
  let api = await startBenchApi(database, port);
  /** @type {Map<string, LoadResult>} */
  const results = new Map();
  let warmUpOrders = 0;
  try {
    for (const endpoint of endpoints) {
      step(`${database.label}: ${endpoint.method} ${endpoint.path}`);
      let result;
      if (endpoint.customer === 'once') {
        // Each order empties a cart: the warm-up is real orders by the last fifth of the customers
        // (the statement's first plans, the pool's connections), whose carts are then filled again,
        // and the measured runs are one request per customer each, every cart filled again between
        // runs: one run of 1,000 orders lasts under a second on a fast machine, too short to tell.
        const warmCustomers = customers.slice(-Math.ceil(customers.length / 5));
        await runLoad({ url: api.url, next: requestsOf(endpoint, warmCustomers), amount: warmCustomers.length });
        warmUpOrders += warmCustomers.length;
        await refillCarts(api.url, warmCustomers);
        const runs = [];
        for (let run = 0; run < ORDER_RUNS; run++) {
          if (run > 0) await refillCarts(api.url, customers);
          runs.push(await runLoad({ url: api.url, next: requestsOf(endpoint, customers), amount: customers.length }));
        }
        result = combineLoads(runs);
      } else {
        await warmUp({ url: api.url, next: requestsOf(endpoint, customers) });
        result = await runLoad({ url: api.url, next: requestsOf(endpoint, customers) });
      }
      step(`  ${summary(result)}`);
      results.set(endpoint.id, result);
      if (endpoint.atConstantRate) {
        // The same requests, warm from the run above, offered at a constant rate below the maximum
        // (open loop, evenly spaced, latency from each request's scheduled start: constant-rate.mjs):
        // the latency of a request rather than of a queue. No rate when nothing was answered.
        const { id, shareOfMaximum } = endpoint.atConstantRate;
        const rate = Math.floor(result.rps * shareOfMaximum);
        if (rate > 0) {
          step(`${database.label}: ${endpoint.method} ${endpoint.path} at a constant ${rate} req/s`);
          const held = await runConstantRate({ url: api.url, next: requestsOf(endpoint, customers), rate });
          step(`  ${summary(held)}`);
          results.set(id, held);
        }
      }
    }
  } finally {
    await api.stop();
  }
  const ordersPlaced = await countOrdersAndReset(database);
  step(`${database.label}: ${ordersPlaced.orders} orders with ${ordersPlaced.lines} lines were placed`);
  if (!withMixed) return { results, ordersPlaced, warmUpOrders, mixed: null };
  // The place-order row emptied every cart, and they were filled again above: the mixed row's
  // orders are real two-line orders too. A fresh API process, so nothing is remembered at the start.
  step(`${database.label}: mixed row (90 % browsing, 8 % cart changes, 2 % orders)`);
  api = await startBenchApi(database, port);
  let mixed;
  try {
    await warmUp({
      url: api.url,
      next: requestsOf(endpoints[0] ?? { id: 'warm', label: '', method: 'GET', path: '/products' }, customers),
    });
    mixed = await runMixed(api.url, customers);
  } finally {
    await api.stop();
  }
  step(`  ${mixed.rps.toFixed(0)} req/s; ${JSON.stringify(mixed.kinds)}`);
  const mixedOrders = await countOrdersAndReset(database);
  step(`${database.label}: the mixed row placed ${mixedOrders.orders} orders with ${mixedOrders.lines} lines`);
  return { results, ordersPlaced, warmUpOrders, mixed };
}

/**
 * The ceiling of every endpoint: its real response body (from the query-plan run) served from memory.
 * @param {Endpoint[]} endpoints
 * @param {Map<string, string>} bodies  endpoint id → JSON body the API gave
 * @param {Customer[]} customers
 * @param {number} port
 * @returns {Promise<Map<string, LoadResult & { bytes: number }>>}
 */
export async function loadCeilings(endpoints, bodies, customers, port) {
  const ceiling = await startCeiling(port);
  /** @type {Map<string, LoadResult & { bytes: number }>} */
  const results = new Map();
  try {
    for (const endpoint of endpoints) {
      const body = bodies.get(endpoint.id);
      if (body === undefined) continue;
      await ceiling.store(endpoint.id, body);
      const next = requestsOf(endpoint, customers, `/fixtures/${endpoint.id}`);
      step(`ceiling for ${endpoint.id}: ${endpoint.method} of ${body.length} bytes of JSON from memory`);
      await warmUp({ url: ceiling.url, next });
      const result = await runLoad({ url: ceiling.url, next });
      step(`  ${summary(result)}`);
      results.set(endpoint.id, { ...result, bytes: Buffer.byteLength(body) });
    }
  } finally {
    await ceiling.stop();
  }
  return results;
}
