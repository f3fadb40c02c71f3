// @ts-check
/**
 * BENCHMARKS.md: the figures of one run, the machine they came from and the budgets of the
 * docs/architecture.md §6 marked met or not. The whole file is rewritten by every run, so nothing
 * in it is written by hand; the record of changes decided by measurement lives in
 * bench/decisions.md, which the report links to rather than copies.
 */
import os from 'node:os';
import { ORDER_RUNS } from './api-bench.mjs';
import { cpuPerRequest, kB, P99_BUDGET_MS, SSR_BUDGETS, scriptContents, seconds } from './budgets.mjs';
import { INDEX_TOLERANCE, RETRIES_OFF_CALIBRATION } from './cpu-calibration.mjs';
import { MIXED } from './mixed.mjs';
import { CATALOGUE, FULL_CATALOGUE, LIGHTHOUSE_RUNS, LOAD, PLANS } from './options.mjs';
import { CEILING_NAMES, describeShare } from './pgbench.mjs';
import { describeProcessCpu } from './process-cpu.mjs';

/** Where the changes kept or dropped on what the bench measured are recorded: they outlive the run. */
const DECISIONS_SECTION = [
  '## Decisions measured',
  '',
  'Changes kept or dropped on a comparison in one run, each with its figures, are recorded in',
  '[bench/decisions.md](bench/decisions.md); this file holds the figures of the last run only.',
].join('\n');

/**
 * @typedef {{
 *   machine: import('./machine.mjs').Machine,
 *   api: import('./api-part.mjs').ApiFindings,
 *   web: import('./web-part.mjs').WebFindings | null,
 *   webSkipped: string | null,
 *   budgets: import('./budgets.mjs').BudgetResult[],
 *   seqScans: string[],
 *   dashboard: import('./dashboard-plans.mjs').DashboardPlans | null,
 *   dashboardSkipped: string | null,
 *   runSeconds: number,
 * }} ReportInput
 */

/** Lighthouse's SLOW_CPU_BENCHMARK_INDEX_THRESHOLD: at or below it, its CLI warns of a slow host CPU. */
const LIGHTHOUSE_SLOW_HOST_INDEX = 1000;

/** The libraries the budget wants loaded once. @type {import('./page-weight.mjs').Library[]} */
const ONCE = ['react', 'react-dom', 'router', 'jotai'];

/** A table cell: pipes and line breaks would end it early. @param {unknown} value */
const cell = (value) => String(value).replaceAll('|', '\\|').replaceAll('\n', ' ');
/** A Markdown table. @param {string[]} head @param {unknown[][]} rows */
export function table(head, rows) {
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}
/** @param {number} value */
const int = (value) => Math.round(value).toLocaleString('en-US');
/** @param {boolean | null} met */
const mark = (met) => (met === null ? '— (see figure)' : met ? '✅ met' : '❌ missed');

/**
 * Lighthouse's benchmark of this host over all its runs, as a table row: the figure Lighthouse
 * itself checks before trusting its 4× CPU slowdown (core/gather/driver/environment.js).
 * @param {ReportInput['web']} web
 */
function lighthouseHostRow(web) {
  const indexes = [...(web?.pages ?? []), ...(web?.ssr?.pages ?? [])].flatMap((page) => [
    ...page.audit.benchmarkIndexes,
    ...page.calibrated.flatMap((run) => run.audit.benchmarkIndexes),
  ]);
  if (indexes.length === 0) return [];
  const [low, high] = [Math.min(...indexes), Math.max(...indexes)];
  return [
    [
      "CPU: Lighthouse's benchmarkIndex of this host",
      `${int(low)}–${int(high)} over ${indexes.length} runs (higher is faster). At ${int(LIGHTHOUSE_SLOW_HOST_INDEX)} or ` +
        "less Lighthouse's CLI warns that the CPU is slower than Lighthouse expects, which lowers the score; the " +
        'calibrated runs (Front end) scale the CPU slowdown by it so that their figures do not depend on the host',
    ],
  ];
}

/** @param {ReportInput} input */
function machineSection({ machine, api, web, runSeconds }) {
  const versions = api.runs.map((run) =>
    run.prepared.database.kind === 'pglite'
      ? `PGlite ${machine.pglite ?? '?'} (PostgreSQL ${run.prepared.serverVersion}, embedded)`
      : `PostgreSQL ${run.prepared.serverVersion} (server)`,
  );
  if (api.postgresSkipped) versions.push(`PostgreSQL server: not measured (${api.postgresSkipped})`);
  return [
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['Date', machine.date],
        ['CPU', `${machine.cpu}, ${machine.cores} cores`],
        [
          'CPU: one core as the bench gets it',
          `${machine.cpuStepNanos.toFixed(2)} ns per step of a dependent integer loop${
            machine.cpuMHz
              ? ` (${((machine.cpuStepNanos * machine.cpuMHz) / 1000).toFixed(1)} cycles at the ${Math.round(machine.cpuMHz)} MHz the CPU reports)`
              : ''
          }; lower is faster, and every figure below moves with it`,
        ],
        ...lighthouseHostRow(web),
        ['RAM', `${machine.ramGiB.toFixed(1)} GiB`],
        [
          'Memory: first write to a 4 KiB page',
          `${machine.firstTouchMicros.toFixed(1)} µs (commonly about 1 µs or less; much more slows a browser loading a page, and so Lighthouse's TBT, far beyond what the CPU's speed says)`,
        ],
        ['OS', machine.os],
        ['Node.js', machine.node],
        ['Databases', versions.join('; ')],
        ['Chromium', machine.chromium ?? 'not found'],
        ['nginx', machine.nginx ?? 'not used'],
        ['Lighthouse', machine.lighthouse ?? '?'],
        ['Load average at the start (1, 5, 15 min)', machine.loadAverage.map((load) => load.toFixed(2)).join(', ')],
        ['Run time', `${(runSeconds / 60).toFixed(1)} min`],
      ],
    ),
  ].join('\n');
}

/** @param {ReportInput} input */
function budgetSection({ budgets }) {
  const missed = budgets.filter((budget) => budget.met === false);
  return [
    '## Budgets (architecture §6)',
    '',
    table(
      ['Budget', 'Where', 'Figure', 'Met'],
      budgets.map((budget) => [budget.budget, budget.scope, budget.figure, mark(budget.met)]),
    ),
    ...(missed.length > 0
      ? [
          '',
          '### Causes of the missed budgets (from this run’s figures)',
          '',
          ...missed.map((budget) => `- **${budget.budget}** (${budget.scope}): ${budget.cause}`),
        ]
      : []),
  ].join('\n');
}

/**
 * The mixed row of one database: totals, then each kind's share, req/s, p50, p99, non-2xx and,
 * for remembered reads, how often the page came from memory; on PostgreSQL, its reads and its
 * writes as shares of pgbench's select-only and TPC-B-like tps.
 * @param {import('./mixed.mjs').MixedResult} mixed
 * @param {import('./pgbench.mjs').DatabaseCeiling | null} [ceiling]
 */
export function mixedTable(mixed, ceiling = null) {
  const weights = /** @type {Record<string, number>} */ (MIXED.weights);
  return [
    `Mixed, as a store sees it: ${int(mixed.rps)} req/s over ${mixed.seconds.toFixed(0)} s at ${LOAD.connections} connections ` +
      `(${int(mixed.requests)} requests, ${mixed.errors} connection errors); ${int(mixed.ordersPlaced)} orders placed. ` +
      'Browsing: listing pages (page 1 half the time, else 2 to 20), a category’s pages 1 to 3, searches, product pages; ' +
      'cart changes: filling again the cart of a customer who ordered, else adding a line or removing one added before; ' +
      'orders: each customer’s 2-line cart, in turn. ' +
      'Every order forgets the remembered pages, which show stock, but not what shows none (the products a search found, listing totals) ("from memory" counts the pages served without building them). ' +
      'Non-2xx answers are counted by status: the variants the cart changes add have 5 or more in stock, and a 400 or 409 is the store refusing a cart line or an order once the load has sold one out.',
    ...(ceiling ? ['', mixedShares(mixed, ceiling)] : []),
    '',
    table(
      ['Kind', 'share', 'requests', 'req/s', 'p50', 'p99', 'non-2xx', 'from memory'],
      Object.entries(mixed.kinds).map(([kind, result]) => [
        kind,
        `${weights[kind] ?? '?'} %`,
        int(result.requests),
        int(result.requests / mixed.seconds),
        result.p50,
        result.p99,
        non2xxByStatus(result.non2xx),
        result.remembered === null
          ? '—'
          : `${result.requests === 0 ? 0 : ((result.remembered / result.requests) * 100).toFixed(0)} %`,
      ]),
    ),
  ].join('\n');
}

/**
 * The mix's reads and writes per second as shares of the database's ceilings.
 * @param {import('./mixed.mjs').MixedResult} mixed @param {import('./pgbench.mjs').DatabaseCeiling} ceiling
 */
function mixedShares(mixed, ceiling) {
  const kinds = /** @type {(keyof typeof MIXED.databaseCeiling)[]} */ (Object.keys(MIXED.databaseCeiling));
  /** @param {'tpcb' | 'selectOnly'} script */
  const perSecond = (script) =>
    kinds
      .filter((kind) => MIXED.databaseCeiling[kind] === script)
      .reduce((sum, kind) => sum + mixed.kinds[kind].requests, 0) / mixed.seconds;
  const reads = perSecond('selectOnly');
  const writes = perSecond('tpcb');
  return (
    `Against the database's ceiling (pgbench, this run): browsing ${int(reads)} req/s = ${describeShare(reads, ceiling, 'selectOnly')} tps; ` +
    `cart changes and orders ${int(writes)} req/s = ${describeShare(writes, ceiling, 'tpcb')} tps ` +
    '(most browsing is answered from memory, so its share can pass 100 %).'
  );
}

/** @param {Record<number, number>} byStatus e.g. { 400: 3, 409: 1 } → "4 (400 ×3, 409 ×1)" */
function non2xxByStatus(byStatus) {
  const entries = Object.entries(byStatus);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return total === 0 ? '0' : `${total} (${entries.map(([status, count]) => `${status} ×${count}`).join(', ')})`;
}

/** @param {ReportInput} input */
function apiSection({ api }) {
  const [first] = api.runs;
  const counts = first?.prepared.counts;
  const lines = [
    '## API',
    '',
    counts
      ? `Generated catalogue: ${int(counts.products)} products, ${int(counts.variants)} variants, ${int(counts.images)} images, ` +
        `${int(counts.categories)} categories, ${int(counts.customers)} customers with a 2-line cart each, ` +
        `${int(counts.pastOrders)} past orders (a year's, by other customers).`
      : '',
    `Load: autocannon in the bench's process, ${LOAD.connections} connections, ${LOAD.durationSeconds} s per endpoint after ` +
      `${LOAD.warmupSeconds} s of warm-up; place-order sends each customer's checkout once, ${ORDER_RUNS} times over with the carts filled again between (${int(CATALOGUE.customers)} orders a time after ${int(Math.ceil(CATALOGUE.customers / 5))} warm-up orders; req/s over the runs together, the worst run's p99). ` +
      'The API runs as its own process from `api/dist` (request log on, as deployed). ' +
      'Listing pages, a category’s products and search answers are remembered for a few seconds per query ' +
      '(READ_TTL_MS in `api/src/products/catalogue-reads.ts`) and forgotten at every catalogue write ' +
      '(an order forgets what shows stock), so under this load nearly every such request is answered from memory. The row "pages … in turn" ' +
      'asks more pages than are remembered, so each of its answers is built by the database: the uncached cost; ' +
      'the query plans below give the cost of building one page; it is then run again for as long at a constant ' +
      'offered rate of half its req/s (open loop: requests evenly spaced, each sent whether or not the earlier ones ' +
      'were answered, its latency from its scheduled start; `constant-rate.mjs`), so its latency is a page’s, not a queue’s. ' +
      'The ceiling is a bare Fastify route in its own process answering the same JSON text from memory; ' +
      '"of ceiling" is the endpoint’s req/s as a share of the ceiling’s for the same body. Latencies in ms.',
  ];
  for (const run of api.runs) {
    lines.push('', `### ${run.prepared.database.label}`, '');
    if (run.prepared.generatedSeconds !== null) {
      lines.push(`(catalogue generated in this run in ${run.prepared.generatedSeconds.toFixed(0)} s)`, '');
    }
    if (!run.load) {
      lines.push('Not loaded (--plans-only).');
      continue;
    }
    const { results, ordersPlaced } = run.load;
    const databaseCeiling = run.prepared.database.kind === 'postgres' ? api.databaseCeiling : null;
    lines.push(
      table(
        [
          'Endpoint',
          'Request',
          'req/s',
          'p50',
          'p99',
          'max',
          'errors',
          'non-2xx',
          'of ceiling',
          'ceiling p99',
          'of database ceiling',
        ],
        loadRows(api.endpoints, results).map(({ endpoint, id, label }) => {
          const result = results.get(id);
          const ceiling = id === endpoint.id ? api.ceilings?.get(endpoint.id) : undefined;
          const over = result?.noneAnswered ? '> ' : '';
          const p99 = result
            ? `${over}${result.p99}${endpoint.listingBudget && result.p99 > P99_BUDGET_MS ? ' ❌' : ''}`
            : '—';
          return [
            label,
            `${endpoint.method} ${endpoint.path}`,
            result ? int(result.rps) : '—',
            result ? `${over}${result.p50}` : '—',
            p99,
            result ? `${over}${result.max}` : '—',
            result?.errors ?? '—',
            result?.non2xx ?? '—',
            result && ceiling ? `${((result.rps / ceiling.rps) * 100).toFixed(0)} %` : '—',
            ceiling?.p99 ?? '—',
            result && databaseCeiling && endpoint.databaseCeiling
              ? describeShare(result.rps, databaseCeiling, endpoint.databaseCeiling)
              : '—',
          ];
        }),
      ),
      '',
      `Orders placed during the run: ${ordersPlaced.orders} with ${ordersPlaced.lines} lines (then removed, and the stock put back).`,
    );
    if (run.prepared.database.kind === 'postgres') lines.push('', processCpuTable(api.endpoints, results));
    if (run.load.mixed) lines.push('', mixedTable(run.load.mixed, databaseCeiling));
  }
  if (api.postgresSkipped) lines.push('', `### PostgreSQL (server)`, '', `Not measured: ${api.postgresSkipped}.`);
  else lines.push('', databaseCeilingSection(api));
  if (api.ceilings) {
    lines.push(
      '',
      '### Ceiling: the same bodies from memory',
      '',
      table(
        ['Endpoint', 'Body', 'req/s', 'p50', 'p99', 'errors'],
        api.endpoints.flatMap((endpoint) => {
          const ceiling = api.ceilings?.get(endpoint.id);
          return ceiling
            ? [
                [
                  endpoint.label,
                  kB(ceiling.bytes),
                  int(ceiling.rps),
                  ceiling.p50,
                  ceiling.p99,
                  ceiling.errors + ceiling.non2xx,
                ],
              ]
            : [];
        }),
      ),
    );
  }
  return lines.join('\n');
}

/**
 * Each endpoint's row, and after it its run at a constant rate when it has one (endpoints.mjs
 * `atConstantRate`), labelled with the rate offered.
 * @param {import('./endpoints.mjs').Endpoint[]} endpoints
 * @param {Map<string, import('./load.mjs').LoadResult>} results
 */
function loadRows(endpoints, results) {
  return endpoints.flatMap((endpoint) => {
    const row = { endpoint, id: endpoint.id, label: endpoint.label };
    const held = endpoint.atConstantRate && results.get(endpoint.atConstantRate.id);
    if (!endpoint.atConstantRate || !held) return [row];
    const share = endpoint.atConstantRate.shareOfMaximum;
    return [
      row,
      {
        endpoint,
        id: endpoint.atConstantRate.id,
        label:
          `${endpoint.label}, at a constant ${int(held.offeredRate ?? 0)} req/s (${share === 0.5 ? 'half' : `${Math.round(share * 100)} %`} of its maximum; ` +
          'latency from each request’s scheduled start)',
      },
    ];
  });
}

/** CPU per request in µs, or a dash. @param {number | undefined} micros */
const micros = (micros) => (micros === undefined ? '—' : `${int(micros)} µs`);

/**
 * What kept each PostgreSQL row's machine busy: near 100 % for the API is one Node.js thread
 * full; the processes together near the machine's cores is the machine full. And the CPU the API
 * and PostgreSQL each spent per request (% of one core × 10,000 / req/s), which the budgets compare.
 * @param {import('./endpoints.mjs').Endpoint[]} endpoints
 * @param {Map<string, import('./load.mjs').LoadResult>} results
 */
function processCpuTable(endpoints, results) {
  const cores = os.cpus().length;
  return [
    `CPU while each row ran, in % of one core (${cores} cores: together at most ${cores * 100} %): ` +
      'the API process, PostgreSQL (all its processes), the load generator (autocannon, in the bench’s process) and the rest; ' +
      'then the CPU the API and PostgreSQL each spent per request (% × 10,000 / req/s).',
    '',
    table(
      ['Endpoint', 'req/s', 'API', 'PostgreSQL', 'load', 'other', 'together', 'API µs/req', 'PostgreSQL µs/req'],
      loadRows(endpoints, results).flatMap(({ id, label }) => {
        const result = results.get(id);
        const cpu = result?.cpu;
        if (!result || !cpu) return [];
        const together = cpu.api + cpu.postgres + cpu.load + cpu.pgbench + cpu.other;
        const perRequest = cpuPerRequest(result);
        return [
          [
            label,
            int(result.rps),
            `${cpu.api} %`,
            `${cpu.postgres} %`,
            `${cpu.load} %`,
            `${cpu.other} %`,
            `${together} %`,
            micros(perRequest?.apiMicros),
            micros(perRequest?.postgresMicros),
          ],
        ];
      }),
    ),
  ].join('\n');
}

/**
 * pgbench on the bench's PostgreSQL server, in this run: the ceiling its rows are shares of.
 * @param {import('./api-part.mjs').ApiFindings} api
 */
export function databaseCeilingSection(api) {
  const ceiling = api.databaseCeiling;
  const lines = ['### Database ceiling: pgbench on the same PostgreSQL server', ''];
  if (!ceiling)
    return [...lines, `Not measured: ${api.databaseCeilingSkipped ?? 'no load (--plans-only)'}.`].join('\n');
  lines.push(
    `pgbench's built-in scripts on a scratch database of the same server (scale ${ceiling.scale}, filled in ` +
      `${ceiling.fillSeconds.toFixed(0)} s, dropped after), ${ceiling.clients} clients on ${ceiling.threads} pgbench threads, ` +
      `${ceiling.seconds} s each, in this run just before the PostgreSQL rows, on the machine above (its CPU figures apply to both). ` +
      'TPC-B-like is five statements in a transaction that commits (three updates, a read, an insert): the ceiling of a write; ' +
      'select-only one read by primary key: the ceiling of a read. Both send plain statements (pgbench’s default). ' +
      '"of database ceiling" above is the row’s req/s as a share of these tps. ' +
      'CPU: what each process used while the script ran, in % of one core (the machine has ' +
      `${os.cpus().length}: the processes together cannot pass ${os.cpus().length * 100} %).`,
    '',
    table(
      ['Script', 'tps', 'latency average', 'transactions', 'failed', 'CPU'],
      /** @type {const} */ (['tpcb', 'selectOnly']).map((kind) => [
        CEILING_NAMES[kind],
        int(ceiling[kind].tps),
        `${ceiling[kind].latencyMs.toFixed(1)} ms`,
        int(ceiling[kind].transactions),
        ceiling[kind].failed,
        describeProcessCpu(ceiling[kind].cpu),
      ]),
    ),
  );
  const alone = api.placingAlone;
  lines.push(
    '',
    alone
      ? `The placing statement alone (\`bench/pgbench-placing.mjs\`: the API's own statement under pgbench on a copy of the ` +
          `bench database, through as many clients as the API's pool, ${int(alone.orders)} orders): ` +
          `${int(alone.tps)} orders/s, latency average ${alone.latencyMs.toFixed(1)} ms, ` +
          `PostgreSQL ${alone.pgCpuMsPerTransaction?.toFixed(3) ?? '—'} ms of CPU per order; CPU: ${describeProcessCpu(alone.cpu)}. ` +
          'Place order is judged against it.'
      : `The placing statement alone: not measured (${api.placingAloneSkipped ?? 'no place-order row'}).`,
  );
  return lines.join('\n');
}

/** @param {ReportInput} input */
function planSection({ api, seqScans }) {
  const verdict =
    seqScans.length === 0
      ? '✅ No statement reads products or product_variants with a sequential scan.'
      : PLANS.failOnSeqScan
        ? `❌ **Sequential scans of products or variants (the bench failed):** ${seqScans.join('; ')}.`
        : `⚠️ Sequential scans found, not failed because the catalogue is smaller than the full-size one (the planner rightly reads small tables whole): ${seqScans.join('; ')}.`;
  const lines = [
    '## Query plans',
    '',
    'Every statement the benchmarked calls run on products or product_variants, captured from the API’s own ' +
      'Drizzle instance and EXPLAINed with its parameters on the generated catalogue (reads with ANALYZE). ' +
      'The full plans are printed on the bench’s standard output.',
    '',
    verdict,
  ];
  for (const run of api.runs) {
    lines.push(
      '',
      `### ${run.prepared.database.label}`,
      '',
      table(
        ['Endpoint', 'Statements', 'Tables read by', 'Sequential scans', 'Slowest statement'],
        run.planSummaries.map((summary) => [
          api.endpoints.find((endpoint) => endpoint.id === summary.endpointId)?.label ?? summary.endpointId,
          summary.statements,
          summary.scans.join(', '),
          summary.seqScans.length > 0 ? `❌ ${summary.seqScans.join(', ')}` : 'none',
          summary.slowestMs === null ? 'writes only (not run)' : `${summary.slowestMs.toFixed(1)} ms`,
        ]),
      ),
    );
  }
  return lines.join('\n');
}

/** The host's benchmarkIndex each page's calibration used. @param {import('./web-part.mjs').PageResult[]} pages */
const host = (pages) => pages.map((page) => `${page.id} ${int(page.hostIndex)}`).join(', ');

/** A Lighthouse audit's performance (with each run's), LCP, TBT and CLS cells. @param {import('./web-part.mjs').PageResult['audit']} audit */
const auditCells = (audit) => [
  `${audit.score} (${audit.scores.join(', ')})`,
  seconds(audit.lcpMs),
  `${int(audit.tbtMs)} ms`,
  audit.cls.toFixed(3),
];

/** Where the LCP image was in the first response. @param {import('./web-part.mjs').PageResult} page */
function lcpFound(page) {
  const { lcp } = page;
  if (!lcp.imageUrl) return 'LCP is text';
  return lcp.foundIn === 'img' ? 'yes, `<img>`' : lcp.foundIn === 'preload' ? 'yes, preload' : 'no';
}

/**
 * The server-rendered site beside the client-rendered one: Lighthouse, first-load JS and the
 * LCP image per page, then its HTML under load.
 * @param {import('./web-part.mjs').WebFindings} web
 */
function ssrSection(web) {
  const { ssr } = web;
  const lines = ['### Server-rendered beside client-rendered', ''];
  if (!ssr) return [...lines, `Not measured: ${web.ssrSkipped}.`].join('\n');
  lines.push(
    `Server-rendered: the same builds served by ${ssr.servedDescription}, scripts sent ${ssr.compressed ? `compressed (${ssr.encoding})` : 'uncompressed'}, ` +
      'in front of the same API; client-rendered: the rows above. Same Lighthouse setup, and each server-rendered page ' +
      'audited again with the CPU slowdown set from this host’s benchmarkIndex (the median of the page’s default runs: ' +
      host(ssr.pages) +
      ') so that the simulated phone has the index of a mid-tier (1,000) or a low-tier (264) phone on any host: ' +
      'slowdown = host index / target index (bench/cpu-calibration.mjs), a run during which the host’s own index ' +
      `was more than ${Math.round(INDEX_TOLERANCE * 100)} % off that is run again (at most ${RETRIES_OFF_CALIBRATION} times, keeping the closest); ` +
      'the budgets are judged on these runs. ' +
      'As the low-tier phone, each page is audited once more without its scripts (the server’s HTML with every script ' +
      'element and script preload removed, its styles and images from the same server: bench/without-scripts.mjs): ' +
      'what the browser spends on the page’s own HTML, styles and images, which no change to the scripts lowers; ' +
      'the difference between the two rows is what the scripts cost. ' +
      '“LCP image in the first HTML”: the image Lighthouse saw painted as the LCP is named by an `<img>` (src or srcset) ' +
      'or an image preload of the page’s HTML as the server sends it.',
    '',
    table(
      [
        'Page',
        'Rendered',
        'Performance',
        'LCP',
        'TBT',
        'CLS',
        'FCP',
        'JS compressed',
        'JS files',
        'Requests',
        'LCP image in the first HTML',
      ],
      ssr.pages.flatMap((page) => {
        const client = web.pages.find((candidate) => candidate.id === page.id);
        /** @type {[string, import('./web-part.mjs').PageResult][]} */
        const rows = [
          ...(client
            ? [/** @type {[string, import('./web-part.mjs').PageResult]} */ (['client, default CPU', client])]
            : []),
          [`server, default CPU (${page.audit.cpuSlowdown}×)`, page],
          ...page.calibrated.flatMap((run) => {
            const label = `server, as a ${run.label} (${int(run.targetIndex)}): CPU ${run.audit.cpuSlowdown}×`;
            /** @type {[string, import('./web-part.mjs').PageResult][]} */
            const calibratedRows = [[label, { ...page, audit: run.audit }]];
            if (run.withoutScripts) {
              const { withoutScripts } = run;
              calibratedRows.push([
                `${label}, the same HTML without its scripts`,
                {
                  ...page,
                  audit: withoutScripts,
                  weight: { ...page.weight, jsBytes: 0, scripts: [], requests: withoutScripts.requests.length },
                },
              ]);
            }
            return calibratedRows;
          }),
        ];
        return rows.map((row) => {
          const [rendered, result] = row;
          return [
            `${page.label}: \`${page.path}\``,
            rendered,
            ...auditCells(result.audit),
            seconds(result.audit.fcpMs),
            kB(result.weight.jsBytes),
            result.weight.scripts.length,
            result.weight.requests,
            lcpFound(result),
          ];
        });
      }),
    ),
    '',
    `The server-rendered HTML under load: ${LOAD.connections} connections for ${LOAD.durationSeconds} s after ${LOAD.warmupSeconds} s of warm-up, ` +
      `autocannon in the bench’s process, the site in its own (budget: p99 ≤ ${SSR_BUDGETS.p99Ms} ms and at least ` +
      `${Math.round(SSR_BUDGETS.staticShare * 100)} % of the throughput of the same server sending a static file of the ` +
      'same bytes, precompressed, loaded the same way right after: the share means the same on any host).',
    '',
    table(
      ['Page', 'HTML', 'req/s', 'p50', 'p99', 'max', 'Errors / non-2xx', 'Static file of the same bytes', 'Share'],
      ssr.load.map((row) => [
        `${row.label}: \`${row.path}\``,
        `${kB(row.htmlBytes)} (${row.encoding ?? 'identity'})`,
        int(row.result.rps),
        ...[row.result.p50, row.result.p99, row.result.max].map(
          (ms) => `${row.result.noneAnswered ? '> ' : ''}${ms} ms`,
        ),
        `${row.result.errors} / ${row.result.non2xx}`,
        `${int(row.staticResult.rps)} req/s, p99 ${row.staticResult.p99} ms`,
        `${Math.round((row.result.rps / row.staticResult.rps) * 100)} %`,
      ]),
    ),
  );
  for (const page of ssr.pages) {
    if (page.weight.failedRequests.length > 0) {
      lines.push(
        '',
        `⚠️ ${page.label}, server-rendered: failed requests during the load: ${page.weight.failedRequests.join('; ')}.`,
      );
    }
  }
  return lines.join('\n');
}

/** The front end's figures (web.mjs prints it alone). @param {Pick<ReportInput, 'web' | 'webSkipped'>} input */
export function frontEndSection({ web, webSkipped }) {
  if (!web) return ['## Front end', '', `Not measured: ${webSkipped}.`].join('\n');
  const lines = [
    '## Front end',
    '',
    `Production builds (${web.buildSeconds === null ? 'build time not measured: --no-web-build' : `\`npm run build:web\`, all five apps: **${web.buildSeconds.toFixed(0)} s**`}) ` +
      `served by ${web.servedDescription}; scripts sent ${web.compressed ? `compressed (${web.encoding})` : 'uncompressed: JS sizes below are gzip -6 of the files'}. ` +
      `The API behind it runs on the PGlite catalogue above. Lighthouse ${LIGHTHOUSE_RUNS > 1 ? `median of ${LIGHTHOUSE_RUNS} runs` : '1 run'} per page, ` +
      'mobile emulation with simulated throttling (its defaults), empty cache: the first load; the server ' +
      'warmed by one request for the page, each run after two seconds with the CPU at most 15 % busy ' +
      '(the most it was before a run: "CPU busy" in a missed budget\'s cause). ' +
      'Copies: how many builds the library was loaded from (from the scripts’ source maps).',
    '',
    table(
      [
        'Page',
        'Performance',
        'LCP',
        'TBT',
        'CLS',
        'JS compressed',
        'JS uncompressed',
        'JS files',
        'Requests',
        'react / react-dom / router / jotai copies',
        'antd',
      ],
      web.pages.map((page) => [
        `${page.label}: \`${page.path}\``,
        ...auditCells(page.audit),
        kB(page.weight.jsBytes),
        kB(page.weight.jsUncompressedBytes),
        page.weight.scripts.length,
        page.weight.requests,
        ONCE.map((library) => page.weight.copies[library].length).join(' / '),
        page.weight.copies.antd.length === 0 ? 'none' : page.weight.copies.antd.join(', '),
      ]),
    ),
  ];
  lines.push('', ssrSection(web));
  for (const page of web.pages) {
    lines.push('', `### ${page.label}: scripts by compressed size`, '');
    lines.push(
      table(
        ['Script (contents)', 'Compressed', 'Uncompressed'],
        page.weight.scripts.map((script) => [scriptContents(script), kB(script.bytes), kB(script.uncompressedBytes)]),
      ),
    );
    if (page.weight.duplicates.length > 0) {
      lines.push(
        '',
        `Loaded from more than one build: ${page.weight.duplicates.map((duplicate) => `${duplicate.pkg} (${duplicate.builds.join(', ')})`).join('; ')}.`,
      );
    }
    if (page.weight.failedRequests.length > 0) {
      lines.push('', `⚠️ Failed requests during the load: ${page.weight.failedRequests.join('; ')}.`);
    }
    if (page.audit.warnings.length > 0) lines.push('', `Lighthouse warnings: ${page.audit.warnings.join(' ')}`);
  }
  return lines.join('\n');
}

/** @param {Pick<ReportInput, 'dashboard' | 'dashboardSkipped'>} input */
function dashboardSection({ dashboard, dashboardSkipped }) {
  const lines = ['### Admin dashboard (PostgreSQL)', ''];
  if (!dashboard) return [...lines, `Not measured: ${dashboardSkipped ?? 'no PostgreSQL'}.`].join('\n');
  const { shop } = dashboard;
  const seqScans = dashboard.statements.filter((statement) => statement.seqScan).length;
  lines.push(
    `GET /dashboard's statements on a scratch database of ${int(shop.products)} products (two variants each) and ` +
      `${int(shop.orders)} orders over ${shop.days} days (filled in ${dashboard.fillSeconds.toFixed(1)} s): ` +
      `${dashboard.coldMs} ms together cold, ${dashboard.warmMedianMs} ms (median of 5) after. ` +
      (seqScans === 0
        ? '✅ None reads a whole table.'
        : `❌ **${seqScans} statement(s) read a whole table (the bench failed).**`),
    '',
    table(
      ['Statement', 'Time', 'Read by'],
      dashboard.statements.map((statement) => [
        `\`${statement.query.slice(0, 90)}…\``,
        `${statement.ms.toFixed(1)} ms`,
        statement.reads.join(', '),
      ]),
    ),
  );
  return lines.join('\n');
}

/** @param {ReportInput} input */
export function renderReport(input) {
  const small = CATALOGUE.products < FULL_CATALOGUE.products || CATALOGUE.customers < FULL_CATALOGUE.customers;
  return `${[
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` (\`bench/\`) on ${input.machine.date.slice(0, 10)}. ` +
      'The whole file is rewritten by every run; the budgets are those of docs/architecture.md (§6).',
    ...(small
      ? [
          '',
          `> **Not the full-size catalogue:** this run used ${int(CATALOGUE.products)} products and ${int(CATALOGUE.customers)} customers ` +
            `(BENCH_PRODUCTS / BENCH_CUSTOMERS) instead of ${int(FULL_CATALOGUE.products)} and ${int(FULL_CATALOGUE.customers)}. ` +
            'Its API figures and query plans say little about the store at full size; run `npm run bench` without them for those.',
        ]
      : []),
    ...(LOAD.durationSeconds < 10
      ? ['', `> Short load: ${LOAD.durationSeconds} s per endpoint (BENCH_DURATION).`]
      : []),
    '',
    machineSection(input),
    '',
    budgetSection(input),
    '',
    apiSection(input),
    '',
    planSection(input),
    '',
    dashboardSection(input),
    '',
    frontEndSection(input),
    '',
    DECISIONS_SECTION,
  ].join('\n')}\n`;
}
