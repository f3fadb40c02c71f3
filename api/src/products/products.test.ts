import fs from 'node:fs/promises';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import {
  API_PATHS,
  compareSizes,
  displayVariant,
  MAX_PAGE_LIMIT,
  MESSAGES,
  PRODUCT_MESSAGES,
  type Product,
  type ProductFacets,
  variantPricing,
} from 'shared-contracts';
import { productVariants } from '../db/schema.js';
import { ADMIN, createTestApp, DATABASES, formWith, imageFiles, pngImage, type TestApp } from '../test/test-app.js';

/** The price a product's card shows (product rules §3), in paise. */
const price = (p: Product) => {
  const shown = displayVariant(p.variants);
  return shown ? variantPricing(shown).pricePaise : 0;
};

describe.each(DATABASES)('products on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let png: Buffer;
  const get = (url: string, query?: Record<string, string | number | undefined>) => t.request('GET', url, { query });
  const exists = (url: string) =>
    fs.access(path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/'))).then(
      () => true,
      () => false,
    );
  const images = (n: number) => imageFiles(png, n);
  const categoryId = async (name: string) => {
    const facets: ProductFacets = (await get('/products/facets')).body;
    return facets.categories.find((c) => c.name === name)?.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    admin = await t.login(ADMIN);
    png = await pngImage('#22aa55');
  });
  afterAll(() => t.close());

  describe('listing', () => {
    it('GET /products pages with default page 1 and limit 10', async () => {
      const response = await get('/products');
      expect(response.status).toBe(200);
      expect(response.body.data).toHaveLength(10);
      expect(response.body.pagination).toEqual({
        totalItems: expect.any(Number),
        totalPages: Math.ceil(response.body.pagination.totalItems / 10),
        currentPage: 1,
        limit: 10,
      });
      expect(response.body.pagination.totalItems).toBeGreaterThanOrEqual(60);
      const [first] = response.body.data as Product[];
      expect(first).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        brand: expect.any(String),
        description: expect.any(String),
        categoryId: expect.any(Number),
        category: { id: first?.categoryId, name: expect.any(String) },
        images: expect.any(Array),
        variants: expect.any(Array),
        specifications: expect.any(Array),
        createdAt: expect.any(String),
      });
    });

    it('seeds 2–5 images and 1–4 variants per product, with money as exact strings, some sold out and discounted', async () => {
      const all: Product[] = (await get('/products', { limit: 100 })).body.data;
      for (const product of all) {
        expect(product.images.length).toBeGreaterThanOrEqual(2);
        expect(product.images.length).toBeLessThanOrEqual(5);
        expect(product.variants.length).toBeGreaterThanOrEqual(1);
        expect(product.variants.length).toBeLessThanOrEqual(4);
        for (const variant of product.variants) {
          expect(variant.originalPrice).toMatch(/^\d+\.\d{2}$/);
          expect(variant.colorHexCode).toMatch(/^#[0-9a-f]{6}$/);
        }
      }
      const variants = all.flatMap((p) => p.variants);
      expect(variants.some((v) => v.stock === 0)).toBe(true);
      expect(variants.some((v) => v.discountPrice !== null)).toBe(true);
      expect(variants.some((v) => v.discountPrice === null)).toBe(true);
      expect(await exists(all[0]?.images[0]?.url as string)).toBe(true);
    });

    it('caps the limit and answers an empty page past the end', async () => {
      const capped = await get('/products', { limit: 5000 });
      expect(capped.body.pagination.limit).toBe(MAX_PAGE_LIMIT);
      const past = await get('/products', { page: 999 });
      expect(past.body.data).toEqual([]);
      expect(past.body.pagination.currentPage).toBe(999);
    });

    it.each([
      [{ page: 0 }, 'page must be 1 or more'],
      [{ limit: 'ten' }, 'limit: Invalid input: expected number, received NaN'],
      [{ sort: 'random' }, 'sort must be one of default, price-asc, price-desc, newest'],
      [{ availability: 'maybe' }, 'availability must be in-stock or out-of-stock'],
      [{ minPrice: -1 }, 'minPrice cannot be negative'],
      [{ categoryIds: '1,x' }, 'categoryIds must be a number'],
    ])('answers 400 for a bad query (%#)', async (query, message) => {
      const response = await get('/products', query as Record<string, string>);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
    });

    it('GET /products/category/{name} includes the products of its subcategories', async () => {
      const mobiles = await get('/products/category/Mobiles', { limit: 100 });
      expect(mobiles.status).toBe(200);
      const names = mobiles.body.data.map((p: Product) => p.category.name);
      expect(new Set(names)).toEqual(new Set(['Android Phones', 'iPhones', 'Feature Phones']));
      const iphones = await get(`/products/category/${encodeURIComponent('iphones')}`, { limit: 2 });
      expect(iphones.body.data).toHaveLength(2);
      expect(iphones.body.pagination).toMatchObject({ totalItems: 4, totalPages: 2, limit: 2 });
      const unknown = await get('/products/category/Toasters');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: PRODUCT_MESSAGES.categoryNotFound });
    });

    it('filters by category ids (with subcategories), availability, price range and sizes', async () => {
      const audio = await categoryId('Audio');
      const inAudio: Product[] = (await get('/products', { categoryIds: String(audio), limit: 100 })).body.data;
      expect(inAudio.length).toBeGreaterThan(0);
      expect(
        inAudio.every((p) =>
          ['Wireless Headphones', 'Wired Headphones', 'Earbuds', 'Speakers'].includes(p.category.name),
        ),
      ).toBe(true);

      const inStock: Product[] = (await get('/products', { availability: 'in-stock', limit: 100 })).body.data;
      const outOfStock: Product[] = (await get('/products', { availability: 'out-of-stock', limit: 100 })).body.data;
      expect(inStock.every((p) => p.variants.some((v) => v.stock > 0))).toBe(true);
      expect(outOfStock.length).toBeGreaterThan(0);
      expect(outOfStock.every((p) => p.variants.every((v) => v.stock === 0))).toBe(true);
      const both = (await get('/products', { availability: 'in-stock,out-of-stock' })).body.pagination.totalItems;
      expect(both).toBe(inStock.length + outOfStock.length);

      const cheap: Product[] = (await get('/products', { minPrice: 1000, maxPrice: 5000, limit: 100 })).body.data;
      expect(cheap.length).toBeGreaterThan(0);
      for (const p of cheap) expect(price(p)).toBeGreaterThanOrEqual(100_000);
      for (const p of cheap) expect(price(p)).toBeLessThanOrEqual(500_000);

      const sized: Product[] = (await get('/products', { sizes: '256GB,1TB', limit: 100 })).body.data;
      expect(sized.length).toBeGreaterThan(0);
      for (const p of sized) expect(p.variants.some((v) => v.size === '256GB' || v.size === '1TB')).toBe(true);
    });

    it('sorts by the shown price either way and by newest', async () => {
      const up: Product[] = (await get('/products', { sort: 'price-asc', limit: 100 })).body.data;
      const down: Product[] = (await get('/products', { sort: 'price-desc', limit: 100 })).body.data;
      expect(up.map(price)).toEqual([...up.map(price)].sort((a, b) => a - b));
      expect(down.map(price)).toEqual([...down.map(price)].sort((a, b) => b - a));
      const newest: Product[] = (await get('/products', { sort: 'newest', limit: 100 })).body.data;
      const times = newest.map((p) => p.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it('lists the products in stock first by default, each part in the order products were added', async () => {
      const soldOut = (p: Product) => p.variants.every((v) => v.stock === 0);
      const listed = async (): Promise<Product[]> => (await get('/products', { limit: 100 })).body.data;
      const all = await listed();
      expect(all.length).toBe((await get('/products')).body.pagination.totalItems);
      const firstSoldOut = all.findIndex(soldOut);
      expect(firstSoldOut).toBeGreaterThan(0);
      expect(all.slice(firstSoldOut).every(soldOut)).toBe(true);
      const byId = (list: Product[]) => [...list].sort((a, b) => a.id - b.id);
      expect(all.slice(0, firstSoldOut)).toEqual(byId(all.slice(0, firstSoldOut)));
      expect(all.slice(firstSoldOut)).toEqual(byId(all.slice(firstSoldOut)));

      // The first product sells out, as an order would make it, and moves after those in stock.
      const [first] = all;
      const stocked = (first?.variants ?? []).filter((v) => v.stock > 0);
      await t.ctx.db
        .update(productVariants)
        .set({ stock: 0 })
        .where(
          inArray(
            productVariants.id,
            stocked.map((v) => v.id),
          ),
        );
      t.ctx.catalogueChanges.announce('stock');
      try {
        const after = await listed();
        expect(after.findIndex((p) => p.id === first?.id)).toBe(firstSoldOut - 1);
        expect(after.slice(firstSoldOut - 1).every(soldOut)).toBe(true);
      } finally {
        for (const variant of stocked) {
          await t.ctx.db
            .update(productVariants)
            .set({ stock: variant.stock })
            .where(eq(productVariants.id, variant.id));
        }
        t.ctx.catalogueChanges.announce('stock');
      }
      expect((await listed())[0]?.id).toBe(first?.id);
    });

    it('GET /products/facets counts categories, availability, sizes with stock and the price range', async () => {
      const all: ProductFacets = (await get('/products/facets')).body;
      const mobiles = all.categories.find((c) => c.name === 'Mobiles');
      const phones = (await get('/products/category/Mobiles')).body.pagination.totalItems;
      expect(mobiles?.count).toBe(phones);
      expect(all.availability.inStock + all.availability.outOfStock).toBe(all.totalItems);
      // The drawer's counts match what applying each availability filter lists.
      const listed = async (availability: string) =>
        (await get('/products', { availability, limit: 1 })).body.pagination.totalItems;
      expect(all.availability.outOfStock).toBeGreaterThan(0);
      expect(all.availability.outOfStock).toBe(await listed('out-of-stock'));
      expect(all.availability.inStock).toBe(await listed('in-stock'));
      expect(all.sizes.map((s) => s.size)).toEqual([...all.sizes.map((s) => s.size)].sort(compareSizes));
      expect(Number(all.price.max)).toBeGreaterThan(Number(all.price.min));

      const audio: ProductFacets = (await get('/products/facets', { category: 'Audio' })).body;
      expect(audio.categories.map((c) => c.name)).toEqual(
        expect.arrayContaining(['Audio', 'Headphones', 'Wireless Headphones', 'Earbuds', 'Speakers']),
      );
      expect(audio.categories.some((c) => c.name === 'Mobiles')).toBe(false);
      expect(audio.totalItems).toBe((await get('/products/category/Audio')).body.pagination.totalItems);
      expect((await get('/products/facets', { category: 'Nope' })).status).toBe(404);
    });
  });

  describe('search and lookups', () => {
    it('finds products by name despite a typo', async () => {
      const response = await get('/products/search', { q: 'iphnoe' });
      expect(response.status).toBe(200);
      const names = response.body.data.map((p: Product) => p.name);
      expect(names.length).toBeGreaterThan(0);
      expect(names[0]).toMatch(/iPhone/);
    });

    it('finds words of the description and says when nothing matches', async () => {
      const cancelling = (await get('/products/search', { q: 'noise cancelling' })).body.data as Product[];
      expect(cancelling.map((p) => p.name)).toContain('Sony WH-1000XM5');
      expect((await get('/products/search', { q: 'zzzqqqxxx' })).body).toEqual({ data: [] });
    });

    it('treats punctuation in the query as text', async () => {
      for (const q of ["o'neil", '100%', 'a & b | !c', '\\', '<script>']) {
        const response = await get('/products/search', { q });
        expect(response.status).toBe(200);
        expect(Array.isArray(response.body.data)).toBe(true);
      }
    });

    it('needs a query', async () => {
      const response = await get('/products/search', { q: '  ' });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'q is required' });
    });

    it('looks a product up by id and by name, case-insensitively', async () => {
      const byName = await get(`/products/by-name/${encodeURIComponent('apple iphone 15 pro')}`);
      expect(byName.status).toBe(200);
      expect(byName.body.product.name).toBe('Apple iPhone 15 Pro');
      const byId = await get(`/products/${byName.body.product.id}`);
      expect(byId.body).toEqual(byName.body);
      const missing = await get('/products/by-name/No%20Such%20Phone');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: MESSAGES.productNotFound });
      expect((await get('/products/999999')).status).toBe(404);
    });
  });

  describe('admin form', () => {
    const variants = [
      {
        color: 'Black',
        colorHexCode: '#000000',
        size: '128GB',
        stock: 5,
        originalPrice: '19999.00',
        discountPrice: '2000',
      },
      { color: '#1a2b3c', size: '256GB', stock: 0, originalPrice: 22999.5 },
    ];
    let created: Product;

    it('creates a product with its brand, variants and 2 images', async () => {
      const category = await categoryId('Android Phones');
      // Asked before the product exists: the total and the search are remembered, and the
      // write must make both show the new product at once.
      const totalBefore = (await get('/products')).body.pagination.totalItems;
      const namesBefore = (await get('/products/search', { q: 'Test Phone X' })).body.data.map((p: Product) => p.name);
      expect(namesBefore).not.toContain('Test Phone X');
      const response = await t.request('POST', '/products', {
        token: admin,
        form: formWith(
          {
            productName: 'Test Phone X',
            brand: ' Testronics ',
            categoryId: String(category),
            description: 'A phone for tests',
            productVariants: JSON.stringify(variants),
            ownerId: '1',
          },
          images(2),
        ),
      });
      expect(response.status).toBe(201);
      created = response.body.product;
      expect(created).toMatchObject({
        name: 'Test Phone X',
        brand: 'Testronics',
        categoryId: category,
        description: 'A phone for tests',
      });
      expect(created.images).toHaveLength(2);
      expect(created.variants).toEqual([
        {
          id: expect.any(Number),
          color: 'Black',
          colorHexCode: '#000000',
          size: '128GB',
          stock: 5,
          originalPrice: '19999.00',
          discountPrice: '2000.00',
        },
        {
          id: expect.any(Number),
          color: '#1a2b3c',
          colorHexCode: '#1a2b3c',
          size: '256GB',
          stock: 0,
          originalPrice: '22999.50',
          discountPrice: null,
        },
      ]);
      for (const image of created.images) expect(await exists(image.url)).toBe(true);
      expect((await get('/products/search', { q: 'Test Phone X' })).body.data[0].id).toBe(created.id);
      expect((await get('/products')).body.pagination.totalItems).toBe(totalBefore + 1);
    });

    it.each([
      [{ productName: '' }, 2, MESSAGES.productNameRequired],
      [{ categoryId: '' }, 2, MESSAGES.productCategoryRequired],
      [{ categoryId: '99999' }, 2, PRODUCT_MESSAGES.categoryMissing],
      [{}, 1, MESSAGES.productImagesMin],
      [{}, 11, MESSAGES.productImagesMax],
      [{}, 21, MESSAGES.productImagesMax], // more files than the server reads in one request
      [
        { productVariants: JSON.stringify([variants[0], { color: 'Red', size: '', originalPrice: '1' }]) },
        2,
        'Please fill all required fields in Variant 2',
      ],
      [{ productVariants: '[]' }, 2, 'Add at least one variant'],
      [{ productVariants: 'nope' }, 2, 'productVariants must be valid JSON'],
      [{ productName: 'apple iphone 15' }, 2, PRODUCT_MESSAGES.nameTaken],
      [{ brand: 'B'.repeat(101) }, 2, 'Brand must be at most 100 characters'],
    ])('refuses a bad form and stores nothing (%#)', async (override, imageCount, message) => {
      const category = await categoryId('Android Phones');
      const before = (await get('/products')).body.pagination.totalItems;
      const filesBefore = (await fs.readdir(path.join(t.dataDir, 'uploads/products'))).length;
      const fields = {
        productName: 'Refused Phone',
        categoryId: String(category),
        productVariants: JSON.stringify(variants),
        ...override,
      };
      const response = await t.request('POST', '/products', {
        token: admin,
        form: formWith(fields, images(imageCount)),
      });
      expect(response.body).toEqual({ message });
      expect(response.status).toBe(message === PRODUCT_MESSAGES.nameTaken ? 409 : 400);
      expect((await get('/products')).body.pagination.totalItems).toBe(before);
      expect((await fs.readdir(path.join(t.dataDir, 'uploads/products'))).length).toBe(filesBefore);
    });

    it('updates with the same POST and an id: fields, variants kept, changed, added, dropped, images swapped', async () => {
      const [keep, drop] = created.variants;
      const [oldImage] = created.images;
      const response = await t.request('POST', '/products', {
        token: admin,
        form: formWith(
          {
            id: String(created.id),
            productName: 'Test Phone X2',
            categoryId: String(created.categoryId),
            brand: '',
            description: '',
            productVariants: JSON.stringify([
              { ...keep, stock: 9, originalPrice: '18999' },
              { color: 'Blue', size: '512GB', stock: 1, originalPrice: '25999' },
            ]),
            deletedImageIds: JSON.stringify([oldImage?.id]),
          },
          images(1),
        ),
      });
      expect(response.status).toBe(200);
      const updated: Product = response.body.product;
      expect(updated).toMatchObject({ id: created.id, name: 'Test Phone X2', brand: null, description: null });
      expect(updated.variants.map((v) => [v.id === keep?.id, v.size, v.stock, v.originalPrice])).toEqual([
        [true, '128GB', 9, '18999.00'],
        [false, '512GB', 1, '25999.00'],
      ]);
      expect(updated.variants.some((v) => v.id === drop?.id)).toBe(false);
      expect(updated.images).toHaveLength(2);
      expect(updated.images.some((i) => i.id === oldImage?.id)).toBe(false);
      expect(await exists(oldImage?.url as string)).toBe(false);
      created = updated;
    });

    it('refuses to update images or variants of another product, or a product that does not exist', async () => {
      const other: Product = (await get('/products/by-name/Nokia%20105')).body.product;
      const base = {
        id: String(created.id),
        productName: created.name,
        categoryId: String(created.categoryId),
        productVariants: JSON.stringify(created.variants),
      };
      const image = await t.request('POST', '/products', {
        token: admin,
        form: formWith({ ...base, deletedImageIds: JSON.stringify([other.images[0]?.id]) }, images(1)),
      });
      expect(image.status).toBe(400);
      expect(image.body).toEqual({ message: PRODUCT_MESSAGES.imageNotHere(other.images[0]?.id as number) });
      const variant = await t.request('POST', '/products', {
        token: admin,
        form: formWith({ ...base, productVariants: JSON.stringify([other.variants[0]]) }),
      });
      expect(variant.status).toBe(400);
      expect(variant.body).toEqual({ message: PRODUCT_MESSAGES.variantNotHere(other.variants[0]?.id as number) });
      const missing = await t.request('POST', '/products', { token: admin, form: formWith({ ...base, id: '999999' }) });
      expect(missing.status).toBe(404);
      expect((await get('/products/by-name/Nokia%20105')).body.product).toEqual(other);
    });

    it('DELETE removes the product and its image files, from search and totals at once', async () => {
      const search = async () =>
        (await get('/products/search', { q: 'Test Phone X' })).body.data.map((p: Product) => p.id);
      expect(await search()).toContain(created.id);
      const totalBefore = (await get('/products')).body.pagination.totalItems;
      const catalogueVersion = async () => (await get(API_PATHS.catalogueVersion)).body.version;
      const versionBefore = await catalogueVersion();
      expect(await catalogueVersion()).toBe(versionBefore);
      const response = await t.request('DELETE', `/products/${created.id}`, { token: admin });
      expect(response.status).toBe(200);
      // The SSR server's cached pages go with it.
      expect(await catalogueVersion()).not.toBe(versionBefore);
      expect(response.body).toEqual({ message: PRODUCT_MESSAGES.deleted });
      expect((await get(`/products/${created.id}`)).status).toBe(404);
      expect(await search()).not.toContain(created.id);
      expect((await get('/products')).body.pagination.totalItems).toBe(totalBefore - 1);
      for (const image of created.images) expect(await exists(image.url)).toBe(false);
      expect((await t.request('DELETE', `/products/${created.id}`, { token: admin })).status).toBe(404);
    });
  });
});
