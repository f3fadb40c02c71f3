import { LRUCache } from 'lru-cache';

/**
 * How long a listing's total may be reused. Counting reads every matching product: by far the
 * costliest statement of a listing page (tens of milliseconds at 50,000 products), and shoppers paging
 * through a listing, or many shoppers on the same one, ask the same count again and again.
 */
const TOTALS_TTL_MS = 5_000;
const TOTALS_KEPT = 1_000;

/**
 * Listing totals ("Showing 1 - 50 of 1,234 products"), remembered for TOTALS_TTL_MS per query.
 * The page's products are always read fresh; only the total may lag. Catalogue writes through
 * this API clear it at once; a stock change by an order, or a write through another API
 * instance, shows in the totals within TOTALS_TTL_MS.
 */
export class ListingTotals {
  readonly #totals: LRUCache<string, Promise<number>>;

  constructor(ttlMs = TOTALS_TTL_MS) {
    this.#totals = new LRUCache({ max: TOTALS_KEPT, ttl: ttlMs });
  }

  /** The total for `query` (its SQL and parameters); requests asking at once share one count. */
  get(query: { sql: string; params: unknown[] }, count: () => Promise<number>): Promise<number> {
    const key = JSON.stringify([query.sql, query.params]);
    const remembered = this.#totals.get(key);
    if (remembered) return remembered;
    const counting = count();
    this.#totals.set(key, counting);
    counting.catch(() => {
      if (this.#totals.peek(key) === counting) this.#totals.delete(key);
    });
    return counting;
  }

  /** After a write that can change which products a listing holds. */
  clear(): void {
    this.#totals.clear();
  }
}
