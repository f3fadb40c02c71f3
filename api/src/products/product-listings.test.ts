/**
 * `product_listings`: each product's JSON, kept by database triggers, is what the catalogue
 * serves. Every kind of write shows in it at once; orders change only the stock, read live.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Product } from 'shared-contracts';
import { productPageSchema } from 'shared-contracts/schemas';
import { openDatabase } from '../db/database.js';
import { rowsOf } from '../db/driver-results.js';
import { categories, productImages, productListings, products, productVariants } from '../db/schema.js';
import { createProduct } from '../test/commerce.js';
import { createPostgresDatabase, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('product listings on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
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

  it('a new product is listed with its category, images and variants in order', async () => {
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
        { id: expect.any(Number), url: `/uploads/products/${product.id}-0.webp` },
        { id: expect.any(Number), url: `/uploads/products/${product.id}-1.webp` },
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
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
  });

  it('a change of the product, a variant, an image or the category name shows at once', async () => {
    const product = await createProduct(t.ctx.db, 'Edited Phone', [
      { size: '64GB', stock: 1, originalPrice: '9999.00' },
    ]);
    const [variantId] = product.variantIds;
    await t.ctx.db.update(products).set({ name: 'Edited Phone Pro' }).where(eq(products.id, product.id));
    await t.ctx.db
      .update(productVariants)
      .set({ originalPrice: '10999.00', color: 'Blue' })
      .where(eq(productVariants.id, variantId as number));
    await t.ctx.db.insert(productVariants).values({
      productId: product.id,
      color: 'Red',
      size: '128GB',
      stock: 2,
      originalPrice: '12999.00',
      position: 1,
    });
    await t.ctx.db.delete(productImages).where(eq(productImages.position, 0));
    await t.ctx.db.update(categories).set({ name: 'Test Phones' }).where(eq(categories.name, 'Test Mobiles'));

    const after = await shown(product.id);
    expect(after.name).toBe('Edited Phone Pro');
    expect(after.category.name).toBe('Test Phones');
    expect(after.images.map((image) => image.url)).toEqual([`/uploads/products/${product.id}-1.webp`]);
    expect(after.variants.map(({ color, size, originalPrice }) => [color, size, originalPrice])).toEqual([
      ['Blue', '64GB', '10999.00'],
      ['Red', '128GB', '12999.00'],
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

  it('a product whose variants were all removed is shown with none', async () => {
    const product = await createProduct(t.ctx.db, 'Bare Phone', [{ size: '64GB', stock: 5, originalPrice: '9999.00' }]);
    await t.ctx.db.delete(productVariants).where(eq(productVariants.productId, product.id));
    expect((await shown(product.id)).variants).toEqual([]);
  });

  it("a listing page is sent as the database wrote it, each variant's stock on that variant, nothing outside the schema", async () => {
    const product = await createProduct(t.ctx.db, 'Reordered Phone', [
      { size: '64GB', stock: 5, originalPrice: '9999.00' },
      { size: '128GB', stock: 0, originalPrice: '10999.00' },
      { size: '256GB', stock: 9, originalPrice: '11999.00' },
    ]);
    // Shown in the reverse of the order they were added in (and of their ids).
    for (const [index, id] of product.variantIds.entries()) {
      await t.ctx.db
        .update(productVariants)
        .set({ position: product.variantIds.length - index })
        .where(eq(productVariants.id, id));
    }
    const { status, body } = await t.request('GET', '/products?page=1&limit=3&sort=newest');
    expect(status).toBe(200);
    expect(productPageSchema.parse(body)).toEqual(body);
    const listed = (body as { data: Product[] }).data[0];
    expect(listed?.id).toBe(product.id);
    expect(listed?.variants.map(({ size, stock }) => [size, stock])).toEqual([
      ['256GB', 9],
      ['128GB', 0],
      ['64GB', 5],
    ]);
    expect(await shown(product.id)).toEqual(listed);
  });

  it('text that reads like a stock slot, in a name, colour or size, is shown as written beside the real stock', async () => {
    const product = await createProduct(t.ctx.db, 'Quoted "stock" : null Phone k" : null', [
      { size: 'k" : null', color: '"stock" : null', stock: 4, originalPrice: '9999.00' },
      { size: 'Black', color: 'Milk', stock: 0, originalPrice: '10999.00' },
    ]);
    const { body } = await t.request('GET', '/products?page=1&limit=1&sort=newest');
    const listed = (body as { data: Product[] }).data[0];
    expect(listed?.name).toBe('Quoted "stock" : null Phone k" : null');
    expect(listed?.variants.map(({ size, color, stock }) => [size, color, stock])).toEqual([
      ['k" : null', '"stock" : null', 4],
      ['Black', 'Milk', 0],
    ]);
    expect(await shown(product.id)).toEqual(listed);
  });

  it('a deleted product leaves no listing behind', async () => {
    const product = await createProduct(t.ctx.db, 'Gone Phone', [{ size: '64GB', stock: 1, originalPrice: '9999.00' }]);
    await t.ctx.db.delete(products).where(eq(products.id, product.id));
    expect(await rowVersion(product.id)).toBeUndefined();
    expect((await t.request('GET', `/products/${product.id}`)).status).toBe(404);
  });
});

// Two writers of one product at the same moment need two connections: PostgreSQL only.
const onPostgres = DATABASES.includes('postgres') ? describe : describe.skip;

onPostgres('product listings under concurrent writes on postgres', () => {
  let database: Awaited<ReturnType<typeof openDatabase>>;
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await createPostgresDatabase());
    database = await openDatabase({ kind: 'postgres', url });
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
    const first = new pg.Client({ connectionString: url });
    const second = new pg.Client({ connectionString: url });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('begin');
      await first.query('update product_variants set original_price = 10999 where id = $1', [variantId]);
      await second.query('begin');
      // The second writer's listing is built only once the first has committed, so it sees the new price.
      const adding = second.query(
        `insert into product_images (product_id, filename, url, position) values ($1, 'x.webp', '/uploads/products/x.webp', 9)`,
        [product.id],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('commit');
      await adding;
      await second.query('commit');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const [row] = await database.db
      .select({ listing: productListings.listing })
      .from(productListings)
      .where(eq(productListings.productId, product.id));
    const listing = row?.listing as Omit<Product, 'variants'> & { variants: { originalPrice: string }[] };
    expect(listing.variants[0]?.originalPrice).toBe('10999.00');
    expect(listing.images.map((image) => image.url)).toContain('/uploads/products/x.webp');
  });
});
