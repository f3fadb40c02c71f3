// @ts-check
/**
 * Where a page's load spends its main thread, as the low-tier phone (cpu-calibration.mjs): one
 * server-rendered site of this checkout on a bench API, the page loaded in Chromium with its CPU
 * slowed by CDP (Emulation.setCPUThrottlingRate, set from the host's Lighthouse benchmarkIndex
 * measured in the same browser) while a trace and a JavaScript CPU profile are recorded. Each long
 * task (over 50 ms at that slowdown) is listed with what ran in it: the JavaScript's self time by
 * package (from the scripts' source maps: react-dom, the federation runtime, the store's own code
 * by app) and the browser's own work (compiling scripts, parsing HTML, style and layout, garbage
 * collection). Nothing is written to BENCHMARKS.md.
 *
 *   node bench/load-trace.mjs [page path, / by default] [another checkout, with its builds]
 *
 * Given another checkout (as web-ab.mjs takes it: before), its site runs beside this one's
 * (after) and the runs alternate between them, so that both are measured on the same machine at
 * the same time.
 *
 * TRACE_RUNS (3) loads, TRACE_TARGET_INDEX (264, the low-tier phone) the device, TRACE_SLOWDOWN a
 * fixed slowdown instead, TRACE_SETTLE_MS (10,000) how long the trace goes on after the load
 * event, TRACE_DIR a folder to keep each run's trace and profile in.
 */

import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { startBenchApi } from './api-bench.mjs';
import { runScript, track } from './cleanup.mjs';
import { addFigure, beforeAndAfter, inTurn } from './compare.mjs';
import { cpuSlowdownFor, hostBenchmarkIndex, TARGET_DEVICES } from './cpu-calibration.mjs';
import { pgliteDatabase, prepareDatabase } from './databases.mjs';
import { CHROME_PATH, PORTS, ROOT } from './options.mjs';
import { PACKAGE, SOURCE } from './page-weight.mjs';
import { step } from './progress.mjs';
import { startCheckoutSites } from './ssr-stack.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('@playwright/test');
const { SourceMapConsumer } = require('source-map-js');

const PAGE_PATH = process.argv[2] ?? '/';
const RUNS = Math.max(1, Math.floor(Number(process.env.TRACE_RUNS) || 3));
const LOW_TIER_INDEX = TARGET_DEVICES.find((device) => device.tier === 'low')?.benchmarkIndex ?? 264;
const TARGET_INDEX = Number(process.env.TRACE_TARGET_INDEX) || LOW_TIER_INDEX;
const LONG_TASK_MS = 50;
/** How long after the load event the trace goes on (the page hydrates and loads its slices). */
const SETTLE_MS = Number(process.env.TRACE_SETTLE_MS) || 10_000;
/** Lighthouse's mobile screen (a Moto G Power). */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** The browser's own work in a task, by trace event name. */
const BROWSER_WORK = /** @type {Record<string, string>} */ ({
  'v8.compile': 'compile',
  'V8.CompileCode': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileLazy': 'compile',
  'v8.parseOnBackground': 'compile',
  'v8.deserializeOnBackground': 'compile',
  'DocumentLoader::CommitNavigation': 'navigation',
  ParseHTML: 'parse HTML',
  'DecodedDataDocumentParser::AppendBytes': 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  'LocalFrameView::RunPrePaintLifecyclePhase': 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GC_SCAVENGER': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
  'ThreadState::performIdleLazySweep': 'GC',
  'Decode Image': 'image decode',
  'Decode LazyPixelRef': 'image decode',
});

const BEFORE_ROOT = process.argv[3];

/** Source maps by script URL, read once. @type {Map<string, Promise<any>>} */
const sourceMaps = new Map();

/** @param {string} url */
function sourceMapOf(url) {
  let map = sourceMaps.get(url);
  if (!map) {
    map = fetch(`${url}.map`)
      .then((response) => (response.ok ? response.json() : null))
      .then((/** @type {any} */ json) => (json ? new SourceMapConsumer(json) : null))
      .catch(() => null);
    sourceMaps.set(url, map);
  }
  return map;
}

/**
 * What a JavaScript frame belongs to: a package, or an app's own code (`shell code`,
 * `mf_catalog code`); the federation runtime's packages count as one.
 * @param {{ url: string, lineNumber: number, columnNumber: number, functionName: string }} frame
 */
async function ownerOf(frame) {
  if (!frame.url) return frame.functionName || '(native)';
  const map = await sourceMapOf(frame.url);
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = original?.source ?? soleSourceOf(map);
  if (!source) return `${new URL(frame.url).pathname} (unmapped)`;
  // The federation plugin's generated entry is named by a data: URL.
  if (source.startsWith('data:')) return 'federation runtime';
  const match = SOURCE.exec(source);
  const build = match?.[1] ?? '?';
  const packages = [...(match?.[2] ?? source).matchAll(PACKAGE)].map((found) => found[1] ?? '');
  const pkg = packages.at(-1);
  if (!pkg) {
    if (/shared-contracts\//.test(source)) return 'shared-contracts';
    if (/store-runtime\//.test(source)) return 'store-runtime';
    // The bundler's require (webpack/bootstrap) is where a module's first run is compiled: V8
    // counts a function's lazy compilation to its caller.
    if (/federation-runtime-provider|webpack\/(runtime|bootstrap)|rspack\/runtime/.test(source))
      return 'bundler runtime';
    return `${build} code`;
  }
  if (pkg.startsWith('@module-federation/')) return 'federation runtime';
  return pkg;
}

/**
 * A position the map does not name (a minified function's start between two mappings) in a
 * script made of one package's sources is that package's.
 * @param {any} map
 */
function soleSourceOf(map) {
  const sources = /** @type {string[]} */ (map?.sources ?? []);
  const packages = new Set(sources.map((source) => [...source.matchAll(PACKAGE)].at(-1)?.[1] ?? source));
  return packages.size === 1 ? sources[0] : undefined;
}

/**
 * The store's own frame a sample is in, for the listing of what store code ran: its source file
 * and function.
 * @param {{ url: string, lineNumber: number, columnNumber: number, functionName: string }} frame
 */
async function storeFrameOf(frame) {
  if (!frame.url) return null;
  const map = await sourceMapOf(frame.url);
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = String(original?.source ?? '');
  if (!source || /node_modules|^data:|webpack\/(runtime|bootstrap)|rspack\/runtime/.test(source)) return null;
  const file = source.replace(SOURCE, '$2').replace(/^(\.\.\/)+/, '');
  return `${file}:${original.line} ${original.name ?? frame.functionName ?? ''}`.trim();
}

/** @param {import('@playwright/test').Page} page */
async function measureIndex(page) {
  const indexes = [];
  for (let run = 0; run < 3; run++)
    indexes.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  return hostBenchmarkIndex(indexes);
}

/**
 * One load: the long tasks, each with its JavaScript by owner and the browser's own work.
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {number} slowdown @param {string} run
 */
async function traceLoad(browser, url, slowdown, run) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  /** @type {any[]} */
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8',
        'v8.execute',
        'disabled-by-default-v8.compile',
        'blink.user_timing',
        'loading',
      ],
    },
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // Waited for from here, not polled in the page: a polling script would run on the page's main
  // thread and show up among its tasks.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const { profile } = /** @type {{ profile: any }} */ (await cdp.send('Profiler.stop'));
  await cdp.send('Tracing.end');
  await traced;
  const hydrated = await page.evaluate("document.documentElement.dataset.hydrated === 'true'");
  if (!hydrated)
    throw new Error(`${url} was not hydrated ${SETTLE_MS} ms after its load event: wait longer (TRACE_SETTLE_MS)`);
  if (process.env.TRACE_DIR) {
    await mkdir(process.env.TRACE_DIR, { recursive: true });
    await writeFile(path.join(process.env.TRACE_DIR, `trace-${run}.json`), JSON.stringify({ traceEvents: events }));
    await writeFile(path.join(process.env.TRACE_DIR, `profile-${run}.cpuprofile`), JSON.stringify(profile));
  }
  await context.close();

  const mainThread = events.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && rendererOf(events, event.pid),
  );
  const onMain = events.filter((event) => event.pid === mainThread?.pid && event.tid === mainThread?.tid);
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.dur / 1000 > LONG_TASK_MS)
    .sort((a, b) => a.ts - b.ts);
  const navigationStart =
    onMain.find((event) => event.name === 'navigationStart' && event.args?.data?.isLoadingMainFrame)?.ts ??
    tasks[0]?.ts ??
    0;

  // The profile's samples, each with its time (the same clock as the trace's).
  /** @type {Map<number, any>} */
  const nodes = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
  let time = profile.startTime;
  /** @type {{ time: number, node: any }[]} */
  const samples = profile.samples.map((/** @type {number} */ id, /** @type {number} */ index) => {
    time += profile.timeDeltas[index] ?? 0;
    return { time, node: nodes.get(id) };
  });

  const results = [];
  for (const task of tasks) {
    const end = task.ts + task.dur;
    /** @type {Map<string, number>} */
    const javascript = new Map();
    /** @type {Map<string, number>} */
    const storeFrames = new Map();
    const inTask = samples.filter((sample) => sample.time >= task.ts && sample.time < end);
    for (let index = 0; index < inTask.length; index++) {
      const sample = /** @type {any} */ (inTask[index]);
      const next = inTask[index + 1]?.time ?? Math.min(end, sample.time + 100);
      const ms = (next - sample.time) / 1000;
      const owner = await ownerOf(sample.node.callFrame);
      javascript.set(owner, (javascript.get(owner) ?? 0) + ms);
      const frame = await storeFrameOf(sample.node.callFrame);
      if (frame) storeFrames.set(frame, (storeFrames.get(frame) ?? 0) + ms);
    }
    /** @type {Map<string, number>} */
    const browserWork = new Map();
    for (const event of onMain) {
      const kind = BROWSER_WORK[event.name];
      if (!kind || event.ph !== 'X' || event.ts < task.ts || event.ts >= end) continue;
      browserWork.set(kind, (browserWork.get(kind) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const scripts = onMain
      .filter(
        (event) =>
          event.ts >= task.ts && event.ts < end && ['EvaluateScript', 'v8.evaluateModule'].includes(event.name),
      )
      .map((event) => path.basename(new URL(event.args?.data?.url || 'about:blank').pathname))
      .filter(Boolean);
    results.push({
      startMs: (task.ts - navigationStart) / 1000,
      durationMs: task.dur / 1000,
      javascript: [...javascript].sort((a, b) => b[1] - a[1]),
      storeFrames: [...storeFrames].sort((a, b) => b[1] - a[1]).slice(0, 6),
      browserWork: [...browserWork].sort((a, b) => b[1] - a[1]),
      scripts,
    });
  }
  return results;
}

/** Is this process a renderer (its process name says so)? @param {any[]} events @param {number} pid */
function rendererOf(events, pid) {
  return events.some((event) => event.pid === pid && event.name === 'process_name' && event.args?.name === 'Renderer');
}

/** @param {[string, number][]} entries */
const listed = (entries) =>
  entries
    .filter(([, ms]) => ms >= 1)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');

async function main() {
  const database = pgliteDatabase();
  await prepareDatabase(database);
  const api = await startBenchApi(database, PORTS.apiPglite);
  const sides = await startCheckoutSites(
    BEFORE_ROOT ? beforeAndAfter(BEFORE_ROOT, '') : [{ name: 'this checkout', root: ROOT }],
    api.url,
  );
  for (const side of sides) await fetch(`${side.origin}${PAGE_PATH}`);
  const origin = /** @type {string} */ (sides.at(-1)?.origin);

  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  track('Chromium', () => browser.close());
  const probe = await browser.newPage();
  await probe.goto(`${origin}/remotes.json`);
  const hostIndex = await measureIndex(probe);
  await probe.close();
  const slowdown = Number(process.env.TRACE_SLOWDOWN) || cpuSlowdownFor(hostIndex, TARGET_INDEX);
  step(`host benchmarkIndex ${hostIndex}: CPU ${slowdown}× slower (device index ${TARGET_INDEX})`);

  /** @type {Map<string, { count: number, overMs: number }[]>} */
  const summary = new Map();
  for (let run = 0; run < RUNS; run++) {
    for (const side of inTurn(sides, run)) {
      const tasks = await traceLoad(
        browser,
        `${side.origin}${PAGE_PATH}`,
        slowdown,
        `${side.name.replace(/\s/g, '-')}-${run}`,
      );
      const total = tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);
      addFigure(summary, side.name, { count: tasks.length, overMs: total });
      process.stdout.write(
        `\n${PAGE_PATH}, ${side.name}, run ${run + 1}: ${tasks.length} long tasks, ${Math.round(total)} ms over 50 ms (CPU ${slowdown}×)\n`,
      );
      for (const task of tasks) {
        process.stdout.write(
          `  at ${Math.round(task.startMs)} ms, ${Math.round(task.durationMs)} ms` +
            `${task.scripts.length ? ` [runs ${[...new Set(task.scripts)].join(', ')}]` : ''}\n` +
            `    JS: ${listed(task.javascript) || '-'}\n    browser: ${listed(task.browserWork) || '-'}\n` +
            (task.storeFrames.some(([, ms]) => ms >= 1) ? `    store code: ${listed(task.storeFrames)}\n` : ''),
        );
      }
    }
  }
  process.stdout.write('\n');
  for (const [name, runs] of summary) {
    process.stdout.write(
      `${name}: long tasks ${runs.map((run) => run.count).join(', ')}; ms over 50 ms ${runs.map((run) => Math.round(run.overMs)).join(', ')}\n`,
    );
  }
  await api.stop();
}

await runScript(main);
