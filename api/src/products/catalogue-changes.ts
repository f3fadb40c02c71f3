/**
 * "The catalogue changed": announced once a transaction that changes what a listing, a search
 * or a product page shows has committed (product and category saves and deletes, orders placed
 * or cancelled, which move stock). Whatever remembers catalogue reads listens and forgets them.
 * Announcing after the commit, never inside the transaction, means a listener that reads again
 * at once sees the new rows.
 */
export type CatalogueChangeListener = () => void;

export class CatalogueChanges {
  readonly #listeners = new Set<CatalogueChangeListener>();

  /** After the commit of a catalogue write. */
  announce(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Calls `listener` at every announcement; returns the function that stops it. */
  listen(listener: CatalogueChangeListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }
}
