import { randomUUID } from 'node:crypto';

/**
 * "The catalogue changed": announced once a transaction that changes what a listing, a search,
 * a product page or another public page shows has committed. Product and category saves and
 * deletes, the company's details and legal pages change the catalogue; orders placed or cancelled
 * change only stock, which keeps every remembered read that shows no stock (the products a search
 * found, a category's subcategories, listing totals without a stock filter).
 * Whatever remembers catalogue reads listens and forgets them.
 * Announcing after the commit, never inside the transaction, means a listener that reads again
 * at once sees the new rows. With several replicas, a relay (shared-state/catalogue-relay.ts)
 * passes the news on and brings theirs in.
 */
export type CatalogueChange = 'catalogue' | 'stock';
/** `here`: a write through this process; `elsewhere`: one through another replica. */
export type ChangeOrigin = 'here' | 'elsewhere';
export type CatalogueChangeListener = (change: CatalogueChange, origin: ChangeOrigin) => void;

export class CatalogueChanges {
  readonly #listeners = new Set<CatalogueChangeListener>();
  /** Makes every instance's versions its own: two replicas never report the same one. */
  readonly #instance = randomUUID();
  #changes = 0;

  /**
   * Another value after every change heard of, here or elsewhere: what the SSR server reuses a
   * rendered page by (GET /catalogue/version).
   */
  get version(): string {
    return `${this.#instance}.${this.#changes}`;
  }

  /** After the commit of a catalogue write through this process. */
  announce(change: CatalogueChange): void {
    this.#tell(change, 'here');
  }

  /** Another replica committed a catalogue write. */
  heardFromElsewhere(change: CatalogueChange): void {
    this.#tell(change, 'elsewhere');
  }

  /** Calls `listener` at every change; returns the function that stops it. */
  listen(listener: CatalogueChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #tell(change: CatalogueChange, origin: ChangeOrigin): void {
    this.#changes += 1;
    for (const listener of this.#listeners) listener(change, origin);
  }
}
