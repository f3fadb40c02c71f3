/**
 * Many checkouts and status changes at the same moment, over real HTTP against the listening
 * server: stock never goes below 0, nothing is oversold, a cancellation restocks exactly once.
 */

import { eq, inArray, sql } from 'drizzle-orm';
import type { Order } from 'shared-contracts';
import { ORDER_MESSAGES } from 'shared-contracts';
import { cartItems, carts, orderItems, orders } from '../db/schema.js';
import { type CustomerFixture, createCustomers, createProduct, stockOf } from '../test/commerce.js';
import { ADMIN, type ApiResponse, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('concurrent orders on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(ADMIN);
  });
  afterAll(() => t.close());

  /** Gives each customer a cart holding one unit of each variant (written directly). */
  async function fillCarts(customers: CustomerFixture[], variantIds: number[]): Promise<void> {
    const rows = await t.ctx.db
      .insert(carts)
      .values(customers.map((customer) => ({ userId: customer.id })))
      .returning({ id: carts.id });
    await t.ctx.db.insert(cartItems).values(
      rows.flatMap((cart, i) =>
        (i % 2 === 0 ? variantIds : [...variantIds].reverse()).map((variantId) => ({
          cartId: cart.id,
          variantId,
          quantity: 1,
        })),
      ),
    );
  }

  const linesOf = async (customer: CustomerFixture) => {
    const rows = await t.ctx.db
      .select({ id: cartItems.id })
      .from(cartItems)
      .innerJoin(carts, eq(carts.id, cartItems.cartId))
      .where(eq(carts.userId, customer.id));
    return rows.length;
  };

  const placeAll = (customers: CustomerFixture[]) =>
    Promise.all(
      customers.map((customer) =>
        t.request<{ order: Order; emailSent: boolean; message?: string }>('POST', '/orders/place', {
          token: customer.token,
          json: { addressId: customer.addressId, paymentMethod: 'COD' },
        }),
      ),
    );

  let winners: { customer: CustomerFixture; order: Order }[] = [];
  let variantId = 0;

  it('gives 100 simultaneous checkouts of a variant with stock 10 exactly 10 orders and stock 0', async () => {
    const product = await createProduct(t.ctx.db, 'Race Phone', [
      { color: 'Red', size: '64GB', stock: 10, originalPrice: '999.50' },
    ]);
    variantId = product.variantIds[0] as number;
    const customers = await createCustomers(t, 100, 'race');
    await fillCarts(customers, [variantId]);

    const answers = await placeAll(customers);

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.body).toEqual({ message: ORDER_MESSAGES.notEnoughStock('Race Phone', '64GB', 0) });
    }
    expect(await stockOf(t.ctx.db, variantId)).toBe(0);

    const [sold] = await t.ctx.db
      .select({ lines: sql<number>`count(*)::int`, units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.variantId, variantId));
    expect(sold).toEqual({ lines: 10, units: 10 });

    winners = answers.flatMap((answer, i) =>
      answer.status === 201 ? [{ customer: customers[i] as CustomerFixture, order: answer.body.order }] : [],
    );
    for (const { customer, order } of winners) {
      expect(order).toMatchObject({ orderTotal: '999.50', deliveryStatus: 'PENDING' });
      expect(order.items).toEqual([expect.objectContaining({ quantity: 1, priceAtPurchase: '999.50' })]);
      expect(await linesOf(customer)).toBe(0);
    }
    const losers = customers.filter((customer) => !winners.some((w) => w.customer.id === customer.id));
    for (const customer of losers.slice(0, 10)) expect(await linesOf(customer)).toBe(1);
  });

  it('restocks at most once when cancellations and status changes race', async () => {
    expect(winners).toHaveLength(10);
    const cancel = (w: (typeof winners)[number]) =>
      t.request('PUT', `/orders/${w.order.id}/cancel`, { token: w.customer.token });
    const setStatus = (w: (typeof winners)[number], deliveryStatus: string) =>
      t.request('PUT', `/orders/${w.order.id}/status`, { token: admin, json: { deliveryStatus } });

    // Five orders: the customer and two admins cancel at once. Five more: cancel, ship and cancel at once.
    const tripleCancel = winners.slice(0, 5);
    const mixed = winners.slice(5);
    const groups: ApiResponse[][] = await Promise.all([
      ...tripleCancel.map((w) => Promise.all([cancel(w), setStatus(w, 'CANCELED'), setStatus(w, 'CANCELED')])),
      ...mixed.map((w) => Promise.all([cancel(w), setStatus(w, 'SHIPPED'), setStatus(w, 'CANCELED')])),
    ]);
    for (const answers of groups) {
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
    }
    for (const answers of groups.slice(0, 5)) {
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    }

    const statusOf = async () => {
      const rows = await t.ctx.db
        .select({ id: orders.id, status: orders.deliveryStatus })
        .from(orders)
        .where(
          inArray(
            orders.id,
            winners.map((w) => w.order.id),
          ),
        );
      return new Map(rows.map((row) => [row.id, row.status]));
    };
    const after = await statusOf();
    for (const w of tripleCancel) expect(after.get(w.order.id)).toBe('CANCELED');
    for (const w of mixed) expect(['CANCELED', 'SHIPPED']).toContain(after.get(w.order.id));
    const canceled = [...after.values()].filter((status) => status === 'CANCELED').length;
    expect(await stockOf(t.ctx.db, variantId)).toBe(canceled);

    // Again, all at once: only the shipped ones can still be cancelled, and each restocks once more.
    const second = await Promise.all(
      winners.flatMap((w) => [cancel(w), setStatus(w, 'CANCELED'), setStatus(w, 'CANCELED')]),
    );
    expect(second.filter((answer) => answer.status === 200)).toHaveLength(10 - canceled);
    expect(second.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const final = await statusOf();
    expect([...final.values()]).toEqual(Array(10).fill('CANCELED'));
    expect(await stockOf(t.ctx.db, variantId)).toBe(10);
  });

  it('orders a cart once when the same customer places it several times at once', async () => {
    const product = await createProduct(t.ctx.db, 'Race Tablet', [
      { color: 'Grey', size: '64GB', stock: 10, originalPrice: '15000.00' },
    ]);
    const tablet = product.variantIds[0] as number;
    const [customer] = await createCustomers(t, 1, 'double');
    await fillCarts([customer as CustomerFixture], [tablet]);
    await t.ctx.db.update(cartItems).set({ quantity: 2 }).where(eq(cartItems.variantId, tablet));

    const answers = await placeAll(Array(6).fill(customer));

    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.body)).toEqual(Array(5).fill({ message: ORDER_MESSAGES.cartEmpty }));
    expect(await stockOf(t.ctx.db, tablet)).toBe(8);
    const placed = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.userId, customer?.id as number));
    expect(placed).toHaveLength(1);
  });

  it('never oversells or deadlocks with carts of two variants in either order', async () => {
    const product = await createProduct(t.ctx.db, 'Race Bundle', [
      { color: 'White', size: 'S', stock: 7, originalPrice: '10.10' },
      { color: 'White', size: 'L', stock: 9, originalPrice: '20.20' },
    ]);
    const [s, l] = product.variantIds as [number, number];
    const customers = await createCustomers(t, 30, 'bundle');
    await fillCarts(customers, [s, l]);

    const answers = await placeAll(customers);

    const placed = answers.filter((answer) => answer.status === 201);
    expect(placed).toHaveLength(7);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(23);
    for (const answer of placed) expect(answer.body.order.orderTotal).toBe('30.30');
    expect(await stockOf(t.ctx.db, s)).toBe(0);
    // The L line of every refused order was rolled back.
    expect(await stockOf(t.ctx.db, l)).toBe(2);
  });
});
