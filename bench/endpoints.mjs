// @ts-check
/** The API calls the bench loads, as the storefront makes them (paths and page sizes from shared-contracts). */
import { API_PATHS, CATEGORY_PAGE_SIZE, PAYMENT_METHODS, SHOP_PAGE_SIZE } from 'shared-contracts';
import { seedTopCategories } from './api-modules.mjs';
import { SEARCH_WORDS } from './catalogue.mjs';
import { CATALOGUE, POSTGRES_BUDGETS } from './options.mjs';

/**
 * @typedef {import('./databases.mjs').Customer} Customer
 * @typedef {{
 *   id: string,
 *   label: string,
 *   method: 'GET' | 'POST',
 *   path: string,
 *   customer?: 'any' | 'once',
 *   body?: (customer: Customer) => unknown,
 *   listingBudget?: boolean,
 *   pagesInTurn?: number,
 *   databaseCeiling?: 'tpcb' | 'selectOnly',
 *   atConstantRate?: { id: string, shareOfMaximum: number },
 * }} Endpoint
 * `customer`: 'any' sends some customer's token; 'once' uses each customer once (placing an
 * order empties the cart, so every request must be a different customer with a full cart).
 * `listingBudget`: the architecture's p99 budget for listings and search applies.
 * `pagesInTurn`: under load, ask pages 1 to n of `path` in turn instead of its own page: more
 * pages than the API remembers, so every answer is built by the database (the uncached cost).
 * Its query plans are those of the first and the deep page.
 * `databaseCeiling`: every request reaches the database, so on PostgreSQL the row is read as a
 * share of pgbench's tps (pgbench.mjs): TPC-B-like for a write, select-only for a read.
 * `atConstantRate`: after the saturated run, the same requests again for as long, offered at a
 * constant `shareOfMaximum` of the saturated run's req/s (rounded down), recorded as its own row `id`.
 */

/** @param {Record<string, string | number>} query */
const queryString = (query) =>
  new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();

/** @returns {Promise<Endpoint[]>} */
export async function benchEndpoints() {
  const list = API_PATHS.products.list;
  const deepPage = Math.floor(CATALOGUE.products / SHOP_PAGE_SIZE);
  const filtered = {
    page: 1,
    limit: SHOP_PAGE_SIZE,
    availability: 'in-stock',
    minPrice: 1000,
    maxPrice: 50000,
    sort: 'price-asc',
  };
  const [category = 'Mobiles'] = await seedTopCategories();
  return [
    {
      id: 'list-first',
      label: 'products, first page',
      method: 'GET',
      path: `${list}?${queryString({ page: 1, limit: SHOP_PAGE_SIZE })}`,
      listingBudget: true,
    },
    {
      id: 'list-deep',
      label: `products, page ${deepPage}`,
      method: 'GET',
      path: `${list}?${queryString({ page: deepPage, limit: SHOP_PAGE_SIZE })}`,
      listingBudget: true,
    },
    {
      id: 'list-pages',
      label: `products, pages 1 to ${deepPage.toLocaleString('en-IN')} in turn (none remembered)`,
      method: 'GET',
      path: `${list}?${queryString({ page: 1, limit: SHOP_PAGE_SIZE })}`,
      pagesInTurn: deepPage,
      databaseCeiling: 'selectOnly',
      atConstantRate: { id: 'list-pages-half-rate', shareOfMaximum: POSTGRES_BUDGETS.uncachedListing.shareOfMaximum },
    },
    {
      id: 'shop-filtered',
      label: 'shop: in stock, ₹1,000–50,000, price ascending',
      method: 'GET',
      path: `${list}?${queryString(filtered)}`,
      listingBudget: true,
    },
    {
      id: 'search-common',
      label: `search "${SEARCH_WORDS.common}"`,
      method: 'GET',
      path: `${API_PATHS.products.search}?${queryString({ q: SEARCH_WORDS.common })}`,
      listingBudget: true,
    },
    {
      id: 'search-misspelt',
      label: `search "${SEARCH_WORDS.misspelt}" (misspelt)`,
      method: 'GET',
      path: `${API_PATHS.products.search}?${queryString({ q: SEARCH_WORDS.misspelt })}`,
      listingBudget: true,
    },
    {
      id: 'category',
      label: `category "${category}" and below`,
      method: 'GET',
      path: `${API_PATHS.products.byCategory(category)}?${queryString({ page: 1, limit: CATEGORY_PAGE_SIZE })}`,
    },
    {
      id: 'cart',
      label: 'a customer’s cart',
      method: 'GET',
      path: API_PATHS.cart.get,
      customer: 'any',
      databaseCeiling: 'selectOnly',
    },
    {
      id: 'place-order',
      label: 'place an order (2-line cart)',
      method: 'POST',
      path: API_PATHS.orders.place,
      customer: 'once',
      body: (customer) => ({ addressId: customer.addressId, paymentMethod: PAYMENT_METHODS[0] }),
      databaseCeiling: 'tpcb',
    },
  ];
}
