// @ts-check
/**
 * The budgets of docs/architecture.md (§6), judged on this run's figures. A missed budget
 * gets the cause the figures show (the largest scripts, the libraries loaded twice, what
 * Lighthouse would save, the ceiling and the query plans beside a slow endpoint); the fix is
 * the reader's.
 */
import path from 'node:path';
import { RELEASE_TARGETS } from 'shared-contracts';
import { firstLoadBudgetBytes, firstLoadBytes, firstLoadScripts, kB } from '../scripts/releases/first-load-js.mjs';
import { packageDirOf } from '../scripts/releases/release-files.mjs';
import { lateGenerator } from './constant-rate.mjs';
import { LOAD, POSTGRES_BUDGETS, ROOT } from './options.mjs';
import { describeShare, percent } from './pgbench.mjs';

/**
 * @typedef {import('./api-part.mjs').ApiFindings} ApiFindings
 * @typedef {import('./web-part.mjs').WebFindings} WebFindings
 * @typedef {{
 *   budget: string,
 *   scope: string,
 *   figure: string,
 *   met: boolean | null,
 *   cause: string | null,
 * }} BudgetResult
 * `met`: null when this run does not measure it (skipped, or proven elsewhere).
 */

export const LIGHTHOUSE_BUDGET = 90;
export const P99_BUDGET_MS = 50;
/** The server-rendered storefront's HTML under load, and its layout shift in every Lighthouse run. */
export const SSR_BUDGETS = { cls: 0.02, p99Ms: 100, staticShare: 0.3 };
/**
 * The server-rendered storefront in Lighthouse as each target device of cpu-calibration.mjs: the
 * same on every host, where the default 4× slowdown measures the host as much as the store.
 * @type {Record<import('./cpu-calibration.mjs').DeviceTier, { score: number, tbtMs: number, lcpMs: number | null }>}
 */
export const DEVICE_BUDGETS = {
  mid: { score: 98, tbtMs: 100, lcpMs: null },
  low: { score: 90, tbtMs: 300, lcpMs: 2_500 },
};
/** The PostgreSQL budgets (options.mjs), each a comparison inside one run. */
export { kB, POSTGRES_BUDGETS };
/** @param {number} ms */
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** What a script is, for a reader: its biggest packages, or the app's own code. @param {import('./page-weight.mjs').LoadedScript} script */
export function scriptContents(script) {
  const name = new URL(script.url).pathname.replace(/^\//, '');
  const packages = script.packages.filter((pkg) => !pkg.startsWith('@module-federation/'));
  const runtime = script.packages.length > packages.length ? ['Module Federation runtime'] : [];
  const what = [...runtime, ...packages.slice(0, 4)].join(', ') || 'app code';
  return `${script.app}/${name} (${what})`;
}

/**
 * One app's first-load JS against the budget its package.json declares: the check
 * `npm run slice -- release` makes (scripts/releases/first-load-js.mjs).
 * @param {{ scope: string, bytes: number, budgetBytes: number, scripts: number }} release
 * @returns {BudgetResult}
 */
export function releaseBudget({ scope, bytes, budgetBytes, scripts }) {
  return {
    budget: "A release's first-load JS (compressed) ≤ its app's budget (package.json releaseBudget)",
    scope,
    figure: `${kB(bytes)} of ${kB(budgetBytes)} in ${scripts} scripts`,
    met: bytes <= budgetBytes,
    cause: bytes <= budgetBytes ? null : 'npm run slice -- release refuses it without --force',
  };
}

/** Each app's release budget, from this run's builds. @returns {BudgetResult[]} */
function releaseBudgets() {
  return RELEASE_TARGETS.map((target) => {
    const packageDir = path.join(ROOT, packageDirOf(target));
    return releaseBudget({
      scope: packageDirOf(target),
      bytes: firstLoadBytes(target, packageDir),
      budgetBytes: firstLoadBudgetBytes(packageDir),
      scripts: firstLoadScripts(target, packageDir).length,
    });
  });
}

/** @param {WebFindings} web @param {BudgetResult[]} releases @returns {BudgetResult[]} */
function frontEndBudgets(web, releases) {
  /** @type {BudgetResult[]} */
  const results = [];
  const homes = [
    ...web.pages.filter((page) => page.id === 'home').map((page) => ({ page, site: 'client-rendered' })),
    ...(web.ssr?.pages ?? []).filter((page) => page.id === 'home').map((page) => ({ page, site: 'server-rendered' })),
  ];
  // Reported, not judged: each app's release is held to its own budget (releaseBudgets).
  for (const { page, site } of homes) {
    const { weight } = page;
    /** @type {Map<string, number>} */
    const byApp = new Map();
    for (const script of weight.scripts) byApp.set(script.app, (byApp.get(script.app) ?? 0) + script.bytes);
    results.push({
      budget: 'Home page first load: compressed JS, per app',
      scope: `home (${site})`,
      figure:
        `${kB(weight.jsBytes)} in ${weight.scripts.length} scripts: ` +
        `${[...byApp].map(([app, bytes]) => `${app} ${kB(bytes)}`).join(', ')} (${kB(weight.jsUncompressedBytes)} uncompressed)`,
      met: null,
      cause: null,
    });
  }
  results.push(...releases);
  const once = /** @type {const} */ (['react', 'react-dom', 'router', 'jotai']);
  const twice = web.pages.flatMap((page) =>
    once
      .filter((library) => page.weight.copies[library].length !== 1)
      .map((library) => `${page.id}: ${library} from ${page.weight.copies[library].join(', ') || 'no build'}`),
  );
  results.push({
    budget: 'React, router and jotai loaded once',
    scope: web.pages.map((page) => page.id).join(', '),
    figure: web.pages
      .map((page) => `${page.id}: ${once.map((library) => page.weight.copies[library].length).join('/')}`)
      .join('; '),
    met: twice.length === 0,
    cause: twice.length === 0 ? null : twice.join('; '),
  });
  const antd = web.pages.filter((page) => page.weight.copies.antd.length > 0);
  results.push({
    budget: 'No antd on storefront pages',
    scope: web.pages.map((page) => page.id).join(', '),
    figure:
      antd.length === 0
        ? 'none loaded'
        : antd.map((page) => `${page.id}: from ${page.weight.copies.antd.join(', ')}`).join('; '),
    met: antd.length === 0,
    cause:
      antd.length === 0
        ? null
        : antd
            .map(
              (page) =>
                `${page.id}: ${page.weight.scripts
                  .filter((script) =>
                    script.packages.some((pkg) => /^(antd|@ant-design\/|rc-|@rc-component\/)/.test(pkg)),
                  )
                  .map((script) => new URL(script.url).pathname)
                  .join(', ')}`,
            )
            .join('; '),
  });
  for (const page of web.pages) {
    const { audit } = page;
    const met = audit.score >= LIGHTHOUSE_BUDGET;
    results.push({
      budget: `Lighthouse performance ≥ ${LIGHTHOUSE_BUDGET} (mobile)`,
      scope: page.id,
      figure: `${audit.score} (runs: ${audit.scores.join(', ')})`,
      met,
      cause: met ? null : pageCause(page),
    });
  }
  return results;
}

/** What Lighthouse says about a page that misses a budget. @param {import('./web-part.mjs').PageResult} page */
function pageCause(page) {
  const { audit } = page;
  return (
    `LCP ${seconds(audit.lcpMs)}, TBT ${Math.round(audit.tbtMs)} ms, CLS ${audit.cls.toFixed(2)}, ` +
    `${kB(page.weight.jsBytes)} of JS, CPU up to ${Math.round(audit.busiestCpuShare * 100)} % busy before a run` +
    (audit.lcpElement ? `; LCP element: \`${audit.lcpElement}\`` : '') +
    (audit.layoutShift ? `; moved most: \`${audit.layoutShift}\`` : '') +
    (audit.opportunities.length > 0
      ? `; Lighthouse: ${audit.opportunities.map((item) => `${item.title} (~${Math.round(item.savingsMs)} ms)`).join(', ')}`
      : '')
  );
}

/**
 * The server-rendered site: Lighthouse per page, the LCP image in the first
 * response, first-load JS no bigger than the client-rendered site's, the HTML's p99 under load.
 * @param {WebFindings} web @returns {BudgetResult[]}
 */
function ssrBudgets(web) {
  const { ssr } = web;
  const { cls, p99Ms } = SSR_BUDGETS;
  if (!ssr)
    return [
      {
        budget: 'SSR: Lighthouse as a mid-tier and a low-tier phone',
        scope: 'home, shop, product',
        figure: `not measured: ${web.ssrSkipped}`,
        met: false,
        cause: web.ssrSkipped,
      },
    ];
  /** @type {BudgetResult[]} */
  const results = [];
  for (const page of ssr.pages) {
    for (const { tier, label, targetIndex, audit, withoutScripts } of page.calibrated) {
      const budget = DEVICE_BUDGETS[tier];
      const met =
        audit.score >= budget.score &&
        audit.tbtMs <= budget.tbtMs &&
        (budget.lcpMs === null || audit.lcpMs <= budget.lcpMs) &&
        audit.cls <= cls;
      results.push({
        budget:
          `SSR as a ${label} (benchmarkIndex ${targetIndex}): Lighthouse performance ≥ ${budget.score}, ` +
          `TBT ≤ ${budget.tbtMs} ms${budget.lcpMs === null ? '' : `, LCP ≤ ${seconds(budget.lcpMs)}`}, CLS ≤ ${cls}`,
        scope: page.id,
        figure:
          `${audit.score} (runs: ${audit.scores.join(', ')}), LCP ${seconds(audit.lcpMs)}, TBT ${Math.round(audit.tbtMs)} ms, ` +
          `CLS ${audit.cls.toFixed(3)}; CPU ${audit.cpuSlowdown}× slower than this host (index ${Math.round(page.hostIndex)})` +
          (withoutScripts
            ? `; the same HTML without its scripts: ${withoutScripts.score}, TBT ${Math.round(withoutScripts.tbtMs)} ms`
            : ''),
        met,
        cause: met ? null : pageCause({ ...page, audit }),
      });
    }
  }
  for (const page of ssr.pages) {
    const { lcp } = page;
    results.push({
      budget: 'SSR: the LCP image in the first response’s HTML (`<img>` or preload)',
      scope: page.id,
      figure: !lcp.imageUrl
        ? 'the LCP is text, not an image'
        : `${lcp.foundIn ? `in an ${lcp.foundIn === 'img' ? '`<img>`' : 'image preload'}` : 'not in the HTML'}: ${new URL(lcp.imageUrl).pathname}`,
      met: !lcp.imageUrl || lcp.foundIn !== null,
      cause: !lcp.imageUrl || lcp.foundIn ? null : `LCP element: \`${page.audit.lcpElement ?? '?'}\``,
    });
  }
  for (const page of ssr.pages) {
    const client = web.pages.find((candidate) => candidate.id === page.id);
    if (!client) continue;
    // The code itself, uncompressed: the two sites are served by different servers (Node, nginx),
    // and a transfer size also counts each server's response headers.
    const met = page.weight.jsUncompressedBytes <= client.weight.jsUncompressedBytes;
    results.push({
      budget: 'SSR: first-load JS no bigger than the client-rendered page’s',
      scope: page.id,
      figure: `${kB(page.weight.jsUncompressedBytes)} uncompressed (client-rendered ${kB(client.weight.jsUncompressedBytes)})`,
      met,
      cause: met
        ? null
        : `scripts only the server-rendered page loads: ${
            page.weight.scripts
              .filter(
                (script) =>
                  !client.weight.scripts.some((other) => new URL(other.url).pathname === new URL(script.url).pathname),
              )
              .map((script) => `${scriptContents(script)} ${kB(script.bytes)}`)
              .join('; ') || 'none (the same scripts, bigger)'
          }`,
    });
  }
  for (const row of ssr.load) {
    const { result, staticResult } = row;
    const share = result.rps / staticResult.rps;
    const met = result.p99 <= p99Ms && share >= SSR_BUDGETS.staticShare && result.errors + result.non2xx === 0;
    results.push({
      budget:
        `SSR HTML: p99 ≤ ${p99Ms} ms and ≥ ${Math.round(SSR_BUDGETS.staticShare * 100)} % of a same-size static file's ` +
        `throughput, at ${LOAD.connections} connections`,
      scope: row.id,
      figure: result.noneAnswered
        ? `none answered within the ${result.p99} ms run`
        : `${Math.round(result.rps).toLocaleString('en-IN')} req/s (${Math.round(share * 100)} % of the static file's ` +
          `${Math.round(staticResult.rps).toLocaleString('en-IN')}), p50 ${result.p50} ms, p99 ${result.p99} ms`,
      met,
      cause: met
        ? null
        : result.noneAnswered
          ? `not one page was rendered within the run (${kB(row.htmlBytes)} of HTML each): the renderer is slower than ${result.p99} ms under ${LOAD.connections} connections`
          : result.errors + result.non2xx > 0
            ? `${result.errors} errors and ${result.non2xx} non-2xx answers`
            : `${Math.round(result.rps)} req/s = ~${Math.round((LOAD.connections / result.rps) * 1000)} ms mean in the queue: ` +
              `one Node process answers every page: asks the API for its data, renders it with React unless its render ` +
              `cache holds the markup for that data, and sends ${kB(row.htmlBytes)} of HTML (${row.encoding})`,
    });
  }
  return results;
}

/**
 * Why an endpoint's p99 is over budget, from what the run measured beside it: the ceiling
 * (what Node and the JSON size allow), the query plan, and the throughput (with every
 * connection busy, the mean latency is connections / throughput: Little's law).
 * @param {import('./api-part.mjs').DatabaseRun} run @param {string} id @param {ApiFindings['ceilings']} ceilings
 */
function latencyCause(run, id, ceilings) {
  const result = run.load?.results.get(id);
  const ceiling = ceilings?.get(id);
  const plan = run.planSummaries.find((summary) => summary.endpointId === id);
  const parts = [`p99 ${result?.noneAnswered ? 'over ' : ''}${result?.p99} ms`];
  if (ceiling) parts.push(`ceiling p99 ${ceiling.p99} ms for the same ${kB(ceiling.bytes)}`);
  if (result?.noneAnswered) parts.push('no request answered during the run');
  else if (result) {
    parts.push(
      `${Math.round(result.rps)} req/s = ~${Math.round((LOAD.connections / result.rps) * 1000)} ms mean in the queue`,
    );
  }
  if (plan?.slowestMs != null) parts.push(`slowest statement ${plan.slowestMs.toFixed(1)} ms alone`);
  if (plan?.seqScans.length) parts.push(`reads ${plan.seqScans.join(' and ')} whole`);
  return `${id}: ${parts.join(', ')}`;
}

/** The cause common to a database's slow endpoints. @param {import('./api-part.mjs').DatabaseRun} run @param {ApiFindings['ceilings']} ceilings */
function databaseCause(run, ceilings) {
  const ceilingOver = [...(ceilings?.values() ?? [])].some((ceiling) => ceiling.p99 > P99_BUDGET_MS);
  return [
    ceilingOver ? 'even the bare route misses the budget on this machine for some bodies' : null,
    'throughput far below the ceiling: the time goes to the API and the database, not to Node or the JSON size',
    run.prepared.database.kind === 'pglite'
      ? 'PGlite runs in the API process, one query at a time, so the 50 connections queue for it'
      : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** @param {ApiFindings} api @returns {BudgetResult[]} */
function apiBudgets(api) {
  const listing = api.endpoints.filter((endpoint) => endpoint.listingBudget);
  const budget = `\`GET /products?limit=50\` and search: p99 ≤ ${P99_BUDGET_MS} ms at ${LOAD.connections} connections`;
  return api.runs.map((run) => {
    const label = run.prepared.database.label;
    if (!run.load) return { budget, scope: label, figure: 'not measured (--plans-only)', met: null, cause: null };
    const figures = listing.map((endpoint) => ({ endpoint, result: run.load?.results.get(endpoint.id) }));
    const over = figures.filter(
      ({ result }) => !result || result.p99 > P99_BUDGET_MS || result.errors + result.non2xx > 0,
    );
    return {
      budget,
      scope: label,
      figure: figures
        .map(
          ({ endpoint, result }) =>
            `${endpoint.id} ${result ? `${result.noneAnswered ? '> ' : ''}${result.p99} ms` : '—'}`,
        )
        .join(', '),
      met: over.length === 0,
      cause:
        over.length === 0
          ? null
          : `${databaseCause(run, api.ceilings)}. ${over
              .map(({ endpoint, result }) =>
                result && result.errors + result.non2xx > 0
                  ? `${endpoint.id}: ${result.errors} errors and ${result.non2xx} non-2xx answers`
                  : latencyCause(run, endpoint.id, api.ceilings),
              )
              .join('; ')}`,
    };
  });
}

/** The checkout race is proven by a test; the bench adds what its own place-order load saw. @param {ApiFindings} api @returns {BudgetResult} */
function checkoutBudget(api) {
  const seen = api.runs
    .filter((run) => run.load)
    .map((run) => {
      const placed = run.load?.ordersPlaced;
      const result = run.load?.results.get('place-order');
      const warmUp = run.load?.warmUpOrders ?? 0;
      return `${run.prepared.database.label}: ${result?.requests ?? 0} checkouts and ${warmUp} warm-up orders → ${placed?.orders ?? 0} orders, ${placed?.lines ?? 0} lines`;
    });
  return {
    budget: '100 concurrent checkouts of a variant with stock 10: exactly 10 orders, stock 0',
    scope: 'PGlite and PostgreSQL',
    figure:
      'proven by `api/src/orders/orders.concurrency.test.ts` in `npm test` (on PostgreSQL too with TEST_DATABASE_URL)' +
      (seen.length > 0 ? `; this run's place-order load (distinct carts): ${seen.join('; ')}` : ''),
    met: null,
    cause: null,
  };
}

/**
 * The CPU each process spent per request during a row, from its `cpu` (each group's % of one core
 * over the run): µs per request = % × 10,000 / req/s. Null when not measured (not on Linux), or
 * when PostgreSQL used none that could be measured (the ratio would be meaningless).
 * @param {import('./load.mjs').LoadResult} result
 */
export function cpuPerRequest(result) {
  const { cpu, rps } = result;
  if (!cpu || cpu.postgres <= 0 || rps <= 0) return null;
  return {
    apiMicros: (cpu.api * 10_000) / rps,
    postgresMicros: (cpu.postgres * 10_000) / rps,
    /** The API's CPU per request over PostgreSQL's: the same requests, so the ratio of the two groups' %. */
    ratio: cpu.api / cpu.postgres,
  };
}

/** e.g. "≤ PostgreSQL's", "≤ 0.5× PostgreSQL's". @param {number} share */
const ofPostgres = (share) => `≤ ${share === 1 ? '' : `${share}× `}PostgreSQL's`;

/**
 * Place order, the cart and an uncached listing page on PostgreSQL: the server, not PGlite, is
 * what a busy shop runs on. Each budget is a comparison inside the run, so a slower machine moves
 * both sides together: the API's CPU per request against PostgreSQL's for the same requests
 * (process-cpu.mjs), an order through the API against the placing statement alone under pgbench
 * (pgbench-placing.mjs), and the listing's latency at a constant rate below its own maximum.
 * The shares of pgbench's TPC-B-like and select-only tps (pgbench.mjs) are reported as context.
 * @param {ApiFindings} api @returns {BudgetResult[]}
 */
function postgresBudgets(api) {
  const run = api.runs.find((candidate) => candidate.prepared.database.kind === 'postgres');
  const scope = 'PostgreSQL (server)';
  const ceiling = api.databaseCeiling;
  const { placeOrder, cart, uncachedListing } = POSTGRES_BUDGETS;
  /** @param {string} id */
  const resultOf = (id) => run?.load?.results.get(id);
  /** @param {import('./load.mjs').LoadResult} r */
  const failures = (r) => r.errors + r.non2xx;
  /** ", 56 % of select-only" when the ceiling was measured. @param {import('./load.mjs').LoadResult} r @param {'tpcb' | 'selectOnly'} kind */
  const context = (r, kind) => (ceiling ? `; ${describeShare(r.rps, ceiling, kind)} (context)` : '');
  /** @param {import('./load.mjs').LoadResult} r */
  const rates = (r) => `${Math.round(r.rps).toLocaleString('en-IN')}/s, p50 ${r.p50} ms, p99 ${r.p99} ms`;
  /**
   * A judged row; when missed, its cause: the row's failed answers first, else `missedBecause()`.
   * @param {{ budget: string, figure: string, met: boolean, id: string,
   *   result: import('./load.mjs').LoadResult, missedBecause: () => string }} row
   * @returns {BudgetResult}
   */
  const judged = ({ budget, figure, met, id, result, missedBecause }) => ({
    budget,
    scope,
    figure,
    met,
    cause: met
      ? null
      : failures(result) > 0
        ? `${id}: ${result.errors} errors and ${result.non2xx} non-2xx answers`
        : missedBecause(),
  });

  /**
   * The API's CPU per request against PostgreSQL's, for one row.
   * @param {string} id @param {string} name @param {number} share @param {'tpcb' | 'selectOnly'} kind
   * @returns {BudgetResult}
   */
  const cpuBudget = (id, name, share, kind) => {
    const budget = `${name}: the API's CPU per request ${ofPostgres(share)}`;
    const result = resultOf(id);
    if (!run || !result) return { budget, scope, figure: 'not measured', met: null, cause: null };
    const perRequest = cpuPerRequest(result);
    if (!perRequest) {
      const why = result.cpu ? 'PostgreSQL used no measurable CPU' : "no process CPU (Linux's /proc only)";
      return { budget, scope, figure: `${rates(result)}; not measured: ${why}`, met: null, cause: null };
    }
    const { apiMicros, postgresMicros, ratio } = perRequest;
    const figure =
      `${ratio.toFixed(2)}×: API ${Math.round(apiMicros)} µs, PostgreSQL ${Math.round(postgresMicros)} µs of CPU per request ` +
      `(${result.cpu?.api} % and ${result.cpu?.postgres} % of a core at ${rates(result)})${context(result, kind)}`;
    return judged({
      budget,
      figure,
      met: ratio <= share && failures(result) === 0,
      id,
      result,
      missedBecause: () =>
        `${id}: the API process spent ${Math.round(apiMicros)} µs of CPU per request, ` +
        `${ratio.toFixed(2)}× PostgreSQL's ${Math.round(postgresMicros)} µs, over ${share}× ` +
        '(BENCH_API_CPU_PROF=folder writes its CPU profile)',
    });
  };

  /**
   * Place order through the API against the placing statement alone under pgbench. Its p99 is in
   * the figure, not judged: at 50 connections kept busy it is the queue's length (Little's law).
   * @returns {BudgetResult}
   */
  const placingBudget = () => {
    const budget = `Place order ≥ ${percent(placeOrder.shareOfPlacingAlone)} of the placing statement alone under pgbench`;
    const result = resultOf('place-order');
    if (!run || !result) return { budget, scope, figure: 'not measured', met: null, cause: null };
    const alone = api.placingAlone;
    if (!alone) {
      return {
        budget,
        scope,
        figure: `${rates(result)}${context(result, 'tpcb')}; no placing statement alone: ${api.placingAloneSkipped ?? 'not run'}`,
        met: null,
        cause: null,
      };
    }
    const share = result.rps / alone.tps;
    const figure =
      `${rates(result)}: ${percent(share)} of the statement alone's ${Math.round(alone.tps).toLocaleString('en-IN')}/s` +
      context(result, 'tpcb');
    return judged({
      budget,
      figure,
      met: share >= placeOrder.shareOfPlacingAlone && failures(result) === 0,
      id: 'place-order',
      result,
      missedBecause: () =>
        `${latencyCause(run, 'place-order', api.ceilings)}; the statement alone: ` +
        `${Math.round(alone.tps)} orders/s, latency average ${alone.latencyMs} ms, ` +
        `PostgreSQL ${alone.pgCpuMsPerTransaction?.toFixed(3) ?? '—'} ms of CPU per order`,
    });
  };

  /** The uncached listing at a constant rate of a share of its own saturated req/s. @returns {BudgetResult} */
  const listingBudget = () => {
    const budget =
      `Uncached listing pages (1 to 1,000 in turn): p99 ≤ ${uncachedListing.p99Ms} ms at a constant ` +
      `${uncachedListing.shareOfMaximum === 0.5 ? 'half' : percent(uncachedListing.shareOfMaximum)} of the row's maximum req/s`;
    const saturated = resultOf('list-pages');
    const heldId = api.endpoints.find((endpoint) => endpoint.id === 'list-pages')?.atConstantRate?.id;
    const held = heldId ? resultOf(heldId) : undefined;
    const atSaturation = saturated
      ? `saturated: ${rates(saturated)}${context(saturated, 'selectOnly')}`
      : 'not measured saturated';
    if (!run || !held) {
      return {
        budget,
        scope,
        figure: saturated ? `${atSaturation}; not measured at a constant rate` : 'not measured',
        met: null,
        cause: null,
      };
    }
    const late = lateGenerator(held);
    const figure =
      `p99 ${held.noneAnswered ? 'over ' : ''}${held.p99} ms, p50 ${held.p50} ms at ${held.offeredRate ?? '?'} req/s offered ` +
      `(${Math.round(held.rps).toLocaleString('en-IN')}/s answered; latency from each request's scheduled start` +
      `${late ? `; ${late}` : ''}); ${atSaturation}`;
    const plan = run.planSummaries.find((summary) => summary.endpointId === 'list-pages');
    return judged({
      budget,
      figure,
      met: !held.noneAnswered && held.p99 <= uncachedListing.p99Ms && failures(held) === 0,
      id: heldId ?? 'list-pages',
      result: held,
      missedBecause: () =>
        `${heldId}: p99 ${held.p99} ms with requests offered at ${held.offeredRate ?? '?'}/s, below the maximum: ` +
        (late ? `${late}; otherwise ` : '') +
        `the time is in building the page, not in a queue` +
        (plan?.slowestMs != null ? `; slowest statement ${plan.slowestMs.toFixed(1)} ms alone` : '') +
        (plan?.seqScans.length ? `; reads ${plan.seqScans.join(' and ')} whole` : ''),
    });
  };

  return [
    cpuBudget('cart', '`GET /cart`', cart.apiCpuShare, 'selectOnly'),
    cpuBudget('place-order', 'Place order', placeOrder.apiCpuShare, 'tpcb'),
    placingBudget(),
    listingBudget(),
  ];
}

/** The PostgreSQL budgets alone, for the rows run alone (rows.mjs). @param {ApiFindings} api */
export const judgePostgresBudgets = (api) => postgresBudgets(api);

/**
 * @param {{ api: ApiFindings, web: WebFindings | null }} findings
 * @param {() => BudgetResult[]} judgeReleases the release budgets, read from the builds when the
 *   storefront was measured (a test gives its own)
 * @returns {BudgetResult[]}
 */
export function judgeBudgets({ api, web }, judgeReleases = releaseBudgets) {
  return [
    ...(web ? [...frontEndBudgets(web, judgeReleases()), ...ssrBudgets(web)] : []),
    ...apiBudgets(api),
    ...postgresBudgets(api),
    checkoutBudget(api),
  ];
}
