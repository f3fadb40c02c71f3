import { DEFAULT_PRICE_RANGE_MAX } from 'shared-contracts';
import {
  activeFilterCount,
  filterQuery,
  NO_FILTERS,
  readShopParams,
  showingText,
  writeShopParams,
} from './shop-params';

test('an empty address is page 1 of the first tab, default sorting, no filters', () => {
  expect(readShopParams(new URLSearchParams())).toEqual({
    category: null,
    page: 1,
    sort: 'default',
    filters: NO_FILTERS,
  });
});

test('the address round-trips every choice', () => {
  const state = {
    category: 'Home Appliances',
    page: 3,
    sort: 'price-desc' as const,
    filters: {
      categoryIds: [4, 9],
      availability: ['in-stock' as const],
      sizes: ['128GB', '1TB'],
      minPrice: 500,
      maxPrice: 90000,
    },
  };
  expect(readShopParams(writeShopParams(state))).toEqual(state);
  expect(writeShopParams({ category: null, page: 1, sort: 'default', filters: NO_FILTERS }).toString()).toBe('');
});

test('nonsense in the address falls back to the defaults', () => {
  const state = readShopParams(new URLSearchParams('page=-2&sort=cheapest&cat=x,3,3&stock=maybe&min=abc&max=1e12'));
  expect(state.page).toBe(1);
  expect(state.sort).toBe('default');
  expect(state.filters).toEqual({ ...NO_FILTERS, categoryIds: [3] });
});

test('Active Filters counts categories, availability and sizes, not the price', () => {
  expect(activeFilterCount(NO_FILTERS)).toBe(0);
  expect(
    activeFilterCount({
      categoryIds: [1, 2],
      availability: ['in-stock'],
      sizes: ['64GB'],
      minPrice: 100,
      maxPrice: 200,
    }),
  ).toBe(4);
});

test('only filters that narrow the list go to the server', () => {
  expect(filterQuery(NO_FILTERS)).toEqual({});
  expect(filterQuery({ ...NO_FILTERS, availability: ['in-stock', 'out-of-stock'] })).toEqual({});
  expect(
    filterQuery({
      categoryIds: [7],
      availability: ['out-of-stock'],
      sizes: ['256GB'],
      minPrice: 1000,
      maxPrice: 5000,
    }),
  ).toEqual({ categoryIds: [7], availability: ['out-of-stock'], sizes: ['256GB'], minPrice: 1000, maxPrice: 5000 });
  expect(filterQuery({ ...NO_FILTERS, maxPrice: DEFAULT_PRICE_RANGE_MAX })).toEqual({});
});

test("'Showing X - Y of N products'", () => {
  expect(showingText(1, 50, 13)).toBe('Showing 1 - 13 of 13 products');
  expect(showingText(2, 50, 120)).toBe('Showing 51 - 100 of 120 products');
  expect(showingText(3, 50, 120)).toBe('Showing 101 - 120 of 120 products');
  expect(showingText(1, 50, 0)).toBe('Showing 0 - 0 of 0 products');
});
