import { eq } from 'drizzle-orm';
import {
  ALL_ORDERS_LIMIT,
  API_PATHS,
  AUTH_MESSAGES,
  type Cart,
  DEFAULT_PAGE_LIMIT,
  DELIVERY_STATUSES,
  type DeliveryStatus,
  ORDER_MESSAGES,
  type Order,
  type Product,
} from 'shared-contracts';
import { addresses, orders, productVariants } from '../db/schema.js';
import { deliveryDate } from '../delivery/delivery-date.js';
import {
  type CustomerFixture,
  createCustomers,
  createProduct,
  type ProductFixture,
  setStock,
  stockOf,
  tokenWithoutVersion,
} from '../test/commerce.js';
import { startSmtp, type TestSmtp } from '../test/smtp.js';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('orders on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: string;
  let people: CustomerFixture[];
  let phone: ProductFixture;
  let cable: ProductFixture;
  let [big, small, spare] = [0, 0, 0];
  let cableId = 0;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { config: { smtpUrl: smtp.url } });
    admin = await t.login(ADMIN);
    people = await createCustomers(t, 9, 'orders');
    phone = await createProduct(t.ctx.db, 'Order Phone', [
      { color: 'Black', size: '128GB', stock: 10, originalPrice: '19999.99', discountPrice: '2000.00' },
      { color: 'Black', size: '256GB', stock: 10, originalPrice: '24999.00' },
      { color: 'Black', size: '512GB', stock: 3, originalPrice: '29999.00' },
    ]);
    cable = await createProduct(t.ctx.db, 'Order Cable', [{ size: '1m', stock: 50, originalPrice: '0.10' }]);
    [big, small, spare] = phone.variantIds as [number, number, number];
    cableId = cable.variantIds[0] as number;
  });
  let smtpOpen = true;
  afterAll(async () => {
    await t.close();
    if (smtpOpen) await smtp.close();
  });

  const person = (i: number) => people[i] as CustomerFixture;
  const add = async (who: CustomerFixture, productVariantId: number, quantity: number) => {
    const response = await t.request('POST', '/cart/add', { token: who.token, json: { productVariantId, quantity } });
    expect([200, 201]).toContain(response.status);
  };
  const cart = async (who: CustomerFixture) =>
    (await t.request('GET', '/cart', { token: who.token })).body.cart as Cart;
  const place = (who: CustomerFixture, json: unknown = { addressId: who.addressId, paymentMethod: 'COD' }) =>
    t.request('POST', '/orders/place', { token: who.token, json });
  const mine = async (who: CustomerFixture) =>
    (await t.request('GET', '/orders/my-orders', { token: who.token })).body.orders as Order[];
  const setStatus = (id: number, deliveryStatus: unknown) =>
    t.request('PUT', `/orders/${id}/status`, { token: admin, json: { deliveryStatus } });
  const orderCount = async () => (await t.ctx.db.select({ id: orders.id }).from(orders)).length;

  /** Places an order of one unit of `variantId` for `who`. */
  const placeOne = async (who: CustomerFixture, variantId = small) => {
    await add(who, variantId, 1);
    const response = await place(who);
    expect(response.status).toBe(201);
    return response.body.order as Order;
  };

  describe('placing', () => {
    it('checks the session in the placing statement: an old token version gets 401 and changes nothing', async () => {
      const a = person(0);
      const stale = t.ctx.tokens.sign({ sub: a.id, role: 'CUSTOMER', ver: 7 });
      const before = await orderCount();
      const response = await t.request('POST', '/orders/place', {
        token: stale,
        json: { addressId: a.addressId, paymentMethod: 'COD' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });
      expect(await orderCount()).toBe(before);
    });

    it("refuses a token that carries no token version, whatever the user's version is", async () => {
      const a = person(0);
      const before = await orderCount();
      const response = await t.request('POST', '/orders/place', {
        token: tokenWithoutVersion(t, a.id),
        json: { addressId: a.addressId, paymentMethod: 'COD' },
      });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: AUTH_MESSAGES.sessionExpired });
      expect(await orderCount()).toBe(before);
    });

    it('orders the whole cart in one go: server prices, exact total, stock taken, cart emptied, mail sent', async () => {
      const a = person(0);
      await add(a, big, 3);
      await add(a, cableId, 3);
      const mailed = smtp.waitFor(a.email);
      const before = Date.now();
      const response = await place(a, { addressId: a.addressId, paymentMethod: 'COD', orderTotal: '1.00' });
      expect(response.status).toBe(201);
      const { order, emailSent } = response.body as { order: Order; emailSent: boolean };
      expect(emailSent).toBe(true);
      // 3 × 19999.99 + 3 × 0.10, in exact decimals (floats would give 60000.270000000004).
      expect(order).toMatchObject({
        id: expect.any(Number),
        user: { firstName: a.firstName, lastName: 'Tester', email: a.email },
        orderTotal: '60000.27',
        paymentMethod: 'COD',
        paymentStatus: 'PENDING',
        deliveryStatus: 'PENDING',
        deliveredOn: null,
        address: {
          id: a.addressId,
          userId: a.id,
          fullName: `${a.firstName} Tester`,
          mobile: '9876543210',
          addressLine1: '12 MG Road',
          addressLine2: null,
          landmark: null,
          city: 'Bengaluru',
          state: 'Karnataka',
          postalCode: '560001',
          isDefault: true,
        },
      });
      expect(order.items).toEqual([
        {
          id: expect.any(Number),
          quantity: 3,
          priceAtPurchase: '19999.99',
          product: {
            id: phone.id,
            name: 'Order Phone',
            images: [expect.objectContaining({ id: expect.any(Number) }), expect.objectContaining({})],
            variant: {
              id: big,
              color: 'Black',
              colorHexCode: '#000000',
              size: '128GB',
              stock: 7,
              originalPrice: '19999.99',
              discountPrice: '2000.00',
            },
          },
        },
        expect.objectContaining({
          quantity: 3,
          priceAtPurchase: '0.10',
          product: expect.objectContaining({ id: cable.id }),
        }),
      ]);
      const placedAt = Date.parse(order.orderDate);
      expect(placedAt).toBeGreaterThanOrEqual(before - 5_000);
      expect(order.createdAt).toBe(order.orderDate);
      // Bengaluru (560xxx) is two days from dispatch; the date is dated at the order's own moment.
      expect(order.expectedDeliveryDate).toBe(deliveryDate(new Date(placedAt), 2));
      expect(await stockOf(t.ctx.db, big)).toBe(7);
      expect(await stockOf(t.ctx.db, cableId)).toBe(47);
      // The answer is built from the placing statement's own rows: exactly the order as read back.
      expect(await mine(a)).toEqual([order]);
      expect((await cart(a)).items).toEqual([]);
      const mail = await mailed;
      expect(mail.to).toEqual([a.email]);
      expect(mail.raw).toContain(`Subject: Order #${order.id} confirmed`);
      expect(mail.raw.replace(/=\r?\n/g, '')).toContain('Order Phone (Black, 128GB) x 3');
      expect(mail.raw).toContain(`${a.firstName} Tester, 9876543210`);
    });

    it('keeps the price paid when the price changes later', async () => {
      const a = person(0);
      await t.ctx.db.update(productVariants).set({ originalPrice: '17999.00' }).where(eq(productVariants.id, big));
      const [order] = await mine(a);
      expect(order?.orderTotal).toBe('60000.27');
      expect(order?.items[0]).toMatchObject({
        priceAtPurchase: '19999.99',
        product: { variant: { originalPrice: '17999.00' } },
      });
      await t.ctx.db.update(productVariants).set({ originalPrice: '19999.99' }).where(eq(productVariants.id, big));
    });

    it('refuses the whole order, naming the product, when a line cannot be filled, and changes nothing', async () => {
      const b = person(1);
      await add(b, small, 2);
      await add(b, spare, 3);
      await setStock(t.ctx.db, spare, 2);
      const [cartBefore, ordersBefore] = [await cart(b), await orderCount()];
      const response = await place(b);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: ORDER_MESSAGES.notEnoughStock('Order Phone', '512GB', 2) });
      // The line before it (a lower variant id) was decremented inside the transaction: rolled back.
      expect(await stockOf(t.ctx.db, small)).toBe(10);
      expect(await stockOf(t.ctx.db, spare)).toBe(2);
      expect(await cart(b)).toEqual(cartBefore);
      expect(await orderCount()).toBe(ordersBefore);
      await setStock(t.ctx.db, spare, 0);
      const soldOut = await place(b);
      expect(soldOut.status).toBe(409);
      expect(soldOut.body).toEqual({ message: ORDER_MESSAGES.notEnoughStock('Order Phone', '512GB', 0) });
      await setStock(t.ctx.db, spare, 3);
    });

    it.each([
      [{ paymentMethod: 'CARD' }, 'Only Cash on Delivery (COD) is accepted'],
      [{ paymentMethod: undefined }, 'Only Cash on Delivery (COD) is accepted'],
      [{ addressId: undefined }, 'addressId must be a number'],
      [{ addressId: 'home' }, 'addressId must be a number'],
      [{ addressId: 999_999 }, ORDER_MESSAGES.addressNotFound],
      [{ addressId: 'other' }, ORDER_MESSAGES.addressNotFound],
    ])('answers 400 to a bad order and changes nothing (%#)', async (change, message) => {
      const b = person(1);
      const json: Record<string, unknown> = { addressId: b.addressId, paymentMethod: 'COD', ...change };
      if (json.addressId === 'other') json.addressId = person(2).addressId;
      const [cartBefore, ordersBefore, stock] = [await cart(b), await orderCount(), await stockOf(t.ctx.db, small)];
      const response = await place(b, json);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message });
      expect(await cart(b)).toEqual(cartBefore);
      expect(await orderCount()).toBe(ordersBefore);
      expect(await stockOf(t.ctx.db, small)).toBe(stock);
    });

    it('answers 400 when the cart is empty', async () => {
      const c = person(2);
      for (let i = 0; i < 2; i++) {
        const response = await place(c);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ message: ORDER_MESSAGES.cartEmpty });
        await cart(c); // now the cart exists, still empty
      }
    });

    it('refuses an address saved before recipients were asked for until its name and mobile are added', async () => {
      const [f] = (await createCustomers(t, 1, 'old-address')) as [CustomerFixture];
      const [old] = await t.ctx.db
        .insert(addresses)
        .values({ userId: f.id, addressLine1: '3 Old Lane', city: 'Mysuru', state: 'Karnatka', postalCode: '570001' })
        .returning({ id: addresses.id });
      const oldId = old?.id as number;
      await add(f, small, 1);
      const [cartBefore, ordersBefore, stock] = [await cart(f), await orderCount(), await stockOf(t.ctx.db, small)];
      const refused = await place(f, { addressId: oldId, paymentMethod: 'COD' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ message: ORDER_MESSAGES.addressNeedsRecipient });
      expect(await cart(f)).toEqual(cartBefore);
      expect(await orderCount()).toBe(ordersBefore);
      expect(await stockOf(t.ctx.db, small)).toBe(stock);

      // Still readable as it was saved, off-list state included; completing it takes only name and mobile.
      const listed = (await t.request('GET', '/addresses', { token: f.token })).body.addresses;
      expect(listed).toContainEqual(
        expect.objectContaining({ id: oldId, fullName: null, mobile: null, state: 'Karnatka' }),
      );
      const badMobile = await t.request('PUT', `/addresses/${oldId}`, {
        token: f.token,
        json: { fullName: 'Ravi Kumar', mobile: '12345' },
      });
      expect(badMobile.status).toBe(400);
      expect(badMobile.body).toEqual({ message: 'Mobile number must be 10 digits' });
      const completed = await t.request('PUT', `/addresses/${oldId}`, {
        token: f.token,
        json: { fullName: 'Ravi Kumar', mobile: '9123456780' },
      });
      expect(completed.status).toBe(200);

      const placed = await place(f, { addressId: oldId, paymentMethod: 'COD' });
      expect(placed.status).toBe(201);
      expect(placed.body.order.address).toMatchObject({
        fullName: 'Ravi Kumar',
        mobile: '9123456780',
        addressLine1: '3 Old Lane',
        state: 'Karnatka',
      });
    });

    it('places the order when the mail fails, and says so', async () => {
      const spy = jest.spyOn(t.ctx.mailer, 'send');
      spy.mockResolvedValueOnce(false);
      const first = await placeOne(person(3));
      spy.mockRejectedValueOnce(new Error('outbox down'));
      const d = person(3);
      await add(d, small, 1);
      const second = await place(d);
      spy.mockRestore();
      expect(second.status).toBe(201);
      expect(second.body.emailSent).toBe(false);
      expect((await mine(d)).map((order) => order.id)).toEqual([second.body.order.id, first.id]);
    });
  });

  describe('listing', () => {
    it('shows a customer only their own orders, newest first, with items, address and statuses', async () => {
      const e = person(4);
      const first = await placeOne(e, small);
      const second = await placeOne(e, cableId);
      const list = await mine(e);
      expect(list.map((order) => order.id)).toEqual([second.id, first.id]);
      expect(list[0]).toEqual(second);
      expect(list[1]?.items[0]?.product.variant.id).toBe(small);
      expect((await mine(person(5))).map((order) => order.id)).toEqual([]);
    });

    it('keeps what was ordered and where to after the address and the product are deleted', async () => {
      const e = person(4);
      const saved = await t.request('POST', '/addresses', {
        token: e.token,
        json: {
          fullName: 'Meera Das',
          mobile: '9830012345',
          addressLine1: '7 Park Street',
          landmark: 'Opposite Park Hotel',
          city: 'Kolkata',
          state: 'West Bengal',
          postalCode: '700016',
        },
      });
      const gadget = await createProduct(t.ctx.db, 'Order Gadget', [{ size: 'One', stock: 2, originalPrice: '5.55' }]);
      await add(e, gadget.variantIds[0] as number, 2);
      const placed = await place(e, { addressId: saved.body.address.id, paymentMethod: 'COD' });
      expect(placed.status).toBe(201);
      const renamed = await t.request('PUT', `/addresses/${saved.body.address.id}`, {
        token: e.token,
        json: { fullName: 'Someone Else', mobile: '9000000000', landmark: null },
      });
      expect(renamed.status).toBe(200);
      expect((await t.request('DELETE', `/addresses/${saved.body.address.id}`, { token: e.token })).status).toBe(200);
      expect((await t.request('DELETE', `/products/${gadget.id}`, { token: admin })).status).toBe(200);
      const [order] = await mine(e);
      expect(order).toMatchObject({
        id: placed.body.order.id,
        orderTotal: '11.10',
        address: {
          id: 0,
          userId: e.id,
          fullName: 'Meera Das',
          mobile: '9830012345',
          addressLine1: '7 Park Street',
          landmark: 'Opposite Park Hotel',
          city: 'Kolkata',
          postalCode: '700016',
        },
      });
      expect(order?.items).toEqual([
        {
          id: expect.any(Number),
          quantity: 2,
          priceAtPurchase: '5.55',
          product: {
            id: 0,
            name: 'Order Gadget',
            images: [],
            variant: {
              id: 0,
              color: 'Black',
              colorHexCode: '#000000',
              size: 'One',
              stock: 0,
              originalPrice: '5.55',
              discountPrice: null,
            },
          },
        },
      ]);
    });

    it('shows the admin every order with the customer name and email', async () => {
      const response = await t.request('GET', '/orders/all', { token: admin, query: { limit: 100 } });
      expect(response.status).toBe(200);
      const all = response.body.orders as Order[];
      expect(all.length).toBe(await orderCount());
      expect(response.body.pagination).toEqual({ totalItems: all.length, totalPages: 1, currentPage: 1, limit: 100 });
      const ids = all.map((order) => order.id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      const ofE = all.find((order) => order.user.email === person(4).email);
      expect(ofE?.user).toEqual({ firstName: person(4).firstName, lastName: 'Tester', email: person(4).email });
    });
    it("answers every order when asked without page or limit, as the specification's admin page calls it", async () => {
      const total = await orderCount();
      const [buyer] = (await createCustomers(t, 1, 'every-order')) as [CustomerFixture];
      for (let extra = total; extra <= DEFAULT_PAGE_LIMIT; extra += 1) await placeOne(buyer, cableId);
      const everyOrder = await orderCount();
      expect(everyOrder).toBeGreaterThan(DEFAULT_PAGE_LIMIT);
      const unpaged = await t.request('GET', '/orders/all', { token: admin });
      expect(unpaged.status).toBe(200);
      expect(unpaged.body.orders).toHaveLength(everyOrder);
      expect(unpaged.body.pagination).toEqual({
        totalItems: everyOrder,
        totalPages: 1,
        currentPage: 1,
        limit: ALL_ORDERS_LIMIT,
      });
    });
    it('pages every order for the admin, as the product lists do, and counts one status', async () => {
      const total = await orderCount();
      expect(total).toBeGreaterThan(2);
      const all = (await t.request('GET', '/orders/all', { token: admin, query: { limit: 100 } })).body
        .orders as Order[];
      const first = await t.request('GET', '/orders/all', { token: admin, query: { page: 1, limit: 2 } });
      const second = await t.request('GET', '/orders/all', { token: admin, query: { page: 2, limit: 2 } });
      expect(first.body.pagination).toEqual({
        totalItems: total,
        totalPages: Math.ceil(total / 2),
        currentPage: 1,
        limit: 2,
      });
      expect([...first.body.orders, ...second.body.orders].map((order: Order) => order.id)).toEqual(
        all.slice(0, 4).map((order) => order.id),
      );
      // A page number alone pages at the default size, as the product lists do.
      const secondOfDefault = await t.request('GET', '/orders/all', { token: admin, query: { page: 1 } });
      expect(secondOfDefault.body.pagination).toMatchObject({ currentPage: 1, limit: DEFAULT_PAGE_LIMIT });

      const pending = await t.request('GET', '/orders/all', {
        token: admin,
        query: { deliveryStatus: 'PENDING', limit: 1 },
      });
      expect(pending.body.pagination.totalItems).toBe(all.filter((order) => order.deliveryStatus === 'PENDING').length);
      const unknown = await t.request('GET', '/orders/all', { token: admin, query: { deliveryStatus: 'LOST' } });
      expect(unknown.status).toBe(400);
    });
  });

  describe('cancelling', () => {
    it('lets the owner cancel a pending order once, putting the stock back', async () => {
      const f = person(5);
      await add(f, small, 2);
      await add(f, cableId, 4);
      const order = (await place(f)).body.order as Order;
      const [smallStock, cableStock] = [await stockOf(t.ctx.db, small), await stockOf(t.ctx.db, cableId)];
      const response = await t.request('PUT', `/orders/${order.id}/cancel`, { token: f.token });
      expect(response.status).toBe(200);
      expect(response.body.order).toMatchObject({ id: order.id, deliveryStatus: 'CANCELED', paymentStatus: 'PENDING' });
      expect(await stockOf(t.ctx.db, small)).toBe(smallStock + 2);
      expect(await stockOf(t.ctx.db, cableId)).toBe(cableStock + 4);
      const again = await t.request('PUT', `/orders/${order.id}/cancel`, { token: f.token });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: ORDER_MESSAGES.onlyPendingCancel('CANCELED') });
      expect(await stockOf(t.ctx.db, small)).toBe(smallStock + 2);
    });

    it('refuses to cancel a shipped order', async () => {
      const f = person(5);
      const order = await placeOne(f);
      expect((await setStatus(order.id, 'SHIPPED')).status).toBe(200);
      const stock = await stockOf(t.ctx.db, small);
      const response = await t.request('PUT', `/orders/${order.id}/cancel`, { token: f.token });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: ORDER_MESSAGES.onlyPendingCancel('SHIPPED') });
      expect(await stockOf(t.ctx.db, small)).toBe(stock);
    });

    it("answers 404 for another customer's order or an unknown one, 400 for a bad id", async () => {
      const order = await placeOne(person(6));
      const stock = await stockOf(t.ctx.db, small);
      for (const id of [order.id, 999_999]) {
        const response = await t.request('PUT', `/orders/${id}/cancel`, { token: person(5).token });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ message: ORDER_MESSAGES.notFound });
      }
      const bad = await t.request('PUT', '/orders/abc/cancel', { token: person(5).token });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({ message: 'Order id must be a number' });
      expect((await mine(person(6)))[0]?.deliveryStatus).toBe('PENDING');
      expect(await stockOf(t.ctx.db, small)).toBe(stock);
    });
  });

  describe('status changes (admin)', () => {
    /** Places an order of 3 cables for person 7 and sets `status` on it (any status but PENDING). */
    const orderIn = async (status: DeliveryStatus) => {
      const who = person(7);
      await add(who, cableId, 3);
      const response = await place(who);
      expect(response.status).toBe(201);
      const order = response.body.order as Order;
      if (status !== 'PENDING') expect((await setStatus(order.id, status)).status).toBe(200);
      return order;
    };
    const pairs = DELIVERY_STATUSES.flatMap((from) =>
      DELIVERY_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const),
    );

    it.each(pairs)('sets %s → %s, keeping stock, dates and payment exact', async (from, to) => {
      const order = await orderIn(from);
      const stock = await stockOf(t.ctx.db, cableId);
      const response = await setStatus(order.id, to);
      expect(response.status).toBe(200);
      const changed = response.body.order as Order;
      expect(changed).toMatchObject({
        deliveryStatus: to,
        paymentStatus: to === 'DELIVERED' ? 'PAID' : 'PENDING',
        deliveredOn: to === 'DELIVERED' ? expect.any(String) : null,
        canceledOn: to === 'CANCELED' ? expect.any(String) : null,
      });
      for (const date of [changed.deliveredOn, changed.canceledOn]) {
        if (date) expect(Math.abs(Date.parse(date) - Date.now())).toBeLessThan(60_000);
      }
      // Cancelling puts the 3 cables back; leaving CANCELED takes them again; other moves keep stock.
      const moved = to === 'CANCELED' ? 3 : from === 'CANCELED' ? -3 : 0;
      expect(await stockOf(t.ctx.db, cableId)).toBe(stock + moved);
      expect((await mine(person(7))).find((o) => o.id === order.id)).toEqual(changed);
    });

    it.each(DELIVERY_STATUSES)('answers 409 when %s is set again, changing nothing', async (status) => {
      const order = await orderIn(status);
      const stock = await stockOf(t.ctx.db, cableId);
      const before = (await mine(person(7))).find((o) => o.id === order.id);
      const response = await setStatus(order.id, status);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: ORDER_MESSAGES.sameStatus(status) });
      expect(await stockOf(t.ctx.db, cableId)).toBe(stock);
      expect((await mine(person(7))).find((o) => o.id === order.id)).toEqual(before);
    });

    it('restocks once however often an order is cancelled and made active again', async () => {
      const order = await orderIn('PENDING');
      const stock = await stockOf(t.ctx.db, cableId);
      for (const status of ['CANCELED', 'SHIPPED', 'CANCELED', 'DELIVERED', 'CANCELED'] as const) {
        expect((await setStatus(order.id, status)).status).toBe(200);
      }
      expect(await stockOf(t.ctx.db, cableId)).toBe(stock + 3);
      expect((await setStatus(order.id, 'PENDING')).status).toBe(200);
      expect(await stockOf(t.ctx.db, cableId)).toBe(stock);
    });

    it('refuses to make a cancelled order active when a line is short of stock, and takes nothing', async () => {
      const who = person(8);
      const scarce = await createProduct(t.ctx.db, 'Scarce Phone', [
        { size: '64GB', stock: 2, originalPrice: '999.00' },
      ]);
      const scarceId = scarce.variantIds[0] as number;
      await add(who, cableId, 1);
      await add(who, scarceId, 2);
      const order = (await place(who)).body.order as Order;
      expect((await setStatus(order.id, 'CANCELED')).status).toBe(200);
      const cables = await stockOf(t.ctx.db, cableId);
      for (const [left, to] of [
        [1, 'PENDING'],
        [0, 'SHIPPED'],
      ] as const) {
        await setStock(t.ctx.db, scarceId, left);
        const response = await setStatus(order.id, to);
        expect(response.status).toBe(409);
        expect(response.body).toEqual({
          message: ORDER_MESSAGES.notEnoughStockToReopen(to, 'Scarce Phone', '64GB', left),
        });
        expect(await stockOf(t.ctx.db, scarceId)).toBe(left);
        // The cable line, taken before the short one, went back with the refusal.
        expect(await stockOf(t.ctx.db, cableId)).toBe(cables);
        expect((await mine(who)).find((o) => o.id === order.id)?.deliveryStatus).toBe('CANCELED');
      }
      await setStock(t.ctx.db, scarceId, 2);
      expect((await setStatus(order.id, 'SHIPPED')).status).toBe(200);
      expect(await stockOf(t.ctx.db, scarceId)).toBe(0);
      expect(await stockOf(t.ctx.db, cableId)).toBe(cables - 1);
    });

    it('answers 400 for an unknown status or bad id and 404 for an unknown order', async () => {
      const [order] = await mine(person(7));
      for (const status of ['LOST', '', 3, undefined]) {
        const response = await setStatus(order?.id as number, status);
        expect(response.status).toBe(400);
        expect(response.body).toEqual({
          message: 'deliveryStatus must be one of PENDING, SHIPPED, DELIVERED, CANCELED',
        });
      }
      const unknown = await setStatus(999_999, 'SHIPPED');
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: ORDER_MESSAGES.notFound });
      const bad = await t.request('PUT', '/orders/x/status', { token: admin, json: { deliveryStatus: 'SHIPPED' } });
      expect(bad.status).toBe(400);
    });
  });

  describe('what the shop shows meanwhile', () => {
    /**
     * The stock of the product's only size as search, the shop listing, its category and its own
     * page show it, whether the shop's "in stock" filter lists it, and how many that filter counts.
     */
    const shownStock = async (product: ProductFixture) => {
      const search = await t.request('GET', `/products/search?q=${encodeURIComponent(product.name)}`);
      const listing = await t.request('GET', '/products?sort=newest&limit=50');
      const category = await t.request('GET', '/products/category/Test%20Mobiles?sort=newest&limit=50');
      const page = await t.request('GET', API_PATHS.products.byName(product.name));
      const inStock = await t.request('GET', '/products?sort=newest&limit=50&availability=in-stock');
      const stock = [search.body.data, listing.body.data, category.body.data, [page.body.product]].map(
        (products: Product[]) => products.find((shown) => shown.id === product.id)?.variants[0]?.stock,
      );
      const listedInStock = inStock.body.data.some((shown: Product) => shown.id === product.id);
      return [...stock, listedInStock, inStock.body.pagination.totalItems];
    };

    it('shows the last unit as sold at once after the order, and back in stock at once after a cancellation', async () => {
      const last = await createProduct(t.ctx.db, 'Order Last Unit', [
        { size: '64GB', stock: 1, originalPrice: '999.00' },
      ]);
      // Written straight to the database, as by another API instance: forget what this one remembers.
      t.ctx.catalogueReads.forget('catalogue');
      const buyer = person(8);
      const shownFirst = await shownStock(last);
      const inStock = [1, 1, 1, 1, true, shownFirst.at(-1)];
      const soldOut = [0, 0, 0, 0, false, Number(shownFirst.at(-1)) - 1];
      expect(shownFirst).toEqual(inStock);
      const byCustomer = await placeOne(buyer, last.variantIds[0]);
      expect(await shownStock(last)).toEqual(soldOut);
      expect((await t.request('PUT', `/orders/${byCustomer.id}/cancel`, { token: buyer.token })).status).toBe(200);
      expect(await shownStock(last)).toEqual(inStock);
      const byAdmin = await placeOne(buyer, last.variantIds[0]);
      expect(await shownStock(last)).toEqual(soldOut);
      expect((await setStatus(byAdmin.id, 'CANCELED')).status).toBe(200);
      expect(await shownStock(last)).toEqual(inStock);
    });
  });

  describe('send-confirmation (compatibility)', () => {
    const send = (who: CustomerFixture, id: unknown, email: string) =>
      t.request('POST', '/orders/send-confirmation', { token: who.token, json: { orderData: { id }, email } });

    it('mails the own order to the own email, at most once a minute', async () => {
      const g = person(2);
      const order = await placeOne(g);
      const mailed = smtp.waitFor(g.email);
      const response = await send(g, order.id, g.email.toUpperCase());
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ message: ORDER_MESSAGES.confirmationSent });
      expect((await mailed).raw).toContain(`Subject: Order #${order.id} confirmed`);
      const again = await send(g, order.id, g.email);
      expect(again.status).toBe(429);
      expect(again.body).toEqual({ message: ORDER_MESSAGES.confirmationTooSoon });
    });

    it("refuses another customer's order, another address and bad bodies", async () => {
      const h = person(3);
      const [own] = await mine(h);
      const [others] = await mine(person(4));
      const sentBefore = smtp.mails.length;
      const notYours = await send(h, others?.id, h.email);
      expect(notYours.status).toBe(404);
      expect(notYours.body).toEqual({ message: ORDER_MESSAGES.notFound });
      const elsewhere = await send(h, own?.id, 'someone@example.com');
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body).toEqual({ message: ORDER_MESSAGES.confirmationOwnEmail });
      expect((await send(h, 'abc', h.email)).status).toBe(400);
      expect((await send(h, own?.id, 'not-an-email')).status).toBe(400);
      expect(smtp.mails.length).toBe(sentBefore);
    });
  });

  describe('who may call', () => {
    it('gives an admin 403 on the customer calls', async () => {
      const [order] = await mine(person(6));
      for (const [method, url, json] of [
        ['POST', '/orders/place', { addressId: 1, paymentMethod: 'COD' }],
        ['POST', '/orders/place', {}],
        ['GET', '/orders/my-orders', undefined],
        ['PUT', `/orders/${order?.id}/cancel`, undefined],
        ['POST', '/orders/send-confirmation', { orderData: { id: order?.id }, email: 'admin@example.com' }],
      ] as const) {
        const response = await t.request(method, url, { token: admin, json });
        expect(response.status).toBe(403);
        expect(response.body).toEqual({ message: ORDER_MESSAGES.customersOnly });
      }
      expect((await mine(person(6)))[0]?.deliveryStatus).toBe(order?.deliveryStatus);
    });

    it('gives a customer 403 on the admin calls', async () => {
      const [order] = await mine(person(6));
      const all = await t.request('GET', '/orders/all', { token: person(6).token });
      expect(all.status).toBe(403);
      expect(all.body).toEqual({ message: AUTH_MESSAGES.adminOnly });
      const status = await t.request('PUT', `/orders/${order?.id}/status`, {
        token: person(6).token,
        json: { deliveryStatus: 'CANCELED' },
      });
      expect(status.status).toBe(403);
      expect(status.body).toEqual({ message: AUTH_MESSAGES.adminOnly });
      expect((await mine(person(6)))[0]?.deliveryStatus).toBe(order?.deliveryStatus);
    });

    it('needs a login', async () => {
      for (const [method, url] of [
        ['POST', '/orders/place'],
        ['GET', '/orders/my-orders'],
        ['PUT', '/orders/1/cancel'],
        ['GET', '/orders/all'],
        ['PUT', '/orders/1/status'],
        ['POST', '/orders/send-confirmation'],
      ] as const) {
        const response = await t.request(method, url);
        expect(response.status).toBe(401);
        expect(response.body).toEqual({ message: AUTH_MESSAGES.loginRequired });
      }
    });
  });

  describe('mail server down', () => {
    it('keeps the order and answers emailSent: false', async () => {
      await smtp.close();
      smtpOpen = false;
      const k = person(1);
      const stock = await stockOf(t.ctx.db, small);
      // person(1) still has small × 2 and spare × 3 in the cart from the refused order.
      await t.request('DELETE', `/cart/remove/${(await cart(k)).items[1]?.id}`, { token: k.token });
      const response = await place(k);
      expect(response.status).toBe(201);
      expect(response.body.emailSent).toBe(false);
      expect((await mine(k))[0]?.id).toBe(response.body.order.id);
      expect((await cart(k)).items).toEqual([]);
      expect(await stockOf(t.ctx.db, small)).toBe(stock - 2);
      const resend = await t.request('POST', '/orders/send-confirmation', {
        token: k.token,
        json: { orderData: { id: response.body.order.id }, email: k.email },
      });
      expect(resend.status).toBe(502);
      expect(resend.body).toEqual({ message: ORDER_MESSAGES.confirmationFailed });
    });
  });
});
