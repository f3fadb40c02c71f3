// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Product, SEARCH_DEBOUNCE_MS } from 'shared-contracts';
import { categoriesApi, productsApi } from 'store-runtime';
import { apiError, renderAdmin } from '../test-utils';
import ProductPage from './product-page';
import { categoryTree } from './test-fixtures';

const product = (id: number): Product => ({
  id,
  name: `Phone ${id}`,
  brand: null,
  description: null,
  categoryId: 2,
  category: { id: 2, name: 'Smartphones' },
  specifications: [],
  createdAt: '',
  images: [
    { id: id * 10, url: `/uploads/${id}-a.webp`, color: null },
    { id: id * 10 + 1, url: `/uploads/${id}-b.webp`, color: null },
  ],
  variants: [
    {
      id: id * 100,
      color: 'Blue',
      colorHexCode: '#0000ff',
      size: '128GB',
      stock: 2,
      originalPrice: '999.00',
      discountPrice: '100.00',
    },
  ],
});

describe('<ProductPage>', () => {
  beforeEach(() => jest.spyOn(categoriesApi, 'list').mockResolvedValue(categoryTree));
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('shows each product’s selling price range and its stock over all variants, sold out when none', async () => {
    const two = product(2);
    jest.spyOn(productsApi, 'adminList').mockResolvedValue({
      data: [
        {
          ...two,
          variants: [
            { ...(two.variants[0] as Product['variants'][number]), stock: 0 },
            { ...(two.variants[0] as Product['variants'][number]), id: 201, stock: 0, originalPrice: '1249.50' },
          ],
        },
        {
          ...product(3),
          variants: [
            { ...(product(3).variants[0] as Product['variants'][number]), stock: 4 },
            { ...(product(3).variants[0] as Product['variants'][number]), id: 301, stock: 5 },
          ],
        },
      ],
      pagination: { totalItems: 2, totalPages: 1, currentPage: 1, limit: 10 },
    });
    renderAdmin(<ProductPage />);
    const sold = (await screen.findByText('Phone 2')).closest('tr') as HTMLElement;
    expect(sold).toHaveTextContent('₹999.00 – ₹1,249.50');
    expect(within(sold).getByText(MESSAGES.soldOut)).toBeInTheDocument();
    const stocked = screen.getByText('Phone 3').closest('tr') as HTMLElement;
    expect(stocked).toHaveTextContent('₹999.00');
    expect(stocked).not.toHaveTextContent('–');
    expect(within(stocked).getByText('9')).toBeInTheDocument();
  });

  it('asks the server for names containing the search once typing pauses, and for a category, from page 1', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const list = jest.spyOn(productsApi, 'adminList').mockResolvedValue({
      data: [product(1)],
      pagination: { totalItems: 30, totalPages: 3, currentPage: 1, limit: 10 },
    });
    renderAdmin(<ProductPage />);
    await screen.findByText('Phone 1');
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 2, limit: 10 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products by name' }), ' gal ');
    await act(async () => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 50));
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ q: 'gal' }));
    await act(async () => jest.advanceTimersByTime(100));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, q: 'gal' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Filter by category' }));
    await userEvent.click(await screen.findByTitle('Mobiles › Smartphones'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ page: 1, limit: 10, q: 'gal', categoryId: 2 }));
  });

  it('asks for 10 a page, pages on, and shows a product’s variants', async () => {
    const list = jest.spyOn(productsApi, 'adminList').mockResolvedValue({
      data: [product(1), product(2)],
      pagination: { totalItems: 12, totalPages: 2, currentPage: 1, limit: 10 },
    });
    renderAdmin(<ProductPage />);
    expect(await screen.findByText('Phone 1')).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith({ page: 1, limit: 10 });
    await userEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(list).toHaveBeenCalledWith({ page: 2, limit: 10 }));

    await userEvent.click(screen.getByRole('button', { name: 'View variants of Phone 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('128GB')).toBeInTheDocument();
    expect(within(dialog).getByText('₹999.00')).toBeInTheDocument();
  });

  it("says 'Failed to fetch products' in place of the table", async () => {
    jest.spyOn(productsApi, 'adminList').mockRejectedValue(apiError(500));
    renderAdmin(<ProductPage />);
    expect(await screen.findByText(MESSAGES.fetchProductsFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to delete product' when a delete fails", async () => {
    jest.spyOn(productsApi, 'adminList').mockResolvedValue({
      data: [product(1)],
      pagination: { totalItems: 1, totalPages: 1, currentPage: 1, limit: 10 },
    });
    const remove = jest.spyOn(productsApi, 'remove').mockRejectedValue(apiError(500));
    renderAdmin(<ProductPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Phone 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(1));
    const alerts = await screen.findAllByRole('dialog');
    expect(alerts.some((dialog) => dialog.textContent?.includes(MESSAGES.deleteProductFailed))).toBe(true);
  });
});
