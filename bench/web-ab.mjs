// @ts-check
/**
 * A change to the storefront, before and after in one run (compare.mjs): two server-rendered sites
 * on one API, each checkout's builds, audited in turn by Lighthouse as the mid-tier and the
 * low-tier phone (cpu-calibration.mjs), and each side's first-load JS (page-weight.mjs; sizes do
 * not move from run to run). Nothing is written to BENCHMARKS.md.
 *
 *   node bench/web-ab.mjs /path/to/the/before/checkout
 *
 * The before checkout needs its own builds. BENCH_PAGES (home by default) names the pages,
 * AB_ROUNDS (4) the rounds.
 */
import { startBenchApi } from './api-bench.mjs';
import { runScript } from './cleanup.mjs';
import { addFigure, beforeAndAfter, inTurn, roundsFromEnv } from './compare.mjs';
import { cpuSlowdownFor, hostBenchmarkIndex, TARGET_DEVICES } from './cpu-calibration.mjs';
import { pgliteDatabase, prepareDatabase } from './databases.mjs';
import { auditPage } from './lighthouse.mjs';
import { PORTS } from './options.mjs';
import { pageWeight } from './page-weight.mjs';
import { step } from './progress.mjs';
import { startCheckoutSites } from './ssr-stack.mjs';
import { firstProductName, storefrontPages } from './web-part.mjs';

const BEFORE_AND_AFTER = beforeAndAfter(process.argv[2], 'node bench/web-ab.mjs /path/to/the/before/checkout');
const ROUNDS = roundsFromEnv(4);
const PAGE_IDS = (process.env.BENCH_PAGES || 'home').split(',').map((page) => page.trim());

/** @param {number[]} values */
const median = (values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]);

/** The pages named by BENCH_PAGES: storefront page ids, or paths. @param {string} apiUrl */
async function pagePaths(apiUrl) {
  const pages = storefrontPages(await firstProductName(apiUrl));
  return PAGE_IDS.map((id) => pages.find((page) => page.id === id) ?? { id, path: id });
}

async function main() {
  const database = pgliteDatabase();
  await prepareDatabase(database);
  const api = await startBenchApi(database, PORTS.apiPglite);
  const sides = await startCheckoutSites(BEFORE_AND_AFTER, api.url);
  for (const page of await pagePaths(api.url)) {
    const hostIndex = hostBenchmarkIndex((await auditPage(`${sides[1]?.origin}${page.path}`)).benchmarkIndexes);
    step(`${page.id}: host benchmarkIndex ${Math.round(hostIndex)}`);
    /** @type {Map<string, import('./lighthouse.mjs').PageAudit[]>} */
    const runs = new Map();
    for (let round = 0; round < ROUNDS; round++) {
      for (const device of TARGET_DEVICES) {
        const cpuSlowdown = cpuSlowdownFor(hostIndex, device.benchmarkIndex);
        for (const side of inTurn(sides, round)) {
          const audit = await auditPage(`${side.origin}${page.path}`, { cpuSlowdown, hostIndex });
          addFigure(runs, `${device.tier} ${side.name}`, audit);
        }
      }
    }
    process.stdout.write(`\n${page.id} (${page.path}), host index ${Math.round(hostIndex)}, ${ROUNDS} rounds:\n`);
    for (const [key, audits] of runs) {
      process.stdout.write(
        `  ${key}: performance ${median(audits.map((audit) => audit.score))} (${audits.map((audit) => audit.score).join(', ')}), ` +
          `TBT ${Math.round(median(audits.map((audit) => audit.tbtMs)))} ms (${audits.map((audit) => Math.round(audit.tbtMs)).join(', ')}), ` +
          `LCP ${(median(audits.map((audit) => audit.lcpMs)) / 1000).toFixed(2)} s, CLS ≤ ${Math.max(...audits.map((audit) => audit.cls)).toFixed(3)}\n`,
      );
    }
    for (const side of sides) {
      const audit = runs.get(`low ${side.name}`)?.[0];
      if (!audit) continue;
      const weight = await pageWeight(audit.requests, side.apps, true);
      const packages = [...new Set(weight.scripts.flatMap((script) => script.packages))].sort();
      process.stdout.write(
        `  ${side.name}: first-load JS ${(weight.jsBytes / 1000).toFixed(1)} kB compressed ` +
          `(${(weight.jsUncompressedBytes / 1000).toFixed(1)} kB uncompressed, ${weight.scripts.length} scripts); packages: ${packages.join(', ')}\n`,
      );
    }
  }
  await api.stop();
}

await runScript(main);
