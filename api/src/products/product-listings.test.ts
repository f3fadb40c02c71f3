/**
 * `product_listings`: each product's listing, written by the API in the transaction of every
 * write that changes what it shows, is what the catalogue serves. Orders change only the stock,
 * which is read beside it; rows written outside the API are listed once the API starts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Product } from 'shared-contracts';
import { productPageSchema } from 'shared-contracts/schemas';
import { openDatabase } from '../db/database.js';
import { rowsOf } from '../db/driver-results.js';
import { productImages, productListings, products, productVariants } from '../db/schema.js';
import { createProduct } from '../test/commerce.js';
import {
  ADMIN,
  createPostgresDatabase,
  createTestApp,
  DATABASES,
  formWith,
  pngImage,
  type TestApp,
} from '../test/test-app.js';
import { LISTING_VERSION, writeListings } from './product-listing.js';

describe.each(DATABASES)('product listings on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  const shown = async (id: number): Promise<Product> => (await t.request('GET', `/products/${id}`)).body.product;
  /** The row's version: PostgreSQL gives every rewrite of a row a new xmin. */
  const rowVersion = async (productId: number) => {
    const result = await t.ctx.db.execute(
      sql`select xmin::text as version from ${productListings} where product_id = ${productId}`,
    );
    return rowsOf<{ version: string }>(result)[0]?.version;
  };

  it('a new product is listed with its category, images (with their colours) and variants in order', async () => {
    const product = await createProduct(t.ctx.db, 'Listing Phone', [
      { size: '128GB', stock: 3, originalPrice: '19999.00', discountPrice: '17999.00' },
      { size: '256GB', stock: 0, originalPrice: '22999.00' },
    ]);
    expect(await shown(product.id)).toEqual({
      id: product.id,
      name: 'Listing Phone',
      brand: null,
      description: 'Listing Phone for tests',
      categoryId: expect.any(Number),
      category: { id: expect.any(Number), name: 'Test Mobiles' },
      images: [
        { id: expect.any(Number), url: `/uploads/products/${product.id}-0.webp`, color: null },
        { id: expect.any(Number), url: `/uploads/products/${product.id}-1.webp`, color: null },
      ],
      variants: [
        {
          id: product.variantIds[0],
          color: 'Black',
          colorHexCode: '#000000',
          size: '128GB',
          stock: 3,
          originalPrice: '19999.00',
          discountPrice: '17999.00',
        },
        {
          id: product.variantIds[1],
          color: 'Black',
          colorHexCode: '#000000',
          size: '256GB',
          stock: 0,
          originalPrice: '22999.00',
          discountPrice: null,
        },
      ],
      specifications: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it("the admin's change of a product, its variants and images, or of its category's name shows at once", async () => {
    const product = await createProduct(
      t.ctx.db,
      'Edited Phone',
      [{ size: '64GB', stock: 1, originalPrice: '9999.00' }],
      'Edited Mobiles',
    );
    const before = await shown(product.id);
    const saved = await t.request('POST', '/products', {
      token: admin,
      form: formWith(
        {
          id: String(product.id),
          productName: 'Edited Phone Pro',
          categoryId: String(before.categoryId),
          productVariants: JSON.stringify([
            { id: product.variantIds[0], color: 'Blue', size: '64GB', stock: 1, originalPrice: '10999' },
            { color: 'Red', size: '128GB', stock: 2, originalPrice: '12999' },
          ]),
          deletedImageIds: JSON.stringify([before.images[0]?.id]),
        },
        [{ field: 'images', name: 'new.png', data: await pngImage('#3366ff') }],
      ),
    });
    expect(saved.status).toBe(200);
    const renamed = await t.request('PUT', `/categories/${before.categoryId}`, {
      token: admin,
      form: formWith({ name: 'Edited Phones' }, [
        { field: 'media', name: 'category.png', data: await pngImage('#ff0000') },
      ]),
    });
    expect(renamed.status).toBe(200);

    const after = await shown(product.id);
    expect(after.name).toBe('Edited Phone Pro');
    expect(after.category.name).toBe('Edited Phones');
    expect(after.images.map((image) => image.url)).toEqual([
      `/uploads/products/${product.id}-1.webp`,
      expect.stringMatching(/^\/uploads\/products\/.+\.webp$/),
    ]);
    expect(after.variants.map(({ color, size, stock, originalPrice }) => [color, size, stock, originalPrice])).toEqual([
      ['Blue', '64GB', 1, '10999.00'],
      ['Red', '128GB', 2, '12999.00'],
    ]);
  });

  it('a change of stock alone, as an order makes, shows at once without rewriting the listing', async () => {
    const product = await createProduct(t.ctx.db, 'Stocked Phone', [
      { size: '64GB', stock: 5, originalPrice: '9999.00' },
    ]);
    const [variantId] = product.variantIds;
    const before = await rowVersion(product.id);
    await t.ctx.db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - 2` })
      .where(eq(productVariants.id, variantId as number));
    expect((await shown(product.id)).variants[0]?.stock).toBe(3);
    expect(await rowVersion(product.id)).toBe(before);
  });

  it("a listing page holds each variant's own stock, in the variants' order, and nothing outside the schema", async () => {
    const product = await createProduct(t.ctx.db, 'Three Size Phone', [
      { size: '64GB', stock: 5, originalPrice: '9999.00' },
      { size: '128GB', stock: 0, originalPrice: '10999.00' },
      { size: '256GB', stock: 9, originalPrice: '11999.00' },
    ]);
    const { status, body } = await t.request('GET', '/products?page=1&limit=100');
    expect(status).toBe(200);
    expect(productPageSchema.parse(body)).toEqual(body);
    const listed = (body as { data: Product[] }).data.find(({ id }) => id === product.id);
    expect(listed?.variants.map(({ id, size, stock }) => [id, size, stock])).toEqual([
      [product.variantIds[0], '64GB', 5],
      [product.variantIds[1], '128GB', 0],
      [product.variantIds[2], '256GB', 9],
    ]);
    expect(await shown(product.id)).toEqual(listed);
  });

  it('a deleted product leaves no listing behind', async () => {
    const product = await createProduct(t.ctx.db, 'Gone Phone', [{ size: '64GB', stock: 1, originalPrice: '9999.00' }]);
    await t.ctx.db.delete(products).where(eq(products.id, product.id));
    expect(await rowVersion(product.id)).toBeUndefined();
    expect((await t.request('GET', `/products/${product.id}`)).status).toBe(404);
  });

  it('products written straight into the database, or listed by an older builder, are listed when the API starts', async () => {
    const older = await createProduct(t.ctx.db, 'Older Listing Phone', [
      { size: '64GB', stock: 1, originalPrice: '9999.00' },
    ]);
    await t.ctx.db
      .update(productListings)
      .set({ head: '{"stale":true}', version: LISTING_VERSION - 1 })
      .where(eq(productListings.productId, older.id));
    const [category] = await t.ctx.db.select({ id: products.categoryId }).from(products).limit(1);
    const [written] = await t.ctx.db
      .insert(products)
      .values({ name: 'Straight In Phone', categoryId: category?.id as number })
      .returning({ id: products.id });
    const id = written?.id as number;
    await t.ctx.db
      .insert(productVariants)
      .values({ productId: id, color: 'Black', size: '64GB', stock: 4, originalPrice: '5999' });
    await t.ctx.db.insert(productImages).values({ productId: id, filename: 'a.webp', url: '/uploads/products/a.webp' });
    expect((await t.request('GET', `/products/${id}`)).status).toBe(404);

    const restarted = await createTestApp(kind, { replicaOf: t });
    try {
      const straightIn = (await restarted.request('GET', `/products/${id}`)).body.product as Product;
      expect(straightIn).toMatchObject({ name: 'Straight In Phone', images: [{ url: '/uploads/products/a.webp' }] });
      expect(straightIn.variants.map(({ size, stock, originalPrice }) => [size, stock, originalPrice])).toEqual([
        ['64GB', 4, '5999.00'],
      ]);
      expect((await restarted.request('GET', `/products/${older.id}`)).body.product.name).toBe('Older Listing Phone');
    } finally {
      await restarted.close();
    }
  });
});

// Two writers of one product at the same moment need two connections: PostgreSQL only.
const onPostgres = DATABASES.includes('postgres') ? describe : describe.skip;

onPostgres('product listings under concurrent writes on postgres', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    database = await openDatabase({ kind: 'postgres', url: created.url });
  });
  afterAll(async () => {
    await database.close();
    await drop();
  });

  it('two transactions changing one product each leave their change in its listing', async () => {
    const product = await createProduct(database.db, 'Raced Phone', [
      { size: '64GB', stock: 1, originalPrice: '9999.00' },
    ]);
    const [variantId] = product.variantIds;
    let firstWrote = () => {};
    const firstHasWritten = new Promise<void>((resolve) => {
      firstWrote = resolve;
    });
    let letFirstCommit = () => {};
    const firstMayCommit = new Promise<void>((resolve) => {
      letFirstCommit = resolve;
    });
    const first = database.db.transaction(async (tx) => {
      await tx
        .update(productVariants)
        .set({ originalPrice: '10999' })
        .where(eq(productVariants.id, variantId as number));
      await writeListings(tx, [product.id]);
      firstWrote();
      await firstMayCommit;
    });
    await firstHasWritten;
    // The second writer's listing is built only once the first has committed, so it sees the new price.
    const second = database.db.transaction(async (tx) => {
      await tx
        .insert(productImages)
        .values({ productId: product.id, filename: 'x.webp', url: '/uploads/products/x.webp', position: 9 });
      await writeListings(tx, [product.id]);
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    letFirstCommit();
    await Promise.all([first, second]);

    const [row] = await database.db
      .select({ head: productListings.head, variants: productListings.variants })
      .from(productListings)
      .where(eq(productListings.productId, product.id));
    expect(JSON.parse(row?.variants as string).originalPrice).toBe('10999.00');
    expect(JSON.parse(row?.head as string).images.map((image: { url: string }) => image.url)).toContain(
      '/uploads/products/x.webp',
    );
  });
});
