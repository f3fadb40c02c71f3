import { LRUCache } from 'lru-cache';
import type { CatalogueChange } from './catalogue-changes.js';

/**
 * How long a catalogue read may be reused. Counting a listing reads every matching product,
 * ranking a search compares the words of every candidate, and a page of 50 products is built
 * from its variants and images: milliseconds to tens of milliseconds each at 50,000 products,
 * asked again and again by shoppers paging through the same listing or typing the same words.
 */
const READ_TTL_MS = 5_000;
/** Small answers (each kind): listing totals, a search's products, a category's subcategories. */
const READS_KEPT = 1_000;
/** Whole pages: a page of 50 products is about 40 kB of JSON, so at most about 8 MB. */
const PAGES_KEPT = 200;

/**
 * Catalogue reads remembered for READ_TTL_MS each: small reads (listing totals, the products a
 * search found, a category's subcategories) and the JSON of whole public pages (listings, a
 * category's products, search results). Requests asking at once share one read.
 *
 * A catalogue change through this API instance or another (catalogue-changes.ts) forgets what it
 * can change: a catalogue write forgets everything, a change of stock (an order placed or
 * cancelled) forgets what shows stock (every page, and the small reads said to), so searches and
 * category pages under a stream of orders are built from what is still remembered. Whatever a
 * shopper sees, adding to the cart and placing the order check the stock afresh.
 */
export class CatalogueReads {
  readonly #reads: LRUCache<string, Promise<unknown>>;
  readonly #readsOfStock: LRUCache<string, Promise<unknown>>;
  readonly #pages: LRUCache<string, Promise<unknown>>;

  constructor(ttlMs = READ_TTL_MS) {
    this.#reads = new LRUCache({ max: READS_KEPT, ttl: ttlMs });
    this.#readsOfStock = new LRUCache({ max: READS_KEPT, ttl: ttlMs });
    this.#pages = new LRUCache({ max: PAGES_KEPT, ttl: ttlMs });
  }

  /**
   * The result of `read` for `key` (what the read depends on, e.g. its SQL and parameters), from
   * memory while fresh. `showsStock`: the result depends on stock (a product with its variants, a
   * count under a stock filter). A failed read is not remembered.
   */
  remember<T>(key: unknown[], read: () => Promise<T>, { showsStock = false } = {}): Promise<T> {
    return rememberIn(showsStock ? this.#readsOfStock : this.#reads, key, read);
  }

  /** The JSON text `read` builds of the page for `key` (its route and query), from memory while fresh. */
  rememberPage(key: unknown[], read: () => Promise<string>): Promise<string> {
    return rememberIn(this.#pages, key, read);
  }

  /** Whether the page for `key` is in memory (or being built by another request) now. */
  hasPage(key: unknown[]): boolean {
    return this.#pages.has(JSON.stringify(key));
  }

  /** Forgets what `change` can have changed. */
  forget(change: CatalogueChange): void {
    if (change === 'catalogue') this.#reads.clear();
    this.#readsOfStock.clear();
    this.#pages.clear();
  }
}

function rememberIn<T>(cache: LRUCache<string, Promise<unknown>>, key: unknown[], read: () => Promise<T>): Promise<T> {
  const id = JSON.stringify(key);
  const remembered = cache.get(id);
  if (remembered) return remembered as Promise<T>;
  const reading = read();
  cache.set(id, reading);
  reading.catch(() => {
    if (cache.peek(id) === reading) cache.delete(id);
  });
  return reading;
}
