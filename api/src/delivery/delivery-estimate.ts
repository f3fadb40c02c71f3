/**
 * The delivery promise for a pincode: its zone (the longest listed prefix in delivery_zones) and
 * the date rule (delivery-date.ts). Both the page's question (GET /delivery/{pincode}) and placing
 * an order ask it, with the same clock, so an order records the date the shopper was shown.
 */
import { desc, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type DeliveryEstimate, POSTAL_CODE_LENGTH } from 'shared-contracts';
import type { Db, Executor } from '../db/database.js';
import { deliveryZones } from '../db/schema.js';
import { deliveryDate } from './delivery-date.js';

/**
 * The zone listing the longest prefix of a pincode ('560001': '5', '56', … '560001'), given as a
 * value or as an SQL expression, such as an address's column. The prefixes are equalities on the
 * zones' key, so the lookup is an index scan either way.
 */
function zoneOf(db: Executor, pincode: string | SQLWrapper) {
  const prefixes = Array.from(
    { length: POSTAL_CODE_LENGTH },
    (_, index) => sql`left(${pincode}, ${sql.raw(String(index + 1))})`,
  );
  return db
    .select({ transitDays: deliveryZones.transitDays })
    .from(deliveryZones)
    .where(sql`${deliveryZones.pincodePrefix} in (${sql.join(prefixes, sql`, `)})`)
    .orderBy(desc(deliveryZones.pincodePrefix))
    .limit(1);
}

/**
 * The courier's transit days to a pincode (6 digits: the route's schema and the address schema
 * check it): undefined when no zone lists it, null when its zone is not delivered to.
 */
export async function transitDaysTo(db: Executor, pincode: string): Promise<number | null | undefined> {
  const [zone] = await zoneOf(db, pincode);
  return zone?.transitDays;
}

/**
 * The transit days to the pincode an SQL expression holds, for reading beside it in one query:
 * null when no zone lists it or its zone is not delivered to (no date either way).
 */
export function transitDaysToPincodeIn(db: Executor, pincode: SQLWrapper): SQL<number | null> {
  return sql<number | null>`(${zoneOf(db, pincode)})`;
}

export async function estimateDelivery(db: Db, pincode: string, now: Date): Promise<DeliveryEstimate> {
  const transitDays = await transitDaysTo(db, pincode);
  if (transitDays === undefined) return { pincode, status: 'unknown' };
  if (transitDays === null) return { pincode, status: 'unserviceable' };
  return { pincode, status: 'deliverable', deliveryDate: deliveryDate(now, transitDays) };
}
