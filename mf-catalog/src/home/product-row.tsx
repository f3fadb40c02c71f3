import { useRef, useState } from 'react';
import type { Category } from 'shared-contracts';
import { useCategoryRow } from '../common/catalog-queries';
import { ChevronIcon } from '../common/icons';
import { ProductGrid } from '../common/product-grid';
import { CardSkeletons, EmptyState, ErrorState } from '../common/states';
import { onTablistKeyDown } from '../common/tablist-keys';
import styles from './product-row.module.css';

/** The home page's product row: category tabs over a scrolling row of 270 px cards (product rules §2). */
export function ProductRow({ categories }: { categories: Category[] }) {
  const [selected, setSelected] = useState<number | null>(null);
  const active = categories.find((category) => category.id === selected) ?? categories[0];
  const row = useCategoryRow(active?.name);
  const scroller = useRef<HTMLDivElement>(null);
  const scroll = (direction: 1 | -1) =>
    scroller.current?.scrollBy({
      left: direction * 290 * 2,
      behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
    });

  return (
    <section className={styles.section} aria-labelledby="home-products-title">
      <div className={styles.head}>
        <h2 id="home-products-title" className={styles.title}>
          Our Products
        </h2>
        <div className={styles.arrows}>
          <button type="button" aria-label="Scroll products left" onClick={() => scroll(-1)}>
            <ChevronIcon direction="left" />
          </button>
          <button type="button" aria-label="Scroll products right" onClick={() => scroll(1)}>
            <ChevronIcon direction="right" />
          </button>
        </div>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="Product categories" onKeyDown={onTablistKeyDown}>
        {categories.map((category) => (
          <button
            key={category.id}
            type="button"
            role="tab"
            id={`home-products-tab-${category.id}`}
            aria-controls="home-products-panel"
            aria-selected={category.id === active?.id}
            tabIndex={category.id === active?.id ? 0 : -1}
            className={`${styles.tab} ${category.id === active?.id ? styles.tabActive : ''}`}
            onClick={() => setSelected(category.id)}
          >
            {category.name}
          </button>
        ))}
      </div>
      {/* The tabs' one panel: it shows the selected category's products. */}
      <div
        className={styles.scroller}
        ref={scroller}
        id="home-products-panel"
        role="tabpanel"
        aria-labelledby={active ? `home-products-tab-${active.id}` : undefined}
      >
        {row.isError ? (
          <ErrorState message="We could not load these products." onRetry={() => row.refetch()} />
        ) : !row.data ? (
          <CardSkeletons count={5} className={styles.row} />
        ) : row.data.data.length === 0 ? (
          <EmptyState />
        ) : (
          <ProductGrid
            products={row.data.data}
            className={styles.row}
            imageSizes="270px"
            fixedWidth
            label={`${active?.name ?? ''} products`}
          />
        )}
      </div>
    </section>
  );
}
