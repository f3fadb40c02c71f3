/**
 * The delivery promise for a pincode: its zone (the longest listed prefix in delivery_zones) and
 * the date rule (delivery-date.ts). Both the page's question (GET /delivery/{pincode}) and placing
 * an order ask it, with the same clock, so an order records the date the shopper was shown.
 */
import { desc, inArray } from 'drizzle-orm';
import type { DeliveryEstimate } from 'shared-contracts';
import type { Db } from '../db/database.js';
import { deliveryZones } from '../db/schema.js';
import { deliveryDate } from './delivery-date.js';

/** '560001' → ['5', '56', '560', '5600', '56000', '560001']: every prefix a zone may be listed by. */
function prefixesOf(pincode: string): string[] {
  return Array.from({ length: pincode.length }, (_, index) => pincode.slice(0, index + 1));
}

/** `pincode` is 6 digits (the route's schema and the address schema check it). */
export async function estimateDelivery(db: Db, pincode: string, now: Date): Promise<DeliveryEstimate> {
  const [zone] = await db
    .select({ transitDays: deliveryZones.transitDays })
    .from(deliveryZones)
    .where(inArray(deliveryZones.pincodePrefix, prefixesOf(pincode)))
    .orderBy(desc(deliveryZones.pincodePrefix))
    .limit(1);
  if (!zone) return { pincode, status: 'unknown' };
  if (zone.transitDays === null) return { pincode, status: 'unserviceable' };
  return { pincode, status: 'deliverable', deliveryDate: deliveryDate(now, zone.transitDays) };
}
