// @ts-check
/**
 * Lighthouse (performance only, its default mobile emulation and simulated throttling) on
 * Debian's Chromium, a fresh browser for every run. Scores move from run to run, more so on
 * a shared machine, so each page is audited LIGHTHOUSE_RUNS times and the run with the
 * median score is kept (the spread is reported beside it). The page is asked for once before the
 * runs (a deployed store's server is warm, its first render after a start is not what shoppers
 * get), and each run waits for a quiet CPU (quiet-cpu.mjs).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { track } from './cleanup.mjs';
import { INDEX_TOLERANCE, offCalibration, RETRIES_OFF_CALIBRATION } from './cpu-calibration.mjs';
import { CHROME_FLAGS, CHROME_PATH, LIGHTHOUSE_RUNS } from './options.mjs';
import { step } from './progress.mjs';
import { waitForQuietCpu } from './quiet-cpu.mjs';

/**
 * One request of the page's first load, as Lighthouse's network-requests audit lists it.
 * @typedef {{
 *   url: string,
 *   resourceType: string,
 *   transferSize: number,
 *   resourceSize: number,
 *   statusCode: number,
 *   finished: boolean,
 * }} NetworkRequest
 * @typedef {{ title: string, savingsMs: number }} Opportunity
 * @typedef {{
 *   url: string,
 *   score: number,
 *   scores: number[],
 *   lcpMs: number,
 *   tbtMs: number,
 *   cls: number,
 *   fcpMs: number,
 *   requests: NetworkRequest[],
 *   opportunities: Opportunity[],
 *   lcpElement: string | null,
 *   lcpImageUrl: string | null,
 *   layoutShift: string | null,
 *   busiestCpuShare: number,
 *   benchmarkIndexes: number[],
 *   cpuSlowdown: number,
 *   warnings: string[],
 * }} PageAudit
 * `lcpElement`: the element whose paint was the LCP; `layoutShift`: the element that moved
 * most (with its share of CLS). Both are what a reader looks at first when a score is low.
 * `lcpImageUrl`: the image painted as the LCP, null when the LCP was text.
 * `benchmarkIndexes`: Lighthouse's own measure of the host's CPU at each run (higher is faster).
 * `cpuSlowdown`: the CPU multiplier the simulation applied (Lighthouse's default, or calibrated).
 */

/** Audits that are diagnostics of a metric, reported as elements rather than as savings. */
const ELEMENT_AUDITS = new Set(['largest-contentful-paint-element', 'layout-shifts']);

/** @param {any} audit */
const numeric = (audit) => Number(audit?.numericValue ?? Number.NaN);

/**
 * One Lighthouse run in its own Chromium.
 * @param {string} url @param {number | null} cpuSlowdown null: Lighthouse's default (4×)
 */
async function auditOnce(url, cpuSlowdown) {
  // Chromium leaves a folder (org.chromium.Chromium.*) in its TMPDIR when it is killed, as
  // chrome-launcher does: give it a folder of its own, removed with it.
  const tmpDir = await mkdtemp(path.join(os.tmpdir(), 'electronics-store-bench-chromium-'));
  const removeTmp = track('the Chromium temp folder', () => rm(tmpDir, { recursive: true, force: true }));
  const chrome = await chromeLauncher
    .launch({
      chromePath: CHROME_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
      envVars: { ...process.env, TMPDIR: tmpDir },
    })
    .catch(async (error) => {
      await removeTmp();
      throw error;
    });
  const stop = track('Chromium', async () => {
    chrome.kill();
    await removeTmp();
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Merged into the default mobile throttling: only the CPU's multiplier changes.
      ...(cpuSlowdown === null ? {} : { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave ${url} no performance score`);
    return { lhr, score: Math.round(score * 100), lcpImageUrl: lcpImageUrl(result.artifacts) };
  } finally {
    await stop();
  }
}

/**
 * The image of the LCP, found in the trace as Lighthouse's own LCPImageRecord does: the last LCP
 * candidate, and the image paint of the same node, which names its URL. None: the LCP was text.
 * @param {import('lighthouse').RunnerResult['artifacts']} artifacts
 */
function lcpImageUrl(artifacts) {
  const events = /** @type {any[]} */ (artifacts.Trace?.traceEvents ?? []);
  /** @param {string} name */
  const last = (name, match = (/** @type {any} */ _event) => true) =>
    events.filter((event) => event.name === name && match(event)).sort((a, b) => b.ts - a.ts)[0];
  const lcp = last('largestContentfulPaint::Candidate');
  if (!lcp) return null;
  const image = last(
    'LargestImagePaint::Candidate',
    (event) => event.args?.frame === lcp.args?.frame && event.args?.data?.DOMNodeId === lcp.args?.data?.nodeId,
  );
  const url = image?.args?.data?.imageUrl;
  return typeof url === 'string' && url ? url : null;
}

/** The requests of the first load (network-requests audit). @param {import('lighthouse').Result} lhr @returns {NetworkRequest[]} */
function networkRequests(lhr) {
  const details = /** @type {any} */ (lhr.audits['network-requests']?.details);
  const items = /** @type {any[]} */ (details?.items ?? []);
  return items.map((item) => ({
    url: String(item.url),
    resourceType: String(item.resourceType ?? 'Other'),
    transferSize: Number(item.transferSize ?? 0),
    resourceSize: Number(item.resourceSize ?? 0),
    statusCode: Number(item.statusCode ?? 0),
    finished: item.finished !== false,
  }));
}

/** What Lighthouse says would save the most time, biggest first (why a score is low). @param {import('lighthouse').Result} lhr */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter((audit) => !ELEMENT_AUDITS.has(audit.id))
    .map((audit) => ({
      title: audit.title,
      savingsMs: Number(/** @type {any} */ (audit.details)?.overallSavingsMs ?? audit.metricSavings?.LCP ?? 0),
      failed: audit.score !== null && audit.score < 0.9,
    }))
    .filter((audit) => audit.failed && audit.savingsMs >= 50)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 4)
    .map(({ title, savingsMs }) => ({ title, savingsMs }));
}

/** The first DOM node an audit's details name, as a short label. @param {any} details @returns {string | null} */
function firstNode(details) {
  if (!details || typeof details !== 'object') return null;
  if (details.type === 'node') {
    // The selector says where it is; the start of its HTML says what it is. Node labels can be
    // whole paragraphs of text, with line breaks that would break the report's lists.
    const snippet = String(details.snippet ?? '').slice(0, 100);
    const label = `${details.selector ?? details.nodeLabel ?? ''} ${snippet}`.replace(/\s+/g, ' ').trim();
    return label || null;
  }
  for (const value of Object.values(details)) {
    const found = firstNode(value);
    if (found) return found;
  }
  return null;
}

/** The element that moved most and its layout-shift score. @param {import('lighthouse').Result} lhr */
function biggestShift(lhr) {
  const item = /** @type {any} */ (lhr.audits['layout-shifts']?.details)?.items?.[0];
  const node = item ? firstNode(item.node) : null;
  return node ? `${node} (shift ${Number(item.score ?? 0).toFixed(3)})` : null;
}

/**
 * One run; calibrated (`hostIndex` given), run again while the host's own index during the run is
 * off the calibration's (cpu-calibration.mjs), keeping the run closest to it.
 * @param {string} url @param {number | null} cpuSlowdown @param {number | null} hostIndex @param {string} label
 */
async function calibratedRun(url, cpuSlowdown, hostIndex, label) {
  /** @type {(Awaited<ReturnType<typeof auditOnce>> & { cpuShare: number }) | null} */
  let best = null;
  for (let attempt = 0; attempt <= (hostIndex === null ? 0 : RETRIES_OFF_CALIBRATION); attempt++) {
    const cpuShare = await waitForQuietCpu();
    const result = { ...(await auditOnce(url, cpuSlowdown)), cpuShare };
    const index = result.lhr.environment.benchmarkIndex;
    step(
      `  Lighthouse ${label}${cpuSlowdown === null ? '' : ` (CPU ${cpuSlowdown}× slower)`}: ` +
        `performance ${result.score}, TBT ${Math.round(numeric(result.lhr.audits['total-blocking-time']))} ms ` +
        `(CPU ${Math.round(cpuShare * 100)} % busy before, benchmarkIndex ${Math.round(index)})`,
    );
    const off = hostIndex === null ? 0 : offCalibration(index, hostIndex);
    if (!best || off < offCalibration(best.lhr.environment.benchmarkIndex, hostIndex ?? index)) best = result;
    if (off <= INDEX_TOLERANCE) break;
    step(`  the host ran ${Math.round(off * 100)} % off the calibration's index ${Math.round(Number(hostIndex))}`);
  }
  return /** @type {NonNullable<typeof best>} */ (best);
}

/**
 * Audits one page LIGHTHOUSE_RUNS times and keeps the median run.
 * @param {string} url
 * @param {{ cpuSlowdown?: number | null, hostIndex?: number | null }} [options] see cpu-calibration.mjs:
 *   the CPU slowdown, and the host index it was set from
 * @returns {Promise<PageAudit>}
 */
export async function auditPage(url, { cpuSlowdown = null, hostIndex = null } = {}) {
  /** @type {{ lhr: import('lighthouse').Result, score: number, lcpImageUrl: string | null }[]} */
  const runs = [];
  const warmUp = await fetch(url);
  await warmUp.arrayBuffer();
  let busiestCpuShare = 0;
  for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) {
    const result = await calibratedRun(url, cpuSlowdown, hostIndex, `${run}/${LIGHTHOUSE_RUNS}`);
    busiestCpuShare = Math.max(busiestCpuShare, result.cpuShare);
    runs.push(result);
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const median = /** @type {(typeof runs)[number]} */ (sorted[Math.floor((sorted.length - 1) / 2)]);
  const { lhr } = median;
  return {
    url,
    score: median.score,
    scores: runs.map((run) => run.score),
    lcpMs: numeric(lhr.audits['largest-contentful-paint']),
    tbtMs: numeric(lhr.audits['total-blocking-time']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    fcpMs: numeric(lhr.audits['first-contentful-paint']),
    requests: networkRequests(lhr),
    opportunities: opportunities(lhr),
    lcpElement: firstNode(lhr.audits['largest-contentful-paint-element']?.details),
    lcpImageUrl: median.lcpImageUrl,
    layoutShift: biggestShift(lhr),
    busiestCpuShare,
    benchmarkIndexes: runs.map((run) => run.lhr.environment.benchmarkIndex),
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    warnings: lhr.runWarnings,
  };
}
