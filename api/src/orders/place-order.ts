/**
 * Placing an order (product rules §4, §7; architecture §4): one transaction that decrements each
 * variant's stock with a conditional update (never below 0, so concurrent checkouts cannot
 * oversell), snapshots prices and the address, and empties the cart.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  EXPECTED_DELIVERY_DAYS,
  ORDER_MESSAGES,
  type Order,
  type PaymentMethod,
  paiseToRupees,
  TAX_PAISE,
  toPaise,
} from 'shared-contracts';
import type { AppContext } from '../context.js';
import { addresses, cartItems, carts, orderItems, orders, products, productVariants } from '../db/schema.js';
import { badRequest, conflict } from '../lib/errors.js';
import { mailConfirmation } from './confirmation-mail.js';
import { loadOrder } from './order-reads.js';

/** The most an order may total: what numeric(12,2) holds. */
const MAX_TOTAL_PAISE = 999_999_999_999n;

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
        orderTotal: paiseToRupees(totalPaise),
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
  ctx.catalogueChanges.announce();

  const order = await loadOrder(ctx.db, orderId);
  const emailSent = await mailConfirmation(ctx, order, log);
  return { order, emailSent };
}
