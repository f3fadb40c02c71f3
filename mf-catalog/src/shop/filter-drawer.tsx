import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { DEFAULT_PRICE_RANGE_MAX, formatRupees, type ProductAvailability, type ProductFacets } from 'shared-contracts';
import { keepFocusInside } from '../common/focus-trap';
import { CloseIcon } from '../common/icons';
import styles from './filter-drawer.module.css';
import { activeFilterCount, NO_FILTERS, type ShopFilters } from './shop-params';

interface FilterDrawerProps {
  /** The filters in force; the drawer edits a copy until Apply Filters. */
  applied: ShopFilters;
  /** Every category with its product count (the whole shop). */
  categories: ProductFacets['categories'] | undefined;
  /** Availability, sizes and prices of the active tab. */
  facets: ProductFacets | undefined;
  loading: boolean;
  onApply: (filters: ShopFilters) => void;
  /** Clear All: every filter off at once; the drawer stays open. */
  onClear: () => void;
  onClose: () => void;
}

const AVAILABILITY: { value: ProductAvailability; label: string; count: (facets: ProductFacets) => number }[] = [
  { value: 'in-stock', label: 'In stock', count: (facets) => facets.availability.inStock },
  { value: 'out-of-stock', label: 'Out of stock', count: (facets) => facets.availability.outOfStock },
];

const toggled = <T,>(values: T[], value: T): T[] =>
  values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];

/** Depth of each category in the tree, for indenting the list. */
function depths(categories: ProductFacets['categories']): Map<number, number> {
  const parents = new Map(categories.map((category) => [category.id, category.parentId]));
  const result = new Map<number, number>();
  for (const category of categories) {
    let depth = 0;
    let parent = category.parentId;
    while (parent !== null && parent !== undefined && depth < 10) {
      depth += 1;
      parent = parents.get(parent) ?? null;
    }
    result.set(category.id, depth);
  }
  return result;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.section} open>
      <summary className={styles.summary}>{title}</summary>
      <div className={styles.sectionBody}>{children}</div>
    </details>
  );
}

/** The shop's left filter drawer (product rules §2): categories, availability, price range, sizes. */
export function FilterDrawer({ applied, categories, facets, loading, onApply, onClear, onClose }: FilterDrawerProps) {
  const [draft, setDraft] = useState<ShopFilters>(applied);
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const priceMax = facets ? Math.ceil(Number(facets.price.max)) : undefined;
  const shownMax = draft.maxPrice >= DEFAULT_PRICE_RANGE_MAX ? (priceMax ?? 0) : draft.maxPrice;
  const sliderMax = Math.max(priceMax ?? 0, shownMax, draft.minPrice);
  const indent = categories ? depths(categories) : new Map<number, number>();

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      opener?.focus?.();
    };
  }, [onClose]);

  const setPrice = (bound: 'minPrice' | 'maxPrice', value: number) =>
    setDraft((current) => {
      const currentMax = current.maxPrice >= DEFAULT_PRICE_RANGE_MAX ? sliderMax : current.maxPrice;
      if (bound === 'minPrice') return { ...current, minPrice: Math.min(value, currentMax) };
      return { ...current, maxPrice: Math.max(value, current.minPrice) };
    });

  return (
    <div className={styles.layer}>
      <button type="button" className={styles.backdrop} aria-label="Close filters" tabIndex={-1} onClick={onClose} />
      <div
        className={styles.drawer}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            Filters
          </h2>
          <button ref={closeRef} type="button" className={styles.close} aria-label="Close filters" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <p className={styles.count} aria-live="polite">
          Active Filters: <strong>{activeFilterCount(draft)}</strong>
        </p>
        <div className={styles.content} aria-busy={loading}>
          <Section title="Product Categories">
            {categories ? (
              <ul className={styles.list}>
                {categories.map((category) => (
                  <li key={category.id} style={{ paddingInlineStart: `${(indent.get(category.id) ?? 0) * 0.9}rem` }}>
                    <label className={styles.option}>
                      <input
                        type="checkbox"
                        checked={draft.categoryIds.includes(category.id)}
                        onChange={() =>
                          setDraft((current) => ({
                            ...current,
                            categoryIds: toggled(current.categoryIds, category.id),
                          }))
                        }
                      />
                      <span>{category.name}</span>
                      <span className={styles.optionCount}>({category.count})</span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.loading}>Loading…</p>
            )}
          </Section>
          <Section title="Availability">
            <ul className={styles.list}>
              {AVAILABILITY.map((choice) => (
                <li key={choice.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      checked={draft.availability.includes(choice.value)}
                      onChange={() =>
                        setDraft((current) => ({
                          ...current,
                          availability: toggled(current.availability, choice.value),
                        }))
                      }
                    />
                    <span>{choice.label}</span>
                    {facets && <span className={styles.optionCount}>({choice.count(facets)})</span>}
                  </label>
                </li>
              ))}
            </ul>
          </Section>
          <Section title="Price Range">
            <div className={styles.price}>
              <label className={styles.range}>
                <span>Minimum price</span>
                <input
                  type="range"
                  min={0}
                  max={sliderMax}
                  step={1}
                  value={draft.minPrice}
                  onChange={(event) => setPrice('minPrice', Number(event.target.value))}
                  aria-valuetext={formatRupees(draft.minPrice)}
                />
              </label>
              <label className={styles.range}>
                <span>Maximum price</span>
                <input
                  type="range"
                  min={0}
                  max={sliderMax}
                  step={1}
                  value={shownMax}
                  onChange={(event) => setPrice('maxPrice', Number(event.target.value))}
                  aria-valuetext={formatRupees(shownMax)}
                />
              </label>
              <p className={styles.priceValues}>
                {formatRupees(draft.minPrice)} – {formatRupees(shownMax)}
              </p>
            </div>
          </Section>
          <Section title="Size">
            {facets ? (
              facets.sizes.length > 0 ? (
                <ul className={styles.list}>
                  {facets.sizes.map(({ size, count }) => (
                    <li key={size}>
                      <label className={styles.option}>
                        <input
                          type="checkbox"
                          checked={draft.sizes.includes(size)}
                          onChange={() => setDraft((current) => ({ ...current, sizes: toggled(current.sizes, size) }))}
                        />
                        <span>{size}</span>
                        <span className={styles.optionCount}>({count})</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.loading}>No sizes in stock</p>
              )
            ) : (
              <p className={styles.loading}>Loading…</p>
            )}
          </Section>
        </div>
        <div className={styles.footer}>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => {
              setDraft(NO_FILTERS);
              onClear();
            }}
          >
            Clear All
          </button>
          <button type="button" className={styles.primary} onClick={() => onApply(draft)}>
            Apply Filters
          </button>
        </div>
      </div>
    </div>
  );
}
