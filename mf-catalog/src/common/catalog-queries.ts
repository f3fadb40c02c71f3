/** The slice's server state: one place for query keys and fetchers. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  authAtom,
  CATEGORY_PAGE_SIZE,
  type Category,
  categoriesApi,
  companyApi,
  legalPagesApi,
  productsApi,
  QUERY_KEYS,
  wishlistApi,
} from 'shared-contracts';
import type { ProductFacetsQuery, ProductListQuery } from 'shared-contracts/schemas';

const FIVE_MINUTES = 5 * 60_000;

/**
 * Every product query's key starts with this. Kept in the slice, not in shared-contracts:
 * the shell's copy of shared-contracts is the one loaded at run time, so a key added there
 * would be missing until the shell is redeployed.
 */
export const PRODUCTS_KEY = 'products';

/** Top-level categories, oldest first: the tabs of the home row and the shop (spec §2). */
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
    queryKey: [PRODUCTS_KEY, 'list', category, query],
    queryFn: () => (category ? productsApi.byCategory(category, query) : productsApi.list(query)),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useCategoryRow(category: string | undefined) {
  return useQuery({
    queryKey: [PRODUCTS_KEY, 'list', category ?? null, { page: 1, limit: CATEGORY_PAGE_SIZE }],
    queryFn: () => productsApi.byCategory(category as string, { page: 1, limit: CATEGORY_PAGE_SIZE }),
    enabled: Boolean(category),
  });
}

export function useFacets(query: ProductFacetsQuery, enabled: boolean) {
  return useQuery({
    queryKey: [PRODUCTS_KEY, 'facets', query],
    queryFn: () => productsApi.facets(query),
    enabled,
    staleTime: FIVE_MINUTES,
  });
}

/** The signed-in customer's wishlist (admins and guests have none). */
export function useWishlist() {
  const { token, role } = useAtomValue(authAtom);
  return useQuery({
    queryKey: QUERY_KEYS.wishlist,
    queryFn: wishlistApi.get,
    enabled: Boolean(token) && role !== 'ADMIN',
  });
}

export function useCompanyDetails() {
  return useQuery({ queryKey: QUERY_KEYS.company, queryFn: companyApi.get, staleTime: FIVE_MINUTES });
}

export function useLegalPages() {
  return useQuery({ queryKey: QUERY_KEYS.legalPages, queryFn: legalPagesApi.list, staleTime: FIVE_MINUTES });
}
