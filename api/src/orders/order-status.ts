/**
 * Delivery status (product rules §4): the moves DELIVERY_STATUS_TRANSITIONS allows, the owner's
 * cancellation and the admin's change. Every change is an update conditional on the status it was
 * read with, so of two racing changes one wins and a cancellation restocks exactly once.
 */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { DELIVERY_STATUS_TRANSITIONS, type DeliveryStatus, ORDER_MESSAGES, type Order } from 'shared-contracts';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { orderItems, orders, productVariants } from '../db/schema.js';
import { conflict, notFound } from '../lib/errors.js';
import { loadOrder } from './order-reads.js';

/** 409 unless `from → to` is a move of the state machine. */
export function assertMove(from: DeliveryStatus, to: DeliveryStatus): void {
  if ((DELIVERY_STATUS_TRANSITIONS[from] as readonly DeliveryStatus[]).includes(to)) return;
  if (from === to) throw conflict(ORDER_MESSAGES.sameStatus(from));
  if (DELIVERY_STATUS_TRANSITIONS[from].length === 0) throw conflict(ORDER_MESSAGES.finalStatus(from));
  throw conflict(ORDER_MESSAGES.invalidMove(from, to));
}

/** What a change of stock needs: the database, and the catalogue changes to announce. */
type StockContext = Pick<AppContext, 'db' | 'catalogueChanges'>;

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

/** PUT /orders/{id}/cancel: the owner cancels a PENDING order; its stock goes back once. */
export async function cancelOrder(
  { db, catalogueChanges }: StockContext,
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
  catalogueChanges.announce('stock');
  return loadOrder(db, orderId);
}

/**
 * PUT /orders/{id}/status (admin). The move must be in DELIVERY_STATUS_TRANSITIONS; the update
 * is conditional on the status just read, so of two racing changes only one wins (the other
 * gets a 409) and a cancellation restocks once. DELIVERED sets deliveredOn and marks a cash on
 * delivery order PAID.
 */
export async function setOrderStatus(
  { db, catalogueChanges }: StockContext,
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
  if (target === 'CANCELED') catalogueChanges.announce('stock');
  return loadOrder(db, orderId);
}
