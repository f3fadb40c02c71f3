// @ts-check
/**
 * The front-end half: the production builds served as deployed (web-server.mjs) in front of
 * the API on the bench's PGlite catalogue, and Lighthouse on the three storefront pages of
 * the budget (home, shop, a product), each a first load with an empty cache.
 */
import { ROUTES } from 'shared-contracts';
import { startBenchApi } from './api-bench.mjs';
import { auditPage } from './lighthouse.mjs';
import { PORTS } from './options.mjs';
import { pageWeight } from './page-weight.mjs';
import { step } from './progress.mjs';
import { startWebStack } from './web-server.mjs';

/**
 * @typedef {{
 *   id: 'home' | 'shop' | 'product',
 *   label: string,
 *   path: string,
 *   audit: import('./lighthouse.mjs').PageAudit,
 *   weight: import('./page-weight.mjs').PageWeight,
 * }} PageResult
 * @typedef {{
 *   servedBy: 'nginx' | 'node',
 *   servedDescription: string,
 *   compressed: boolean,
 *   encoding: string,
 *   buildSeconds: number | null,
 *   pages: PageResult[],
 * }} WebFindings
 */

/**
 * @param {{ database: import('./databases.mjs').BenchDatabase, productName: string, buildSeconds: number | null }} options
 * @returns {Promise<WebFindings>}
 */
export async function measureFrontEnd({ database, productName, buildSeconds }) {
  const pages = /** @type {const} */ ([
    { id: 'home', label: 'Home', path: '/' },
    { id: 'shop', label: 'Shop', path: ROUTES.shop },
    { id: 'product', label: `Product (${productName})`, path: ROUTES.product(productName) },
  ]);
  const api = await startBenchApi(database, PORTS.apiPglite);
  try {
    const stack = await startWebStack({ apiUrl: api.url });
    try {
      step(`front end served by ${stack.description}; scripts sent ${stack.encoding}`);
      /** @type {PageResult[]} */
      const results = [];
      for (const page of pages) {
        const url = `${stack.shellUrl}${page.path}`;
        step(`Lighthouse (mobile) on ${url}`);
        const audit = await auditPage(url);
        const weight = await pageWeight(audit.requests, stack.apps, stack.compressed);
        step(
          `  performance ${audit.score}, LCP ${Math.round(audit.lcpMs)} ms, TBT ${Math.round(audit.tbtMs)} ms, ` +
            `CLS ${audit.cls.toFixed(3)}, JS ${(weight.jsBytes / 1000).toFixed(1)} kB in ${weight.scripts.length} files, ` +
            `${weight.requests} requests`,
        );
        for (const failed of weight.failedRequests) step(`  failed request: ${failed}`);
        results.push({ ...page, audit, weight });
      }
      return {
        servedBy: stack.servedBy,
        servedDescription: stack.description,
        compressed: stack.compressed,
        encoding: stack.encoding,
        buildSeconds,
        pages: results,
      };
    } finally {
      await stack.stop();
    }
  } finally {
    await api.stop();
  }
}
