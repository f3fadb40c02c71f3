import { AUTH_MESSAGES, CART_MESSAGES, type Cart, MESSAGES } from 'shared-contracts';
import {
  type CustomerFixture,
  createCustomers,
  createProduct,
  type ProductFixture,
  setStock,
  tokenWithoutVersion,
} from '../test/commerce.js';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('cart on %s', (kind) => {
  let t: TestApp;
  let a: CustomerFixture;
  let b: CustomerFixture;
  let admin: string;
  let phone: ProductFixture;
  let [blue128, blue256, soldOut] = [0, 0, 0];
  beforeAll(async () => {
    t = await createTestApp(kind);
    [a, b] = (await createCustomers(t, 2, 'cart')) as [CustomerFixture, CustomerFixture];
    admin = await t.login(ADMIN);
    phone = await createProduct(t.ctx.db, 'Pixel Test', [
      {
        color: 'Blue',
        colorHexCode: '#0000ff',
        size: '128GB',
        stock: 5,
        originalPrice: '49999.00',
        discountPrice: '5000.50',
      },
      { color: 'Blue', size: '256GB', stock: 2, originalPrice: '59999.99' },
      { color: 'Blue', size: '512GB', stock: 0, originalPrice: '69999.00' },
    ]);
    [blue128, blue256, soldOut] = phone.variantIds as [number, number, number];
  });
  afterAll(() => t.close());

  const cart = async (token: string) => {
    const response = await t.request('GET', '/cart', { token });
    expect(response.status).toBe(200);
    return response.body.cart as Cart;
  };
  const add = (token: string, json: unknown) => t.request('POST', '/cart/add', { token, json });
  const update = (token: string, json: unknown) => t.request('PUT', '/cart/update-quantity', { token, json });
  const remove = (token: string, id: number | string) => t.request('DELETE', `/cart/remove/${id}`, { token });

  it('checks the session in the cart read itself: an old token version, an unknown user or no token get 401', async () => {
    const stale = t.ctx.tokens.sign({ sub: a.id, role: 'CUSTOMER', ver: 7 });
    const nobody = t.ctx.tokens.sign({ sub: 2_000_000_000, role: 'CUSTOMER', ver: 0 });
    for (const token of [stale, nobody]) {
      const response = await t.request('GET', '/cart', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    }
    expect((await t.request('GET', '/cart')).body).toEqual({ message: AUTH_MESSAGES.loginRequired });
    const staleAdmin = t.ctx.tokens.sign({ sub: 1, role: 'ADMIN', ver: 7 });
    expect((await t.request('GET', '/cart', { token: staleAdmin })).status).toBe(401);
    expect((await t.request('GET', '/cart', { token: admin })).body).toEqual({ message: MESSAGES.adminNoCart });
  });

  it("refuses a token that carries no token version, whatever the user's version is", async () => {
    const response = await t.request('GET', '/cart', { token: tokenWithoutVersion(t, a.id) });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });
  });

  it('starts empty', async () => {
    expect(await cart(a.token)).toEqual({ id: expect.any(Number), items: [] });
  });

  it('adds a line with the product name, images and the variant with exact prices and stock', async () => {
    const response = await add(a.token, { productVariantId: blue128, quantity: 2 });
    expect(response.status).toBe(201);
    const item = {
      id: expect.any(Number),
      quantity: 2,
      product: {
        id: phone.id,
        name: 'Pixel Test',
        images: [
          { id: expect.any(Number), url: `/uploads/products/${phone.id}-0.webp` },
          { id: expect.any(Number), url: `/uploads/products/${phone.id}-1.webp` },
        ],
        variant: {
          id: blue128,
          color: 'Blue',
          colorHexCode: '#0000ff',
          size: '128GB',
          stock: 5,
          originalPrice: '49999.00',
          discountPrice: '5000.50',
        },
      },
    };
    expect(response.body).toEqual({ item });
    expect((await cart(a.token)).items).toEqual([item]);
  });

  it('raises the line of a variant already in the cart (by 1 when no quantity is sent)', async () => {
    const [line] = (await cart(a.token)).items;
    const once = await add(a.token, { productVariantId: blue128 });
    expect(once.status).toBe(200);
    expect(once.body.item).toMatchObject({ id: line?.id, quantity: 3 });
    const more = await add(a.token, { productVariantId: blue128, quantity: 2 });
    expect(more.body.item).toMatchObject({ id: line?.id, quantity: 5 });
    expect((await cart(a.token)).items).toHaveLength(1);
  });

  it('refuses to raise a line past the stock and changes nothing', async () => {
    const before = await cart(a.token);
    const response = await add(a.token, { productVariantId: blue128, quantity: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: CART_MESSAGES.alreadyInCart('Pixel Test', '128GB', 5, 5) });
    expect(await cart(a.token)).toEqual(before);
  });

  it('refuses a new line above the stock, and any line of a sold-out size', async () => {
    const over = await add(a.token, { productVariantId: blue256, quantity: 3 });
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ message: CART_MESSAGES.onlyInStock('Pixel Test', '256GB', 2) });
    const none = await add(a.token, { productVariantId: soldOut, quantity: 1 });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ message: MESSAGES.sizeOutOfStock });
    expect((await cart(a.token)).items).toHaveLength(1);
  });

  it.each([
    [{ productVariantId: 1, quantity: 0 }, 'quantity must be at least 1'],
    [{ productVariantId: 1, quantity: -2 }, 'quantity must be at least 1'],
    [{ productVariantId: 1, quantity: 1.5 }, 'quantity must be a whole number'],
    [{ productVariantId: 1, quantity: 1e9 }, 'quantity is too large'],
    [{ productVariantId: 1, quantity: 'two' }, 'quantity must be a number'],
    [{ productVariantId: 1, quantity: null }, 'quantity must be a number'],
    [{ productVariantId: 'abc', quantity: 1 }, 'productVariantId must be a number'],
    [{ productVariantId: -4, quantity: 1 }, 'productVariantId must be a positive number'],
    [{ quantity: 1 }, 'productVariantId must be a number'],
    [{ productVariantId: 999_999, quantity: 1 }, CART_MESSAGES.variantNotFound],
  ])('answers 400 to a bad add and changes nothing (%#)', async (json, message) => {
    const before = await cart(a.token);
    const body: Record<string, unknown> = { ...json };
    if (body.productVariantId === 1) body.productVariantId = blue256;
    const response = await add(a.token, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await cart(a.token)).toEqual(before);
  });

  it('answers 400 to a body that is not a JSON object', async () => {
    const response = await t.request('POST', '/cart/add', {
      token: a.token,
      headers: { 'content-type': 'application/json' },
      json: undefined,
    });
    expect(response.status).toBe(400);
  });

  it('sets the quantity of an own line, from 1 up to the stock', async () => {
    const [line] = (await cart(a.token)).items;
    const down = await update(a.token, { cartItemId: line?.id, newQuantity: 1 });
    expect(down.status).toBe(200);
    expect(down.body.item).toMatchObject({ id: line?.id, quantity: 1, product: { variant: { id: blue128 } } });
    const top = await update(a.token, { cartItemId: line?.id, newQuantity: 5 });
    expect(top.body.item.quantity).toBe(5);
  });

  it.each([
    [{ newQuantity: 6 }, CART_MESSAGES.onlyInStock('Pixel Test', '128GB', 5)],
    [{ newQuantity: 0 }, 'newQuantity must be at least 1'],
    [{ newQuantity: -1 }, 'newQuantity must be at least 1'],
    [{ newQuantity: 2.5 }, 'newQuantity must be a whole number'],
    [{ newQuantity: 20_000 }, 'newQuantity is too large'],
    [{ newQuantity: '3' }, 'newQuantity must be a number'],
    [{ newQuantity: undefined }, 'newQuantity must be a number'],
    [{ cartItemId: 'x', newQuantity: 1 }, 'cartItemId must be a number'],
  ])('answers 400 to a bad quantity change and changes nothing (%#)', async (json, message) => {
    const before = await cart(a.token);
    const response = await update(a.token, { cartItemId: before.items[0]?.id, ...json });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
    expect(await cart(a.token)).toEqual(before);
  });

  it('follows the stock when it drops below a line: the next change must fit', async () => {
    const [line] = (await cart(a.token)).items;
    await setStock(t.ctx.db, blue128, 0);
    const response = await update(a.token, { cartItemId: line?.id, newQuantity: 1 });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: MESSAGES.sizeOutOfStock });
    await setStock(t.ctx.db, blue128, 5);
  });

  it("never shows, changes or removes another customer's line", async () => {
    const before = await cart(a.token);
    const [line] = before.items;
    expect((await cart(b.token)).items).toEqual([]);
    const changed = await update(b.token, { cartItemId: line?.id, newQuantity: 1 });
    expect(changed.status).toBe(404);
    expect(changed.body).toEqual({ message: CART_MESSAGES.itemNotFound });
    // b now has a cart of their own: still not found.
    await add(b.token, { productVariantId: blue256, quantity: 1 });
    expect((await update(b.token, { cartItemId: line?.id, newQuantity: 1 })).status).toBe(404);
    const removed = await remove(b.token, line?.id as number);
    expect(removed.status).toBe(404);
    expect(removed.body).toEqual({ message: CART_MESSAGES.itemNotFound });
    expect(await cart(a.token)).toEqual(before);
  });

  it('answers 404 for unknown lines and 400 for ids that are not numbers', async () => {
    expect((await update(a.token, { cartItemId: 999_999, newQuantity: 1 })).status).toBe(404);
    expect((await remove(a.token, 999_999)).status).toBe(404);
    const bad = await remove(a.token, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: 'Cart item id must be a number' });
  });

  it('removes an own line', async () => {
    const [line] = (await cart(a.token)).items;
    const response = await remove(a.token, line?.id as number);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: CART_MESSAGES.removed });
    expect((await cart(a.token)).items).toEqual([]);
    expect((await remove(a.token, line?.id as number)).status).toBe(404);
  });

  it('keeps two tabs adding the same variant at once within its stock', async () => {
    const [tabs] = await createCustomers(t, 1, 'tabs');
    const token = tabs?.token as string;
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => add(token, { productVariantId: blue128, quantity: 1 })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 400)).toHaveLength(7);
    const { items } = await cart(token);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(5);
  });

  it('is for customers only: an admin gets 403 with the UI wording, even with a bad body', async () => {
    for (const [method, url, json] of [
      ['GET', '/cart', undefined],
      ['POST', '/cart/add', { productVariantId: blue128, quantity: 1 }],
      ['POST', '/cart/add', { quantity: 'bad' }],
      ['PUT', '/cart/update-quantity', { cartItemId: 1, newQuantity: 1 }],
      ['DELETE', '/cart/remove/1', undefined],
    ] as const) {
      const response = await t.request(method, url, { token: admin, json });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: MESSAGES.adminNoCart });
    }
  });

  it('needs a login', async () => {
    for (const [method, url] of [
      ['GET', '/cart'],
      ['POST', '/cart/add'],
      ['PUT', '/cart/update-quantity'],
      ['DELETE', '/cart/remove/1'],
    ] as const) {
      const json = method === 'GET' ? undefined : { productVariantId: blue128 };
      const response = await t.request(method, url, { json });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.loginRequired });
    }
  });
});
