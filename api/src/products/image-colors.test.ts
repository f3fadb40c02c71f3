import { type Paginated, PRODUCT_MESSAGES, type Product } from 'shared-contracts';
import { ADMIN, createTestApp, DATABASES, formWith, imageFiles, pngImage, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('image colours on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let png: Buffer;
  const get = (url: string, query?: Record<string, string | number>) => t.request('GET', url, { query });
  const byName = async (name: string): Promise<Product> =>
    (await get(`/products/by-name/${encodeURIComponent(name)}`)).body.product;
  const save = (fields: Record<string, string>, imageCount = 0) =>
    t.request('POST', '/products', {
      token: admin,
      form: formWith(fields, imageFiles(png, imageCount)),
    });
  const variants = [
    { color: 'Black', size: '128GB', stock: 3, originalPrice: '9999' },
    { color: 'Sea Green', size: '128GB', stock: 2, originalPrice: '9999' },
  ];
  let created: Product;
  let categoryId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    admin = await t.login(ADMIN);
    png = await pngImage('#aa3355');
    categoryId = (await byName('Nokia 105')).categoryId;
  });
  afterAll(() => t.close());

  it('ties every demo picture to one of its product’s variant colours, in the JSON the shop reads', async () => {
    const page: Product[] = (await get('/products', { limit: 100 })).body.data;
    for (const product of page) {
      const colours = product.variants.map((variant) => variant.color);
      for (const image of product.images) expect(colours).toContain(image.color);
    }
    const twoColours = page.find((product) => new Set(product.images.map((image) => image.color)).size > 1);
    expect(twoColours).toBeDefined();
  });

  it('saves the new images’ colours in the order of the files, and reloads them for the admin', async () => {
    const response = await save(
      {
        productName: 'Colour Phone',
        categoryId: String(categoryId),
        productVariants: JSON.stringify(variants),
        newImageColors: JSON.stringify(['Sea Green', null]),
      },
      3,
    );
    expect(response.status).toBe(201);
    created = response.body.product;
    expect(created.images.map((image) => image.color)).toEqual(['Sea Green', null, null]);
    expect((await byName('Colour Phone')).images).toEqual(created.images);
    const adminPage: Paginated<Product> = (
      await t.request('GET', '/products/admin', { token: admin, query: { q: 'Colour Phone' } })
    ).body;
    expect(adminPage.data[0]?.images).toEqual(created.images);
  });

  it('changes stored images’ colours by id, and keeps them when the form sends none', async () => {
    const [first, second, third] = created.images;
    const base = {
      id: String(created.id),
      productName: created.name,
      categoryId: String(created.categoryId),
      productVariants: JSON.stringify(created.variants),
    };
    const changed = await save({
      ...base,
      imageColors: JSON.stringify([
        { id: first?.id, color: null },
        { id: second?.id, color: 'Black' },
      ]),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.product.images.map((image: Product['images'][number]) => [image.id, image.color])).toEqual([
      [first?.id, null],
      [second?.id, 'Black'],
      [third?.id, null],
    ]);
    const kept = await save(base);
    expect(kept.status).toBe(200);
    expect(kept.body.product.images).toEqual(changed.body.product.images);
    created = kept.body.product;
  });

  it('refuses a colour no variant has, an image of another product, and more colours than new files', async () => {
    const other = await byName('Nokia 105');
    const base = {
      id: String(created.id),
      productName: created.name,
      categoryId: String(created.categoryId),
      productVariants: JSON.stringify(created.variants),
    };
    const refusals: [Record<string, string>, number, string][] = [
      [
        { imageColors: JSON.stringify([{ id: created.images[0]?.id, color: 'Purple' }]) },
        0,
        PRODUCT_MESSAGES.imageColorNotHere('Purple'),
      ],
      [{ newImageColors: JSON.stringify(['black']) }, 1, PRODUCT_MESSAGES.imageColorNotHere('black')],
      [
        { imageColors: JSON.stringify([{ id: other.images[0]?.id, color: null }]) },
        0,
        PRODUCT_MESSAGES.imageNotHere(other.images[0]?.id as number),
      ],
      [{ newImageColors: JSON.stringify(['Black', 'Black']) }, 1, PRODUCT_MESSAGES.newImageColorsTooMany],
    ];
    for (const [fields, files, message] of refusals) {
      const response = await save({ ...base, ...fields }, files);
      expect([response.status, response.body]).toEqual([400, { message }]);
    }
    expect(await byName(created.name)).toEqual(created);
    expect(await byName('Nokia 105')).toEqual(other);
  });
});
