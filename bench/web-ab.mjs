// @ts-check
/**
 * A change to the storefront judged as decisions.md asks: before and after in one run. Two
 * server-rendered sites on one API, the builds of another checkout (before) and of this one
 * (after), audited in turn by Lighthouse as the mid-tier and the low-tier phone
 * (cpu-calibration.mjs), the order swapped every round so that neither side always runs on a
 * busier machine, and each side's first-load JS (page-weight.mjs; sizes do not move from run to
 * run). Nothing is written to BENCHMARKS.md.
 *
 *   node bench/web-ab.mjs /path/to/the/before/checkout
 *
 * The before checkout needs its own builds and node_modules (a copy made with `cp -al` before
 * rebuilding is enough). BENCH_PAGES (home by default) names the pages, AB_ROUNDS (4) the rounds.
 */
import path from 'node:path';
import { API_PATHS, ROUTES } from 'shared-contracts';
import { startBenchApi } from './api-bench.mjs';
import { startCheckoutSite } from './checkout-site.mjs';
import { runScript } from './cleanup.mjs';
import { cpuSlowdownFor, hostBenchmarkIndex, TARGET_DEVICES } from './cpu-calibration.mjs';
import { pgliteDatabase, prepareDatabase } from './databases.mjs';
import { auditPage } from './lighthouse.mjs';
import { PORTS, ROOT } from './options.mjs';
import { pageWeight } from './page-weight.mjs';
import { step } from './progress.mjs';
import { webApps } from './web-server.mjs';

const BEFORE_ROOT = process.argv[2];
const ROUNDS = Math.max(1, Math.floor(Number(process.env.AB_ROUNDS) || 4));
const PAGE_IDS = (process.env.BENCH_PAGES || 'home').split(',').map((page) => page.trim());

/** @param {number[]} values */
const median = (values) =>
  /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]);

/** @param {string} apiUrl */
async function pagePaths(apiUrl) {
  const response = await fetch(`${apiUrl}${API_PATHS.products.list}?page=1&limit=1`);
  const name = /** @type {{ data: { name: string }[] }} */ (await response.json()).data[0]?.name ?? '';
  /** @type {Record<string, string>} */
  const paths = { home: '/', shop: ROUTES.shop, product: ROUTES.product(name) };
  return PAGE_IDS.map((id) => ({ id, path: paths[id] ?? id }));
}

async function main() {
  if (!BEFORE_ROOT) throw new Error('usage: node bench/web-ab.mjs /path/to/the/before/checkout');
  const database = pgliteDatabase();
  await prepareDatabase(database);
  const api = await startBenchApi(database, PORTS.apiPglite);
  /** @param {string} root @param {number} shellPort The checkout's apps, its builds on those ports. */
  const appsOf = (root, shellPort) =>
    webApps(shellPort).map((app) => ({ ...app, dist: path.join(root, app.folder, 'dist') }));
  const sides = [
    {
      name: 'before',
      origin: await startCheckoutSite(path.resolve(BEFORE_ROOT), PORTS.ssrShell, api.url),
      apps: appsOf(path.resolve(BEFORE_ROOT), PORTS.ssrShell),
    },
    {
      name: 'after',
      origin: await startCheckoutSite(ROOT, PORTS.ssrShell + 10, api.url),
      apps: appsOf(ROOT, PORTS.ssrShell + 10),
    },
  ];
  for (const page of await pagePaths(api.url)) {
    const hostIndex = hostBenchmarkIndex((await auditPage(`${sides[1]?.origin}${page.path}`)).benchmarkIndexes);
    step(`${page.id}: host benchmarkIndex ${Math.round(hostIndex)}`);
    /** @type {Map<string, import('./lighthouse.mjs').PageAudit[]>} */
    const runs = new Map();
    for (let round = 0; round < ROUNDS; round++) {
      for (const device of TARGET_DEVICES) {
        const cpuSlowdown = cpuSlowdownFor(hostIndex, device.benchmarkIndex);
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          const audit = await auditPage(`${side.origin}${page.path}`, { cpuSlowdown, hostIndex });
          const key = `${device.tier} ${side.name}`;
          runs.set(key, [...(runs.get(key) ?? []), audit]);
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
