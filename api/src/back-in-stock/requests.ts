/**
 * "Notify me" requests: a signed-in shopper's (mailed at the account's email, nothing to confirm)
 * or a guest's (an address confirmed once by a mailed link; an address confirmed before is
 * trusted again). Only a variant out of stock can be asked for; while a request waits, asking
 * again changes nothing (a guest whose address is not confirmed yet gets the link again).
 */

import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BACK_IN_STOCK_MAILS, BACK_IN_STOCK_MESSAGES, variantLabel } from 'shared-contracts';
import type { BackInStockAnswer } from 'shared-contracts/schemas';
import type { AppContext } from '../context.js';
import type { Executor } from '../db/database.js';
import { backInStockRequests, products, productVariants } from '../db/schema.js';
import { conflict, HttpError, notFound } from '../lib/errors.js';
import { productLink, queueBackInStockMails } from './mails.js';
import { hashLinkToken, newLinkToken } from './tokens.js';

interface Variant {
  id: number;
  productName: string;
  color: string;
  size: string;
  stock: number;
}

async function findVariant(db: Executor, variantId: number): Promise<Variant | undefined> {
  const [variant] = await db
    .select({
      id: productVariants.id,
      productName: products.name,
      color: productVariants.color,
      size: productVariants.size,
      stock: productVariants.stock,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return variant;
}

async function soldOutVariant(db: Executor, variantId: number): Promise<Variant> {
  const variant = await findVariant(db, variantId);
  if (!variant) throw notFound(BACK_IN_STOCK_MESSAGES.variantNotFound);
  if (variant.stock > 0) throw conflict(BACK_IN_STOCK_MESSAGES.inStock);
  return variant;
}

const waiting = and(isNull(backInStockRequests.notifiedAt), isNull(backInStockRequests.unsubscribedAt));

/** POST /back-in-stock: the signed-in shopper. */
export async function requestForShopper(
  ctx: AppContext,
  userId: number,
  variantId: number,
): Promise<BackInStockAnswer> {
  await soldOutVariant(ctx.db, variantId);
  const inserted = await ctx.db
    .insert(backInStockRequests)
    .values({ variantId, userId, tokenHash: newLinkToken().hash, confirmedAt: new Date() })
    .onConflictDoNothing()
    .returning({ id: backInStockRequests.id });
  return {
    state: 'waiting',
    message: inserted.length > 0 ? BACK_IN_STOCK_MESSAGES.waiting : BACK_IN_STOCK_MESSAGES.alreadyWaiting,
  };
}

/** POST /back-in-stock/guest: an email address, confirmed once. */
export async function requestForGuest(
  ctx: AppContext,
  input: { variantId: number; email: string },
  log: FastifyBaseLogger,
): Promise<BackInStockAnswer> {
  const variant = await soldOutVariant(ctx.db, input.variantId);
  const { email } = input;
  const { token, hash } = newLinkToken();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: backInStockRequests.id, confirmedAt: backInStockRequests.confirmedAt })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.variantId, variant.id), eq(backInStockRequests.email, email), waiting))
      .limit(1)
      .for('update');
    if (existing?.confirmedAt) return 'already' as const;
    if (existing) {
      // The first link may have been lost: a new one, and the old one stops working.
      await tx.update(backInStockRequests).set({ tokenHash: hash }).where(eq(backInStockRequests.id, existing.id));
      return 'confirm' as const;
    }
    const [confirmedBefore] = await tx
      .select({ id: backInStockRequests.id })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.email, email), isNotNull(backInStockRequests.confirmedAt)))
      .limit(1);
    const inserted = await tx
      .insert(backInStockRequests)
      .values({ variantId: variant.id, email, tokenHash: hash, confirmedAt: confirmedBefore ? new Date() : null })
      .onConflictDoNothing()
      .returning({ id: backInStockRequests.id });
    if (inserted.length === 0) return 'already' as const;
    return confirmedBefore ? ('waiting' as const) : ('confirm' as const);
  });
  if (outcome === 'already') return { state: 'waiting', message: BACK_IN_STOCK_MESSAGES.alreadyWaiting };
  if (outcome === 'waiting') return { state: 'waiting', message: BACK_IN_STOCK_MESSAGES.waiting };

  const label = variantLabel(variant);
  const link = productLink(ctx.config.publicOrigin, variant.productName, { name: 'confirm', token });
  let sent = false;
  try {
    sent = await ctx.mailer.send({
      to: email,
      subject: BACK_IN_STOCK_MAILS.confirmSubject,
      text: BACK_IN_STOCK_MAILS.confirmText(variant.productName, label, link),
    });
  } catch (error) {
    log.error({ err: error }, 'back-in-stock confirmation mail failed');
  }
  // The request is kept: asking again sends a new link.
  if (!sent) throw new HttpError(502, BACK_IN_STOCK_MESSAGES.failed);
  return { state: 'confirm', message: BACK_IN_STOCK_MESSAGES.confirmSent(email) };
}

/**
 * POST /back-in-stock/confirm: the confirmation link. A variant already back in stock by then
 * has its mail queued at once.
 */
export async function confirmRequest(ctx: AppContext, token: string): Promise<string> {
  const confirmed = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: backInStockRequests.id, variantId: backInStockRequests.variantId })
      .from(backInStockRequests)
      .where(and(eq(backInStockRequests.tokenHash, hashLinkToken(token)), waiting))
      .limit(1)
      .for('update');
    if (!request) return null;
    await tx
      .update(backInStockRequests)
      .set({ confirmedAt: new Date() })
      .where(and(eq(backInStockRequests.id, request.id), isNull(backInStockRequests.confirmedAt)));
    const queued = await queueBackInStockMails(tx, [request.variantId], ctx.config.publicOrigin);
    return { variantId: request.variantId, queued };
  });
  if (!confirmed) throw notFound(BACK_IN_STOCK_MESSAGES.linkInvalid);
  if (confirmed.queued > 0) ctx.backInStock.wake();
  const variant = await findVariant(ctx.db, confirmed.variantId);
  return BACK_IN_STOCK_MESSAGES.confirmed(variant?.productName ?? '', variant ? variantLabel(variant) : '');
}

/** POST /back-in-stock/unsubscribe: the link of the back-in-stock mail; asking twice is fine. */
export async function unsubscribe(ctx: AppContext, token: string): Promise<string> {
  const [request] = await ctx.db
    .update(backInStockRequests)
    .set({ unsubscribedAt: sql`coalesce(${backInStockRequests.unsubscribedAt}, now())` })
    .where(eq(backInStockRequests.tokenHash, hashLinkToken(token)))
    .returning({ variantId: backInStockRequests.variantId });
  if (!request) throw notFound(BACK_IN_STOCK_MESSAGES.linkInvalid);
  const variant = await findVariant(ctx.db, request.variantId);
  return BACK_IN_STOCK_MESSAGES.unsubscribed(variant?.productName ?? '', variant ? variantLabel(variant) : '');
}
