import { AUTH_MESSAGES, MESSAGES, PRODUCT_MESSAGES, type Wishlist } from 'shared-contracts';
import { type CustomerFixture, createCustomers, createProduct, type ProductFixture } from '../test/commerce.js';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('wishlist on %s', (kind) => {
  let t: TestApp;
  let a: CustomerFixture;
  let b: CustomerFixture;
  let admin: string;
  let phone: ProductFixture;
  let laptop: ProductFixture;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b] = (await createCustomers(t, 2, 'wish')) as [CustomerFixture, CustomerFixture];
    admin = await t.login(ADMIN);
    phone = await createProduct(t.ctx.db, 'Wish Phone', [{ size: '128GB', stock: 3, originalPrice: '19999.00' }]);
    laptop = await createProduct(
      t.ctx.db,
      'Wish Laptop',
      [
        { size: '512GB', stock: 1, originalPrice: '89999.00', discountPrice: '10000.00' },
        { size: '1TB', stock: 0, originalPrice: '99999.00' },
      ],
      'Test Laptops',
    );
  });
  afterAll(() => t.close());

  const wishlist = async (token: string) => {
    const response = await t.request('GET', '/wishlist', { token });
    expect(response.status).toBe(200);
    return response.body.wishlist as Wishlist;
  };
  const ids = async (token: string) => (await wishlist(token)).items.map((item) => item.productId);

  it('starts empty and belongs to the caller', async () => {
    expect(await wishlist(a.token)).toEqual({ id: expect.any(Number), userId: a.id, items: [] });
  });

  it('adds products (idempotently) and lists them with the whole product, in the order added', async () => {
    for (const id of [laptop.id, phone.id, laptop.id]) {
      const response = await t.request('POST', `/wishlist/${id}`, { token: a.token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: MESSAGES.wishlistAdded });
    }
    const list = await wishlist(a.token);
    expect(list.items.map((item) => item.productId)).toEqual([laptop.id, phone.id]);
    expect(list.items[0]?.product).toEqual({
      id: laptop.id,
      name: 'Wish Laptop',
      brand: null,
      description: 'Wish Laptop for tests',
      categoryId: expect.any(Number),
      category: { id: expect.any(Number), name: 'Test Laptops' },
      images: [
        { id: expect.any(Number), url: expect.stringContaining(`/uploads/products/${laptop.id}-0`), color: null },
        { id: expect.any(Number), url: expect.stringContaining(`/uploads/products/${laptop.id}-1`), color: null },
      ],
      variants: [
        expect.objectContaining({ size: '512GB', stock: 1, originalPrice: '89999.00', discountPrice: '10000.00' }),
        expect.objectContaining({ size: '1TB', stock: 0, originalPrice: '99999.00', discountPrice: null }),
      ],
      specifications: [],
      createdAt: expect.any(String),
    });
    expect(await ids(b.token)).toEqual([]);
  });

  it('removes products idempotently, also ones that were never there', async () => {
    for (const id of [laptop.id, laptop.id, 999_999]) {
      const response = await t.request('DELETE', `/wishlist/${id}`, { token: a.token });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: MESSAGES.wishlistRemoved });
    }
    expect(await ids(a.token)).toEqual([phone.id]);
  });

  it("never touches another customer's wishlist", async () => {
    const removed = await t.request('DELETE', `/wishlist/${phone.id}`, { token: b.token });
    expect(removed.status).toBe(200);
    expect(await ids(a.token)).toEqual([phone.id]);
    await t.request('POST', `/wishlist/${laptop.id}`, { token: b.token });
    expect(await ids(b.token)).toEqual([laptop.id]);
    expect(await ids(a.token)).toEqual([phone.id]);
  });

  it('answers 404 for an unknown product and 400 for an id that is not a number, changing nothing', async () => {
    const unknown = await t.request('POST', '/wishlist/999999', { token: a.token });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: PRODUCT_MESSAGES.notFound });
    for (const [method, id] of [
      ['POST', 'abc'],
      ['DELETE', 'abc'],
      ['POST', '0'],
      ['POST', '1.5'],
    ] as const) {
      const response = await t.request(method, `/wishlist/${id}`, { token: a.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^Product id must be/);
    }
    expect(await ids(a.token)).toEqual([phone.id]);
  });

  it('keeps racing adds of the same product to one entry', async () => {
    const [racer] = await createCustomers(t, 1, 'wishrace');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.request('POST', `/wishlist/${phone.id}`, { token: racer?.token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(await ids(racer?.token as string)).toEqual([phone.id]);
  });

  it('is for customers only: an admin gets 403 with the UI wording', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['POST', `/wishlist/${phone.id}`],
      ['DELETE', `/wishlist/${phone.id}`],
      ['POST', '/wishlist/abc'],
    ] as const) {
      const response = await t.request(method, url, { token: admin });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: MESSAGES.adminNoWishlist });
    }
  });

  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/wishlist'],
      ['POST', `/wishlist/${phone.id}`],
      ['DELETE', `/wishlist/${phone.id}`],
    ] as const) {
      const response = await t.request(method, url);
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.loginRequired });
    }
  });
});
