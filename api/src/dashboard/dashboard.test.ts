import { eq } from 'drizzle-orm';
import { ADMIN_DASHBOARD, type Dashboard, type Order } from 'shared-contracts';
import { orders } from '../db/schema.js';
import { type CustomerFixture, createCustomers, createProduct, setStock } from '../test/commerce.js';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';
import { windowDays } from './dashboard.service.js';

const DAY_MS = 24 * 3600 * 1000;

describe('the shop days of the dashboard', () => {
  it('are the last 30 days in India, ending today there', () => {
    // 20:00 UTC on 30 Nov is already 1 Dec in India (UTC+5:30).
    const days = windowDays(new Date('2026-11-30T20:00:00Z'));
    expect(days).toHaveLength(ADMIN_DASHBOARD.days);
    expect(days.at(-1)).toBe('2026-12-01');
    expect(days[0]).toBe('2026-11-02');
  });
});

describe.each(DATABASES)('GET /dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let people: CustomerFixture[];
  let [cheap, dear, soldOut, fewLeft] = [0, 0, 0, 0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(ADMIN);
    people = await createCustomers(t, 3, 'dash');
    const widget = await createProduct(t.ctx.db, 'Dash Widget', [
      { size: 'S', stock: 50, originalPrice: '100.00' },
      { size: 'L', stock: 7, originalPrice: '300.50' },
    ]);
    const gadget = await createProduct(t.ctx.db, 'Dash Gadget', [
      { size: '1', stock: 0, originalPrice: '999.00' },
      { size: '2', stock: 4, originalPrice: '50.00' },
    ]);
    [cheap, dear] = widget.variantIds as [number, number];
    [soldOut, fewLeft] = gadget.variantIds as [number, number];
  });
  afterAll(() => t.close());

  const person = (i: number) => people[i] as CustomerFixture;
  const order = async (who: CustomerFixture, lines: [number, number][]) => {
    for (const [productVariantId, quantity] of lines) {
      const added = await t.request('POST', '/cart/add', { token: who.token, json: { productVariantId, quantity } });
      expect([200, 201]).toContain(added.status);
    }
    const placed = await t.request('POST', '/orders/place', {
      token: who.token,
      json: { addressId: who.addressId, paymentMethod: 'COD' },
    });
    expect(placed.status).toBe(201);
    return placed.body.order as Order;
  };
  const placedDaysAgo = (id: number, daysAgo: number) =>
    t.ctx.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS), orderDate: new Date(Date.now() - daysAgo * DAY_MS) })
      .where(eq(orders.id, id));
  const dashboard = async () => {
    const response = await t.request('GET', '/dashboard', { token: admin });
    expect(response.status).toBe(200);
    return response.body as Dashboard;
  };

  it('is all zeros, every day and status listed, for a shop without orders', async () => {
    const empty = await dashboard();
    expect(empty.salesByDay).toHaveLength(ADMIN_DASHBOARD.days);
    expect(empty.salesByDay.every((day) => day.orders === 0 && day.revenue === '0.00')).toBe(true);
    expect(empty.ordersByStatus).toEqual([
      { status: 'PENDING', count: 0 },
      { status: 'SHIPPED', count: 0 },
      { status: 'DELIVERED', count: 0 },
      { status: 'CANCELED', count: 0 },
    ]);
    expect(empty.pendingOrders).toBe(0);
    expect(empty.bestSellers).toEqual([]);
    expect(empty.latestOrders).toEqual([]);
  });

  it('sums sales per day, counts statuses, ranks best sellers and lists low stock and the latest orders', async () => {
    const old = await order(person(0), [[cheap, 9]]); // 40 days ago: outside the window, still pending
    const twoDaysAgo = await order(person(1), [
      [cheap, 2],
      [dear, 1],
    ]);
    const shipped = await order(person(2), [[fewLeft, 3]]);
    const cancelled = await order(person(0), [[dear, 4]]);
    const latest = await order(person(1), [[cheap, 1]]);
    await placedDaysAgo(old.id, 40);
    await placedDaysAgo(twoDaysAgo.id, 2);
    await t.request('PUT', `/orders/${shipped.id}/status`, { token: admin, json: { deliveryStatus: 'SHIPPED' } });
    await t.request('PUT', `/orders/${cancelled.id}/status`, { token: admin, json: { deliveryStatus: 'CANCELED' } });

    const seen = await dashboard();
    const byDate = new Map(seen.salesByDay.map((day) => [day.date, day]));
    const days = windowDays(new Date());
    expect(seen.salesByDay.map((day) => day.date)).toEqual(days);
    // Today: 3 × 50 shipped + 1 × 100 pending; the cancelled order counts as placed, not as revenue.
    expect(byDate.get(days.at(-1) as string)).toEqual({ date: days.at(-1), orders: 3, revenue: '250.00' });
    expect(byDate.get(days.at(-3) as string)).toEqual({ date: days.at(-3), orders: 1, revenue: '500.50' });
    expect(seen.salesByDay.reduce((sum, day) => sum + day.orders, 0)).toBe(4);

    expect(seen.ordersByStatus).toEqual([
      { status: 'PENDING', count: 2 },
      { status: 'SHIPPED', count: 1 },
      { status: 'DELIVERED', count: 0 },
      { status: 'CANCELED', count: 1 },
    ]);
    expect(seen.pendingOrders).toBe(3);

    // In the window and not cancelled: widget 2 + 1 + 1 units, gadget 3.
    expect(seen.bestSellers).toEqual([
      { productId: expect.any(Number), name: 'Dash Widget', unitsSold: 4, revenue: '600.50' },
      { productId: expect.any(Number), name: 'Dash Gadget', unitsSold: 3, revenue: '150.00' },
    ]);

    // Stock now: cheap 38, dear 6 (7 - 1; the cancelled 4 went back), sold out 0, few left 1.
    // The sold-out variant is counted apart, not listed among those running low.
    expect(seen.lowStock).toEqual({
      threshold: ADMIN_DASHBOARD.lowStockThreshold,
      count: 1,
      soldOut: 1,
      variants: [
        {
          variantId: fewLeft,
          productId: expect.any(Number),
          productName: 'Dash Gadget',
          color: 'Black',
          size: '2',
          stock: 1,
        },
      ],
    });
    expect(seen.lowStock.variants.map((variant) => variant.variantId)).not.toContain(soldOut);
    await setStock(t.ctx.db, dear, ADMIN_DASHBOARD.lowStockThreshold);
    expect((await dashboard()).lowStock.variants.map((variant) => variant.variantId)).toEqual([fewLeft, dear]);

    expect(seen.latestOrders.map((entry) => entry.id)).toEqual([
      latest.id,
      cancelled.id,
      shipped.id,
      twoDaysAgo.id,
      old.id,
    ]);
    expect(seen.latestOrders[0]).toEqual({
      id: latest.id,
      customer: `${person(1).firstName} Tester`,
      orderTotal: '100.00',
      deliveryStatus: 'PENDING',
      createdAt: latest.createdAt,
    });
  });

  it('counts a day by India’s calendar', async () => {
    // 19:00 UTC yesterday is 00:30 today in India (UTC+5:30).
    const days = windowDays(new Date());
    const late = await order(person(2), [[cheap, 1]]);
    await t.ctx.db
      .update(orders)
      .set({ createdAt: new Date(`${days.at(-2)}T19:00:00Z`) })
      .where(eq(orders.id, late.id));
    const seen = await dashboard();
    expect(seen.salesByDay.at(-1)?.orders).toBe(4);
    expect(seen.salesByDay.at(-2)?.orders).toBe(0);
  });

  it('is for admins only', async () => {
    expect((await t.request('GET', '/dashboard')).status).toBe(401);
    const customer = await t.request('GET', '/dashboard', { token: person(0).token });
    expect(customer.status).toBe(403);
  });
});
