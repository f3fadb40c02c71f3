// @ts-check
/**
 * The front-end half, in front of the API on the bench's PGlite catalogue, two ways:
 *   - client-rendered: the production builds served as deployed (web-server.mjs, nginx);
 *   - server-rendered: the same builds served by `npm start`'s servers with the SSR renderer
 *     (ssr-stack.mjs), then its HTML under load (ssr-load.mjs).
 * Lighthouse on the three storefront pages of the budget (home, shop, a product), each a first
 * load with an empty cache, and whether the LCP image is in the first response's HTML.
 */
import { API_PATHS, ROUTES } from 'shared-contracts';
import { startBenchApi } from './api-bench.mjs';
import { cpuSlowdownFor, hostBenchmarkIndex, TARGET_DEVICES } from './cpu-calibration.mjs';
import { lcpInHtml } from './lcp-in-html.mjs';
import { auditPage } from './lighthouse.mjs';
import { PORTS, SSR_ONLY, WEB_PAGES } from './options.mjs';
import { pageWeight } from './page-weight.mjs';
import { step } from './progress.mjs';
import { loadSsrPages } from './ssr-load.mjs';
import { startSsrStack } from './ssr-stack.mjs';
import { startWebStack } from './web-server.mjs';
import { serveWithoutScripts } from './without-scripts.mjs';

/**
 * @typedef {{ id: 'home' | 'shop' | 'product', label: string, path: string }} Page
 * @typedef {{
 *   tier: import('./cpu-calibration.mjs').DeviceTier,
 *   label: string,
 *   targetIndex: number,
 *   audit: import('./lighthouse.mjs').PageAudit,
 *   withoutScripts: import('./lighthouse.mjs').PageAudit | null,
 * }} CalibratedAudit
 * @typedef {Page & {
 *   audit: import('./lighthouse.mjs').PageAudit,
 *   weight: import('./page-weight.mjs').PageWeight,
 *   lcp: import('./lcp-in-html.mjs').LcpDiscovery,
 *   hostIndex: number,
 *   calibrated: CalibratedAudit[],
 * }} PageResult
 * `audit`: Lighthouse's default run; `hostIndex`: the host's benchmarkIndex over its runs;
 * `calibrated`: the runs as each target device (cpu-calibration.mjs), on the server-rendered site;
 * as the low-tier phone, the page without its scripts too (`withoutScripts`, without-scripts.mjs).
 * @typedef {{
 *   servedBy: 'nginx' | 'node' | 'ssr',
 *   servedDescription: string,
 *   compressed: boolean,
 *   encoding: string,
 *   pages: PageResult[],
 * }} SiteFindings
 * @typedef {SiteFindings & {
 *   buildSeconds: number | null,
 *   ssr: (SiteFindings & { load: import('./ssr-load.mjs').SsrLoadRow[] }) | null,
 *   ssrSkipped: string | null,
 * }} WebFindings
 * The client-rendered figures at the top level (as before the SSR rows); `ssr`: the same for
 * the server-rendered site, with its load rows.
 */

/**
 * The storefront pages of the budgets: home, the shop and a product's page.
 * @param {string} productName @returns {Page[]}
 */
export function storefrontPages(productName) {
  return [
    { id: 'home', label: 'Home', path: '/' },
    { id: 'shop', label: 'Shop', path: ROUTES.shop },
    { id: 'product', label: `Product (${productName})`, path: ROUTES.product(productName) },
  ];
}

/**
 * The first product of the shop's listing (a demo product, with real images), whose page is audited.
 * @param {string} apiUrl
 */
export async function firstProductName(apiUrl) {
  const response = await fetch(`${apiUrl}${API_PATHS.products.list}?page=1&limit=1`);
  const body = /** @type {{ data?: { name?: unknown }[] }} */ (await response.json());
  const name = body.data?.[0]?.name;
  if (typeof name !== 'string') throw new Error('the listing has no product');
  return name;
}

/** @param {import('./lighthouse.mjs').PageAudit} audit */
const auditLine = (audit) =>
  `  performance ${audit.score}, LCP ${Math.round(audit.lcpMs)} ms, TBT ${Math.round(audit.tbtMs)} ms, CLS ${audit.cls.toFixed(3)}`;

/**
 * The page without its scripts, audited as the same phone.
 * @param {string} url @param {{ cpuSlowdown: number, hostIndex: number }} calibration
 */
async function auditWithoutScripts(url, calibration) {
  const copy = await serveWithoutScripts(url, PORTS.withoutScripts);
  try {
    step(`Lighthouse on the same page without its scripts (${copy.url})`);
    const audit = await auditPage(copy.url, calibration);
    step(auditLine(audit));
    return audit;
  } finally {
    await copy.stop();
  }
}

/**
 * The page audited again as each target device, the CPU slowdown set from the host's index;
 * as the low-tier phone, without its scripts too.
 * @param {string} url @param {number} hostIndex @returns {Promise<CalibratedAudit[]>}
 */
async function calibratedAudits(url, hostIndex) {
  /** @type {CalibratedAudit[]} */
  const audits = [];
  for (const device of TARGET_DEVICES) {
    const cpuSlowdown = cpuSlowdownFor(hostIndex, device.benchmarkIndex);
    step(`Lighthouse as a ${device.label} (index ${device.benchmarkIndex}): CPU ${cpuSlowdown}× slower than this host`);
    const audit = await auditPage(url, { cpuSlowdown, hostIndex });
    step(auditLine(audit));
    const withoutScripts = device.tier === 'low' ? await auditWithoutScripts(url, { cpuSlowdown, hostIndex }) : null;
    audits.push({ tier: device.tier, label: device.label, targetIndex: device.benchmarkIndex, audit, withoutScripts });
  }
  return audits;
}

/**
 * Lighthouse, page weight and the LCP image's discovery of every page on one served site;
 * with `calibrate`, each page audited as each target device too.
 * @param {import('./web-server.mjs').WebStack} stack @param {readonly Page[]} pages
 * @param {{ calibrate: boolean }} options
 * @returns {Promise<SiteFindings>}
 */
async function auditSite(stack, pages, { calibrate }) {
  step(`front end served by ${stack.description}; scripts sent ${stack.encoding}`);
  /** @type {PageResult[]} */
  const results = [];
  for (const page of pages) {
    const url = `${stack.shellUrl}${page.path}`;
    step(`Lighthouse (mobile) on ${url}`);
    const audit = await auditPage(url);
    const weight = await pageWeight(audit.requests, stack.apps, stack.compressed);
    const lcp = await lcpInHtml(url, audit.lcpImageUrl);
    step(
      `  performance ${audit.score}, LCP ${Math.round(audit.lcpMs)} ms, TBT ${Math.round(audit.tbtMs)} ms, ` +
        `CLS ${audit.cls.toFixed(3)}, JS ${(weight.jsBytes / 1000).toFixed(1)} kB in ${weight.scripts.length} files, ` +
        `${weight.requests} requests; LCP image ${lcp.imageUrl ? `${lcp.foundIn ? `in the HTML (${lcp.foundIn})` : 'not in the HTML'}` : 'none (text)'}`,
    );
    for (const failed of weight.failedRequests) step(`  failed request: ${failed}`);
    const hostIndex = hostBenchmarkIndex(audit.benchmarkIndexes);
    const calibrated = calibrate ? await calibratedAudits(url, hostIndex) : [];
    results.push({ ...page, audit, weight, lcp, hostIndex, calibrated });
  }
  return {
    servedBy: stack.servedBy,
    servedDescription: stack.description,
    compressed: stack.compressed,
    encoding: stack.encoding,
    pages: results,
  };
}

/**
 * The server-rendered site's HTML of home and of a product page under load, and nothing else.
 * @param {{ database: import('./databases.mjs').BenchDatabase, productName: string }} options
 */
export async function measureSsrLoad({ database, productName }) {
  const api = await startBenchApi(database, PORTS.apiPglite);
  try {
    const ssrStack = await startSsrStack({ apiUrl: api.url });
    try {
      return await loadSsrPages(
        ssrStack.shellUrl,
        storefrontPages(productName).filter((page) => page.id !== 'shop'),
      );
    } finally {
      await ssrStack.stop();
    }
  } finally {
    await api.stop();
  }
}

/** The client-rendered site, served as deployed. @param {string} apiUrl @param {readonly Page[]} pages */
async function auditClientRendered(apiUrl, pages) {
  const stack = await startWebStack({ apiUrl });
  try {
    return await auditSite(stack, pages, { calibrate: false });
  } finally {
    await stack.stop();
  }
}

/**
 * @param {{ database: import('./databases.mjs').BenchDatabase, productName: string, buildSeconds: number | null }} options
 * @returns {Promise<WebFindings>}
 */
export async function measureFrontEnd({ database, productName, buildSeconds }) {
  const pages = storefrontPages(productName).filter((page) => WEB_PAGES.includes(page.id));
  const api = await startBenchApi(database, PORTS.apiPglite);
  try {
    const client = SSR_ONLY ? null : await auditClientRendered(api.url, pages);
    // The client-rendered figures stand alone should the server-rendered site fail.
    let ssr = null;
    let ssrSkipped = null;
    try {
      const ssrStack = await startSsrStack({ apiUrl: api.url });
      try {
        const site = await auditSite(ssrStack, pages, { calibrate: true });
        const loaded = pages.filter((page) => page.id !== 'shop');
        ssr = { ...site, load: await loadSsrPages(ssrStack.shellUrl, loaded) };
      } finally {
        await ssrStack.stop();
      }
    } catch (error) {
      ssrSkipped = `the server-rendered part failed: ${/** @type {Error} */ (error).message}`;
      step(ssrSkipped);
    }
    // Only the server-rendered site audited (web.mjs, BENCH_SSR_ONLY=1): the client-rendered one reports no page.
    const clientFindings = client ?? {
      servedBy: 'nginx',
      servedDescription: 'not measured (BENCH_SSR_ONLY=1)',
      compressed: true,
      encoding: 'br',
      pages: [],
    };
    return { ...clientFindings, buildSeconds, ssr, ssrSkipped };
  } finally {
    await api.stop();
  }
}
