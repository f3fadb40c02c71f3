/**
 * Crash: the API process is killed with SIGKILL (no chance to clean up) while customers are
 * placing orders, three times over, and started again on the same data. Every order a customer
 * was told about must be there, whole; no order may be half-written (an order without all of its
 * cart, a cart emptied without its order); and for every variant, stock left plus units ordered
 * must equal the stock we started with. Against the real server process and a real database.
 */
import type { Order } from 'shared-contracts';
import { DATABASES } from '../test/test-app.js';
import {
  audit,
  expectConsistent,
  type OrderStore,
  type PlaceResult,
  placeOrders,
  prepareOrderStore,
  type Shopper,
} from './order-store.js';
import { serverEnv, startServer, stopAllServers, waitForExit } from './server-process.js';

/** How many confirmations each round waits for before the kill: early, middle, late in a burst. */
const KILL_AFTER = [5, 15, 25];
const IN_FLIGHT = 8;

describe.each(DATABASES)('the API killed with SIGKILL while orders are placed, on %s', (kind) => {
  let store: OrderStore;
  beforeAll(async () => {
    store = await prepareOrderStore(kind, { shopperCount: 120, variantCount: 6, stock: 1000 });
  });
  afterAll(async () => {
    await stopAllServers();
    await store?.cleanup();
  });

  it('starts again with every confirmed order whole, nothing half-written and no unit of stock lost', async () => {
    const placed: Order[] = [];
    let unanswered = 0;
    let queue: Shopper[] = [...store.shoppers];

    for (const killAfter of KILL_AFTER) {
      const server = await startServer(serverEnv(store.env));
      let killed = false;
      const results = await placeOrders(server.url, queue, IN_FLIGHT, (_result, all) => {
        const confirmed = all.filter((r) => r.outcome === 'placed').length;
        // Killed right as an answer arrives: the other requests are somewhere in their transaction.
        if (!killed && confirmed >= killAfter) {
          killed = true;
          server.kill('SIGKILL');
        }
      });
      expect(killed).toBe(true);
      expect((await waitForExit(server, 10_000)).signal).toBe('SIGKILL');

      const refused = results.filter((r): r is Extract<PlaceResult, { outcome: 'refused' }> => r.outcome === 'refused');
      // Nothing in this stream is refusable: each cart is full and stock is ample.
      expect(refused.map((r) => `${r.status} ${r.message}`)).toEqual([]);
      for (const result of results) if (result.outcome === 'placed') placed.push(result.order);
      unanswered += results.filter((r) => r.outcome === 'no answer').length;
      // Shoppers whose request got an answer, or none, are done; the rest go on after the restart.
      const done = new Set(results.map((r) => r.shopper.id));
      queue = queue.filter((shopper) => !done.has(shopper.id));
    }

    // The kill left the data as it was; the API must come up on it by itself.
    const server = await startServer(serverEnv(store.env));
    try {
      // Each customer sees the order they were told about.
      for (const order of placed) {
        const shopper = store.shoppers.find((s) => s.id === order.address.userId) as Shopper;
        const response = await fetch(`${server.url}/orders/my-orders`, {
          headers: { authorization: `Bearer ${shopper.token}` },
        });
        expect(response.status).toBe(200);
        const { orders } = (await response.json()) as { orders: Order[] };
        expect(orders.map((o) => [o.id, o.orderTotal])).toEqual([[order.id, order.orderTotal]]);
      }
    } finally {
      server.kill('SIGTERM');
      expect((await waitForExit(server, 30_000)).code).toBe(0);
    }

    const database = await store.open();
    try {
      const found = await audit(database.db);
      expectConsistent(store, found, placed);
      // Orders that were written but whose answer was lost can only be among the unanswered requests.
      expect(found.orders.length - placed.length).toBeGreaterThanOrEqual(0);
      expect(found.orders.length - placed.length).toBeLessThanOrEqual(unanswered);
      console.info(
        `[crash ${kind}] ${KILL_AFTER.length} kills: ${placed.length} orders confirmed, ${found.orders.length} found, ` +
          `${unanswered} requests cut off unanswered`,
      );
    } finally {
      await database.close();
    }
  }, 240_000);
});
