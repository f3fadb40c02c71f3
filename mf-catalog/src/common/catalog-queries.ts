/**
 * The slice's server state: one place for query keys and fetchers. Each query's options are a
 * function, so a page's hook and its server prefetch (the page module's `prefetch`, run by the
 * shell's SSR server) ask for the same key with the same fetcher; the fetcher asks the API of its
 * QueryClient (`apiOf`), the page's in the browser and the request's on the server.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CATEGORY_PAGE_SIZE, type Category, type Product, QUERY_KEYS } from 'shared-contracts';
import type { ProductFacetsQuery, ProductListQuery } from 'shared-contracts/schemas';
import { apiErrorStatus, apiOf } from 'store-runtime';

const FIVE_MINUTES = 5 * 60_000;
const LOOK_COUNT = 6;

/**
 * ISO 8601 times in one format sort as their text does. localeCompare would first build a
 * collator: some 10 ms on a fast machine, four times that on a phone, while the page hydrates.
 */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Top-level categories, oldest first: the tabs of the home row and the shop (product rules §2). */
export function topLevelCategories(categories: Category[]): Category[] {
  return categories
    .filter((category) => category.parentId === null)
    .sort((a, b) => compareText(a.createdAt, b.createdAt) || a.id - b.id);
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: QUERY_KEYS.categories,
    queryFn: ({ client }) => apiOf(client).categories.list(),
    staleTime: FIVE_MINUTES,
  });

export const productPageQuery = (category: string | null, query: ProductListQuery) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.products, 'list', category, query],
    queryFn: ({ client }) => {
      const { products } = apiOf(client);
      return category ? products.byCategory(category, query) : products.list(query);
    },
  });

export const categoryRowQuery = (category: string | undefined) =>
  productPageQuery(category ?? null, { page: 1, limit: CATEGORY_PAGE_SIZE });

/** 'Shop the look': the newest products. */
export const newestProductsQuery = () => productPageQuery(null, { page: 1, limit: LOOK_COUNT, sort: 'newest' });

/** The product an address names, or null when there is none (a value, so the server can render it and answer 404). */
export const productByNameQuery = (name: string) =>
  queryOptions({
    queryKey: [...QUERY_KEYS.products, 'by-name', name.toLowerCase()],
    queryFn: async ({ client }): Promise<Product | null> => {
      try {
        return (await apiOf(client).products.byName(name)).product;
      } catch (error) {
        if (apiErrorStatus(error) === 404) return null;
        throw error;
      }
    },
    // One more try when the API failed (an unknown name is an answer, not a failure).
    retry: 1,
  });

export const companyQuery = () =>
  queryOptions({
    queryKey: QUERY_KEYS.company,
    queryFn: ({ client }) => apiOf(client).company.get(),
    staleTime: FIVE_MINUTES,
  });

export const legalPagesQuery = () =>
  queryOptions({
    queryKey: QUERY_KEYS.legalPages,
    queryFn: ({ client }) => apiOf(client).legalPages.list(),
    staleTime: FIVE_MINUTES,
  });

export function useCategories() {
  return useQuery({ ...categoriesQuery(), select: topLevelCategories });
}

/** A page of one category's products (and its subcategories'), or of the whole shop when `category` is null. */
export function useProductPage(category: string | null, query: ProductListQuery, enabled = true) {
  return useQuery({ ...productPageQuery(category, query), enabled, placeholderData: keepPreviousData });
}

export function useCategoryRow(category: string | undefined) {
  return useQuery({ ...categoryRowQuery(category), enabled: Boolean(category) });
}

export function useNewestProducts() {
  return useQuery(newestProductsQuery());
}

export function useFacets(query: ProductFacetsQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...QUERY_KEYS.products, 'facets', query],
    queryFn: ({ client }) => apiOf(client).products.facets(query),
    enabled,
    staleTime: FIVE_MINUTES,
  });
}

export function useCompanyDetails() {
  return useQuery(companyQuery());
}

export function useLegalPages() {
  return useQuery(legalPagesQuery());
}
