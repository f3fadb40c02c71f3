/**
 * /sitemap.xml (an index), its sitemaps and /robots.txt, served on the site's origin.
 * Products are listed SITEMAP_PAGE_SIZE to a sitemap, read from the API a page of MAX_PAGE_LIMIT
 * at a time, so 50,000 products fit in a few files of the 50,000 URLs a sitemap may hold.
 */
import { absoluteUrl, MAX_PAGE_LIMIT, NOT_CRAWLED, ROUTES, SITEMAP_PAGE_SIZE, SITEMAP_PATHS } from 'shared-contracts';
import { createApiClient, createStoreApi, type StoreApi } from 'store-runtime';

export interface SeoFile {
  contentType: string;
  body: string;
}

const XML = 'application/xml; charset=utf-8';
/** API pages read at once for one product sitemap. */
const PARALLEL_READS = 10;

const escapeXml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const urlSet = (urls: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<url><loc>${escapeXml(url)}</loc></url>`)
    .join('\n')}\n</urlset>\n`;

async function productSitemapCount(api: StoreApi): Promise<number> {
  const { pagination } = await api.products.list({ page: 1, limit: 1 });
  return Math.max(1, Math.ceil(pagination.totalItems / SITEMAP_PAGE_SIZE));
}

async function sitemapIndex(api: StoreApi, origin: string): Promise<SeoFile> {
  const count = await productSitemapCount(api);
  const sitemaps = [
    SITEMAP_PATHS.pages,
    SITEMAP_PATHS.categories,
    ...Array.from({ length: count }, (_, index) => SITEMAP_PATHS.products(index + 1)),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps
    .map((path) => `<sitemap><loc>${escapeXml(absoluteUrl(origin, path))}</loc></sitemap>`)
    .join('\n')}\n</sitemapindex>\n`;
  return { contentType: XML, body };
}

async function productSitemap(api: StoreApi, origin: string, page: number): Promise<SeoFile | null> {
  const perSitemap = SITEMAP_PAGE_SIZE / MAX_PAGE_LIMIT;
  const first = (page - 1) * perSitemap + 1;
  const names: string[] = [];
  for (let start = first; start < first + perSitemap; start += PARALLEL_READS) {
    const reads = Array.from({ length: Math.min(PARALLEL_READS, first + perSitemap - start) }, (_, index) =>
      api.products.list({ page: start + index, limit: MAX_PAGE_LIMIT }),
    );
    const pages = await Promise.all(reads);
    for (const result of pages) names.push(...result.data.map((product) => product.name));
    if (pages.some((result) => result.data.length < MAX_PAGE_LIMIT)) break;
  }
  if (names.length === 0 && page > 1) return null;
  return { contentType: XML, body: urlSet(names.map((name) => absoluteUrl(origin, ROUTES.product(name)))) };
}

async function categorySitemap(api: StoreApi, origin: string): Promise<SeoFile> {
  // The shop's tabs are the top-level categories (?category= names one).
  const categories = (await api.categories.list()).filter((category) => category.parentId === null);
  return {
    contentType: XML,
    body: urlSet(
      categories.map((category) =>
        absoluteUrl(origin, `${ROUTES.shop}?${new URLSearchParams({ category: category.name })}`),
      ),
    ),
  };
}

async function pagesSitemap(api: StoreApi, origin: string): Promise<SeoFile> {
  const legal = await api.legalPages.list().catch(() => []);
  const paths = [ROUTES.home, ROUTES.shop, ROUTES.about, ...legal.map((page) => ROUTES.legal(page.slug))];
  return { contentType: XML, body: urlSet(paths.map((path) => absoluteUrl(origin, path))) };
}

function robots(origin: string): SeoFile {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
    `Sitemap: ${absoluteUrl(origin, SITEMAP_PATHS.index)}`,
  ];
  return { contentType: 'text/plain; charset=utf-8', body: `${lines.join('\n')}\n` };
}

/** The files, read from the API at `apiUrl`: each call gives the file at a URL's path, or null when there is none. */
export function createSeoFiles(apiUrl: string): (url: URL) => Promise<SeoFile | null> {
  const api = createStoreApi(createApiClient(apiUrl));
  return async ({ pathname, origin }) => {
    if (pathname === SITEMAP_PATHS.robots) return robots(origin);
    if (pathname === SITEMAP_PATHS.index) return sitemapIndex(api, origin);
    if (pathname === SITEMAP_PATHS.pages) return pagesSitemap(api, origin);
    if (pathname === SITEMAP_PATHS.categories) return categorySitemap(api, origin);
    const products = SITEMAP_PATHS.productsPattern.exec(pathname);
    return products ? productSitemap(api, origin, Number(products[1])) : null;
  };
}
