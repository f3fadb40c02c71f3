/** The sample catalogue the product tests share, and the product form rendered and saved as the admin uses it. */
import { waitFor } from '@testing-library/react';
import type { Category, Product } from 'shared-contracts';
import { productsApi } from 'store-runtime';
import { renderAdmin } from '../test-utils';
import { ProductForm } from './product-form';

/** Mobiles with one subcategory, Smartphones (id 2), where the sample phone is filed. */
export const categoryTree: Category[] = [
  {
    id: 1,
    name: 'Mobiles',
    description: null,
    createdAt: '',
    parentId: null,
    uploads: [],
    _count: { products: 0 },
    subCategories: [
      {
        id: 2,
        name: 'Smartphones',
        description: null,
        createdAt: '',
        parentId: 1,
        uploads: [],
        _count: { products: 0 },
        subCategories: [],
      },
    ],
  },
];

/**
 * A stored phone: one image for any colour and one for black, a black variant in stock and a
 * blue one sold out, and a specification table with one row.
 */
export const phone: Product = {
  id: 9,
  name: 'Phone',
  brand: 'Acme',
  description: 'Nice',
  categoryId: 2,
  category: { id: 2, name: 'Smartphones' },
  specifications: [{ group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] }],
  createdAt: '',
  images: [
    { id: 11, url: '/uploads/a.webp', color: null },
    { id: 12, url: '/uploads/b.webp', color: 'Black' },
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
    {
      id: 22,
      color: 'Blue',
      colorHexCode: '#1d4ed8',
      size: '256GB',
      stock: 0,
      originalPrice: '120.00',
      discountPrice: null,
    },
  ],
};

/** The form editing `product` (a new one for null) as the product page opens it, over the sample tree. */
export function renderProductForm(product: Product | null, { onSaved = jest.fn() }: { onSaved?: () => void } = {}) {
  return renderAdmin(<ProductForm product={product} tree={categoryTree} onClose={jest.fn()} onSaved={onSaved} />);
}

/** The API saving the product form: it answers with the sample phone, and keeps what the form sent. */
export function mockProductSave() {
  return jest.spyOn(productsApi, 'save').mockResolvedValue({ product: phone });
}

/** A JSON field of what the form sent, once it has sent it exactly once. */
export async function sentJsonField(save: ReturnType<typeof mockProductSave>, field: string): Promise<unknown> {
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  const sent = save.mock.calls[0]?.[0] as FormData;
  return JSON.parse(String(sent.get(field)));
}
