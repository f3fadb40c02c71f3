import type { Product } from 'shared-contracts';
import { SPECIFICATION_MESSAGES } from 'shared-contracts/schemas';
import { ADMIN, createTestApp, DATABASES, formWith, imageFiles, pngImage, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('product specifications on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let png: Buffer;
  const get = (url: string) => t.request('GET', url);
  const byName = async (name: string): Promise<Product> =>
    (await get(`/products/by-name/${encodeURIComponent(name)}`)).body.product;
  const save = (fields: Record<string, string>, imageCount = 0) =>
    t.request('POST', '/products', {
      token: admin,
      form: formWith(fields, imageFiles(png, imageCount)),
    });

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    admin = await t.login(ADMIN);
    png = await pngImage('#3355aa');
  });
  afterAll(() => t.close());

  it('gives every demo product a specifications table', async () => {
    const page = (await get('/products?limit=100')).body.data as Product[];
    expect(page.length).toBeGreaterThan(60);
    for (const product of page) expect(product.specifications.length).toBeGreaterThan(0);
    expect((await byName('OnePlus 12')).specifications).toContainEqual({
      group: 'Battery',
      rows: [
        { name: 'Capacity', value: '5400 mAh' },
        { name: 'Charging', value: '80 W wired, 50 W wireless' },
      ],
    });
  });

  it('saves the table with the product, trimmed, and sends it on every read', async () => {
    const phone = await byName('Nokia 105');
    const base = {
      id: String(phone.id),
      productName: phone.name,
      categoryId: String(phone.categoryId),
      productVariants: JSON.stringify(phone.variants),
    };
    const table = [
      { group: ' Display ', rows: [{ name: 'Size', value: ' 1.8 inch ' }] },
      { group: 'Battery', rows: [{ name: 'Capacity', value: '1000 mAh' }] },
    ];
    const saved = await save({ ...base, specifications: JSON.stringify(table) });
    expect(saved.status).toBe(200);
    const expected = [
      { group: 'Display', rows: [{ name: 'Size', value: '1.8 inch' }] },
      { group: 'Battery', rows: [{ name: 'Capacity', value: '1000 mAh' }] },
    ];
    expect(saved.body.product.specifications).toEqual(expected);
    expect((await byName('Nokia 105')).specifications).toEqual(expected);
    expect((await get(`/products/${phone.id}`)).body.product.specifications).toEqual(expected);
    const search = (await get('/products/search?q=Nokia%20105')).body.data as Product[];
    expect(search.find((p) => p.id === phone.id)?.specifications).toEqual(expected);

    // A form without the field leaves the table as it is; an empty list clears it.
    expect((await save(base)).body.product.specifications).toEqual(expected);
    expect((await save({ ...base, specifications: '[]' })).body.product.specifications).toEqual([]);
  });

  it('creates a product with a table', async () => {
    const category = (await byName('OnePlus 12')).categoryId;
    const created = await save(
      {
        productName: 'Spec Phone',
        categoryId: String(category),
        productVariants: JSON.stringify([{ color: 'Black', size: '128GB', stock: 3, originalPrice: '9999' }]),
        specifications: JSON.stringify([{ group: 'Memory', rows: [{ name: 'RAM', value: '6 GB' }] }]),
      },
      2,
    );
    expect(created.status).toBe(201);
    expect((await byName('Spec Phone')).specifications).toEqual([
      { group: 'Memory', rows: [{ name: 'RAM', value: '6 GB' }] },
    ]);
  });

  it('refuses a bad table with a message naming the group and row, and keeps the stored one', async () => {
    const phone = await byName('OnePlus 12');
    const base = {
      id: String(phone.id),
      productName: phone.name,
      categoryId: String(phone.categoryId),
      productVariants: JSON.stringify(phone.variants),
    };
    const emptyValue = await save({
      ...base,
      specifications: JSON.stringify([
        {
          group: 'Display',
          rows: [
            { name: 'Size', value: '6.8 inch' },
            { name: 'Type', value: ' ' },
          ],
        },
      ]),
    });
    expect(emptyValue.status).toBe(400);
    expect(emptyValue.body).toEqual({ message: SPECIFICATION_MESSAGES.rowValueRequired(1, 2) });
    const notJson = await save({ ...base, specifications: '{oops' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: 'specifications must be valid JSON' });
    expect((await byName('OnePlus 12')).specifications).toEqual(phone.specifications);
  });
});
