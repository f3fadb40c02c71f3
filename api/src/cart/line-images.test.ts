import { eq } from 'drizzle-orm';
import { API_PATHS, type Cart, type Order } from 'shared-contracts';
import { productImages } from '../db/schema.js';
import { type CustomerFixture, createCustomers, createProduct } from '../test/commerce.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('the pictures of a cart or order line on %s', (kind) => {
  let t: TestApp;
  let shopper: CustomerFixture;
  let greenId = 0;
  let urls: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    [shopper] = (await createCustomers(t, 1, 'line-images')) as [CustomerFixture];
    const phone = await createProduct(t.ctx.db, 'Colour Line Test', [
      { color: 'Black', size: '128GB', stock: 5, originalPrice: '19999.00' },
      { color: 'Green', size: '128GB', stock: 5, originalPrice: '19999.00' },
    ]);
    greenId = phone.variantIds[1] as number;
    // The first picture shows the black phone, the second the green one.
    const images = await t.ctx.db
      .select({ id: productImages.id, url: productImages.url })
      .from(productImages)
      .where(eq(productImages.productId, phone.id))
      .orderBy(productImages.position);
    urls = images.map((image) => image.url);
    for (const [index, color] of ['Black', 'Green'].entries()) {
      await t.ctx.db
        .update(productImages)
        .set({ color })
        .where(eq(productImages.id, images[index]?.id as number));
    }
  });
  afterAll(() => t.close());

  it("shows the line's colour first in the cart, and in the order once placed, without the colours", async () => {
    const added = await t.request('POST', API_PATHS.cart.add, {
      token: shopper.token,
      json: { productVariantId: greenId, quantity: 1 },
    });
    expect(added.status).toBe(201);
    const greenFirst = [urls[1], urls[0]].map((url) => ({ id: expect.any(Number), url }));
    expect(added.body.item.product.images).toEqual(greenFirst);
    const cart = (await t.request('GET', API_PATHS.cart.get, { token: shopper.token })).body.cart as Cart;
    expect(cart.items[0]?.product.images).toEqual(greenFirst);

    const placed = await t.request('POST', API_PATHS.orders.place, {
      token: shopper.token,
      json: { addressId: shopper.addressId, paymentMethod: 'COD' },
    });
    expect(placed.status).toBe(201);
    const mine = await t.request('GET', API_PATHS.orders.mine, { token: shopper.token });
    const [order] = mine.body.orders as Order[];
    expect(order?.items[0]?.product.images).toEqual(greenFirst);
  });
});
