/**
 * The delivery promise for a pincode: its zone (the longest listed prefix in delivery_zones) and
 * the date rule (delivery-date.ts). Both the page's question (GET /delivery/{pincode}) and placing
 * an order ask it, with the same clock, so an order records the date the shopper was shown.
 */
import { desc, inArray } from 'drizzle-orm';
import type { DeliveryEstimate } from 'shared-contracts';
import type { Db, Executor } from '../db/database.js';
import { deliveryZones } from '../db/schema.js';
import { deliveryDate } from './delivery-date.js';

/** '560001' → ['5', '56', '560', '5600', '56000', '560001']: every prefix a zone may be listed by. */
function prefixesOf(pincode: string): string[] {
  return Array.from({ length: pincode.length }, (_, index) => pincode.slice(0, index + 1));
}

/**
 * The courier's transit days to a pincode (6 digits: the route's schema and the address schema
 * check it): undefined when no zone lists it, null when its zone is not delivered to.
 */
export async function transitDaysTo(db: Executor, pincode: string): Promise<number | null | undefined> {
  const [zone] = await db
    .select({ transitDays: deliveryZones.transitDays })
    .from(deliveryZones)
    .where(inArray(deliveryZones.pincodePrefix, prefixesOf(pincode)))
    .orderBy(desc(deliveryZones.pincodePrefix))
    .limit(1);
  return zone?.transitDays;
}

export async function estimateDelivery(db: Db, pincode: string, now: Date): Promise<DeliveryEstimate> {
  const transitDays = await transitDaysTo(db, pincode);
  if (transitDays === undefined) return { pincode, status: 'unknown' };
  if (transitDays === null) return { pincode, status: 'unserviceable' };
  return { pincode, status: 'deliverable', deliveryDate: deliveryDate(now, transitDays) };
}
