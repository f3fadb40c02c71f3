/**
 * Placing an order (product rules §4, §7; architecture §4): one SQL statement that locks the
 * cart's lines and their variants, decrements each variant's stock only when every line can be
 * filled (never below 0, so concurrent checkouts cannot oversell), snapshots prices and the
 * address into the order, and empties the ordered lines. A statement is atomic on its own, so no
 * transaction is held open across round trips: row locks last only as long as the statement.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTH_MESSAGES,
  ORDER_MESSAGES,
  type Order,
  type PaymentMethod,
  paiseToRupees,
  TAX_PAISE,
} from 'shared-contracts';
import { isLiveSession, type Session } from '../auth/session.js';
import type { AppContext } from '../context.js';
import { rowsOf } from '../db/driver-results.js';
import { addresses, users } from '../db/schema.js';
import { deliveryDate } from '../delivery/delivery-date.js';
import { transitDaysToPincodeIn } from '../delivery/delivery-estimate.js';
import { badRequest, conflict, unauthorized } from '../lib/errors.js';
import { mailConfirmation } from './confirmation-mail.js';

/** The most an order may total: what numeric(12,2) holds. */
const MAX_TOTAL_RUPEES = paiseToRupees(999_999_999_999n);

export interface PlaceOrderInput {
  addressId: number;
  paymentMethod: PaymentMethod;
}

/** What the placing statement reports: enough to answer every refusal with the right message. */
interface Placement {
  session_ok: boolean;
  has_address: boolean;
  /** The address's pincode as the statement read it: another than the one dated means it changed meanwhile. */
  address_pincode: string | null;
  has_recipient: boolean;
  lines: number;
  in_stock: boolean | null;
  order_id: number | null;
  /** The placed order as orders are read (order-reads.ts), from the statement's own rows. */
  order_total: string | null;
  customer: Order['user'] | null;
  address: Order['address'] | null;
  items: Order['items'] | null;
  short_name: string | null;
  short_size: string | null;
  short_stock: number | null;
}

/**
 * The delivery promise the order records: the date (YYYY-MM-DD) computed for the address's pincode,
 * null when that pincode has none (unknown or unserviceable): then nothing is placed.
 */
export interface PromisedDelivery {
  pincode: string | null;
  date: string | null;
}

/**
 * The promise for the caller's address as it is now, its zone read with it in one query; pincode
 * null when the caller has no such address.
 */
async function promiseFor(ctx: AppContext, userId: number, addressId: number, now: Date): Promise<PromisedDelivery> {
  const [address] = await ctx.db
    .select({ pincode: addresses.postalCode, transitDays: transitDaysToPincodeIn(ctx.db, addresses.postalCode) })
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  if (!address) return { pincode: null, date: null };
  return {
    pincode: address.pincode,
    date: address.transitDays === null ? null : deliveryDate(now, address.transitDays),
  };
}

/** How often an address edited between its dating and the placing statement is dated again. */
const PLACING_ATTEMPTS = 3;

/** The caller as the token says: the statement checks the session itself (`isLiveSession`). */
export type PlacingSession = Pick<Session, 'id' | 'tokenVersion'>;

/**
 * The whole placement in one statement. `session` is the guards' check of the session
 * (`isLiveSession`); without it (a token from before a password change) nothing below happens. Reading order
 * matters for locking:
 *   - `address` is the caller's chosen address; without a recipient (name and mobile) the statement
 *     goes no further, as without an address.
 *   - `line` locks the caller's cart lines. A second checkout of the same cart (a double click,
 *     another tab) waits here; when the first commits, the lines it deleted are skipped, so the
 *     second finds the cart empty instead of ordering it twice. A line added meanwhile from
 *     another tab is not in this statement's snapshot and stays in the cart.
 *   - `variant` locks their variants in id order, so two checkouts sharing variants cannot
 *     deadlock, and reads stock and price as they are now (a locking read sees the latest row).
 *   - `verdict` decides from those locked rows; the stock update, the order and its items run
 *     only when every line can be filled and the total fits, so a refused order changes nothing.
 * The update still says `stock >= quantity`, and a check constraint keeps stock at 0 or more.
 * Exported for the bench, which runs this very statement under pgbench (pgbench-placing.mjs).
 */
export function placementStatement(
  { id: userId, tokenVersion }: PlacingSession,
  input: PlaceOrderInput,
  now: Date,
  promised: PromisedDelivery,
) {
  return sql`
    with session as (
      select 1 from ${users} where ${isLiveSession(userId, tokenVersion)}
    ),
    address as (
      select id, full_name, mobile, address_line1, address_line2, landmark, city, state, postal_code, is_default,
        full_name is not null and mobile is not null as has_recipient
      from addresses
      where id = ${input.addressId}::int and user_id = ${userId}::int and exists (select 1 from session)
    ),
    line as (
      select ci.id, ci.variant_id, ci.quantity
      from cart_items ci
      join carts c on c.id = ci.cart_id
      where c.user_id = ${userId}::int and exists (select 1 from address where has_recipient)
      for update of ci
    ),
    variant as materialized (
      select v.id, v.product_id, v.stock, v.size, v.original_price
      from product_variants v
      where v.id in (select variant_id from line)
      order by v.id
      for update
    ),
    verdict as (
      select
        count(*)::int as lines,
        bool_and(v.stock >= l.quantity) as in_stock,
        sum(v.original_price * l.quantity) + ${paiseToRupees(TAX_PAISE)}::numeric as total
      from line l
      join variant v on v.id = l.variant_id
    ),
    go as (
      select total from verdict
      where in_stock and total <= ${MAX_TOTAL_RUPEES}::numeric
        and exists (select 1 from address where postal_code = ${promised.pincode}) and ${promised.date}::date is not null
    ),
    taken as (
      update product_variants v
      set stock = v.stock - l.quantity
      from line l
      where v.id = l.variant_id and v.stock >= l.quantity and exists (select 1 from go)
      returning v.id, v.product_id, v.color, v.color_hex_code, v.size, v.stock, v.original_price, v.discount_price,
        l.quantity
    ),
    placed as (
      insert into orders (
        user_id, address_id, full_name, mobile, address_line1, address_line2, landmark, city, state, postal_code,
        order_total,
        payment_method, payment_status, delivery_status, order_date, created_at, updated_at,
        expected_delivery_date
      )
      select
        ${userId}::int, a.id, a.full_name, a.mobile, a.address_line1, a.address_line2, a.landmark, a.city, a.state,
        a.postal_code, go.total,
        ${input.paymentMethod}::payment_method, 'PENDING'::payment_status, 'PENDING'::delivery_status, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz, ${promised.date}::date
      from address a, go
      returning id, order_total
    ),
    items as (
      insert into order_items (
        order_id, product_id, variant_id, product_name, color, color_hex_code, size, quantity, price_at_purchase
      )
      select o.id, t.product_id, t.id, p.name, t.color, t.color_hex_code, t.size, t.quantity, t.original_price
      from placed o, taken t
      join products p on p.id = t.product_id
      order by t.id
      returning id, product_id, variant_id, product_name, color, color_hex_code, size, quantity, price_at_purchase
    ),
    emptied as (
      delete from cart_items where id in (select id from line) and exists (select 1 from placed)
    ),
    short as (
      select p.name, v.size, v.stock
      from line l
      join variant v on v.id = l.variant_id
      join products p on p.id = v.product_id
      where v.stock < l.quantity
      order by v.id
      limit 1
    )
    select
      exists (select 1 from session) as session_ok,
      exists (select 1 from address) as has_address,
      (select postal_code from address) as address_pincode,
      exists (select 1 from address where has_recipient) as has_recipient,
      verdict.lines,
      verdict.in_stock,
      (select id from placed) as order_id,
      (select order_total::text from placed) as order_total,
      (select json_build_object('firstName', u.first_name, 'lastName', u.last_name, 'email', u.email)
        from users u where u.id = ${userId}::int) as customer,
      (select json_build_object(
          'id', a.id, 'userId', ${userId}::int, 'fullName', a.full_name, 'mobile', a.mobile,
          'addressLine1', a.address_line1, 'addressLine2', a.address_line2, 'landmark', a.landmark, 'city', a.city, 'state', a.state, 'postalCode', a.postal_code, 'isDefault', a.is_default)
        from address a) as address,
      (select json_agg(json_build_object(
          'id', i.id,
          'quantity', i.quantity,
          'priceAtPurchase', i.price_at_purchase::text,
          'product', json_build_object(
            'id', i.product_id,
            'name', i.product_name,
            'images', coalesce((
              select json_agg(json_build_object('id', im.id, 'url', im.url) order by im.position, im.id)
              from product_images im where im.product_id = i.product_id), '[]'::json),
            'variant', json_build_object(
              'id', i.variant_id, 'color', i.color, 'colorHexCode', i.color_hex_code, 'size', i.size,
              'stock', t.stock, 'originalPrice', t.original_price::text, 'discountPrice', t.discount_price::text))
        ) order by i.id)
        from items i join taken t on t.id = i.variant_id) as items,
      (select name from short) as short_name,
      (select size from short) as short_size,
      (select stock from short) as short_stock
    from verdict`;
}

/**
 * POST /orders/place: the placing statement above, then the answer. No address of the caller's
 * is a 400, and so is one without a recipient's name and mobile (saved before they were asked for); an empty cart a 400; a line that cannot be filled a 409 naming the product (nothing
 * changed); a total above what the column holds a 400. The confirmation email goes out after the
 * statement; its failure leaves the order standing and only sets `emailSent: false`.
 */
export async function placeOrder(
  ctx: AppContext,
  session: PlacingSession,
  input: PlaceOrderInput,
  log: FastifyBaseLogger,
): Promise<{ order: Order; emailSent: boolean }> {
  const now = new Date();
  for (let attempt = 1; ; attempt++) {
    // The date is computed from the address as read here; the statement places the order only if the
    // address still has that pincode, so the order never records a date meant for another one.
    const promised = await promiseFor(ctx, session.id, input.addressId, now);
    const [result] = rowsOf<Placement>(await ctx.db.execute(placementStatement(session, input, now, promised)));
    // A token from before a password change (or of a deleted user): 401 as the guard answers, nothing changed.
    if (!result?.session_ok) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (!result.has_address) throw badRequest(ORDER_MESSAGES.addressNotFound);
    if (!result.has_recipient) throw badRequest(ORDER_MESSAGES.addressNeedsRecipient);
    if (result.address_pincode !== promised.pincode) {
      if (attempt < PLACING_ATTEMPTS) continue;
      throw new Error('the address kept changing while the order was placed');
    }
    if (result.lines === 0) throw badRequest(ORDER_MESSAGES.cartEmpty);
    if (promised.date === null) throw badRequest(ORDER_MESSAGES.notDeliverable(result.address_pincode ?? ''));
    if (!result.in_stock) {
      throw conflict(
        ORDER_MESSAGES.notEnoughStock(result.short_name ?? '', result.short_size ?? '', result.short_stock ?? 0),
      );
    }
    if (result.order_id === null) throw badRequest(ORDER_MESSAGES.tooLarge);
    return finishPlacing(ctx, input, now, promised.date, result, log);
  }
}

/** The placed order as GET /orders/my-orders gives it, and its confirmation mail. */
async function finishPlacing(
  ctx: AppContext,
  input: PlaceOrderInput,
  now: Date,
  expectedDeliveryDate: string,
  result: Placement,
  log: FastifyBaseLogger,
): Promise<{ order: Order; emailSent: boolean }> {
  ctx.catalogueChanges.announce('stock');

  // The order as GET /orders/my-orders gives it, built from what the statement returned: no read back.
  if (!result.customer || !result.address || !result.items || result.order_total === null) {
    throw new Error('the placing statement returned an incomplete order');
  }
  const order: Order = {
    id: Number(result.order_id),
    user: result.customer,
    orderTotal: result.order_total,
    paymentMethod: input.paymentMethod,
    paymentStatus: 'PENDING',
    deliveryStatus: 'PENDING',
    orderDate: now.toISOString(),
    createdAt: now.toISOString(),
    expectedDeliveryDate,
    deliveredOn: null,
    canceledOn: null,
    address: result.address,
    items: result.items,
  };
  const emailSent = await mailConfirmation(ctx, order, log);
  return { order, emailSent };
}
