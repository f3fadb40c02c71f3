import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ProductFacets, SHOP_PAGE_SIZE } from 'shared-contracts';
import { categoriesApi, companyApi, productsApi } from 'store-runtime';
import { ProductCard } from '../common/product-card';
import { category, company, page, product, renderPage } from '../test-utils';
import ShopPage, { prefetch } from './shop-page';

// The real card, its renders counted.
jest.mock('../common/product-card', () => {
  const actual = jest.requireActual('../common/product-card');
  return { ...actual, ProductCard: jest.fn(actual.ProductCard) };
});

const categories = jest.spyOn(categoriesApi, 'list');
const byCategory = jest.spyOn(productsApi, 'byCategory');
const list = jest.spyOn(productsApi, 'list');
const facets = jest.spyOn(productsApi, 'facets');
const companyDetails = jest.spyOn(companyApi, 'get');

const mobiles = category(1, 'Mobiles', '2026-01-01T00:00:00.000Z', {
  subCategories: [category(3, 'Android Phones', '2026-01-01T00:00:01.000Z', { parentId: 1 })],
});
const laptops = category(2, 'Laptops', '2026-01-02T00:00:00.000Z');

const FACETS: ProductFacets = {
  categories: [
    { id: 1, name: 'Mobiles', parentId: null, count: 2 },
    { id: 3, name: 'Android Phones', parentId: 1, count: 2 },
    { id: 2, name: 'Laptops', parentId: null, count: 1 },
  ],
  availability: { inStock: 2, outOfStock: 0 },
  sizes: [{ size: '128GB', count: 2 }],
  price: { min: '1000.00', max: '2000.00' },
  totalItems: 2,
};

beforeEach(() => {
  jest.clearAllMocks();
  window.scrollTo = jest.fn();
  // Laptops comes first in the answer but was created later.
  categories.mockResolvedValue([laptops, mobiles]);
  byCategory.mockImplementation(async (name, query) =>
    name === 'Mobiles'
      ? page([product(1), product(2)], 120, Number(query?.page ?? 1))
      : page([product(7, { name: 'Laptop 7' })], 1),
  );
  list.mockResolvedValue(page([product(2)], 1));
  facets.mockResolvedValue(FACETS);
});

const open = (url = '/shop') => renderPage(<ShopPage />, { path: '/shop', url });

test('shows the banner, tabs by creation date with the first selected, and the first page', async () => {
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  const tabs = await screen.findAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobiles', 'Laptops']);
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  expect(await screen.findByText('Showing 1 - 50 of 120 products')).toBeInTheDocument();
  expect(byCategory).toHaveBeenCalledWith('Mobiles', { page: 1, limit: SHOP_PAGE_SIZE, sort: 'default' });
  expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Page 1 of 3');
});

test('paging and sorting go to the server and scroll to the top', async () => {
  const { router } = open();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Page 2' }));
  expect(await screen.findByText('Showing 51 - 100 of 120 products')).toBeInTheDocument();
  expect(byCategory).toHaveBeenLastCalledWith('Mobiles', { page: 2, limit: SHOP_PAGE_SIZE, sort: 'default' });
  expect(window.scrollTo).toHaveBeenCalled();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: Low to High');
  await waitFor(() =>
    expect(byCategory).toHaveBeenLastCalledWith('Mobiles', { page: 1, limit: SHOP_PAGE_SIZE, sort: 'price-asc' }),
  );
  expect(router.state.location.search).toBe('?sort=price-asc');
  expect(
    within(screen.getByRole('combobox', { name: 'Sort by' }))
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Default sorting', 'Price: Low to High', 'Price: High to Low', 'Newest First']);
});

test('changing the tab goes back to page 1 and drops the category filter', async () => {
  open('/shop?category=Mobiles&page=2&cat=3&stock=in-stock');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: 'Laptops' }));
  await waitFor(() =>
    expect(byCategory).toHaveBeenLastCalledWith('Laptops', {
      page: 1,
      limit: SHOP_PAGE_SIZE,
      sort: 'default',
      availability: ['in-stock'],
    }),
  );
  expect(await screen.findByRole('article', { name: 'Laptop 7' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true');
});

test('a category filter lists across the shop and switches the tab to that category', async () => {
  const { router } = open('/shop?category=Laptops');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /FILTER/ }));
  await user.click(await screen.findByRole('checkbox', { name: 'Android Phones (2)' }));
  await user.click(screen.getByRole('checkbox', { name: 'In stock (2)' }));
  await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith({
      page: 1,
      limit: SHOP_PAGE_SIZE,
      sort: 'default',
      categoryIds: [3],
      availability: ['in-stock'],
    }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Mobiles' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('button', { name: /FILTER/ })).toHaveTextContent('2');
  expect(router.state.location.search).toBe('?category=Mobiles&cat=3&stock=in-stock');
  expect(facets).toHaveBeenCalledWith({ category: 'Laptops' });
});

test('the density choice sets the number of columns, 4 by default', async () => {
  open();
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: '4 columns' })).toHaveAttribute('aria-pressed', 'true');
  await user.click(screen.getByRole('button', { name: '1 column' }));
  expect(screen.getByRole('button', { name: '1 column' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: '4 columns' })).toHaveAttribute('aria-pressed', 'false');
});

/** Runs `body` in a 390 px window: neither the tablet nor the desktop breakpoint matches. */
async function onAPhone(body: () => Promise<void>) {
  const saved = window.matchMedia;
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  try {
    await body();
  } finally {
    window.matchMedia = saved;
  }
}

test('on a phone the density choice says the grid shows 2 columns, and 1 can be chosen', () =>
  onAPhone(async () => {
    open();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: '2 columns' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '4 columns' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: '1 column' }));
    expect(screen.getByRole('button', { name: '1 column' })).toHaveAttribute('aria-pressed', 'true');
  }));

test("on a phone the server's page hydrates each card once: only the density buttons follow the window's width", () =>
  onAPhone(async () => {
    companyDetails.mockResolvedValue(company());
    const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await prefetch(server, { params: {}, searchParams: new URLSearchParams(), origin: 'http://localhost' });
    renderPage(<ShopPage />, { path: '/shop', url: '/shop', hydrateWith: server });
    // The server renders for the widest window; the phone's buttons say 2 once hydrated.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '2 columns' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    // Each card once on the server and once hydrating, not a third time for the window's width.
    expect(ProductCard).toHaveBeenCalledTimes(2 * 2);
  }));

test('an empty list and a failed load are both explained', async () => {
  byCategory.mockResolvedValueOnce(page([], 0));
  const { unmount } = open();
  expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
  expect(screen.getByText('Showing 0 - 0 of 0 products')).toBeInTheDocument();
  unmount();
  byCategory.mockRejectedValueOnce(new Error('down'));
  open();
  expect(await screen.findByText(MESSAGES.fetchProductsFailed)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Showing 1 - 50 of 120 products')).toBeInTheDocument();
});

test('a page past the end shows the last page', async () => {
  const { router } = open('/shop?page=9');
  await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
  expect(await screen.findByText('Showing 101 - 120 of 120 products')).toBeInTheDocument();
});

test('arrow keys move between the category tabs and select them', async () => {
  open();
  const user = userEvent.setup();
  const mobiles = await screen.findByRole('tab', { name: 'Mobiles' });
  expect(mobiles).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('tabindex', '-1');
  mobiles.focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveFocus();
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Laptops' })).toHaveAttribute('aria-selected', 'true'));
  await user.keyboard('{Home}');
  await waitFor(() => expect(screen.getByRole('tab', { name: 'Mobiles' })).toHaveAttribute('aria-selected', 'true'));
});

test('failed categories offer a retry instead of endless placeholders', async () => {
  categories.mockRejectedValueOnce(new Error('down'));
  open();
  expect(await screen.findByText(MESSAGES.fetchCategoriesFailed)).toBeInTheDocument();
  expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('tab', { name: 'Mobiles' })).toHaveAttribute('aria-selected', 'true');
});
