/** The order confirmation email: sent after an order is placed, and again on request. */
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  addressPlace,
  addressRecipient,
  formatPaise,
  formatRupees,
  needsRecipient,
  ORDER_MESSAGES,
  type Order,
  TAX_PAISE,
  toPaise,
} from 'shared-contracts';
import type { AppContext } from '../context.js';
import { orders } from '../db/schema.js';
import { forbidden, HttpError, notFound } from '../lib/errors.js';
import type { ConfirmationLimiter } from './confirmation-limiter.js';
import { loadOrders } from './order-reads.js';

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
    ...(needsRecipient(address) ? [] : [addressRecipient(address)]),
    addressPlace(address),
  ].join('\n');
  try {
    return await ctx.mailer.send({ to: order.user.email, subject: `Order #${order.id} confirmed`, text });
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'order confirmation mail failed');
    return false;
  }
}

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
  if (!(await limiter.take(userId))) throw new HttpError(429, ORDER_MESSAGES.confirmationTooSoon);
  if (!(await mailConfirmation(ctx, order, log))) throw new HttpError(502, ORDER_MESSAGES.confirmationFailed);
}
