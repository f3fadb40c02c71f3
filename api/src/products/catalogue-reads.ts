import { LRUCache } from 'lru-cache';

/**
 * How long a costly catalogue read may be reused. Counting a listing reads every matching
 * product, and ranking a search compares the words of every candidate: tens of milliseconds
 * each at 50,000 products, asked again and again by shoppers paging through the same listing
 * or typing the same popular words.
 */
const READ_TTL_MS = 5_000;
const READS_KEPT = 1_000;

/**
 * Listing totals ("Showing 1 - 50 of 1,234 products") and the ranked ids of a search,
 * remembered for READ_TTL_MS each. The products themselves (prices, stock) are always read
 * fresh. Catalogue writes through this API clear everything at once; a stock change by an order,
 * or a write through another API instance, shows within READ_TTL_MS.
 */
export class CatalogueReads {
  readonly #reads: LRUCache<string, Promise<unknown>>;

  constructor(ttlMs = READ_TTL_MS) {
    this.#reads = new LRUCache({ max: READS_KEPT, ttl: ttlMs });
  }

  /**
   * The result of `read` for `key` (what the read depends on, e.g. its SQL and parameters), from
   * memory while fresh; requests asking at once share one read. A failed read is not remembered.
   */
  remember<T>(key: unknown[], read: () => Promise<T>): Promise<T> {
    const id = JSON.stringify(key);
    const remembered = this.#reads.get(id);
    if (remembered) return remembered as Promise<T>;
    const reading = read();
    this.#reads.set(id, reading);
    reading.catch(() => {
      if (this.#reads.peek(id) === reading) this.#reads.delete(id);
    });
    return reading;
  }

  /** After a write that can change which products a listing or a search holds. */
  clear(): void {
    this.#reads.clear();
  }
}
