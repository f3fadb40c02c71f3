// @ts-check
/**
 * The mixed row: what a real store sees, all at once for MIXED.seconds at LOAD.connections
 * connections. Each request is drawn at random: 90 % browsing (listing pages, a category's
 * pages, searches, product pages), 8 % cart changes (filling the cart of a customer who
 * ordered, else adding a line or removing one added before), 2 % orders (each customer's
 * two-line cart, in turn). Reported per kind: how many, p50/p99, non-2xx answers by status and,
 * for the remembered reads (listing, category, search), how often the page came from memory
 * (the API's `x-catalogue-read` header). Every order placed forgets the remembered pages, so
 * this is the figure that shows what orders cost the browsing.
 */
import autocannon from 'autocannon';
import { API_PATHS, CATEGORY_PAGE_SIZE, PAYMENT_METHODS, SHOP_PAGE_SIZE } from 'shared-contracts';
import { seedTopCategories } from './api-modules.mjs';
import { SEARCH_WORDS } from './catalogue.mjs';
import { percentile } from './constant-rate.mjs';
import { CATALOGUE, LOAD } from './options.mjs';

export const MIXED = {
  seconds: LOAD.mixedSeconds,
  /** Shares in percent, by kind; the first four are the 90 % of browsing. */
  weights: { listing: 35, category: 15, search: 15, product: 25, cart: 8, order: 2 },
  /** Shoppers look at the first pages most: page 1 half the time, else one of pages 2 to 20. */
  listingPages: 20,
  /** On PostgreSQL, the pgbench script each kind is read against (pgbench.mjs): reads and writes. */
  databaseCeiling: /** @type {const} */ ({
    listing: 'selectOnly',
    category: 'selectOnly',
    search: 'selectOnly',
    product: 'selectOnly',
    cart: 'tpcb',
    order: 'tpcb',
  }),
};

/** Customers whose carts the cart changes use. */
const CART_CUSTOMERS = 50;

/** @typedef {keyof typeof MIXED.weights} Kind */
/**
 * `non2xx`: the answers outside 2xx, counted by status.
 * @typedef {{ requests: number, non2xx: Record<number, number>, p50: number, p99: number, remembered: number | null }} KindResult
 */
/**
 * @typedef {{
 *   seconds: number, requests: number, rps: number, errors: number,
 *   kinds: Record<Kind, KindResult>, ordersPlaced: number,
 * }} MixedResult
 */

const KINDS = /** @type {Kind[]} */ (Object.keys(MIXED.weights));
const REMEMBERED_KINDS = new Set(['listing', 'category', 'search']);
const SEARCHES = [SEARCH_WORDS.common, SEARCH_WORDS.misspelt, 'apple', 'sony pro', 'boat', 'lenovo', 'max', 'lite'];

/** @param {number} n a whole number from 0 to n - 1 */
const randomBelow = (n) => Math.floor(Math.random() * n);

/**
 * Variants with stock to add to carts: from listing pages the mix does not browse.
 * @param {string} url @returns {Promise<number[]>}
 */
export async function variantsToAdd(url) {
  /** @type {number[]} */
  const ids = [];
  for (let page = 200; page < 210; page++) {
    const response = await fetch(`${url}${API_PATHS.products.list}?page=${page}&limit=${SHOP_PAGE_SIZE}`);
    const body = /** @type {{ data: { variants: { id: number, stock: number }[] }[] }} */ (await response.json());
    for (const product of body.data) {
      for (const variant of product.variants) if (variant.stock >= 5) ids.push(variant.id);
    }
  }
  if (ids.length === 0) throw new Error('no variants with stock found for the mixed row');
  return ids;
}

/**
 * @param {string} url the API
 * @param {import('./databases.mjs').Customer[]} customers  every cart full (reset before)
 * @returns {Promise<MixedResult>}
 */
export async function runMixed(url, customers) {
  const categories = await seedTopCategories();
  const variants = await variantsToAdd(url);
  // Orders take customers in turn, the last CART_CUSTOMERS aside: those are the carts whose lines
  // the cart changes add and remove, so no order takes a line a removal is meant for. A customer
  // who ordered gets two lines again from the next cart changes (there are four for each order),
  // long before the orders come round to them again: the full catalogue's 1,000 customers do for any rate.
  let nextOrder = 0;
  const cartCustomers = customers.slice(-CART_CUSTOMERS);
  const orderCustomers = customers.slice(0, -CART_CUSTOMERS);
  /** Customers who ordered, with how many lines their carts still need. */
  const refills = /** @type {{ customer: import('./databases.mjs').Customer, lines: number }[]} */ ([]);
  /** Lines the mix added, per customer index into cartCustomers: the removals take them back. */
  const added = cartCustomers.map(() => /** @type {number[]} */ ([]));
  const total = KINDS.reduce((sum, kind) => sum + MIXED.weights[kind], 0);
  const stats =
    /** @type {Record<Kind, { latencies: number[], non2xx: Record<number, number>, remembered: number }>} */ (
      Object.fromEntries(
        KINDS.map((kind) => [kind, { latencies: /** @type {number[]} */ ([]), non2xx: {}, remembered: 0 }]),
      )
    );
  let ordersPlaced = 0;

  const pickKind = () => {
    let roll = randomBelow(total);
    for (const kind of KINDS) {
      roll -= MIXED.weights[kind];
      if (roll < 0) return kind;
    }
    return /** @type {Kind} */ ('listing');
  };

  /**
   * `customer`: the index into cartCustomers whose cart a line is added to; `orderedBy`: who orders.
   * @param {Kind} kind
   * @returns {{ method: string, path: string, token?: string, body?: unknown, customer?: number, orderedBy?: import('./databases.mjs').Customer }}
   */
  const requestOf = (kind) => {
    switch (kind) {
      case 'listing': {
        const page = Math.random() < 0.5 ? 1 : 2 + randomBelow(MIXED.listingPages - 1);
        return { method: 'GET', path: `${API_PATHS.products.list}?page=${page}&limit=${SHOP_PAGE_SIZE}` };
      }
      case 'category': {
        const name = categories[randomBelow(categories.length)] ?? 'Mobiles';
        const page = 1 + randomBelow(3);
        return {
          method: 'GET',
          path: `${API_PATHS.products.byCategory(name)}?page=${page}&limit=${CATEGORY_PAGE_SIZE}`,
        };
      }
      case 'search': {
        const q = SEARCHES[randomBelow(SEARCHES.length)] ?? SEARCH_WORDS.common;
        return { method: 'GET', path: `${API_PATHS.products.search}?q=${encodeURIComponent(q)}` };
      }
      case 'product':
        return { method: 'GET', path: API_PATHS.products.one(1 + randomBelow(CATALOGUE.products)) };
      case 'cart': {
        const refill = refills[0];
        if (refill) {
          refill.lines -= 1;
          if (refill.lines === 0) refills.shift();
          const productVariantId = variants[randomBelow(variants.length)];
          const { token } = refill.customer;
          return { method: 'POST', path: API_PATHS.cart.add, token, body: { productVariantId, quantity: 1 } };
        }
        const index = randomBelow(cartCustomers.length);
        const token = cartCustomers[index]?.token;
        const line = added[index]?.pop();
        if (line !== undefined) return { method: 'DELETE', path: API_PATHS.cart.remove(line), token };
        const productVariantId = variants[randomBelow(variants.length)];
        return {
          method: 'POST',
          path: API_PATHS.cart.add,
          token,
          body: { productVariantId, quantity: 1 },
          customer: index,
        };
      }
      case 'order': {
        const customer = orderCustomers[nextOrder++ % orderCustomers.length];
        return {
          method: 'POST',
          path: API_PATHS.orders.place,
          orderedBy: customer,
          token: customer?.token,
          body: { addressId: customer?.addressId, paymentMethod: PAYMENT_METHODS[0] },
        };
      }
    }
  };

  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: MIXED.seconds,
    requests: [
      {
        /** @param {import('autocannon').Request} request @param {any} context one connection's: its request in flight */
        setupRequest: (request, context) => {
          const kind = pickKind();
          const next = requestOf(kind);
          context.kind = kind;
          context.customer = next.customer;
          context.orderedBy = next.orderedBy;
          context.started = performance.now();
          return /** @type {import('autocannon').Request} */ ({
            ...request,
            method: next.method,
            path: next.path,
            headers: {
              ...request.headers,
              ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
              ...(next.body ? { 'content-type': 'application/json' } : {}),
            },
            ...(next.body ? { body: JSON.stringify(next.body) } : {}),
          });
        },
        /** @param {number} status @param {string} body @param {any} context @param {import('node:http').IncomingHttpHeaders | undefined} headers */
        onResponse: (status, body, context, headers) => {
          const kind = /** @type {Kind} */ (context.kind);
          const entry = stats[kind];
          entry.latencies.push(performance.now() - context.started);
          if (status < 200 || status >= 300) entry.non2xx[status] = (entry.non2xx[status] ?? 0) + 1;
          if (headers?.['x-catalogue-read'] === 'remembered') entry.remembered++;
          if (kind === 'order' && status === 201) {
            ordersPlaced++;
            refills.push({ customer: context.orderedBy, lines: CATALOGUE.cartLines });
          }
          if (kind === 'cart' && status < 300 && context.customer !== undefined) {
            const id = JSON.parse(body)?.item?.id;
            const lines = added[context.customer];
            // Two adds of the same variant to one cart make one line: it is removed once.
            if (typeof id === 'number' && lines && !lines.includes(id)) lines.push(id);
          }
        },
      },
    ],
  });
  const kinds = /** @type {Record<Kind, KindResult>} */ (
    Object.fromEntries(
      KINDS.map((kind) => {
        const { latencies, non2xx, remembered } = stats[kind];
        const sorted = latencies.sort((a, b) => a - b);
        return [
          kind,
          {
            requests: sorted.length,
            non2xx,
            p50: Math.round(percentile(sorted, 0.5)),
            p99: Math.round(percentile(sorted, 0.99)),
            remembered: REMEMBERED_KINDS.has(kind) ? remembered : null,
          },
        ];
      }),
    )
  );
  const requests = KINDS.reduce((sum, kind) => sum + kinds[kind].requests, 0);
  return {
    seconds: result.duration,
    requests,
    rps: requests / result.duration,
    errors: result.errors,
    kinds,
    ordersPlaced,
  };
}
