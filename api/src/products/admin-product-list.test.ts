import { API_PATHS, PRODUCT_MESSAGES, type Product, type ProductFacets } from 'shared-contracts';
import { SEED_PRODUCTS } from '../seed/seed-data.js';
import { ADMIN, CUSTOMER, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)("the admin's product list on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  /** As the admin unless another token, or null for nobody, is given. */
  const list = (query: Record<string, string | number | undefined>, token: string | null = admin) =>
    t.request('GET', API_PATHS.products.admin, { token: token ?? undefined, query });
  const names = (body: { data: Product[] }) => body.data.map((product) => product.name);
  const categoryId = async (name: string) => {
    const facets: ProductFacets = (await t.request('GET', API_PATHS.products.facets)).body;
    return facets.categories.find((category) => category.name === name)?.id as number;
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  it('pages every product, 10 at a time by default, with their variants', async () => {
    const response = await list({});
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(10);
    expect(response.body.pagination).toEqual({
      totalItems: SEED_PRODUCTS.length,
      totalPages: Math.ceil(SEED_PRODUCTS.length / 10),
      currentPage: 1,
      limit: 10,
    });
    expect((response.body.data as Product[]).every((product) => product.variants.length > 0)).toBe(true);
    const last = await list({ page: 7 });
    expect(last.body.data).toHaveLength(SEED_PRODUCTS.length - 60);
  });

  it('finds products by any part of the name, in any case, and pages the matches', async () => {
    const galaxy = SEED_PRODUCTS.filter((product) => /galaxy/i.test(product.name)).map((product) => product.name);
    expect(galaxy.length).toBeGreaterThan(1);
    const response = await list({ q: '  gALaxY ' });
    expect(response.status).toBe(200);
    expect(names(response.body).sort()).toEqual([...galaxy].sort());
    expect(response.body.pagination.totalItems).toBe(galaxy.length);
    const paged = await list({ q: 'galaxy', limit: 1, page: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.pagination).toMatchObject({ totalItems: galaxy.length, totalPages: galaxy.length });
  });

  it('takes % and _ in a search literally', async () => {
    expect((await list({ q: '%' })).body.pagination.totalItems).toBe(0);
    expect((await list({ q: '_' })).body.pagination.totalItems).toBe(0);
  });

  it('filters by a category and every category below it, together with the search', async () => {
    const android = SEED_PRODUCTS.filter((product) => product.category === 'Android Phones');
    const phones = SEED_PRODUCTS.filter((product) => ['Android Phones', 'iPhones'].includes(product.category));
    const byAndroid = await list({ categoryId: await categoryId('Android Phones'), limit: 100 });
    expect(names(byAndroid.body).sort()).toEqual(android.map((product) => product.name).sort());
    const bySmartphones = await list({ categoryId: await categoryId('Smartphones'), limit: 100 });
    expect(names(bySmartphones.body).sort()).toEqual(phones.map((product) => product.name).sort());
    const both = await list({ categoryId: await categoryId('Smartphones'), q: 'iphone', limit: 100 });
    expect(names(both.body).sort()).toEqual(
      phones
        .filter((product) => /iphone/i.test(product.name))
        .map((product) => product.name)
        .sort(),
    );
    expect(both.body.data.length).toBeGreaterThan(0);
  });

  it('says which parameter is wrong, and that an unknown category does not exist', async () => {
    const tooLong = await list({ q: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('q must be at most 100 characters');
    const notANumber = await list({ categoryId: 'phones' });
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.message).toContain('categoryId must be a number');
    const unknown = await list({ categoryId: 999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(PRODUCT_MESSAGES.categoryNotFound);
  });

  it('is for admins only', async () => {
    expect((await list({}, null)).status).toBe(401);
    expect((await list({}, await t.login(CUSTOMER))).status).toBe(403);
  });

  it('shows stock as it is now, never a remembered page', async () => {
    const [first] = (await list({ limit: 1 })).body.data as Product[];
    const variant = first?.variants[0];
    if (!first || !variant) throw new Error('no product');
    const form = new FormData();
    form.append('id', String(first.id));
    form.append('productName', first.name);
    form.append('categoryId', String(first.categoryId));
    form.append('deletedImageIds', '[]');
    form.append(
      'productVariants',
      JSON.stringify(first.variants.map((v) => ({ ...v, stock: v.id === variant.id ? v.stock + 7 : v.stock }))),
    );
    expect((await t.request('POST', API_PATHS.products.list, { token: admin, form })).status).toBe(200);
    const [again] = (await list({ limit: 1 })).body.data as Product[];
    expect(again?.variants.find((v) => v.id === variant.id)?.stock).toBe(variant.stock + 7);
  });
});
