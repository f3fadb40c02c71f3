/**
 * A store prepared for the crash and shutdown tests: a database (a PGlite data folder, or a
 * fresh PostgreSQL database) holding variants with known stock and customers whose carts are
 * filled, written directly before any server starts. The tests then place orders over HTTP
 * against a server process and audit the database afterwards.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { type Order, TAX_PAISE, toPaise } from 'shared-contracts';
import { createTokens } from '../auth/tokens.js';
import { type Database, type Db, openDatabase } from '../db/database.js';
import { cartItems, carts, orderItems, orders, productVariants } from '../db/schema.js';
import { type CustomerFixture, createCustomers, createProduct } from '../test/commerce.js';
import { createPostgresDatabase, type DatabaseKind } from '../test/test-app.js';

const JWT_SECRET = 'reliability-test-secret-long-enough-for-hs256';

export interface CartLine {
  variantId: number;
  quantity: number;
}

export interface Shopper extends CustomerFixture {
  /** What the cart held before any order: an order must contain exactly this. */
  lines: CartLine[];
}

export interface OrderStore {
  kind: DatabaseKind;
  /** The server's environment for this database (merge into serverEnv). */
  env: Record<string, string>;
  dataDir: string;
  shoppers: Shopper[];
  /** The one product on sale, its category's name, and the stock of each of its variants before any order. */
  productId: number;
  categoryName: string;
  startingStock: Map<number, number>;
  /** Opens the database directly. For PGlite only while no server holds the data folder. */
  open(): Promise<Database>;
  cleanup(): Promise<void>;
}

export const UNIT_PRICE = '100.00';
const CATEGORY_NAME = 'Test Mobiles';

/** `shopperCount` customers, each with 1 to 3 cart lines over `variantCount` variants of ample stock. */
export async function prepareOrderStore(
  kind: DatabaseKind,
  options: { shopperCount: number; variantCount: number; stock: number },
): Promise<OrderStore> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'store-reliability-'));
  let env: Record<string, string>;
  let open: () => Promise<Database>;
  let drop = async () => {};
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    drop = created.drop;
    env = { DATABASE_URL: created.url };
    open = () => openDatabase({ kind: 'postgres', url: created.url });
  } else {
    env = {};
    open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  }
  env = { ...env, API_DATA_DIR: dataDir, JWT_SECRET, SEED_DEMO: '0' };

  const database = await open();
  try {
    const db = database.db;
    const sizes = Array.from({ length: options.variantCount }, (_, i) => `${64 * (i + 1)}GB`);
    const product = await createProduct(
      db,
      'Crash Phone',
      sizes.map((size) => ({ size, stock: options.stock, originalPrice: UNIT_PRICE })),
      CATEGORY_NAME,
    );
    const tokens = createTokens(JWT_SECRET, { idleSeconds: 3600, maxSeconds: 3600 });
    const customers = await createCustomers({ ctx: { db, tokens } }, options.shopperCount, 'shopper');
    const shoppers: Shopper[] = customers.map((customer, i) => {
      // 1 to 3 different variants, 1 or 2 of each, so orders differ in size and lock different rows.
      const count = (i % 3) + 1;
      const lines = Array.from({ length: count }, (_, k) => ({
        variantId: product.variantIds[(i + k * 2) % product.variantIds.length] as number,
        quantity: ((i + k) % 2) + 1,
      }));
      return { ...customer, lines };
    });
    const cartRows = await db
      .insert(carts)
      .values(shoppers.map((shopper) => ({ userId: shopper.id })))
      .returning({ id: carts.id, userId: carts.userId });
    const cartOf = new Map(cartRows.map((row) => [row.userId, row.id]));
    await db
      .insert(cartItems)
      .values(
        shoppers.flatMap((shopper) =>
          shopper.lines.map((line) => ({ cartId: cartOf.get(shopper.id) as number, ...line })),
        ),
      );
    const startingStock = new Map(product.variantIds.map((id) => [id, options.stock]));
    return {
      kind,
      env,
      dataDir,
      shoppers,
      productId: product.id,
      categoryName: CATEGORY_NAME,
      startingStock,
      open,
      cleanup: async () => {
        await drop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  } finally {
    // Closed (and checkpointed) before a server opens the same data.
    await database.close();
  }
}

export type PlaceResult =
  | { shopper: Shopper; outcome: 'placed'; order: Order }
  | { shopper: Shopper; outcome: 'refused'; status: number; message: string }
  /** No answer: the connection broke (the server died). Whether the order exists is unknown. */
  | { shopper: Shopper; outcome: 'no answer'; error: string };

export async function placeOrder(baseUrl: string, shopper: Shopper): Promise<PlaceResult> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${baseUrl}/orders/place`, {
      method: 'POST',
      headers: { authorization: `Bearer ${shopper.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ addressId: shopper.addressId, paymentMethod: 'COD' }),
    });
    text = await response.text();
  } catch (error) {
    return { shopper, outcome: 'no answer', error: String((error as Error).cause ?? error) };
  }
  if (response.status === 201)
    return { shopper, outcome: 'placed', order: (JSON.parse(text) as { order: Order }).order };
  let message = text;
  try {
    message = (JSON.parse(text) as { message: string }).message;
  } catch {
    // not JSON: keep the text
  }
  return { shopper, outcome: 'refused', status: response.status, message };
}

/**
 * Places the shoppers' orders, `concurrency` at a time, until the queue is empty or a request
 * gets no answer (the server is gone): then each worker stops taking new shoppers.
 * `onResult` runs on every result as it arrives (e.g. to kill the server after the n-th).
 */
export async function placeOrders(
  baseUrl: string,
  queue: Shopper[],
  concurrency: number,
  onResult: (result: PlaceResult, results: PlaceResult[]) => void = () => {},
): Promise<PlaceResult[]> {
  const results: PlaceResult[] = [];
  let next = 0;
  let broken = false;
  const worker = async () => {
    while (!broken && next < queue.length) {
      const shopper = queue[next++] as Shopper;
      const result = await placeOrder(baseUrl, shopper);
      results.push(result);
      if (result.outcome === 'no answer') broken = true;
      onResult(result, results);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

export interface StoredOrder {
  id: number;
  userId: number;
  orderTotal: string;
  items: CartLine[];
}

export interface Audit {
  orders: StoredOrder[];
  /** Cart lines left per user (users with none are absent). */
  carts: Map<number, CartLine[]>;
  stock: Map<number, number>;
}

const byVariant = (a: CartLine, b: CartLine) => a.variantId - b.variantId;

/** Reads what the database holds now: every order with its items, every cart, every variant's stock. */
export async function audit(db: Db): Promise<Audit> {
  const orderRows = await db
    .select({ id: orders.id, userId: orders.userId, orderTotal: orders.orderTotal })
    .from(orders)
    .orderBy(asc(orders.id));
  const itemRows = await db
    .select({ orderId: orderItems.orderId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems);
  const cartRows = await db
    .select({ userId: carts.userId, variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId));
  const stockRows = await db.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants);

  const storedOrders = orderRows.map((order) => ({
    ...order,
    items: itemRows
      .filter((item) => item.orderId === order.id)
      .map((item) => ({ variantId: item.variantId as number, quantity: item.quantity }))
      .sort(byVariant),
  }));
  const cartsByUser = new Map<number, CartLine[]>();
  for (const row of cartRows) {
    const lines = cartsByUser.get(row.userId) ?? [];
    lines.push({ variantId: row.variantId, quantity: row.quantity });
    cartsByUser.set(row.userId, lines.sort(byVariant));
  }
  return { orders: storedOrders, carts: cartsByUser, stock: new Map(stockRows.map((row) => [row.id, row.stock])) };
}

/** What an order of these lines must total: the unit price times the units, plus tax (exact paise). */
export function expectedTotal(lines: CartLine[]): string {
  const units = lines.reduce((sum, line) => sum + line.quantity, 0);
  const paise = toPaise(UNIT_PRICE) * units + TAX_PAISE;
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * Every rule "nothing lost, nothing half-written" implies, checked against the audit; throws a
 * jest assertion error on the first one broken. `placed` are the orders answered with 201.
 */
export function expectConsistent(store: OrderStore, found: Audit, placed: Order[]): void {
  const byId = new Map(found.orders.map((order) => [order.id, order]));
  const shopperById = new Map(store.shoppers.map((shopper) => [shopper.id, shopper]));

  // Every order the customer was told about is there, whole.
  for (const order of placed) {
    const stored = byId.get(order.id);
    expect(stored).toBeDefined();
    expect(stored?.orderTotal).toBe(order.orderTotal);
    expect(stored?.items).toEqual(
      order.items.map((item) => ({ variantId: item.product.variant.id, quantity: item.quantity })).sort(byVariant),
    );
  }
  // Every stored order (told or not) is a whole cart: all its lines, the right total, one per customer.
  const ordersPerUser = new Map<number, number>();
  for (const order of found.orders) {
    const shopper = shopperById.get(order.userId);
    expect(shopper).toBeDefined();
    expect(order.items).toEqual([...(shopper?.lines ?? [])].sort(byVariant));
    expect(order.orderTotal).toBe(expectedTotal(shopper?.lines ?? []));
    ordersPerUser.set(order.userId, (ordersPerUser.get(order.userId) ?? 0) + 1);
  }
  expect([...ordersPerUser.values()].filter((count) => count > 1)).toEqual([]);
  // A cart is emptied exactly when its order exists.
  for (const shopper of store.shoppers) {
    const cart = found.carts.get(shopper.id) ?? [];
    if (ordersPerUser.has(shopper.id)) expect({ shopper: shopper.id, cart }).toEqual({ shopper: shopper.id, cart: [] });
    else expect(cart).toEqual([...shopper.lines].sort(byVariant));
  }
  // Stock left plus units ordered is the stock we started with, for every variant.
  for (const [variantId, starting] of store.startingStock) {
    const ordered = found.orders
      .flatMap((order) => order.items)
      .filter((item) => item.variantId === variantId)
      .reduce((sum, item) => sum + item.quantity, 0);
    expect({ variantId, total: (found.stock.get(variantId) ?? 0) + ordered }).toEqual({
      variantId,
      total: starting,
    });
  }
}
