import type { Company, Product } from './entities';
import { homeHead, type JsonLd, productHead, shopHead } from './seo';

const origin = 'https://shop.example.in';

const company: Company = {
  name: 'VoltKart Electronics',
  description: 'Electronics across India.',
  logoUrl: '/uploads/company/logo.webp',
  phone: '9876543210',
  email: 'support@voltkart.example',
  address: '42 MG Road, Bengaluru',
  pincode: '560001',
};

const variant = (id: number, originalPrice: string, stock = 5) => ({
  id,
  color: 'Black',
  colorHexCode: '#111111',
  size: `${id}GB`,
  stock,
  originalPrice,
  discountPrice: null,
});

const phone: Product = {
  id: 7,
  name: 'OnePlus 12',
  brand: 'OnePlus',
  description: 'Fast charging flagship.',
  categoryId: 3,
  category: { id: 3, name: 'Android Phones' },
  images: [{ id: 1, url: '/uploads/products/front.webp', color: null }],
  variants: [variant(256, '64999.00'), variant(512, '69999.00', 0)],
  specifications: [],
  createdAt: '2026-11-01T10:00:00.000Z',
};

const ofType = (jsonLd: JsonLd[], type: string) => jsonLd.find((entry) => entry['@type'] === type) as JsonLd;

describe('productHead', () => {
  it("names the product's own brand, never the shop", () => {
    expect(ofType(productHead(phone, company, origin).jsonLd, 'Product').brand).toEqual({
      '@type': 'Brand',
      name: 'OnePlus',
    });
  });

  it('leaves the brand out when the product has none', () => {
    const product = ofType(productHead({ ...phone, brand: null }, company, origin).jsonLd, 'Product');
    expect(product).not.toHaveProperty('brand');
  });

  it('lists every specification row as a PropertyValue named by its group and row', () => {
    const specified = {
      ...phone,
      specifications: [
        { group: 'Display', rows: [{ name: 'Size', value: '6.82 inch' }] },
        {
          group: 'Battery',
          rows: [
            { name: 'Capacity', value: '5400 mAh' },
            { name: 'Charging', value: '80 W wired' },
          ],
        },
      ],
    };
    expect(ofType(productHead(specified, company, origin).jsonLd, 'Product').additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Display: Size', value: '6.82 inch' },
      { '@type': 'PropertyValue', name: 'Battery: Capacity', value: '5400 mAh' },
      { '@type': 'PropertyValue', name: 'Battery: Charging', value: '80 W wired' },
    ]);
  });

  it('sends no additionalProperty for a product without specifications', () => {
    expect(ofType(productHead(phone, company, origin).jsonLd, 'Product')).not.toHaveProperty('additionalProperty');
  });

  it('offers a price range when the sizes cost differently', () => {
    expect(ofType(productHead(phone, company, origin).jsonLd, 'Product').offers).toEqual({
      '@type': 'AggregateOffer',
      lowPrice: '64999.00',
      highPrice: '69999.00',
      offerCount: 2,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example.in/product/OnePlus%2012',
      seller: { '@type': 'Organization', name: 'VoltKart Electronics' },
    });
  });

  it('offers one price when every variant costs the same', () => {
    const samePrice = { ...phone, variants: [variant(128, '39999.00', 0), variant(256, '39999.00', 0)] };
    expect(ofType(productHead(samePrice, company, origin).jsonLd, 'Product').offers).toEqual({
      '@type': 'Offer',
      price: '39999.00',
      priceCurrency: 'INR',
      availability: 'https://schema.org/OutOfStock',
      url: 'https://shop.example.in/product/OnePlus%2012',
      seller: { '@type': 'Organization', name: 'VoltKart Electronics' },
    });
  });

  it("links the breadcrumb's category to the shop showing that category", () => {
    expect(ofType(productHead(phone, company, origin).jsonLd, 'BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.in/home' },
      { '@type': 'ListItem', position: 2, name: 'Android Phones', item: 'https://shop.example.in/shop?cat=3' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'OnePlus 12',
        item: 'https://shop.example.in/product/OnePlus%2012',
      },
    ]);
  });

  it('describes its preview image by the product name, and gives no description without an image', () => {
    expect(productHead(phone, company, origin)).toMatchObject({
      image: '/uploads/products/front.webp',
      imageAlt: 'OnePlus 12',
    });
    expect(productHead({ ...phone, images: [] }, company, origin).imageAlt).toBeUndefined();
  });
});

describe('pages previewed by the logo', () => {
  it("describe it as the company's logo, and say nothing when there is none", () => {
    expect(homeHead(company, origin)).toMatchObject({
      image: company.logoUrl,
      imageAlt: 'VoltKart Electronics logo',
    });
    expect(shopHead(company, origin).imageAlt).toBe('VoltKart Electronics logo');
    const noLogo = homeHead({ ...company, logoUrl: null }, origin);
    expect(noLogo.image).toBeUndefined();
    expect(noLogo.imageAlt).toBeUndefined();
  });
});
