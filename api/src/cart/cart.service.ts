/**
 * A customer's cart (product rules §3, §4, §5): one cart per user, one line per variant, each line's
 * quantity a whole number from 1 to the variant's stock. Every change is a single conditional
 * statement, so two tabs adding the same variant at once can never pass its stock.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  AUTH_MESSAGES,
  CART_MESSAGES,
  type Cart,
  type CartItem,
  galleryOrder,
  type LineImage,
  MESSAGES,
  type ProductImage,
} from 'shared-contracts';
import type { cartAddSchema, cartUpdateSchema } from 'shared-contracts/schemas';
import type { z } from 'zod';
import { isLiveSession, type Session } from '../auth/session.js';
import type { Executor } from '../db/database.js';
import { databaseErrorOf, PG_ERRORS, rowsOf } from '../db/driver-results.js';
import { cartItems, carts, productImages, products, productVariants, users } from '../db/schema.js';
import { badRequest, notFound, unauthorized } from '../lib/errors.js';
import { toVariant } from '../products/catalogue.service.js';

/** A quantity above the stock: the out-of-stock wording of the UI when nothing is left. */
function stockMessage(name: string, size: string, stock: number): string {
  return stock <= 0 ? MESSAGES.sizeOutOfStock : CART_MESSAGES.onlyInStock(name, size, stock);
}

/** The caller's cart id, or null when they have none yet. */
export async function findCartId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
  return row?.id ?? null;
}

/** The caller's cart id, creating the cart on first use (safe when two requests race). */
export async function cartIdFor(db: Executor, userId: number): Promise<number> {
  const existing = await findCartId(db, userId);
  if (existing !== null) return existing;
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const created = await findCartId(db, userId);
  if (created === null) throw new Error('cart was not created');
  return created;
}

/** Images of the given products, in display order, each with the colour it shows. */
export async function imagesOf(db: Executor, productIds: number[]): Promise<Map<number, ProductImage[]>> {
  const byProduct = new Map<number, ProductImage[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      id: productImages.id,
      url: productImages.url,
      color: productImages.color,
      productId: productImages.productId,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ id: row.id, url: row.url, color: row.color });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** A line's pictures: those of the line's colour first, without the colours (a line is of one variant). */
export const lineImages = (images: readonly ProductImage[], color: string): LineImage[] =>
  galleryOrder(images, color).map(({ id, url }) => ({ id, url }));

/** A line's product images in display order with their colours, as JSON built by the database (one query for lines and images). */
const productImagesJson = sql<ProductImage[] | null>`(
  select coalesce(json_agg(json_build_object('id', i.id, 'url', i.url, 'color', i.color) order by i.position, i.id), '[]'::json)
  from ${productImages} i where i.product_id = ${products.id})`;

/** The lines of a cart (or one line of it), oldest first, with product name, images and variant: one query. */
async function loadLines(db: Executor, cartId: number, itemId?: number): Promise<CartItem[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      productName: products.name,
      variant: productVariants,
      images: productImagesJson,
    })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(cartItems.cartId, cartId), itemId === undefined ? undefined : eq(cartItems.id, itemId)))
    .orderBy(asc(cartItems.id));
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    product: {
      id: row.productId,
      name: row.productName,
      images: lineImages(row.images ?? [], row.variant.color),
      variant: toVariant(row.variant),
    },
  }));
}

async function loadLine(db: Executor, cartId: number, itemId: number): Promise<CartItem> {
  const [line] = await loadLines(db, cartId, itemId);
  if (!line) throw notFound(CART_MESSAGES.itemNotFound);
  return line;
}

/**
 * The statement of GET /cart, prepared once per database: the busiest call of a logged-in shopper,
 * where building the query anew at every call took a fifth of the API's CPU.
 */
function cartStatement(db: Executor) {
  return db
    .select({
      cartId: carts.id,
      itemId: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      productName: products.name,
      variant: productVariants,
      images: productImagesJson,
    })
    .from(users)
    .leftJoin(carts, eq(carts.userId, users.id))
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .leftJoin(products, eq(products.id, productVariants.productId))
    .where(isLiveSession(sql.placeholder('userId'), sql.placeholder('tokenVersion')))
    .orderBy(asc(cartItems.id))
    .prepare('get_cart');
}
const cartStatements = new WeakMap<Executor, ReturnType<typeof cartStatement>>();

/**
 * GET /cart in one statement: the session check (`isLiveSession`, as the guards run it), the
 * caller's cart and its lines with product, variant and images. A live session's user left-joined
 * to the rest always gives a row, so "no cart yet" and "empty cart" are told apart by the one
 * answer, and no row at all means the session is not live (a token from before a password change,
 * a deleted user): 401 as the guard answers.
 */
export async function getCart(db: Executor, session: Pick<Session, 'id' | 'tokenVersion'>): Promise<Cart> {
  let statement = cartStatements.get(db);
  if (!statement) {
    statement = cartStatement(db);
    cartStatements.set(db, statement);
  }
  const userId = session.id;
  const rows = await statement.execute({ userId, tokenVersion: session.tokenVersion });
  const [first] = rows;
  if (!first) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  // The first read of a new customer's cart creates it (rare: a second statement).
  const id = first.cartId ?? (await cartIdFor(db, userId));
  const items: CartItem[] = [];
  for (const row of rows) {
    if (row.itemId === null || row.quantity === null || row.variant === null) continue;
    if (row.productId === null || row.productName === null) continue;
    items.push({
      id: row.itemId,
      quantity: row.quantity,
      product: {
        id: row.productId,
        name: row.productName,
        images: lineImages(row.images ?? [], row.variant.color),
        variant: toVariant(row.variant),
      },
    });
  }
  return { id, items };
}

async function variantInfo(db: Executor, variantId: number) {
  const [row] = await db
    .select({ stock: productVariants.stock, size: productVariants.size, name: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  return row ?? null;
}

/**
 * POST /cart/add: a new line, or the existing line of that variant raised by `quantity`.
 * `created` tells which. Both are one `insert ... select ... where ... on conflict do update
 * ... where` whose conditions compare the new quantity with the stock, so neither a racing add
 * nor a sale in between can pass it. No row back means refused: the reason is read afterwards.
 */
export async function addToCart(
  db: Executor,
  userId: number,
  payload: z.output<typeof cartAddSchema>,
): Promise<{ item: CartItem; created: boolean }> {
  const { productVariantId: variantId, quantity } = payload;
  const cartId = await cartIdFor(db, userId);
  const stockOf = (variant: SQL) =>
    sql`(select ${productVariants.stock} from ${productVariants} where ${productVariants.id} = ${variant})`;
  let rows: { id: number; inserted: boolean }[];
  try {
    const result = await db.execute(sql`
      insert into ${cartItems} (cart_id, variant_id, quantity)
      select ${cartId}::int, ${variantId}::int, ${quantity}::int
      where ${quantity}::int <= ${stockOf(sql`${variantId}::int`)}
      on conflict (cart_id, variant_id) do update
        set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()
        where ${cartItems}.quantity + excluded.quantity <= ${stockOf(sql`excluded.variant_id`)}
      returning id, (xmax = 0) as inserted`);
    rows = rowsOf<{ id: number; inserted: boolean }>(result);
  } catch (error) {
    // The variant was deleted while the statement ran.
    if (databaseErrorOf(error).code === PG_ERRORS.foreignKeyViolation) throw badRequest(CART_MESSAGES.variantNotFound);
    throw error;
  }
  const [row] = rows;
  if (!row) {
    const variant = await variantInfo(db, variantId);
    if (!variant) throw badRequest(CART_MESSAGES.variantNotFound);
    const [line] = await db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.variantId, variantId)))
      .limit(1);
    throw badRequest(
      line
        ? CART_MESSAGES.alreadyInCart(variant.name, variant.size, line.quantity, variant.stock)
        : stockMessage(variant.name, variant.size, variant.stock),
    );
  }
  return { item: await loadLine(db, cartId, Number(row.id)), created: row.inserted === true };
}

/** PUT /cart/update-quantity: sets the quantity of one of the caller's lines, at most the variant's stock. */
export async function updateCartQuantity(
  db: Executor,
  userId: number,
  payload: z.output<typeof cartUpdateSchema>,
): Promise<CartItem> {
  const { cartItemId, newQuantity } = payload;
  const cartId = await findCartId(db, userId);
  if (cartId === null) throw notFound(CART_MESSAGES.itemNotFound);
  const updated = await db
    .update(cartItems)
    .set({ quantity: newQuantity, updatedAt: new Date() })
    .where(
      and(
        eq(cartItems.id, cartItemId),
        eq(cartItems.cartId, cartId),
        sql`${newQuantity} <= (select ${productVariants.stock} from ${productVariants} where ${productVariants.id} = ${cartItems.variantId})`,
      ),
    )
    .returning({ id: cartItems.id });
  if (updated.length === 0) {
    const line = await loadLine(db, cartId, cartItemId);
    const { name, variant } = line.product;
    throw badRequest(stockMessage(name, variant.size, variant.stock));
  }
  return loadLine(db, cartId, cartItemId);
}

/** DELETE /cart/remove/{id}: removes one of the caller's lines. */
export async function removeFromCart(db: Executor, userId: number, cartItemId: number): Promise<void> {
  const cartId = await findCartId(db, userId);
  if (cartId === null) throw notFound(CART_MESSAGES.itemNotFound);
  const deleted = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (deleted.length === 0) throw notFound(CART_MESSAGES.itemNotFound);
}
