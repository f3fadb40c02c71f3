/**
 * The shop's state lives in the address (?category=&page=&sort=&cat=&stock=&size=&min=&max=),
 * so Back, a reload or a shared link shows the same page of the same filtered list.
 */
import {
  DEFAULT_PRICE_RANGE_MAX,
  PRODUCT_AVAILABILITY,
  PRODUCT_SORTS,
  type ProductAvailability,
  type ProductSort,
} from 'shared-contracts';
import type { ProductListQuery } from 'shared-contracts/schemas';

export interface ShopFilters {
  categoryIds: number[];
  availability: ProductAvailability[];
  sizes: string[];
  /** Rupees. */
  minPrice: number;
  /** Rupees; DEFAULT_PRICE_RANGE_MAX means no upper bound was chosen (product rules §9). */
  maxPrice: number;
}

export const NO_FILTERS: ShopFilters = {
  categoryIds: [],
  availability: [],
  sizes: [],
  minPrice: 0,
  maxPrice: DEFAULT_PRICE_RANGE_MAX,
};

export interface ShopState {
  /** The active tab's category name; null until the first tab is chosen. */
  category: string | null;
  page: number;
  sort: ProductSort;
  filters: ShopFilters;
}

/** What the drawer's Active Filters count counts: categories, availability and sizes (product rules §2). */
export function activeFilterCount(filters: ShopFilters): number {
  return filters.categoryIds.length + filters.availability.length + filters.sizes.length;
}

/** The server-side form of the filters: only what narrows the list. */
export function filterQuery(filters: ShopFilters): ProductListQuery {
  const query: ProductListQuery = {};
  if (filters.categoryIds.length > 0) query.categoryIds = filters.categoryIds;
  // Both availability choices together are no filter at all.
  if (filters.availability.length === 1) query.availability = filters.availability;
  if (filters.sizes.length > 0) query.sizes = filters.sizes;
  if (filters.minPrice > 0) query.minPrice = filters.minPrice;
  if (filters.maxPrice < DEFAULT_PRICE_RANGE_MAX) query.maxPrice = filters.maxPrice;
  return query;
}

const list = (value: string | null) =>
  value
    ? value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
    : [];

const wholeNumber = (value: string | null, fallback: number, min = 0) => {
  const number = Number(value);
  return value !== null && value !== '' && Number.isFinite(number) && number >= min ? Math.floor(number) : fallback;
};

export function readShopParams(params: URLSearchParams): ShopState {
  const sort = params.get('sort');
  return {
    category: params.get('category'),
    page: wholeNumber(params.get('page'), 1, 1),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'default',
    filters: {
      categoryIds: [...new Set(list(params.get('cat')).map(Number))].filter((id) => Number.isInteger(id) && id > 0),
      availability: list(params.get('stock')).filter((value): value is ProductAvailability =>
        (PRODUCT_AVAILABILITY as readonly string[]).includes(value),
      ),
      sizes: [...new Set(list(params.get('size')))],
      minPrice: wholeNumber(params.get('min'), 0),
      maxPrice: Math.min(wholeNumber(params.get('max'), DEFAULT_PRICE_RANGE_MAX), DEFAULT_PRICE_RANGE_MAX),
    },
  };
}

export function writeShopParams({ category, page, sort, filters }: ShopState): URLSearchParams {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  if (page > 1) params.set('page', String(page));
  if (sort !== 'default') params.set('sort', sort);
  if (filters.categoryIds.length > 0) params.set('cat', filters.categoryIds.join(','));
  if (filters.availability.length > 0) params.set('stock', filters.availability.join(','));
  if (filters.sizes.length > 0) params.set('size', filters.sizes.join(','));
  if (filters.minPrice > 0) params.set('min', String(filters.minPrice));
  if (filters.maxPrice < DEFAULT_PRICE_RANGE_MAX) params.set('max', String(filters.maxPrice));
  return params;
}

/** 'Showing X - Y of N products' (product rules §2). */
export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 - 0 of 0 products';
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return `Showing ${from} - ${to} of ${total} products`;
}
