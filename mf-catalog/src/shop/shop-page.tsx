import { useCallback, useEffect, useRef, useState } from 'react';
import {
  type Category,
  MESSAGES,
  PAGE_TITLES,
  type ProductSort,
  SHOP_GRID_COLUMN_OPTIONS,
  SHOP_GRID_DEFAULT_COLUMNS,
  SHOP_PAGE_SIZE,
  shopHead,
} from 'shared-contracts';
import { notify, type ServerPrefetch } from 'store-runtime';
import { useSearchParams } from 'store-runtime/router';
import {
  categoriesQuery,
  companyQuery,
  productPageQuery,
  topLevelCategories,
  useCategories,
  useCompanyDetails,
  useFacets,
  useProductPage,
} from '../common/catalog-queries';
import { FilterIcon } from '../common/icons';
import { PageBanner } from '../common/page-banner';
import { ProductGrid } from '../common/product-grid';
import { CardSkeletons, EmptyState, ErrorState } from '../common/states';
import { onTablistKeyDown } from '../common/tablist-keys';
import { usePageTitle } from '../common/use-page-title';
import type { FilterDrawer } from './filter-drawer';
import { Pagination } from './pagination';
import styles from './shop-page.module.css';
import {
  activeFilterCount,
  filterQuery,
  NO_FILTERS,
  readShopParams,
  type ShopState,
  showingText,
  writeShopParams,
} from './shop-params';
import { useFittingColumns } from './use-fitting-columns';

const SORTS: { value: ProductSort; label: string }[] = [
  { value: 'default', label: 'Default sorting' },
  { value: 'price-asc', label: 'Price: Low to High' },
  { value: 'price-desc', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest First' },
];

/** The top-level category whose tree holds the category with this id. */
function tabOf(tabs: Category[], categoryId: number): Category | undefined {
  const holds = (node: Category): boolean => node.id === categoryId || node.subCategories.some(holds);
  return tabs.find(holds);
}

/** The tab the address names, else the tab holding its first filtered category (a category's own link), else the first. */
function activeTabOf(tabs: Category[], state: ShopState): Category | undefined {
  const named = tabs.find((tab) => tab.name === state.category);
  const firstCategory = state.filters.categoryIds[0];
  return named ?? (firstCategory === undefined ? undefined : tabOf(tabs, firstCategory)) ?? tabs[0];
}

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * The grid's density buttons. On a narrow screen the grid shows fewer columns than chosen, and the
 * buttons say what it shows. The window's width is read here alone: the server renders for the
 * widest screen, so on a phone this re-renders right after hydration, synchronously (React's rule
 * for an external store that differs from the server's value), and that must not take the
 * page's 50 cards with it.
 */
function ColumnButtons({ columns, onChange }: { columns: number; onChange: (columns: number) => void }) {
  const shownColumns = Math.min(columns, useFittingColumns());
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons.
    <div className={styles.density} role="group" aria-labelledby="shop-columns-label">
      <span id="shop-columns-label" className={styles.densityLabel}>
        Columns
      </span>
      {SHOP_GRID_COLUMN_OPTIONS.map((option) => (
        <button
          key={option}
          type="button"
          className={`${styles.densityButton} ${option === shownColumns ? styles.densityActive : ''}`}
          data-columns={option}
          aria-pressed={option === shownColumns}
          aria-label={`${option} ${option === 1 ? 'column' : 'columns'}`}
          onClick={() => onChange(option)}
        >
          {option}
        </button>
      ))}
    </div>
  );
}

export default function ShopPage() {
  const [params, setParams] = useSearchParams();
  const state = readShopParams(params);
  const categories = useCategories();
  const tabs = categories.data ?? [];
  const activeTab = activeTabOf(tabs, state);
  const company = useCompanyDetails();
  usePageTitle(company.data && PAGE_TITLES.shop(company.data, activeTab?.name));
  const [columns, setColumns] = useState<number>(SHOP_GRID_DEFAULT_COLUMNS);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code and stylesheet load with the first press of FILTER, beside the facets it
  // shows: a shopper who never filters never downloads them. A failed download keeps the page.
  const [Drawer, setDrawer] = useState<typeof FilterDrawer | null>(null);
  const openDrawer = () => {
    setDrawerOpen(true);
    if (Drawer) return;
    import(/* webpackChunkName: "filter-drawer" */ './filter-drawer').then(
      (module) => setDrawer(() => module.FilterDrawer),
      (error: unknown) => {
        console.warn('[mf_catalog] the filter drawer could not be loaded', error);
        setDrawerOpen(false);
        notify.error(MESSAGES.somethingWentWrong);
      },
    );
  };

  const filtered = state.filters.categoryIds.length > 0;
  const products = useProductPage(
    filtered ? null : (activeTab?.name ?? null),
    { page: state.page, limit: SHOP_PAGE_SIZE, sort: state.sort, ...filterQuery(state.filters) },
    Boolean(activeTab),
  );
  const tabFacets = useFacets({ category: activeTab?.name }, drawerOpen && Boolean(activeTab));
  const shopFacets = useFacets({}, drawerOpen);

  const update = (next: Partial<ShopState>) => setParams(writeShopParams({ ...state, ...next }));

  // Every change of tab, page, filter or sort starts at the top of the page (product rules §2).
  const search = params.toString();
  const previousSearch = useRef(search);
  useEffect(() => {
    if (previousSearch.current === search) return;
    previousSearch.current = search;
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [search]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  // A page past the end (an old link, or fewer products since) shows the last page instead.
  const lastPage = products.data && !products.isPlaceholderData ? products.data.pagination.totalPages : undefined;
  useEffect(() => {
    if (lastPage !== undefined && lastPage > 0 && state.page > lastPage) {
      setParams(writeShopParams({ ...state, page: lastPage }), { replace: true });
    }
  }, [lastPage, state, setParams]);

  const pagination = products.data?.pagination;
  const totalItems = pagination?.totalItems ?? 0;
  const totalPages = pagination?.totalPages ?? 0;

  return (
    <div className={styles.page}>
      <PageBanner title="Shop" />
      <div className={styles.inner}>
        {categories.isError ? (
          <ErrorState message={MESSAGES.fetchCategoriesFailed} onRetry={() => categories.refetch()} />
        ) : (
          <div className={styles.tabs} role="tablist" aria-label="Categories" onKeyDown={onTablistKeyDown}>
            {categories.isPending
              ? Array.from({ length: 6 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders.
                  <span key={index} className={styles.tabSkeleton} aria-hidden="true" />
                ))
              : tabs.map((tab) => (
                  <button
                    key={tab.id}
                    type="button"
                    role="tab"
                    id={`shop-tab-${tab.id}`}
                    aria-controls="shop-panel"
                    aria-selected={tab.id === activeTab?.id}
                    tabIndex={tab.id === activeTab?.id ? 0 : -1}
                    className={`${styles.tab} ${tab.id === activeTab?.id ? styles.tabActive : ''}`}
                    onClick={() =>
                      update({ category: tab.name, page: 1, filters: { ...state.filters, categoryIds: [] } })
                    }
                  >
                    {tab.name}
                  </button>
                ))}
          </div>
        )}

        {/* The tabs' one panel: the selected category's products, with their toolbar and pages. */}
        <div id="shop-panel" role="tabpanel" aria-labelledby={activeTab ? `shop-tab-${activeTab.id}` : undefined}>
          <div className={styles.toolbar}>
            <button
              type="button"
              className={styles.filterButton}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={openDrawer}
            >
              <FilterIcon />
              FILTER
              {activeFilterCount(state.filters) > 0 && (
                <span className={styles.filterCount}>
                  {activeFilterCount(state.filters)}
                  <span className={styles.visuallyHidden}> active</span>
                </span>
              )}
            </button>
            <p className={styles.showing} aria-live="polite">
              {products.data ? showingText(state.page, SHOP_PAGE_SIZE, totalItems) : '\u00a0'}
            </p>
            <div className={styles.controls}>
              <ColumnButtons columns={columns} onChange={setColumns} />
              <label className={styles.sort}>
                <span className={styles.visuallyHidden}>Sort by</span>
                <select
                  value={state.sort}
                  onChange={(event) => update({ sort: event.target.value as ProductSort, page: 1 })}
                >
                  {SORTS.map((sort) => (
                    <option key={sort.value} value={sort.value}>
                      {sort.label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>

          {/* The cards' h3 headings sit under this one, not straight under the page's h1. */}
          <h2 className={styles.visuallyHidden}>Products</h2>
          {categories.isError ? null : categories.isSuccess && tabs.length === 0 ? (
            <EmptyState />
          ) : products.isError ? (
            <ErrorState message={MESSAGES.fetchProductsFailed} onRetry={() => products.refetch()} />
          ) : !products.data ? (
            <CardSkeletons count={8} className={`${styles.grid} ${styles[`columns${columns}`]}`} />
          ) : products.data.data.length === 0 ? (
            <EmptyState />
          ) : (
            <div aria-busy={products.isPlaceholderData}>
              <ProductGrid
                products={products.data.data}
                className={`${styles.grid} ${styles[`columns${columns}`]} ${products.isPlaceholderData ? styles.stale : ''}`}
                label="Products"
                imageSizes={`(min-width: 1280px) ${Math.round(1240 / columns)}px, (min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 640px) 33vw, ${columns === 1 ? 100 : 50}vw`}
                priorityCount={2}
              />
            </div>
          )}
          {products.data && products.data.data.length > 0 && (
            <Pagination page={state.page} totalPages={totalPages} onChange={(page) => update({ page })} />
          )}
        </div>
      </div>
      {drawerOpen && Drawer && (
        <Drawer
          applied={state.filters}
          categories={shopFacets.data?.categories}
          facets={tabFacets.data}
          loading={tabFacets.isPending || shopFacets.isPending}
          onClose={closeDrawer}
          onClear={() => update({ page: 1, filters: NO_FILTERS })}
          onApply={(filters) => {
            const firstCategory = filters.categoryIds[0];
            const tab = firstCategory === undefined ? activeTab : (tabOf(tabs, firstCategory) ?? activeTab);
            setDrawerOpen(false);
            update({ category: tab?.name ?? null, page: 1, filters });
          }}
        />
      )}
    </div>
  );
}

/** On the server: the categories and the page of products the address asks for, as the page first shows them. */
export const prefetch: ServerPrefetch = async (queryClient, { searchParams, origin }) => {
  const state = readShopParams(searchParams);
  const [categories, company] = await Promise.all([
    queryClient.fetchQuery(categoriesQuery()),
    queryClient.fetchQuery(companyQuery()),
  ]);
  const tabs = topLevelCategories(categories);
  const activeTab = activeTabOf(tabs, state);
  const head = shopHead(company, origin, activeTab?.name);
  if (!activeTab) return { head };
  const filtered = state.filters.categoryIds.length > 0;
  await queryClient.prefetchQuery(
    productPageQuery(filtered ? null : activeTab.name, {
      page: state.page,
      limit: SHOP_PAGE_SIZE,
      sort: state.sort,
      ...filterQuery(state.filters),
    }),
  );
  return { head };
};
