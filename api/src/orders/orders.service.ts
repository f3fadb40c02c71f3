/**
 * Orders (spec §3, §4, §7; architecture §4): placed in one transaction that decrements each
 * variant's stock with a conditional update (never below 0, so concurrent checkouts cannot
 * oversell), snapshots prices and the address, and empties the cart. Delivery status follows
 * DELIVERY_STATUS_TRANSITIONS; every status change is an update conditional on the status it
 * was read with, so a cancellation restocks exactly once however requests race.
 */
import { and, asc, desc, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUS_TRANSITIONS,
  type DeliveryStatus,
  EXPECTED_DELIVERY_DAYS,
  formatPaise,
  formatRupees,
  type Order,
  type PaymentMethod,
  TAX_PAISE,
  toPaise,
  type Variant,
} from 'shared-contracts';
import { imagesOf } from '../cart/cart.service.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { addresses, cartItems, carts, orderItems, orders, products, productVariants, users } from '../db/schema.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/errors.js';
import { toVariant } from '../products/products.service.js';

/** The most an order may total: what numeric(12,2) holds. */
const MAX_TOTAL_PAISE = 999_999_999_999n;
/** POST /orders/send-confirmation: one mail per customer per this many milliseconds. */
export const CONFIRMATION_INTERVAL_MS = 60_000;

const label = (status: DeliveryStatus) => DELIVERY_STATUS_LABELS[status];

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  customersOnly: 'Only customers can place, view or cancel their own orders',
  addressNotFound: 'Address not found; choose one of your saved addresses',
  cartEmpty: 'Your cart is empty',
  tooLarge: 'The order total is too large',
  /** A line that cannot be filled: the whole order is refused. */
  notEnoughStock: (name: string, size: string, stock: number) =>
    stock <= 0
      ? `${name} (${size}) is out of stock; remove it from your cart to place the order`
      : `Only ${stock} of ${name} (${size}) left in stock; lower the quantity in your cart to place the order`,
  onlyPendingCancel: (status: DeliveryStatus) =>
    `Only a pending order can be cancelled; this order is ${label(status)}`,
  sameStatus: (status: DeliveryStatus) => `The order is already ${label(status)}`,
  finalStatus: (status: DeliveryStatus) => `The order is ${label(status)} and can no longer change`,
  invalidMove: (from: DeliveryStatus, to: DeliveryStatus) =>
    `An order that is ${label(from)} cannot become ${label(to)}`,
  changedMeanwhile: (status: DeliveryStatus) =>
    `The order was changed at the same time and is now ${label(status)}; please try again`,
  confirmationSent: 'Confirmation email sent',
  confirmationFailed: 'The confirmation email could not be sent; please try again later',
  confirmationOwnEmail: 'The confirmation can only be sent to your account email',
  confirmationTooSoon: 'A confirmation email was sent less than a minute ago; please wait a minute',
} as const;

/** 409 unless `from → to` is a move of the state machine. */
export function assertMove(from: DeliveryStatus, to: DeliveryStatus): void {
  if ((DELIVERY_STATUS_TRANSITIONS[from] as readonly DeliveryStatus[]).includes(to)) return;
  if (from === to) throw conflict(ORDER_MESSAGES.sameStatus(from));
  if (DELIVERY_STATUS_TRANSITIONS[from].length === 0) throw conflict(ORDER_MESSAGES.finalStatus(from));
  throw conflict(ORDER_MESSAGES.invalidMove(from, to));
}

/** Exact rupees from whole paise (bigint, so no sum can lose a paisa). */
function rupees(paise: bigint): string {
  const fraction = String(paise % 100n).padStart(2, '0');
  return `${paise / 100n}.${fraction}`;
}

/** Orders with their customer, address, items, product images and variants, newest first. */
export async function loadOrders(db: Executor, where: SQL | undefined): Promise<Order[]> {
  const rows = await db
    .select({
      order: orders,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      addressIsDefault: addresses.isDefault,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(addresses, eq(addresses.id, orders.addressId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderItems, variant: productVariants })
    .from(orderItems)
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.order.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const images = await imagesOf(
    db,
    items.flatMap(({ item }) => (item.productId === null ? [] : [item.productId])),
  );
  const byOrder = new Map<number, Order['items']>();
  for (const { item, variant } of items) {
    // What was bought (snapshot), with the variant's current stock and prices while it still exists.
    const current: Variant | null = variant ? toVariant(variant) : null;
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      quantity: item.quantity,
      priceAtPurchase: item.priceAtPurchase,
      product: {
        id: item.productId ?? 0,
        name: item.productName,
        images: item.productId === null ? [] : (images.get(item.productId) ?? []),
        variant: {
          id: item.variantId ?? 0,
          color: item.color,
          colorHexCode: item.colorHexCode,
          size: item.size,
          stock: current?.stock ?? 0,
          originalPrice: current?.originalPrice ?? item.priceAtPurchase,
          discountPrice: current?.discountPrice ?? null,
        },
      },
    });
    byOrder.set(item.orderId, list);
  }
  return rows.map(({ order, firstName, lastName, email, addressIsDefault }) => ({
    id: order.id,
    user: { firstName, lastName, email },
    orderTotal: order.orderTotal,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    orderDate: order.orderDate.toISOString(),
    createdAt: order.createdAt.toISOString(),
    expectedDeliveryDate: order.expectedDeliveryDate.toISOString(),
    deliveredOn: order.deliveredOn ? order.deliveredOn.toISOString() : null,
    address: {
      // The address as it was when the order was placed; id 0 once the saved address is deleted.
      id: order.addressId ?? 0,
      userId: order.userId,
      addressLine1: order.addressLine1,
      addressLine2: order.addressLine2,
      city: order.city,
      state: order.state,
      postalCode: order.postalCode,
      isDefault: addressIsDefault ?? false,
    },
    items: byOrder.get(order.id) ?? [],
  }));
}

async function loadOrder(db: Executor, id: number): Promise<Order> {
  const [order] = await loadOrders(db, eq(orders.id, id));
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  return order;
}

export const listMyOrders = (db: Executor, userId: number) => loadOrders(db, eq(orders.userId, userId));
export const listAllOrders = (db: Executor) => loadOrders(db, undefined);

/** What a change of stock needs: the database, and the catalogue reads it makes stale. */
type StockContext = Pick<AppContext, 'db' | 'catalogueReads'>;

/** Puts the stock of every item of the order back (variants deleted since are skipped). */
async function restock(tx: Executor, orderId: number): Promise<void> {
  const items = await tx
    .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
    .orderBy(asc(orderItems.variantId));
  // One update per variant, in id order like placeOrder, so concurrent transactions lock rows in the same order.
  for (const { variantId, quantity } of items) {
    await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId as number));
  }
}

export interface PlaceOrderInput {
  addressId: number;
  paymentMethod: PaymentMethod;
}

/**
 * POST /orders/place. One transaction: the caller's address and cart, for each line (in variant
 * id order) `update ... set stock = stock - q where id = ? and stock >= q`, the order and its
 * items with the prices read under that row lock, the cart emptied. Any line that cannot be
 * filled rolls everything back with a 409 naming the product. The confirmation email goes out
 * after the commit; its failure leaves the order standing and only sets `emailSent: false`.
 */
export async function placeOrder(
  ctx: AppContext,
  userId: number,
  input: PlaceOrderInput,
  log: FastifyBaseLogger,
): Promise<{ order: Order; emailSent: boolean }> {
  const orderId = await ctx.db.transaction(async (tx) => {
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, input.addressId), eq(addresses.userId, userId)))
      .limit(1);
    if (!address) throw badRequest(ORDER_MESSAGES.addressNotFound);
    // Locks the cart: a second checkout of the same cart (a double click, another tab) waits here,
    // then finds the cart empty instead of ordering it twice.
    const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).for('update');
    const cartId = cart?.id ?? null;
    const lines =
      cartId === null
        ? []
        : await tx
            .select({
              itemId: cartItems.id,
              variantId: cartItems.variantId,
              quantity: cartItems.quantity,
              productId: products.id,
              productName: products.name,
            })
            .from(cartItems)
            .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
            .innerJoin(products, eq(products.id, productVariants.productId))
            .where(eq(cartItems.cartId, cartId))
            .orderBy(asc(cartItems.variantId));
    if (cartId === null || lines.length === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);

    let totalPaise = 0n;
    const items: Omit<typeof orderItems.$inferInsert, 'orderId'>[] = [];
    for (const line of lines) {
      const [taken] = await tx
        .update(productVariants)
        .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
        .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
        .returning();
      if (!taken) {
        const [now] = await tx
          .select({ stock: productVariants.stock, size: productVariants.size })
          .from(productVariants)
          .where(eq(productVariants.id, line.variantId))
          .limit(1);
        throw conflict(ORDER_MESSAGES.notEnoughStock(line.productName, now?.size ?? '', now?.stock ?? 0));
      }
      totalPaise += BigInt(toPaise(taken.originalPrice)) * BigInt(line.quantity);
      items.push({
        productId: line.productId,
        variantId: taken.id,
        productName: line.productName,
        color: taken.color,
        colorHexCode: taken.colorHexCode,
        size: taken.size,
        quantity: line.quantity,
        priceAtPurchase: taken.originalPrice,
      });
    }
    totalPaise += BigInt(TAX_PAISE);
    if (totalPaise > MAX_TOTAL_PAISE) throw badRequest(ORDER_MESSAGES.tooLarge);

    const now = new Date();
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        addressId: address.id,
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        city: address.city,
        state: address.state,
        postalCode: address.postalCode,
        orderTotal: rupees(totalPaise),
        paymentMethod: input.paymentMethod,
        paymentStatus: 'PENDING',
        deliveryStatus: 'PENDING',
        orderDate: now,
        createdAt: now,
        updatedAt: now,
        expectedDeliveryDate: new Date(now.getTime() + EXPECTED_DELIVERY_DAYS * 24 * 3600 * 1000),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('insert returned nothing');
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
    // Only the lines ordered: one added meanwhile from another tab stays in the cart.
    await tx.delete(cartItems).where(
      inArray(
        cartItems.id,
        lines.map((line) => line.itemId),
      ),
    );
    return order.id;
  });
  ctx.catalogueReads.clear();

  const order = await loadOrder(ctx.db, orderId);
  const emailSent = await mailConfirmation(ctx, order, log);
  return { order, emailSent };
}

/** The confirmation email, through the same mailer as the OTP. Never throws: false when it failed. */
export async function mailConfirmation(ctx: AppContext, order: Order, log: FastifyBaseLogger): Promise<boolean> {
  const lines = order.items.map((item) => {
    const { name, variant } = item.product;
    const amount = formatPaise(toPaise(item.priceAtPurchase) * item.quantity);
    return `- ${name} (${variant.color}, ${variant.size}) x ${item.quantity}: ${amount}`;
  });
  const { address } = order;
  const text = [
    `Hello ${order.user.firstName},`,
    '',
    `Thank you for your order #${order.id}. We have received it and will deliver it by ${order.expectedDeliveryDate.slice(0, 10)}.`,
    '',
    ...lines,
    '',
    `Tax: ${formatPaise(TAX_PAISE)}`,
    `Total: ${formatRupees(order.orderTotal)}`,
    `Payment: Cash on Delivery (${order.paymentMethod})`,
    '',
    'Delivery address:',
    [address.addressLine1, address.addressLine2, address.city, `${address.state} ${address.postalCode}`]
      .filter(Boolean)
      .join(', '),
  ].join('\n');
  try {
    return await ctx.mailer.send({ to: order.user.email, subject: `Order #${order.id} confirmed`, text });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'order confirmation mail failed');
    return false;
  }
}

/** PUT /orders/{id}/cancel: the owner cancels a PENDING order; its stock goes back once. */
export async function cancelOrder(
  { db, catalogueReads }: StockContext,
  userId: number,
  orderId: number,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(orders)
      .set({ deliveryStatus: 'CANCELED', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.deliveryStatus, 'PENDING')))
      .returning({ id: orders.id });
    if (changed.length === 0) {
      const [current] = await tx
        .select({ status: orders.deliveryStatus })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
        .limit(1);
      if (!current) throw notFound(ORDER_MESSAGES.notFound);
      throw conflict(ORDER_MESSAGES.onlyPendingCancel(current.status));
    }
    await restock(tx, orderId);
  });
  catalogueReads.clear();
  return loadOrder(db, orderId);
}

/**
 * PUT /orders/{id}/status (admin). The move must be in DELIVERY_STATUS_TRANSITIONS; the update
 * is conditional on the status just read, so of two racing changes only one wins (the other
 * gets a 409) and a cancellation restocks once. DELIVERED sets deliveredOn and marks a cash on
 * delivery order PAID.
 */
export async function setOrderStatus(
  { db, catalogueReads }: StockContext,
  orderId: number,
  target: DeliveryStatus,
): Promise<Order> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!current) throw notFound(ORDER_MESSAGES.notFound);
    assertMove(current.status, target);
    const now = new Date();
    const changed = await tx
      .update(orders)
      .set({
        deliveryStatus: target,
        updatedAt: now,
        ...(target === 'DELIVERED' ? { deliveredOn: now, paymentStatus: 'PAID' as const } : {}),
      })
      .where(and(eq(orders.id, orderId), eq(orders.deliveryStatus, current.status)))
      .returning({ id: orders.id });
    if (changed.length === 0) {
      // Changed by someone else since it was read: judge the move from where it is now.
      const [again] = await tx
        .select({ status: orders.deliveryStatus })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!again) throw notFound(ORDER_MESSAGES.notFound);
      assertMove(again.status, target);
      throw conflict(ORDER_MESSAGES.changedMeanwhile(again.status));
    }
    if (target === 'CANCELED') await restock(tx, orderId);
  });
  if (target === 'CANCELED') catalogueReads.clear();
  return loadOrder(db, orderId);
}

/** Remembers when each customer last asked for a confirmation email (per app instance). */
export function createConfirmationLimiter(intervalMs = CONFIRMATION_INTERVAL_MS) {
  const last = new Map<number, number>();
  return {
    /** True, and the time noted, when the customer may send now. */
    take(userId: number, now = Date.now()): boolean {
      const previous = last.get(userId);
      if (previous !== undefined && now - previous < intervalMs) return false;
      last.set(userId, now);
      for (const [id, at] of last) if (now - at >= intervalMs) last.delete(id);
      return true;
    },
  };
}
export type ConfirmationLimiter = ReturnType<typeof createConfirmationLimiter>;

/**
 * POST /orders/send-confirmation (kept for older clients; placing an order already mails).
 * Only the caller's own order, only to the account's own email, at most once a minute.
 */
export async function resendConfirmation(
  ctx: AppContext,
  userId: number,
  input: { orderId: number; email: string },
  limiter: ConfirmationLimiter,
  log: FastifyBaseLogger,
): Promise<void> {
  const [order] = await loadOrders(ctx.db, and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
  if (!order) throw notFound(ORDER_MESSAGES.notFound);
  if (order.user.email.toLowerCase() !== input.email.toLowerCase()) {
    throw forbidden(ORDER_MESSAGES.confirmationOwnEmail);
  }
  if (!limiter.take(userId)) throw new HttpError(429, ORDER_MESSAGES.confirmationTooSoon);
  if (!(await mailConfirmation(ctx, order, log))) throw new HttpError(502, ORDER_MESSAGES.confirmationFailed);
}
