/**
 * The delivery promise: "Delivery by {date}" for a pincode, on the product page, the cart and
 * checkout, and the date an order records. The API computes every date (one clock: the server's);
 * these are the business constants it computes them with and the words the pages show.
 */
import { LOCALE, POSTAL_CODE_LENGTH } from './constants.js';

/**
 * When orders leave the warehouse. An order placed on a dispatch day before the cut-off hour (India
 * time) is dispatched that day; any later order on the next dispatch day. Weekdays count as
 * `Date.getUTCDay` does: 0 is Sunday.
 */
export const DISPATCH = {
  timeZone: 'Asia/Kolkata',
  weekdays: [1, 2, 3, 4, 5, 6],
  cutoffHour: 14,
} as const;

/** The device's remembered delivery pincode, in local storage (kept across sign-outs: it is the device's, not the account's). */
export const DELIVERY_PINCODE_STORAGE_KEY = 'deliveryPincode';

export const PINCODE_PATTERN = new RegExp(`^\\d{${POSTAL_CODE_LENGTH}}$`);

export function isPincode(text: string): boolean {
  return PINCODE_PATTERN.test(text);
}

/**
 * What the API answers for a 6-digit pincode: the date an order placed now would arrive
 * (`YYYY-MM-DD`, a calendar day in India), or why there is none: no zone knows the pincode, or its
 * zone is one the store does not deliver to.
 */
export type DeliveryEstimate =
  | { pincode: string; status: 'deliverable'; deliveryDate: string }
  | { pincode: string; status: 'unknown' | 'unserviceable' };

/** Made on first use, as dates.ts's formatter. */
let deliveryDateFormat: Intl.DateTimeFormat | undefined;

/** "Tue, 2 Dec" for `2026-12-02`: the calendar day as written, wherever the browser is. */
export function formatDeliveryDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  deliveryDateFormat ??= new Intl.DateTimeFormat(LOCALE, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return deliveryDateFormat.format(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)));
}

/** "Delivery by Tue, 2 Dec". */
export function deliveryPromise(date: string): string {
  return `Delivery by ${formatDeliveryDate(date)}`;
}
