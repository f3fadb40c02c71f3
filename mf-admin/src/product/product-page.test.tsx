// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Product } from 'shared-contracts';
import { categoriesApi, productsApi } from 'store-runtime';
import { apiError, renderAdmin } from '../test-utils';
import ProductPage from './product-page';

const product = (id: number): Product => ({
  id,
  name: `Phone ${id}`,
  brand: null,
  description: null,
  categoryId: 2,
  category: { id: 2, name: 'Smartphones' },
  createdAt: '',
  images: [
    { id: id * 10, url: `/uploads/${id}-a.webp` },
    { id: id * 10 + 1, url: `/uploads/${id}-b.webp` },
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
  beforeEach(() => jest.spyOn(categoriesApi, 'list').mockResolvedValue([]));
  afterEach(() => jest.restoreAllMocks());

  it('asks for 10 a page, pages on, and shows a product’s variants', async () => {
    const list = jest.spyOn(productsApi, 'list').mockResolvedValue({
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
    jest.spyOn(productsApi, 'list').mockRejectedValue(apiError(500));
    renderAdmin(<ProductPage />);
    expect(await screen.findByText(MESSAGES.fetchProductsFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("alerts 'Failed to delete product' when a delete fails", async () => {
    jest.spyOn(productsApi, 'list').mockResolvedValue({
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
