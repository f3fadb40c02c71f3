import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { ADMIN_DASHBOARD, DELIVERY_STATUSES, toPaise } from 'shared-contracts';
import { loadDashboard } from '../dashboard/dashboard.service.js';
import { addresses, orderItems, orders, products, productVariants, users } from '../db/schema.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';
import { SEED_PRODUCTS } from './seed-data.js';
import { DEMO_CUSTOMERS, DEMO_ORDER_DAYS, demoOrders, type OrderableVariant } from './seed-orders.js';

const DAY = 24 * 3600 * 1000;

describe('the demo order history', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  const variants: OrderableVariant[] = Array.from({ length: 40 }, (_, index) => ({
    variantId: index + 1,
    productId: Math.floor(index / 2) + 1,
    productName: `Product ${Math.floor(index / 2) + 1}`,
    color: 'Black',
    colorHexCode: '#111111',
    size: index % 2 ? '256GB' : '128GB',
    originalPrice: `${1000 + index * 250}.50`,
  }));
  const customers = DEMO_CUSTOMERS.map((customer, index) => ({
    userId: index + 10,
    addressId: index + 20,
    address: customer.address,
    transitDays: 2,
  }));
  const history = demoOrders(now, variants, customers);

  it('spreads orders over every one of the days before now, by every customer', () => {
    const daysAgo = new Set(history.map((order) => Math.floor((now.getTime() - order.createdAt.getTime()) / DAY)));
    expect(daysAgo).toEqual(new Set(Array.from({ length: DEMO_ORDER_DAYS }, (_, day) => day)));
    expect(history.every((order) => order.createdAt < now)).toBe(true);
    expect(new Set(history.map((order) => order.userId)).size).toBe(DEMO_CUSTOMERS.length);
  });

  it('gives orders the statuses of their age: delivered when old, pending or shipped when recent, some cancelled', () => {
    const age = (order: (typeof history)[number]) => (now.getTime() - order.createdAt.getTime()) / DAY;
    for (const order of history) {
      if (order.status === 'DELIVERED') {
        expect(age(order)).toBeGreaterThanOrEqual(5);
        expect(order.deliveredOn?.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(order.deliveredOn?.getTime()).toBeGreaterThan(order.createdAt.getTime());
      } else expect(order.deliveredOn).toBeNull();
      if (order.status === 'SHIPPED' || order.status === 'PENDING') expect(age(order)).toBeLessThan(5);
      if (order.status === 'CANCELED') {
        expect(order.canceledOn?.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(order.canceledOn?.getTime()).toBeGreaterThanOrEqual(order.createdAt.getTime());
      } else expect(order.canceledOn).toBeNull();
    }
    const counts = Object.fromEntries(
      DELIVERY_STATUSES.map((status) => [status, history.filter((order) => order.status === status).length]),
    );
    expect(counts.DELIVERED).toBeGreaterThan(history.length / 2);
    expect(counts.CANCELED).toBeGreaterThan(0);
    expect(counts.PENDING).toBeGreaterThan(0);
    expect(counts.SHIPPED).toBeGreaterThan(0);
  });

  it('totals each order exactly from its lines at their prices', () => {
    for (const order of history) {
      expect(order.items.length).toBeGreaterThanOrEqual(1);
      expect(new Set(order.items.map((item) => item.variant.variantId)).size).toBe(order.items.length);
      const total = order.items.reduce((sum, item) => sum + toPaise(item.variant.originalPrice) * item.quantity, 0);
      expect(toPaise(order.orderTotal)).toBe(total);
    }
  });

  it('tells the same story at every seed', () => {
    expect(demoOrders(now, variants, customers)).toEqual(history);
  });
});

describe.each(DATABASES)('the demo store on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { demo: true });
  });
  afterAll(() => t.close());

  it('has several customers with an address each, and their orders with lines of seeded variants', async () => {
    const customers = await t.ctx.db
      .select({ id: users.id, addresses: count(addresses.id) })
      .from(users)
      .innerJoin(addresses, eq(addresses.userId, users.id))
      .where(
        and(
          eq(users.userType, 'CUSTOMER'),
          inArray(
            users.email,
            DEMO_CUSTOMERS.map((customer) => customer.email),
          ),
        ),
      )
      .groupBy(users.id);
    expect(customers.map((customer) => customer.addresses)).toEqual(DEMO_CUSTOMERS.map(() => 1));
    const byCustomer = await t.ctx.db
      .select({ userId: orders.userId, n: count() })
      .from(orders)
      .groupBy(orders.userId)
      .orderBy(asc(orders.userId));
    expect(byCustomer).toHaveLength(DEMO_CUSTOMERS.length);
    // Every line names its variant as it is in the catalogue, at its price.
    const [mismatched] = await t.ctx.db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(
        sql`${productVariants.productId} <> ${orderItems.productId} or ${productVariants.size} <> ${orderItems.size}
          or ${productVariants.color} <> ${orderItems.color} or ${products.name} <> ${orderItems.productName}
          or ${productVariants.originalPrice} <> ${orderItems.priceAtPurchase}`,
      );
    expect(mismatched?.n).toBe(0);
    const [orphans] = await t.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(sql`not exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id})`);
    expect(orphans?.n).toBe(0);
  });

  it('keeps its catalogue stock as seeded: sold-out products stay sold out, and low stock (1–5) reads apart from none', async () => {
    const soldOut = SEED_PRODUCTS.filter((product) => product.variants.every((variant) => variant.stock === 0));
    expect(soldOut).toHaveLength(15);
    const stock = await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants);
    expect(stock.map((row) => row.stock).sort()).toEqual(
      SEED_PRODUCTS.flatMap((product) => product.variants.map((variant) => variant.stock)).sort(),
    );
    const low = stock.filter((row) => row.stock >= 1 && row.stock <= ADMIN_DASHBOARD.lowStockThreshold);
    expect(low.length).toBeGreaterThanOrEqual(8);
    expect(stock.filter((row) => row.stock === 0).length).toBeGreaterThan(low.length);
  });

  it("brings the dashboard to life: sales on most of the window's days, best sellers and every status", async () => {
    const dashboard = await loadDashboard(t.ctx.db);
    const days = dashboard.salesByDay.filter((day) => day.orders > 0);
    expect(days.length).toBeGreaterThanOrEqual(ADMIN_DASHBOARD.days - 2);
    expect(dashboard.bestSellers).toHaveLength(ADMIN_DASHBOARD.bestSellersListed);
    for (const { status, count: n } of dashboard.ordersByStatus) expect([status, n > 0]).toEqual([status, true]);
    expect(dashboard.pendingOrders).toBeGreaterThan(0);
    expect(dashboard.latestOrders).toHaveLength(ADMIN_DASHBOARD.latestOrdersListed);
  });

  it('moves stock for a seeded order as for any other: cancelling a pending one puts its units back', async () => {
    const [pending] = await t.ctx.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.deliveryStatus, 'PENDING'))
      .limit(1);
    const lines = await t.ctx.db
      .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, pending?.id as number));
    const stockOf = async (id: number) =>
      (
        await t.ctx.db.select({ stock: productVariants.stock }).from(productVariants).where(eq(productVariants.id, id))
      )[0]?.stock as number;
    const before = await Promise.all(lines.map((line) => stockOf(line.variantId as number)));
    const admin = await t.login({ identifier: 'admin@example.com', password: 'Admin@12345' });
    const response = await t.request('PUT', `/orders/${pending?.id}/status`, {
      token: admin,
      json: { deliveryStatus: 'CANCELED' },
    });
    expect(response.status).toBe(200);
    const after = await Promise.all(lines.map((line) => stockOf(line.variantId as number)));
    expect(after).toEqual(before.map((stock, index) => stock + (lines[index]?.quantity as number)));
  });
});
