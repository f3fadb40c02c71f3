/**
 * Deep pages of a listing start from a remembered product of it (an anchor, every 1,000 products)
 * rather than skipping every product before them: they must list exactly what counting through the
 * listing gives.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/driver-results.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';
import { rebuildStaleListings } from './product-listing.js';

/** More products than a listing pages through with OFFSET (catalogue.service.ts). */
const PRODUCTS = 1_200;
const LIMIT = 7;

describe.each(DATABASES)('deep listing pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { empty: true });
    await t.ctx.db.execute(sql`insert into categories (name) values ('Deep Phones')`);
    // Prices and times repeat, so the id must order the ties.
    await t.ctx.db.execute(sql`
      insert into products (name, category_id, sort_price, created_at)
      select 'Deep Phone ' || i, (select id from categories where name = 'Deep Phones'), (i % 37) * 100,
        timestamptz '2026-11-01 10:00:00.123456+00' + (i % 50) * interval '1 minute'
      from generate_series(1, ${PRODUCTS}) i`);
    await t.ctx.db.execute(sql`
      insert into product_variants (product_id, color, size, stock, original_price)
      select id, 'Black', '64GB', id % 3, sort_price from products`);
    // Written straight into the database, as the bench's catalogue is: listed once built.
    await rebuildStaleListings(t.ctx.db);
  }, 60_000);
  afterAll(() => t.close());

  const idsIn = async (order: string, where = sql`true`) =>
    rowsOf<{ id: number }>(
      await t.ctx.db.execute(sql`select id from products where ${where} order by ${sql.raw(order)}`),
    ).map(({ id }) => id);
  const pageIds = async (query: string) => {
    const { status, body } = await t.request('GET', `/products?limit=${LIMIT}&${query}`);
    expect(status).toBe(200);
    return (body as { data: { id: number; variants: { stock: number }[] }[] }).data;
  };

  it.each([
    ['', 'sold_out, id'],
    ['sort=price-asc', 'sort_price, id'],
    ['sort=price-desc', 'sort_price desc, id desc'],
    ['sort=newest', 'created_at desc, id desc'],
  ])('pages deep into the listing (%s) hold what counting through it gives', async (sort, order) => {
    const all = await idsIn(order);
    const lastPage = Math.ceil(PRODUCTS / LIMIT);
    for (const page of [150, 151, lastPage - 1, lastPage]) {
      const offset = (page - 1) * LIMIT;
      const listed = await pageIds(`page=${page}&${sort}`);
      expect(listed.map(({ id }) => id)).toEqual(all.slice(offset, offset + LIMIT));
    }
    // Past the end: before the last anchor's thousand, and beyond it.
    expect(await pageIds(`page=${lastPage + 1}&${sort}`)).toEqual([]);
    expect(await pageIds(`page=400&${sort}`)).toEqual([]);
  });

  it('a deep page of a filtered listing holds what counting through it gives, with live stock', async () => {
    const all = await idsIn(
      'sort_price, id',
      sql`exists (select 1 from product_variants v where v.product_id = products.id and v.original_price >= 100)`,
    );
    const listed = await pageIds('page=145&sort=price-asc&minPrice=100');
    expect(listed).toHaveLength(LIMIT);
    expect(listed.map(({ id }) => id)).toEqual(all.slice(144 * LIMIT, 145 * LIMIT));
    expect(listed.every(({ id, variants }) => variants[0]?.stock === id % 3)).toBe(true);
  });
});
