/** A customer's wishlist (product rules §3, §4): one per user, each product at most once; add and remove are idempotent. */

import { and, asc, eq } from 'drizzle-orm';
import type { Wishlist } from 'shared-contracts';
import { PRODUCT_MESSAGES } from 'shared-contracts';
import type { Executor } from '../db/database.js';
import { databaseErrorOf, PG_ERRORS } from '../db/driver-results.js';
import { products, wishlistItems, wishlists } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { loadProducts } from '../products/catalogue.service.js';

async function findWishlistId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: wishlists.id }).from(wishlists).where(eq(wishlists.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The caller's wishlist id, created on first use (safe when two requests race). */
async function wishlistIdFor(db: Executor, userId: number): Promise<number> {
  const existing = await findWishlistId(db, userId);
  if (existing !== null) return existing;
  await db.insert(wishlists).values({ userId }).onConflictDoNothing();
  const created = await findWishlistId(db, userId);
  if (created === null) throw new Error('wishlist was not created');
  return created;
}

/** GET /wishlist: products in the order they were added, each with category, images and variants. */
export async function getWishlist(db: Executor, userId: number): Promise<Wishlist> {
  const id = await wishlistIdFor(db, userId);
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, id))
    .orderBy(asc(wishlistItems.id));
  const list = await loadProducts(
    db,
    rows.map((row) => row.productId),
  );
  return { id, userId, items: list.map((product) => ({ productId: product.id, product })) };
}

/** POST /wishlist/{productId}: adds the product; already there is fine. 404 for an unknown product. */
export async function addToWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
  const wishlistId = await wishlistIdFor(db, userId);
  try {
    await db.insert(wishlistItems).values({ wishlistId, productId }).onConflictDoNothing();
  } catch (error) {
    // The product was deleted in between.
    if (databaseErrorOf(error).code === PG_ERRORS.foreignKeyViolation) throw notFound(PRODUCT_MESSAGES.notFound);
    throw error;
  }
}

/** DELETE /wishlist/{productId}: removes the product; not there (or no such product) is fine. */
export async function removeFromWishlist(db: Executor, userId: number, productId: number): Promise<void> {
  const wishlistId = await findWishlistId(db, userId);
  if (wishlistId === null) return;
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)));
}
