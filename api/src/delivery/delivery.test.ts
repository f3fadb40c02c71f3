import { eq } from 'drizzle-orm';
import { MESSAGES, ORDER_MESSAGES, type Order } from 'shared-contracts';
import { addresses, orders } from '../db/schema.js';
import { type CustomerFixture, createCustomers, createProduct } from '../test/commerce.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';
import { deliveryDate } from './delivery-date.js';

describe.each(DATABASES)('the delivery promise on %s', (kind) => {
  let t: TestApp;
  let people: CustomerFixture[];
  let variantId = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    people = await createCustomers(t, 3, 'delivery');
    const product = await createProduct(t.ctx.db, 'Delivery Phone', [
      { size: '128GB', stock: 20, originalPrice: '999.00' },
    ]);
    variantId = product.variantIds[0] as number;
  });
  afterAll(() => t.close());

  const estimate = (pincode: string) => t.request('GET', `/delivery/${pincode}`);
  const person = (i: number) => people[i] as CustomerFixture;
  const moveTo = (who: CustomerFixture, postalCode: string) =>
    t.ctx.db.update(addresses).set({ postalCode }).where(eq(addresses.id, who.addressId));
  const placeOne = async (who: CustomerFixture) => {
    await t.request('POST', '/cart/add', { token: who.token, json: { productVariantId: variantId, quantity: 1 } });
    return t.request('POST', '/orders/place', {
      token: who.token,
      json: { addressId: who.addressId, paymentMethod: 'COD' },
    });
  };

  it('dates a serviceable pincode by its longest listed prefix: Mumbai faster than the rest of Maharashtra', async () => {
    const before = new Date();
    const mumbai = await estimate('400001');
    const nagpurRegion = await estimate('441001');
    expect(mumbai.status).toBe(200);
    expect(mumbai.headers.get('cache-control')).toBe('no-store');
    // Mumbai (400) is two days from dispatch, the rest of Maharashtra (44) three.
    expect([deliveryDate(before, 2), deliveryDate(new Date(), 2)]).toContain(mumbai.body.deliveryDate);
    expect(mumbai.body).toEqual({ pincode: '400001', status: 'deliverable', deliveryDate: expect.any(String) });
    expect([deliveryDate(before, 3), deliveryDate(new Date(), 3)]).toContain(nagpurRegion.body.deliveryDate);
  });

  it('takes longer to the north-east and the islands than to a metro', async () => {
    const kolkata = (await estimate('700001')).body.deliveryDate as string;
    const imphal = (await estimate('795001')).body.deliveryDate as string;
    const portBlair = (await estimate('744101')).body.deliveryDate as string;
    expect(imphal > kolkata).toBe(true);
    expect(portBlair > imphal).toBe(true);
  });

  it('says a pincode no zone lists is unknown, and the Army Postal Service is not served', async () => {
    expect((await estimate('100001')).body).toEqual({ pincode: '100001', status: 'unknown' });
    expect((await estimate('012345')).body).toEqual({ pincode: '012345', status: 'unknown' });
    expect((await estimate('930001')).body).toEqual({ pincode: '930001', status: 'unserviceable' });
  });

  it('refuses anything but six digits with the message the pincode field shows', async () => {
    for (const bad of ['56000', '5600011', '56000a', '56%200001']) {
      const response = await estimate(bad);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: MESSAGES.pincodeInvalid });
    }
  });

  it('records on the order the date the page showed for its address, and shows it in the order lists', async () => {
    const a = person(0);
    await moveTo(a, '781001');
    const shown = (await estimate('781001')).body.deliveryDate;
    const response = await placeOne(a);
    expect(response.status).toBe(201);
    const order = response.body.order as Order;
    expect(order.expectedDeliveryDate).toBe(shown);
    const [stored] = await t.ctx.db
      .select({ expected: orders.expectedDeliveryDate })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(stored?.expected).toBe(shown);
    const mine = (await t.request('GET', '/orders/my-orders', { token: a.token })).body.orders as Order[];
    expect(mine[0]?.expectedDeliveryDate).toBe(shown);
  });

  it('refuses to place an order for an address with an unknown or unserviceable pincode, and changes nothing', async () => {
    for (const [i, pincode] of [
      [1, '100001'],
      [2, '930001'],
    ] as const) {
      const who = person(i);
      await moveTo(who, pincode);
      const response = await placeOne(who);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: ORDER_MESSAGES.notDeliverable(pincode) });
      const cart = (await t.request('GET', '/cart', { token: who.token })).body.cart;
      expect(cart.items).toHaveLength(1);
    }
  });
});
