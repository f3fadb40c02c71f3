// @ant-design/icons' CommonJS build requires an ES module of @ant-design/colors; jest gets its CommonJS twin.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DISCOUNT_PRICE_HELP, MESSAGES } from 'shared-contracts';
import { productsApi } from 'store-runtime';
import { apiError } from '../test-utils';
import { productFormData, variantsError } from './product-form';
import { mockProductSave, phone, renderProductForm, sentJsonField } from './test-fixtures';

describe('product form helpers', () => {
  it('names the first variant missing colour, size or original price', () => {
    expect(variantsError([{ color: 'Black', size: '128GB', originalPrice: '10' }])).toBeNull();
    expect(
      variantsError([
        { color: 'Black', size: '128GB', originalPrice: '10' },
        { color: 'Black', stock: 0 },
      ]),
    ).toBe('Please fill all required fields in Variant 2');
    expect(variantsError([{ color: ' ', size: 'x', originalPrice: 1 }])).toBe(
      'Please fill all required fields in Variant 1',
    );
  });

  it("sends the brand, the deepest category, the variants as JSON, removed image ids, new files and the images' colours", () => {
    const file = new File(['x'], 'new.png', { type: 'image/png' });
    const form = productFormData(
      {
        productName: ' Phone 2 ',
        brand: ' Acme ',
        category: [1, 2],
        description: 'Better',
        images: [
          { uid: 'existing-12', name: 'b', url: '/uploads/b.webp' },
          { uid: 'rc-1', name: 'new.png', originFileObj: file as never },
          { uid: 'rc-2', name: 'new2.png', originFileObj: file as never },
        ],
        imageColors: { 'existing-11': 'Black', 'existing-12': '', 'rc-2': 'Blue' },
        variants: [
          { id: 21, color: 'Black', size: '128GB', stock: 3, originalPrice: '100.00', discountPrice: '' },
          { color: '#AABBCC', size: '256GB', stock: 0, originalPrice: '120', discountPrice: '10', copied: true },
        ],
      },
      phone,
    );
    expect(form.get('id')).toBe('9');
    expect(form.get('productName')).toBe('Phone 2');
    expect(form.get('brand')).toBe('Acme');
    expect(form.get('categoryId')).toBe('2');
    expect(JSON.parse(String(form.get('productVariants')))).toEqual([
      {
        id: 21,
        color: 'Black',
        colorHexCode: null,
        size: '128GB',
        stock: 3,
        originalPrice: '100.00',
        discountPrice: null,
      },
      { color: '#AABBCC', colorHexCode: '#aabbcc', size: '256GB', stock: 0, originalPrice: '120', discountPrice: '10' },
    ]);
    expect(JSON.parse(String(form.get('deletedImageIds')))).toEqual([11]);
    expect(form.getAll('images')).toHaveLength(2);
    // Stored images kept, by id; the new files' colours in the order the files are sent.
    expect(JSON.parse(String(form.get('imageColors')))).toEqual([{ id: 12, color: null }]);
    expect(JSON.parse(String(form.get('newImageColors')))).toEqual([null, 'Blue']);
  });
});

describe('<ProductForm>', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the messages of product rules §5 for an empty form', async () => {
    renderProductForm(null);
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(MESSAGES.productNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.productCategoryRequired)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.productImagesMin)).toBeInTheDocument();
    expect(screen.getByText('Please fill all required fields in Variant 1')).toBeInTheDocument();
  });

  it('starts the first variant at stock 1; a new variant copies the colour read-only with stock 0', async () => {
    renderProductForm(null);
    const first = screen.getByRole('group', { name: 'Variant 1' });
    expect(within(first).getByLabelText('Stock')).toHaveValue('1');
    fireEvent.change(within(first).getByLabelText('Color'), { target: { value: '#123abc' } });
    await waitFor(() => expect(within(first).getByTestId('swatch-1')).toHaveAttribute('title', '#123abc'));
    await userEvent.click(screen.getByRole('button', { name: /Add Variant/ }));
    const second = await screen.findByRole('group', { name: 'Variant 2' });
    expect(within(second).getByLabelText('Color')).toHaveValue('#123abc');
    expect(within(second).getByLabelText('Color')).toHaveAttribute('readonly');
    expect(within(second).getByLabelText('Stock')).toHaveValue('0');
    expect(within(second).getByTestId('swatch-2')).toHaveAttribute('title', '#123abc');
  });

  it('says under Discount Price that it is the amount off, and the selling price as the prices are typed', async () => {
    renderProductForm(phone);
    const variant = screen.getByRole('group', { name: 'Variant 1' });
    const discount = within(variant).getByLabelText('Discount Price');
    expect(discount).toHaveAccessibleDescription(expect.stringContaining(DISCOUNT_PRICE_HELP));
    const line = within(variant).getByRole('status');
    expect(line).toHaveTextContent('Selling price: ₹100.00, no discount');
    await userEvent.type(discount, '9750');
    await waitFor(() => expect(line).toHaveTextContent('shown struck through from ₹9,850.00 (99% off)'));
    const original = within(variant).getByLabelText('Original Price');
    await userEvent.clear(original);
    await userEvent.type(original, '64999');
    await waitFor(() =>
      expect(line).toHaveTextContent('Selling price: ₹64,999.00, shown struck through from ₹74,749.00 (13% off)'),
    );
  });

  it('gives each image a colour of the variants or any colour, labelled by its number, and sends them', async () => {
    const save = mockProductSave();
    renderProductForm(phone);
    const first = screen.getByRole('combobox', { name: 'Colour of image 1' });
    const second = screen.getByRole('combobox', { name: 'Colour of image 2' });
    expect(within(first.closest('.ant-select') as HTMLElement).getByText('Any colour')).toBeInTheDocument();
    expect(within(second.closest('.ant-select') as HTMLElement).getByText('Black')).toBeInTheDocument();
    fireEvent.mouseDown(first);
    await screen.findAllByRole('option');
    const shown = [...document.querySelectorAll('.ant-select-item-option')].map((option) =>
      option.getAttribute('title'),
    );
    expect(shown).toEqual(['Any colour', 'Black', 'Blue']);
    await userEvent.click(screen.getByTitle('Blue'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await sentJsonField(save, 'imageColors')).toEqual([
      { id: 11, color: 'Blue' },
      { id: 12, color: 'Black' },
    ]);
    expect(await sentJsonField(save, 'newImageColors')).toEqual([]);
  });

  it("says 'Failed to save product.' when the save fails", async () => {
    const save = jest.spyOn(productsApi, 'save').mockRejectedValue(apiError(500));
    const onSaved = jest.fn();
    renderProductForm(phone, { onSaved });
    expect(screen.getByLabelText('Product Name')).toHaveValue('Phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save Product' }));
    expect(await screen.findByText(MESSAGES.saveProductFailed)).toBeInTheDocument();
    expect(save).toHaveBeenCalledTimes(1);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
