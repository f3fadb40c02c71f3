// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, Product } from 'shared-contracts';
import { SPECIFICATION_MESSAGES } from 'shared-contracts/schemas';
import { productsApi } from 'store-runtime';
import { renderAdmin } from '../test-utils';
import { ProductForm } from './product-form';
import { specificationsError } from './specifications-fields';

const tree: Category[] = [
  {
    id: 2,
    name: 'Smartphones',
    description: null,
    createdAt: '',
    parentId: null,
    uploads: [],
    _count: { products: 1 },
    subCategories: [],
  },
];

const product: Product = {
  id: 9,
  name: 'Phone',
  brand: 'Acme',
  description: null,
  categoryId: 2,
  category: { id: 2, name: 'Smartphones' },
  specifications: [{ group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] }],
  createdAt: '',
  images: [
    { id: 11, url: '/uploads/a.webp', color: null },
    { id: 12, url: '/uploads/b.webp', color: null },
  ],
  variants: [
    {
      id: 21,
      color: 'Black',
      colorHexCode: null,
      size: '128GB',
      stock: 3,
      originalPrice: '100.00',
      discountPrice: null,
    },
  ],
};

describe('specificationsError', () => {
  it("answers with the shared schema's message naming the group and row", () => {
    expect(specificationsError([{ group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] }])).toBeNull();
    expect(specificationsError([{ group: 'Display', rows: [{ name: 'Size', value: '  ' }] }])).toBe(
      SPECIFICATION_MESSAGES.rowValueRequired(1, 1),
    );
  });
});

describe('<ProductForm> specifications', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the stored table, and saves groups and rows as the admin adds and removes them', async () => {
    const save = jest.spyOn(productsApi, 'save').mockResolvedValue({ product });
    renderAdmin(<ProductForm product={product} tree={tree} onClose={jest.fn()} onSaved={jest.fn()} />);
    const display = screen.getByRole('group', { name: 'Specification group 1' });
    expect(within(display).getByLabelText('Group name')).toHaveValue('Display');
    expect(within(display).getByLabelText('Name, group 1, row 1')).toHaveValue('Size');

    await userEvent.click(within(display).getByRole('button', { name: 'Add row to Specification group 1' }));
    await userEvent.type(within(display).getByLabelText('Name, group 1, row 2'), 'Refresh rate');
    await userEvent.type(within(display).getByLabelText('Value, group 1, row 2'), '120 Hz');

    await userEvent.click(screen.getByRole('button', { name: /Add specification group/ }));
    const battery = await screen.findByRole('group', { name: 'Specification group 2' });
    await userEvent.type(within(battery).getByLabelText('Group name'), 'Battery');
    await userEvent.type(within(battery).getByLabelText('Name, group 2, row 1'), 'Capacity');
    await userEvent.type(within(battery).getByLabelText('Value, group 2, row 1'), '4000 mAh');
    await userEvent.click(within(battery).getByRole('button', { name: 'Add row to Specification group 2' }));
    await userEvent.click(within(battery).getByRole('button', { name: 'Remove group 2, row 2' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]?.[0] as FormData;
    expect(JSON.parse(String(sent.get('specifications')))).toEqual([
      {
        group: 'Display',
        rows: [
          { name: 'Size', value: '6.2 inch' },
          { name: 'Refresh rate', value: '120 Hz' },
        ],
      },
      { group: 'Battery', rows: [{ name: 'Capacity', value: '4000 mAh' }] },
    ]);
  });

  it('does not save a row without a value, and says which one', async () => {
    const save = jest.spyOn(productsApi, 'save').mockResolvedValue({ product });
    renderAdmin(<ProductForm product={product} tree={tree} onClose={jest.fn()} onSaved={jest.fn()} />);
    const display = screen.getByRole('group', { name: 'Specification group 1' });
    await userEvent.click(within(display).getByRole('button', { name: 'Add row to Specification group 1' }));
    await userEvent.type(within(display).getByLabelText('Name, group 1, row 2'), 'Type');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(SPECIFICATION_MESSAGES.rowValueRequired(1, 2))).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('removes a whole group', async () => {
    const save = jest.spyOn(productsApi, 'save').mockResolvedValue({ product });
    renderAdmin(<ProductForm product={product} tree={tree} onClose={jest.fn()} onSaved={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Specification group 1' }));
    expect(screen.queryByRole('group', { name: 'Specification group 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]?.[0] as FormData;
    expect(JSON.parse(String(sent.get('specifications')))).toEqual([]);
  });
});
