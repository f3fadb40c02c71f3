import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { count, eq, isNull } from 'drizzle-orm';
import { addressSchema } from 'shared-contracts/schemas';
import {
  addresses,
  categories,
  company,
  legalPages,
  productImages,
  products,
  productVariants,
  uploads,
  users,
} from '../db/schema.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';
import { seedDemo, seedIfEmpty } from './seed.js';
import { SEED_PRODUCTS } from './seed-data.js';
import { DEMO_CUSTOMERS } from './seed-orders.js';

describe.each(DATABASES)('demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { empty: true });
  });
  afterAll(() => t.close());

  const rows = async (
    table:
      | typeof users
      | typeof products
      | typeof company
      | typeof legalPages
      | typeof uploads
      | typeof productImages
      | typeof productVariants
      | typeof categories,
  ) => Number((await t.ctx.db.select({ n: count() }).from(table))[0]?.n);

  it('seeds once even when two starts race, and leaves no stray image files', async () => {
    const results = await Promise.all([seedDemo(t.ctx), seedDemo(t.ctx)]);
    expect(results.sort()).toEqual([false, true]);
    expect(await seedIfEmpty(t.ctx, t.app.log)).toBe(false);

    expect(await rows(users)).toBe(2 + DEMO_CUSTOMERS.length);
    expect(await rows(products)).toBe(SEED_PRODUCTS.length);
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(60);
    expect(await rows(company)).toBe(1);
    expect(await rows(legalPages)).toBe(2);
    const topLevel = await t.ctx.db.select({ n: count() }).from(categories).where(isNull(categories.parentId));
    expect(Number(topLevel[0]?.n)).toBeGreaterThanOrEqual(8);

    const files = async (folder: string) => (await fs.readdir(path.join(t.dataDir, 'uploads', folder))).length;
    expect(await files('categories')).toBe(2 * (await rows(uploads)));
    expect(await files('products')).toBe(2 * (await rows(productImages)));
    expect(await files('company')).toBe(2);
    expect(await rows(productVariants)).toBeGreaterThanOrEqual(SEED_PRODUCTS.length);
  });

  it('gives every category exactly one image and every product 2 to 5', async () => {
    const perCategory = await t.ctx.db
      .select({ id: uploads.categoryId, n: count() })
      .from(uploads)
      .groupBy(uploads.categoryId);
    expect(perCategory).toHaveLength(await rows(categories));
    expect(perCategory.every((row) => Number(row.n) === 1)).toBe(true);
    const perProduct = await t.ctx.db
      .select({ id: productImages.productId, n: count() })
      .from(productImages)
      .groupBy(productImages.productId);
    expect(perProduct).toHaveLength(SEED_PRODUCTS.length);
    expect(perProduct.every((row) => Number(row.n) >= 2 && Number(row.n) <= 5)).toBe(true);
  });

  /** A picture's content (its large file), to tell pictures apart. */
  const contentOf = async (url: string) =>
    createHash('sha1')
      .update(await fs.readFile(path.join(t.dataDir, url.replace(/^\//, ''))))
      .digest('hex');

  it('draws every category a picture of its own', async () => {
    const pictures = await t.ctx.db.select({ url: uploads.url }).from(uploads);
    const contents = await Promise.all(pictures.map((picture) => contentOf(picture.url)));
    expect(new Set(contents).size).toBe(await rows(categories));
  });

  it('draws products as what they are: each has at least two different pictures, and no category shares one', async () => {
    const pictures = await t.ctx.db
      .select({ product: products.name, category: categories.name, url: productImages.url })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId));
    const byProduct = new Map<string, Set<string>>();
    const categoryOf = new Map<string, string>();
    for (const picture of pictures) {
      const content = await contentOf(picture.url);
      byProduct.set(picture.product, (byProduct.get(picture.product) ?? new Set()).add(content));
      const owner = categoryOf.get(content) ?? picture.category;
      expect([content, owner]).toEqual([content, picture.category]);
      categoryOf.set(content, picture.category);
    }
    expect(byProduct.size).toBe(SEED_PRODUCTS.length);
    for (const [name, contents] of byProduct) expect([name, contents.size >= 2]).toEqual([name, true]);
  });

  it('gives the demo customer addresses a courier can use: each names the recipient, a mobile and a landmark', async () => {
    const saved = await t.ctx.db
      .select({ address: addresses })
      .from(addresses)
      .innerJoin(users, eq(users.id, addresses.userId))
      .where(eq(users.email, 'customer@example.com'));
    expect(saved.map(({ address }) => address.isDefault).sort()).toEqual([false, true]);
    for (const { address } of saved) {
      expect(addressSchema.safeParse(address).error).toBeUndefined();
      expect(address.landmark).toEqual(expect.any(String));
    }
  });
});
