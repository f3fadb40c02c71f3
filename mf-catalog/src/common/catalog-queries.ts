/** The slice's server state: one place for query keys and fetchers. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CATEGORY_PAGE_SIZE, type Category, QUERY_KEYS } from 'shared-contracts';
import type { ProductFacetsQuery, ProductListQuery } from 'shared-contracts/schemas';
import { categoriesApi, companyApi, legalPagesApi, productsApi } from 'store-runtime';

const FIVE_MINUTES = 5 * 60_000;

/** Top-level categories, oldest first: the tabs of the home row and the shop (product rules §2). */
export function topLevelCategories(categories: Category[]): Category[] {
  return categories
    .filter((category) => category.parentId === null)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id);
}

export function useCategories() {
  return useQuery({
    queryKey: QUERY_KEYS.categories,
    queryFn: categoriesApi.list,
    staleTime: FIVE_MINUTES,
    select: topLevelCategories,
  });
}

/** A page of one category's products (and its subcategories'), or of the whole shop when `category` is null. */
export function useProductPage(category: string | null, query: ProductListQuery, enabled = true) {
  return useQuery({
    queryKey: [...QUERY_KEYS.products, 'list', category, query],
    queryFn: () => (category ? productsApi.byCategory(category, query) : productsApi.list(query)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryRow(category: string | undefined) {
  return useQuery({
    queryKey: [...QUERY_KEYS.products, 'list', category ?? null, { page: 1, limit: CATEGORY_PAGE_SIZE }],
    queryFn: () => productsApi.byCategory(category as string, { page: 1, limit: CATEGORY_PAGE_SIZE }),
    enabled: Boolean(category),
  });
}

export function useFacets(query: ProductFacetsQuery, enabled: boolean) {
  return useQuery({
    queryKey: [...QUERY_KEYS.products, 'facets', query],
    queryFn: () => productsApi.facets(query),
    enabled,
    staleTime: FIVE_MINUTES,
  });
}

export function useCompanyDetails() {
  return useQuery({ queryKey: QUERY_KEYS.company, queryFn: companyApi.get, staleTime: FIVE_MINUTES });
}

export function useLegalPages() {
  return useQuery({ queryKey: QUERY_KEYS.legalPages, queryFn: legalPagesApi.list, staleTime: FIVE_MINUTES });
}
