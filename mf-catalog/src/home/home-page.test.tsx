import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORY_PAGE_SIZE, MESSAGES } from 'shared-contracts';
import { categoriesApi, productsApi } from 'store-runtime';
import { category, page, product, renderPage } from '../test-utils';
import HomePage from './home-page';

const categories = jest.spyOn(categoriesApi, 'list');
const byCategory = jest.spyOn(productsApi, 'byCategory');
const list = jest.spyOn(productsApi, 'list');

beforeEach(() => {
  jest.clearAllMocks();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  categories.mockResolvedValue([
    category(2, 'Laptops', '2026-01-02T00:00:00.000Z'),
    category(1, 'Mobiles', '2026-01-01T00:00:00.000Z'),
    category(9, 'Android Phones', '2026-01-03T00:00:00.000Z', { parentId: 1 }),
  ]);
  byCategory.mockImplementation(async (name) =>
    name === 'Mobiles' ? page([product(1), product(2)], 2, 1, 20) : page([], 0, 1, 20),
  );
  list.mockResolvedValue(page([product(3, { name: 'Newest Phone' })]));
});

test('shows the hero, the product row, Shop the look, the collection and the marketing page', async () => {
  renderPage(<HomePage />, { path: '/home', url: '/home' });
  expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Mobiles' })).toBeInTheDocument();
  const tabs = within(screen.getByRole('tablist', { name: 'Product categories' })).getAllByRole('tab');
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Mobiles', 'Laptops']);
  expect(await screen.findByRole('article', { name: 'Phone 2' })).toBeInTheDocument();
  expect(byCategory).toHaveBeenCalledWith('Mobiles', { page: 1, limit: CATEGORY_PAGE_SIZE });
  expect(screen.getByRole('heading', { name: 'Shop the look' })).toBeInTheDocument();
  expect(await screen.findByText('Newest Phone')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Electronics Collection' })).toBeInTheDocument();
  const themes = within(screen.getByRole('tablist', { name: 'Themes' })).getAllByRole('tab');
  expect(themes.map((tab) => tab.textContent)).toEqual(['Mobiles', 'Laptops', 'Audio', 'Cameras', 'Gaming']);
});

test('every tab controls a tab panel labelled by the selected tab', async () => {
  renderPage(<HomePage />, { path: '/home', url: '/home' });
  await screen.findByRole('article', { name: 'Phone 2' });
  for (const name of ['Product categories', 'Themes']) {
    for (const tab of within(screen.getByRole('tablist', { name })).getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect([name, tab.textContent, panel?.getAttribute('role')]).toEqual([name, tab.textContent, 'tabpanel']);
    }
  }
  const selected = within(screen.getByRole('tablist', { name: 'Product categories' })).getByRole('tab', {
    selected: true,
  });
  const panel = document.getElementById(selected.getAttribute('aria-controls') ?? '');
  expect(panel).toHaveAccessibleName('Mobiles');
  expect(within(panel as HTMLElement).getByRole('article', { name: 'Phone 2' })).toBeInTheDocument();
});

test("an empty category tab shows 'No Products Available'", async () => {
  renderPage(<HomePage />, { path: '/home', url: '/home' });
  const row = await screen.findByRole('tablist', { name: 'Product categories' });
  await userEvent.click(await within(row).findByRole('tab', { name: 'Laptops' }));
  expect(await screen.findByText(MESSAGES.noProducts)).toBeInTheDocument();
});
