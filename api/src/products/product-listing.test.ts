/** The listing a product's rows make, and the stock a reader adds to it. */
import type { Product } from 'shared-contracts';
import { buildListing, type ListingRows, listingParts, pushProductJson } from './product-listing.js';

/** The product a reader sends: the stored listing with the stock read beside it, in its variants' order. */
function sent(listingRows: ListingRows, stock: string): Product {
  const out: string[] = [];
  pushProductJson(out, listingParts(buildListing(listingRows)), stock);
  return JSON.parse(out.join(''));
}

const rows: ListingRows = {
  product: {
    id: 7,
    name: 'Pixel Phone',
    brand: 'Acme',
    description: null,
    specifications: [{ group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] }],
    categoryId: 3,
    createdAt: new Date('2026-11-01T10:00:00.123Z'),
  },
  category: { id: 3, name: 'Mobiles' },
  images: [
    { id: 12, url: '/uploads/products/b.webp', position: 1, color: 'Blue' },
    { id: 11, url: '/uploads/products/a.webp', position: 1, color: null },
    { id: 10, url: '/uploads/products/front.webp', position: 0, color: 'Black' },
  ],
  variants: [
    {
      id: 22,
      color: 'Blue',
      colorHexCode: '#1d4ed8',
      size: '256GB',
      originalPrice: '24999.00',
      discountPrice: null,
      position: 1,
    },
    {
      id: 21,
      color: 'Black',
      colorHexCode: null,
      size: '128GB',
      originalPrice: '19999.00',
      discountPrice: '2000.00',
      position: 0,
    },
  ],
};

describe('a product listing', () => {
  it('holds the product, its category, its specifications, and its images (with the colour each is tied to) and variants in their shown order, without stock', () => {
    expect(buildListing(rows)).toEqual({
      id: 7,
      name: 'Pixel Phone',
      brand: 'Acme',
      description: null,
      categoryId: 3,
      category: { id: 3, name: 'Mobiles' },
      images: [
        { id: 10, url: '/uploads/products/front.webp', color: 'Black' },
        { id: 11, url: '/uploads/products/a.webp', color: null },
        { id: 12, url: '/uploads/products/b.webp', color: 'Blue' },
      ],
      variants: [
        {
          id: 21,
          color: 'Black',
          colorHexCode: null,
          size: '128GB',
          originalPrice: '19999.00',
          discountPrice: '2000.00',
        },
        {
          id: 22,
          color: 'Blue',
          colorHexCode: '#1d4ed8',
          size: '256GB',
          originalPrice: '24999.00',
          discountPrice: null,
        },
      ],
      specifications: [{ group: 'Display', rows: [{ name: 'Size', value: '6.2 inch' }] }],
      createdAt: '2026-11-01T10:00:00.123Z',
    });
  });

  it("is sent with each variant's own stock as its last field, and no other change", () => {
    const listing = buildListing(rows);
    const product = sent(rows, '3,5');
    expect(product).toEqual({
      ...listing,
      variants: listing.variants.map((variant) => ({ ...variant, stock: variant.id === 21 ? 3 : 5 })),
    });
  });

  it('gets no stock for a variant the stock read has none for', () => {
    expect(sent(rows, '5').variants.map(({ id, stock }) => [id, stock])).toEqual([
      [21, 5],
      [22, 0],
    ]);
  });

  it('keeps text that looks like JSON or a line break in a name, colour or size as written', () => {
    const odd = 'Quoted "stock":0 } ] Phone\nline two, \\ back';
    const product = sent(
      {
        ...rows,
        product: { ...rows.product, name: odd, description: '{"variants":[]}' },
        variants: rows.variants.map((variant) => ({ ...variant, color: odd, size: '"stock":1}' })),
      },
      '4,7',
    );
    expect(product.name).toBe(odd);
    expect(product.description).toBe('{"variants":[]}');
    expect(product.variants.map(({ color, size, stock }) => [color, size, stock])).toEqual([
      [odd, '"stock":1}', 4],
      [odd, '"stock":1}', 7],
    ]);
  });

  it('of a product without variants or images lists none', () => {
    const product = sent({ ...rows, images: [], variants: [] }, '');
    expect(product.images).toEqual([]);
    expect(product.variants).toEqual([]);
  });
});
