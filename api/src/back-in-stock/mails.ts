/**
 * The back-in-stock mails: recorded in the outbox in the transaction that brings a variant back
 * into stock, then delivered by the sender, which checks the stock again first. A request is
 * mailed at most once: the sender marks it notified and commits before it hands the mail to SMTP,
 * so a crash between the two loses that mail rather than sending it twice.
 */

import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BACK_IN_STOCK_LINK, BACK_IN_STOCK_MAILS, ROUTES, variantLabel } from 'shared-contracts';
import type { Db, Executor } from '../db/database.js';
import { backInStockRequests, mailOutbox, products, productVariants, users } from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { newLinkToken } from './tokens.js';

/** A link to the product page, absolute on the site's origin, with an action for a mailed token. */
export function productLink(origin: string, productName: string, action?: { name: string; token: string }): string {
  const url = new URL(ROUTES.product(productName), origin);
  if (action) {
    url.searchParams.set(BACK_IN_STOCK_LINK.action, action.name);
    url.searchParams.set(BACK_IN_STOCK_LINK.token, action.token);
  }
  return url.toString();
}

/**
 * Inside the transaction of a write that brought `variantIds` from 0 to some stock: records one
 * mail per confirmed request waiting for them (and not already queued) and ties it to the request.
 * Each mail carries a new unsubscribe token (only its hash is stored). Returns how many were queued.
 */
export async function queueBackInStockMails(tx: Executor, variantIds: number[], origin: string): Promise<number> {
  if (variantIds.length === 0) return 0;
  const waiting = await tx
    .select({
      id: backInStockRequests.id,
      guestEmail: backInStockRequests.email,
      accountEmail: users.email,
      productName: products.name,
      color: productVariants.color,
      size: productVariants.size,
    })
    .from(backInStockRequests)
    .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(users, eq(users.id, backInStockRequests.userId))
    .where(
      and(
        inArray(backInStockRequests.variantId, variantIds),
        sql`${productVariants.stock} > 0`,
        isNotNull(backInStockRequests.confirmedAt),
        isNull(backInStockRequests.notifiedAt),
        isNull(backInStockRequests.unsubscribedAt),
        isNull(backInStockRequests.outboxId),
      ),
    )
    .orderBy(backInStockRequests.id)
    .for('update', { of: backInStockRequests });
  for (const request of waiting) {
    const to = request.guestEmail ?? request.accountEmail;
    if (!to) continue;
    const { token, hash } = newLinkToken();
    const variant = variantLabel(request);
    const [mail] = await tx
      .insert(mailOutbox)
      .values({
        to,
        subject: BACK_IN_STOCK_MAILS.backSubject(request.productName),
        text: BACK_IN_STOCK_MAILS.backText(
          request.productName,
          variant,
          productLink(origin, request.productName),
          productLink(origin, request.productName, { name: 'unsubscribe', token }),
        ),
      })
      .returning({ id: mailOutbox.id });
    await tx
      .update(backInStockRequests)
      .set({ tokenHash: hash, outboxId: mail?.id })
      .where(eq(backInStockRequests.id, request.id));
  }
  return waiting.length;
}

type Claim = { outboxId: number } | { skipped: true } | null;

/**
 * Takes the next queued request in a transaction of its own: when its variant is at 0 again (or
 * the shopper unsubscribed), drops the queued mail and leaves the request waiting for the next
 * restock; otherwise marks it notified and returns the mail to deliver once this has committed.
 * Locked rows are skipped, so two senders (two replicas) never take the same request.
 */
export async function claimNextBackInStockMail(db: Db): Promise<Claim> {
  return db.transaction(async (tx) => {
    const [next] = await tx
      .select({
        id: backInStockRequests.id,
        outboxId: backInStockRequests.outboxId,
        unsubscribedAt: backInStockRequests.unsubscribedAt,
        stock: productVariants.stock,
      })
      .from(backInStockRequests)
      .innerJoin(productVariants, eq(productVariants.id, backInStockRequests.variantId))
      .where(and(isNotNull(backInStockRequests.outboxId), isNull(backInStockRequests.notifiedAt)))
      .orderBy(backInStockRequests.id)
      .limit(1)
      .for('update', { of: backInStockRequests, skipLocked: true });
    if (!next?.outboxId) return null;
    if (next.unsubscribedAt || next.stock <= 0) {
      // Deleting the mail clears the request's outbox_id (on delete set null): it waits again.
      await tx.delete(mailOutbox).where(eq(mailOutbox.id, next.outboxId));
      return { skipped: true };
    }
    await tx.update(backInStockRequests).set({ notifiedAt: new Date() }).where(eq(backInStockRequests.id, next.id));
    return { outboxId: next.outboxId };
  });
}

/**
 * Delivers the queued back-in-stock mails, one request at a time. `wake()` after a commit that
 * queued mails (and once at start, for mails queued before a stop); a wake during a run makes it
 * look again at the end. `idle()` resolves once nothing is running.
 */
export class BackInStockSender {
  #running: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: FastifyBaseLogger,
  ) {}

  wake(): void {
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#running = this.#run().finally(() => {
      this.#running = null;
    });
  }

  idle(): Promise<void> {
    return this.#running ?? Promise.resolve();
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      try {
        for (
          let claim = await claimNextBackInStockMail(this.db);
          claim;
          claim = await claimNextBackInStockMail(this.db)
        ) {
          if ('outboxId' in claim) await this.mailer.deliver(claim.outboxId);
        }
      } catch (error) {
        this.log.error({ err: error }, 'back-in-stock mails: sending stopped');
      }
    } while (this.#again);
  }
}
