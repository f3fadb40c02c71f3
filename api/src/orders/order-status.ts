/**
 * Delivery status (product rules §4): the owner's cancellation and the admin's change to any of
 * the four statuses. Every change is an update conditional on the status it was read with, so of
 * two racing changes one wins, and stock moves exactly once: back when an order becomes
 * CANCELED, out again when it leaves CANCELED (refused, changing nothing, when it is short).
 */
import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { type DeliveryStatus, ORDER_MESSAGES, type Order } from 'shared-contracts';
import { queueBackInStockMails } from '../back-in-stock/mails.js';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { orderItems, orders, productVariants } from '../db/schema.js';
import { conflict, notFound } from '../lib/errors.js';
import { loadOrder } from './order-reads.js';

/**
 * What a change of stock needs: the database, the catalogue changes to announce, and the
 * back-in-stock mails of a size a cancellation brings back (queued in its transaction).
 */
type StockContext = Pick<AppContext, 'db' | 'catalogueChanges' | 'backInStock' | 'config'>;

/** The order's lines whose variant still exists, in variant id order like placeOrder, so concurrent transactions lock rows in the same order. */
function stockLines(tx: Executor, orderId: number) {
  return tx
    .select({
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
      productName: orderItems.productName,
      size: orderItems.size,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
    .orderBy(asc(orderItems.variantId));
}

/**
 * Puts the stock of every item of the order back (variants deleted since are skipped), and
 * queues the back-in-stock mails of the sizes that were sold out; resolves how many it queued.
 */
async function restock(tx: Executor, orderId: number, publicOrigin: string): Promise<number> {
  const backInStock: number[] = [];
  for (const { variantId, quantity } of await stockLines(tx, orderId)) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(eq(productVariants.id, variantId as number))
      .returning({ id: productVariants.id, stock: productVariants.stock });
    if (row && row.stock === quantity) backInStock.push(row.id);
  }
  return queueBackInStockMails(tx, backInStock, publicOrigin);
}

/**
 * Takes the stock of every item of a cancelled order again; 409 naming the first line that is
 * short (the caller's transaction then rolls back what was taken before it).
 */
async function takeStockAgain(tx: Executor, orderId: number, target: DeliveryStatus): Promise<void> {
  for (const { variantId, quantity, productName, size } of await stockLines(tx, orderId)) {
    const taken = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} - ${quantity}` })
      .where(and(eq(productVariants.id, variantId as number), gte(productVariants.stock, quantity)))
      .returning({ id: productVariants.id });
    if (taken.length > 0) continue;
    const [left] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(eq(productVariants.id, variantId as number));
    throw conflict(ORDER_MESSAGES.notEnoughStockToReopen(target, productName, size, left?.stock ?? 0));
  }
}

/** PUT /orders/{id}/cancel: the owner cancels a PENDING order; its stock goes back once. */
export async function cancelOrder(
  { db, catalogueChanges, backInStock, config }: StockContext,
  userId: number,
  orderId: number,
): Promise<Order> {
  const mailsQueued = await db.transaction(async (tx) => {
    const now = new Date();
    const changed = await tx
      .update(orders)
      .set({ deliveryStatus: 'CANCELED', canceledOn: now, updatedAt: now })
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
    return restock(tx, orderId, config.publicOrigin);
  });
  catalogueChanges.announce('stock');
  if (mailsQueued > 0) backInStock.wake();
  return loadOrder(db, orderId);
}

/** The dates and payment an order has in a status: delivered means paid (cash on delivery). */
function statusFields(status: DeliveryStatus, now: Date) {
  return {
    deliveryStatus: status,
    deliveredOn: status === 'DELIVERED' ? now : null,
    canceledOn: status === 'CANCELED' ? now : null,
    paymentStatus: status === 'DELIVERED' ? ('PAID' as const) : ('PENDING' as const),
    updatedAt: now,
  };
}

/**
 * PUT /orders/{id}/status (admin): any status but the current one (409 for the same). The update
 * is conditional on the status just read, so of two racing changes only one wins (the other gets
 * a 409) and stock moves once: back on CANCELED, out again when leaving it.
 */
export async function setOrderStatus(
  { db, catalogueChanges, backInStock, config }: StockContext,
  orderId: number,
  target: DeliveryStatus,
): Promise<Order> {
  let stockMoved = false;
  let mailsQueued = 0;
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: orders.deliveryStatus })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!current) throw notFound(ORDER_MESSAGES.notFound);
    if (current.status === target) throw conflict(ORDER_MESSAGES.sameStatus(target));
    const changed = await tx
      .update(orders)
      .set(statusFields(target, new Date()))
      .where(and(eq(orders.id, orderId), eq(orders.deliveryStatus, current.status)))
      .returning({ id: orders.id });
    if (changed.length === 0) {
      const [again] = await tx
        .select({ status: orders.deliveryStatus })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      if (!again) throw notFound(ORDER_MESSAGES.notFound);
      throw conflict(ORDER_MESSAGES.changedMeanwhile(again.status));
    }
    if (target === 'CANCELED') mailsQueued = await restock(tx, orderId, config.publicOrigin);
    else if (current.status === 'CANCELED') await takeStockAgain(tx, orderId, target);
    stockMoved = target === 'CANCELED' || current.status === 'CANCELED';
  });
  if (stockMoved) catalogueChanges.announce('stock');
  if (mailsQueued > 0) backInStock.wake();
  return loadOrder(db, orderId);
}
