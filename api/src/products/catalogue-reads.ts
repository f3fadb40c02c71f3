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
 * A page is kept from its second ask, when it was asked before among the last PAGES_ASKED pages
 * asked. A page asked again only later would have been pushed out of the kept ones by then:
 * keeping it would only push out a page that shoppers do ask again. So a walk over every page (a
 * crawler following the sitemap, the bench's "pages 1 to 1,000 in turn") builds each page once,
 * leaves the popular pages kept, and keeps no 40 kB page only to drop it later.
 */
const PAGES_ASKED = PAGES_KEPT;

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
  /** Pages being built that are not to be kept, shared by whoever asks for them meanwhile. */
  readonly #pagesBuilding = new Map<string, Promise<Buffer>>();
  /** The pages asked for lately, kept or not (PAGES_ASKED). */
  readonly #pagesAsked: LRUCache<string, true>;

  constructor(ttlMs = READ_TTL_MS) {
    this.#reads = new LRUCache({ max: READS_KEPT, ttl: ttlMs });
    this.#readsOfStock = new LRUCache({ max: READS_KEPT, ttl: ttlMs });
    this.#pages = new LRUCache({ max: PAGES_KEPT, ttl: ttlMs });
    this.#pagesAsked = new LRUCache({ max: PAGES_ASKED, ttl: ttlMs });
  }

  /**
   * The result of `read` for `key` (what the read depends on, e.g. its SQL and parameters), from
   * memory while fresh. `showsStock`: the result depends on stock (a product with its variants, a
   * count under a stock filter). A failed read is not remembered.
   */
  remember<T>(key: unknown[], read: () => Promise<T>, { showsStock = false } = {}): Promise<T> {
    return rememberIn(showsStock ? this.#readsOfStock : this.#reads, JSON.stringify(key), read);
  }

  /**
   * The page for `key` (its route and query) as the bytes sent, of the JSON text `read` builds,
   * from memory while fresh once it has been asked for twice (PAGES_ASKED). Bytes rather than text:
   * Node copies a text body into one string with the response's headers at every send (a page of
   * 50 products, ~44 kB, each time), and sends bytes as they are; kept outside V8's heap, a page is
   * not copied by the garbage collector either.
   */
  rememberPage(key: unknown[], read: () => Promise<string>): Promise<Buffer> {
    const id = JSON.stringify(key);
    const remembered = (this.#pages.get(id) as Promise<Buffer> | undefined) ?? this.#pagesBuilding.get(id);
    if (remembered) return remembered;
    const askedBefore = this.#pagesAsked.has(id);
    this.#pagesAsked.set(id, true);
    const readBytes = async () => Buffer.from(await read());
    if (askedBefore) return rememberIn(this.#pages, id, readBytes);
    const building = readBytes();
    this.#pagesBuilding.set(id, building);
    const done = () => {
      if (this.#pagesBuilding.get(id) === building) this.#pagesBuilding.delete(id);
    };
    building.then(done, done);
    return building;
  }

  /** Whether the page for `key` is in memory (or being built by another request) now. */
  hasPage(key: unknown[]): boolean {
    const id = JSON.stringify(key);
    return this.#pages.has(id) || this.#pagesBuilding.has(id);
  }

  /** Forgets what `change` can have changed. */
  forget(change: CatalogueChange): void {
    if (change === 'catalogue') this.#reads.clear();
    this.#readsOfStock.clear();
    this.#pages.clear();
    // A page being built may show what changed; which pages are asked for has not.
    this.#pagesBuilding.clear();
  }
}

function rememberIn<T>(cache: LRUCache<string, Promise<unknown>>, id: string, read: () => Promise<T>): Promise<T> {
  const remembered = cache.get(id);
  if (remembered) return remembered as Promise<T>;
  const reading = read();
  cache.set(id, reading);
  reading.catch(() => {
    if (cache.peek(id) === reading) cache.delete(id);
  });
  return reading;
}
