// @ts-check
/**
 * What the benchmark measures and where: sizes of the generated catalogue, load settings,
 * ports (away from the defaults, so a running store or other tests are left alone) and the
 * folders and databases it works in. Each can be changed from the environment.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_FLAGS } from '../scripts/chromium-flags.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @param {string} name @param {number} fallback */
function numberFromEnv(name, fallback) {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The full-size catalogue the budgets are set for; the query plans are judged only at this size (see PLANS). */
export const FULL_CATALOGUE = { products: 50_000, customers: 1_000 };

/**
 * The full sizes. BENCH_PRODUCTS, BENCH_CUSTOMERS and BENCH_PAST_ORDERS make a smaller
 * catalogue for trying the bench out (a full run takes a while and loads the machine); the sizes
 * are part of the generated database's stamp, so changing them regenerates it.
 */
export const CATALOGUE = {
  /** Products in the catalogue, the demo seed's included. */
  products: Math.floor(numberFromEnv('BENCH_PRODUCTS', FULL_CATALOGUE.products)),
  variantsPerProduct: 3,
  customers: Math.floor(numberFromEnv('BENCH_CUSTOMERS', FULL_CATALOGUE.customers)),
  /** Lines in each customer's cart before the run: every order placed is a real two-line order. */
  cartLines: 2,
  /** Orders of the past year, by customers other than the bench's (catalogue.mjs says why); BENCH_PAST_ORDERS. */
  pastOrders: Math.floor(numberFromEnv('BENCH_PAST_ORDERS', 100_000)),
  pastCustomers: 1_000,
};

/**
 * A sequential scan of products or variants fails the bench on the full-size catalogue. On a
 * smaller one the planner rightly reads a table of a few pages whole, so there it is only
 * reported, unless BENCH_STRICT_PLANS=1.
 */
export const PLANS = {
  failOnSeqScan: CATALOGUE.products >= FULL_CATALOGUE.products || process.env.BENCH_STRICT_PLANS === '1',
};

export const LOAD = {
  connections: 50,
  /** Seconds per endpoint (BENCH_DURATION), sized for 2 cores shared with other work. */
  durationSeconds: numberFromEnv('BENCH_DURATION', 10),
  /** Seconds of load before each measured run, so the JIT and the database caches are warm. */
  warmupSeconds: numberFromEnv('BENCH_WARMUP', 2),
  /** Seconds of the mixed row (BENCH_MIXED_DURATION): browsing, cart changes and orders at once. */
  mixedSeconds: numberFromEnv('BENCH_MIXED_DURATION', 30),
};

/**
 * The PostgreSQL budgets, each a comparison inside one run (docs/architecture.md §6), at
 * LOAD.connections connections:
 * - `GET /cart`: the API's CPU per request at most `apiCpuShare` of PostgreSQL's for the same requests;
 * - place order: the API's CPU per request at most `apiCpuShare` of PostgreSQL's, throughput at
 *   least `shareOfPlacingAlone` of the placing statement alone under pgbench (pgbench-placing.mjs);
 * - uncached listing pages: p99 at most `p99Ms` at a constant offered rate of `shareOfMaximum` of
 *   the row's own saturated req/s (latency, not queueing).
 * The old absolute shares of pgbench's TPC-B-like and select-only tps are reported beside them.
 */
export const POSTGRES_BUDGETS = {
  cart: { apiCpuShare: 1 },
  placeOrder: { apiCpuShare: 0.5, shareOfPlacingAlone: 0.65 },
  uncachedListing: { p99Ms: 60, shareOfMaximum: 0.5 },
};

/**
 * Trying a change with web.mjs: BENCH_SSR_ONLY=1 audits only the server-rendered site, and
 * BENCH_PAGES (home,shop,product by default) names the pages audited.
 */
export const SSR_ONLY = process.env.BENCH_SSR_ONLY === '1';
export const WEB_PAGES = (process.env.BENCH_PAGES || 'home,shop,product').split(',').map((page) => page.trim());

/** Only the server-rendered HTML under load (web.mjs alone, BENCH_SSR_LOAD_ONLY=1). */
export const SSR_LOAD_ONLY = process.env.BENCH_SSR_LOAD_ONLY === '1';

export const PORTS = {
  apiPglite: numberFromEnv('BENCH_API_PORT', 4710),
  apiPostgres: numberFromEnv('BENCH_API_PORT', 4710) + 1,
  ceiling: numberFromEnv('BENCH_CEILING_PORT', 4720),
  /** The client-rendered site's shell (nginx); its remotes take the next four ports. */
  shell: numberFromEnv('BENCH_SHELL_PORT', 3700),
  /** The server-rendered site's shell (npm start's servers); its remotes take the next four ports. */
  ssrShell: numberFromEnv('BENCH_SHELL_PORT', 3700) + 10,
  /** A server-rendered page without its scripts (without-scripts.mjs). */
  withoutScripts: numberFromEnv('BENCH_SHELL_PORT', 3700) + 20,
};

/** Generated data survives between runs here (it takes a while to make); delete the folder to start afresh. */
export const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR || path.join(os.tmpdir(), 'electronics-store-bench'));

/** The PostgreSQL database the bench creates and fills; unreachable means the PostgreSQL half is skipped. */
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/store_bench';

/** Signs the customers' login tokens in the bench and in the API it starts (a bench-only secret). */
export const JWT_SECRET = 'bench-only-secret-not-used-anywhere-else-0123456789';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/**
 * Lighthouse runs per page (BENCH_LIGHTHOUSE_RUNS); the median one is reported. Five, as
 * Lighthouse's own guidance on variability advises: as the low-tier phone a page's TBT moves far
 * from run to run on a 2-core host, and the median of three could land either side of a budget.
 */
export const LIGHTHOUSE_RUNS = Math.floor(numberFromEnv('BENCH_LIGHTHOUSE_RUNS', 5));

export const REPORT_FILE = path.join(ROOT, 'BENCHMARKS.md');
