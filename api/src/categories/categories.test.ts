import fs from 'node:fs/promises';
import path from 'node:path';
import { CATEGORY_MESSAGES, type Category, MESSAGES } from 'shared-contracts';
import { ADMIN, createTestApp, DATABASES, formWith, pngImage, type TestApp } from '../test/test-app.js';

const flatten = (list: Category[]): Category[] => list.flatMap((c) => [c, ...flatten(c.subCategories)]);

describe.each(DATABASES)('categories on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let png: Buffer;
  const fileOf = (url: string) => path.join(t.dataDir, url.replace(/^\/uploads\//, 'uploads/'));
  const exists = (file: string) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  const tree = async (): Promise<Category[]> => (await t.request('GET', '/categories')).body;

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    admin = await t.login(ADMIN);
    png = await pngImage();
  });
  afterAll(() => t.close());

  it('GET /categories returns the seeded tree: 8+ top level, two levels below, images and counts', async () => {
    const response = await t.request('GET', '/categories');
    expect(response.status).toBe(200);
    const roots: Category[] = response.body;
    expect(roots.length).toBeGreaterThanOrEqual(8);
    expect(roots.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Mobiles', 'Laptops', 'Audio', 'Home Appliances', 'Gaming', 'Cameras', 'Smart Devices']),
    );
    const mobiles = roots.find((c) => c.name === 'Mobiles') as Category;
    const smartphones = mobiles.subCategories.find((c) => c.name === 'Smartphones') as Category;
    const iphones = smartphones.subCategories.find((c) => c.name === 'iPhones') as Category;
    expect(iphones).toMatchObject({ parentId: smartphones.id, subCategories: [] });
    expect(iphones._count.products).toBeGreaterThan(0);
    expect(mobiles._count.products).toBe(0); // direct products only
    for (const category of flatten(roots)) {
      expect(category.uploads).toHaveLength(1);
      expect(category.uploads[0]?.url).toMatch(/^\/uploads\/categories\/.+\.webp$/);
    }
    const created = roots.map((c) => c.createdAt);
    expect([...created].sort()).toEqual(created);
  });

  it('serves a category image with long-lived cache headers', async () => {
    const [first] = await tree();
    const response = await fetch(`${t.baseUrl}${first?.uploads[0]?.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('creates a subcategory with exactly one image (admin)', async () => {
    const [parent] = await tree();
    const response = await t.request('POST', '/categories', {
      token: admin,
      form: formWith({ name: 'Foldables', description: 'Phones that fold', parentId: String(parent?.id), extra: 'x' }, [
        { field: 'media', name: 'fold.png', data: png },
      ]),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Foldables',
      description: 'Phones that fold',
      parentId: parent?.id,
      subCategories: [],
      _count: { products: 0 },
    });
    expect(response.body.uploads).toEqual([{ id: expect.any(Number), filename: 'fold.png', url: expect.any(String) }]);
    expect(await exists(fileOf(response.body.uploads[0].url))).toBe(true);
    const again = flatten(await tree()).find((c) => c.name === 'Foldables');
    expect(again?.id).toBe(response.body.id);
  });

  it.each([
    [{ description: 'no name' }, 1, MESSAGES.categoryNameRequired],
    [{ name: 'No Image' }, 0, MESSAGES.categoryImagesMin],
    [{ name: 'Two Images' }, 2, MESSAGES.categoryImagesMax],
    [{ name: 'Many Images' }, 21, MESSAGES.categoryImagesMax], // more files than the server reads at once
    [{ name: 'Foldables' }, 1, CATEGORY_MESSAGES.nameTaken],
    [{ name: 'Orphan', parentId: '99999' }, 1, CATEGORY_MESSAGES.parentMissing],
    [{ name: 'Bad Json', deletedUploadIds: '[1,' }, 1, 'deletedUploadIds must be valid JSON'],
  ])('refuses a bad form and stores nothing (%#)', async (fields, images, message) => {
    const before = flatten(await tree()).length;
    const files = Array.from({ length: images }, (_, i) => ({ field: 'media', name: `${i}.png`, data: png }));
    const response = await t.request('POST', '/categories', { token: admin, form: formWith(fields, files) });
    expect(response.status).toBe(message === CATEGORY_MESSAGES.nameTaken ? 409 : 400);
    expect(response.body).toEqual({ message });
    expect(flatten(await tree())).toHaveLength(before);
    const left = await fs.readdir(path.join(t.dataDir, 'uploads/categories'));
    expect(left.length).toBe(before * 2); // each image has a large and a -400 file; none left behind
  });

  it('refuses a file that is not an image, judged by its content', async () => {
    const response = await t.request('POST', '/categories', {
      token: admin,
      form: formWith({ name: 'Fake' }, [{ field: 'media', name: 'fake.png', data: Buffer.from('not really a png') }]),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'fake.png is not an image: upload a JPEG, PNG, WebP, AVIF or GIF file' });
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const response = await t.request('POST', '/categories', {
      token: admin,
      form: formWith({ name: 'Huge' }, [{ field: 'media', name: 'huge.png', data: big }]),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'Each image must be at most 5 MB' });
  });

  it('refuses a JSON body: the form must be multipart', async () => {
    const response = await t.request('POST', '/categories', { token: admin, json: { name: 'Json' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Send this form as multipart/form-data' });
  });

  it('PUT replaces the image and removes the old file', async () => {
    const foldables = flatten(await tree()).find((c) => c.name === 'Foldables') as Category;
    const old = foldables.uploads[0] as { id: number; url: string };
    const keepOnly = await t.request('PUT', `/categories/${foldables.id}`, {
      token: admin,
      form: formWith({ name: 'Foldables', deletedUploadIds: JSON.stringify([old.id]) }),
    });
    expect(keepOnly.status).toBe(400);
    expect(keepOnly.body).toEqual({ message: MESSAGES.categoryImagesMin });
    const response = await t.request('PUT', `/categories/${foldables.id}`, {
      token: admin,
      form: formWith({ name: 'Foldable Phones', description: '', deletedUploadIds: JSON.stringify([old.id]) }, [
        { field: 'media', name: 'new.png', data: await pngImage('#ff0000') },
      ]),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: foldables.id, name: 'Foldable Phones', description: null });
    expect(response.body.uploads).toHaveLength(1);
    expect(response.body.uploads[0].id).not.toBe(old.id);
    expect(await exists(fileOf(old.url))).toBe(false);
  });

  it('PUT refuses an upload id of another category and a parent inside itself', async () => {
    const all = flatten(await tree());
    const mobiles = all.find((c) => c.name === 'Mobiles') as Category;
    const iphones = all.find((c) => c.name === 'iPhones') as Category;
    const foreign = await t.request('PUT', `/categories/${mobiles.id}`, {
      token: admin,
      form: formWith({ name: 'Mobiles', deletedUploadIds: JSON.stringify([iphones.uploads[0]?.id]) }),
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toEqual({ message: CATEGORY_MESSAGES.uploadNotHere(iphones.uploads[0]?.id as number) });
    const cycle = await t.request('PUT', `/categories/${mobiles.id}`, {
      token: admin,
      form: formWith({ name: 'Mobiles', parentId: String(iphones.id) }),
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body).toEqual({ message: CATEGORY_MESSAGES.parentCycle });
    expect((await t.request('PUT', '/categories/99999', { token: admin, form: formWith({ name: 'X' }) })).status).toBe(
      404,
    );
  });

  it('DELETE refuses while products or subcategories remain, and removes an empty one with its image', async () => {
    const all = flatten(await tree());
    const withProducts = all.find((c) => c.name === 'iPhones') as Category;
    const withChildren = all.find((c) => c.name === 'Mobiles') as Category;
    const products = await t.request('DELETE', `/categories/${withProducts.id}`, { token: admin });
    expect(products.status).toBe(409);
    expect(products.body).toEqual({ message: CATEGORY_MESSAGES.hasProducts });
    const children = await t.request('DELETE', `/categories/${withChildren.id}`, { token: admin });
    expect(children.status).toBe(409);
    expect(children.body).toEqual({ message: CATEGORY_MESSAGES.hasSubcategories });

    const empty = all.find((c) => c.name === 'Foldable Phones') as Category;
    const response = await t.request('DELETE', `/categories/${empty.id}`, { token: admin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: CATEGORY_MESSAGES.deleted });
    expect(flatten(await tree()).some((c) => c.id === empty.id)).toBe(false);
    expect(await exists(fileOf(empty.uploads[0]?.url as string))).toBe(false);
    expect((await t.request('DELETE', `/categories/${empty.id}`, { token: admin })).status).toBe(404);
  });
});
