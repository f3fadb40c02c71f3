/**
 * The date rule of the delivery promise, one pure function of the order's moment and the courier's
 * transit days. It lives in the API, not in shared-contracts, so that only the server's clock ever
 * dates a promise: the page shows the date the API computed, and placing an order computes it again
 * with the same function and clock, so the order records the date the shopper was shown (a browser
 * computing it would use its own clock and time zone).
 */
import { DISPATCH } from 'shared-contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Made on first use: the calendar day and hour of a moment in DISPATCH.timeZone. */
let zoneParts: Intl.DateTimeFormat | undefined;

/** The calendar day (as UTC midnight) and the hour of `moment` in the dispatch time zone (India). */
function inDispatchZone(moment: Date): { day: Date; hour: number } {
  zoneParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPATCH.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(zoneParts?.formatToParts(moment).find((p) => p.type === type)?.value);
  return { day: new Date(Date.UTC(part('year'), part('month') - 1, part('day'))), hour: part('hour') };
}

const isDispatchDay = (day: Date) => (DISPATCH.weekdays as readonly number[]).includes(day.getUTCDay());

/**
 * The day an order placed at `orderedAt` arrives, as `YYYY-MM-DD` (a calendar day in India): it
 * leaves on the same day when that is a dispatch day and the order came before the cut-off hour,
 * else on the next dispatch day, and arrives `transitDays` calendar days after leaving.
 */
export function deliveryDate(orderedAt: Date, transitDays: number): string {
  const { day, hour } = inDispatchZone(orderedAt);
  let dispatch = day;
  if (!isDispatchDay(dispatch) || hour >= DISPATCH.cutoffHour) {
    do dispatch = new Date(dispatch.getTime() + DAY_MS);
    while (!isDispatchDay(dispatch));
  }
  return new Date(dispatch.getTime() + transitDays * DAY_MS).toISOString().slice(0, 10);
}
