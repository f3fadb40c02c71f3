import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MESSAGES, QUERY_KEYS, SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from 'shared-contracts';
import { productsApi, type SearchOverlayProps } from 'store-runtime';
import { useDebouncedValue } from 'store-ui/use-debounced-value';
import { keepFocusInside } from '../common/focus-trap';
import { CloseIcon, SearchIcon } from '../common/icons';
import { ProductGrid } from '../common/product-grid';
import { CardSkeletons, EmptyState, ErrorState } from '../common/states';
import styles from './search-overlay.module.css';

const WISHLIST_TEXTS = {
  removed: MESSAGES.searchWishlistRemoved,
  removedAsInfo: true,
  failed: MESSAGES.somethingWentWrong,
};

/** What the overlay lists: the first page of products for an empty query, else the search's answer (product rules §4). */
export async function searchResults(query: string) {
  const q = query.trim();
  if (!q) return (await productsApi.list({ page: 1, limit: SEARCH_PAGE_SIZE })).data;
  return (await productsApi.search(q)).data;
}

/** 'Search our site' (product rules §2): opened from the header, closed by Escape, the close button or a navigation. */
export default function SearchOverlay({ open, onClose }: SearchOverlayProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const results = useQuery({
    queryKey: [...QUERY_KEYS.products, 'search', query],
    queryFn: () => searchResults(query),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    inputRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, onClose]);

  if (!open) return null;

  // Following a product link leaves the overlay (the shell also closes it on navigation).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) onClose();
  };

  const products = results.data ?? [];
  const searching = text.trim() !== query || results.isFetching;

  return createPortal(
    <div
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      onKeyDown={keepFocusInside}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Search our site
          </h2>
          <button type="button" className={styles.close} aria-label="Close search" onClick={onClose}>
            <CloseIcon size={22} />
          </button>
        </div>
        <form className={styles.form} onSubmit={(event) => event.preventDefault()}>
          <SearchIcon />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            placeholder="Search products…"
            aria-label="Search products"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
          />
        </form>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegates clicks on the product links inside. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are keyboard reachable themselves. */}
        <div className={styles.results} onClick={closeOnLink} aria-busy={searching}>
          <p className={styles.status} aria-live="polite">
            {results.isSuccess && !searching
              ? query
                ? `${products.length} ${products.length === 1 ? 'result' : 'results'} for “${query}”`
                : 'Popular products'
              : '\u00a0'}
          </p>
          {results.isError ? (
            <ErrorState message={MESSAGES.somethingWentWrong} onRetry={() => results.refetch()} />
          ) : !results.data ? (
            <CardSkeletons count={4} className={styles.grid} />
          ) : products.length === 0 ? (
            <EmptyState title="No products match your search." hint="Try another word or check the spelling." />
          ) : (
            <ProductGrid
              products={products}
              className={styles.grid}
              label="Search results"
              imageSizes="(min-width: 1024px) 240px, (min-width: 640px) 33vw, 50vw"
              wishlistTexts={WISHLIST_TEXTS}
            />
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
