/** The listing a product's rows make, and the stock a reader adds to it. */
import { buildListing, type ListingRows, withStock } from './product-listing.js';

const rows: ListingRows = {
  product: {
    id: 7,
    name: 'Pixel Phone',
    brand: 'Acme',
    description: null,
    categoryId: 3,
    createdAt: new Date('2026-11-01T10:00:00.123Z'),
  },
  category: { id: 3, name: 'Mobiles' },
  images: [
    { id: 12, url: '/uploads/products/b.webp', position: 1 },
    { id: 11, url: '/uploads/products/a.webp', position: 1 },
    { id: 10, url: '/uploads/products/front.webp', position: 0 },
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
  it('holds the product, its category, and its images and variants in their shown order, without stock', () => {
    expect(buildListing(rows)).toEqual({
      id: 7,
      name: 'Pixel Phone',
      brand: 'Acme',
      description: null,
      categoryId: 3,
      category: { id: 3, name: 'Mobiles' },
      images: [
        { id: 10, url: '/uploads/products/front.webp' },
        { id: 11, url: '/uploads/products/a.webp' },
        { id: 12, url: '/uploads/products/b.webp' },
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
      createdAt: '2026-11-01T10:00:00.123Z',
    });
  });

  it('is stored as JSON and read back as it was built', () => {
    const listing = buildListing(rows);
    expect(JSON.parse(JSON.stringify(listing))).toEqual(listing);
  });

  it("gets each variant's own stock when read, and none for a variant the stock read does not name", () => {
    const product = withStock(buildListing(rows), [[22, 5]]);
    expect(product.variants.map(({ id, stock }) => [id, stock])).toEqual([
      [21, 0],
      [22, 5],
    ]);
    const restocked = withStock(buildListing(rows), [
      [21, 3],
      [22, 0],
    ]);
    expect(restocked.variants.map((v) => v.stock)).toEqual([3, 0]);
  });

  it('of a product without variants or images lists none', () => {
    const product = withStock(buildListing({ ...rows, images: [], variants: [] }), []);
    expect(product.images).toEqual([]);
    expect(product.variants).toEqual([]);
  });
});
