import { deliveryDate } from './delivery-date.js';

/** A moment given as India time (UTC+05:30). */
const ist = (local: string) => new Date(`${local}+05:30`);

describe('the delivery date of an order', () => {
  it('leaves the same day when ordered on a dispatch day before the 14:00 cut-off', () => {
    // Tuesday 1 December 2026, 13:59 in India.
    expect(deliveryDate(ist('2026-12-01T13:59'), 2)).toBe('2026-12-03');
  });

  it('leaves the next dispatch day from the cut-off hour on', () => {
    expect(deliveryDate(ist('2026-12-01T14:00'), 2)).toBe('2026-12-04');
    expect(deliveryDate(ist('2026-12-01T23:59'), 2)).toBe('2026-12-04');
  });

  it('counts the day in India, not in UTC: 02:00 in India is still the previous day in UTC', () => {
    // Wednesday 2 December, 02:00 in India is Tuesday 1 December 20:30 UTC, after the cut-off there.
    expect(deliveryDate(ist('2026-12-02T02:00'), 2)).toBe('2026-12-04');
  });

  it('never dispatches on a Sunday: Saturday after the cut-off and all of Sunday leave on Monday', () => {
    // Saturday 5 December 2026 before the cut-off leaves that day.
    expect(deliveryDate(ist('2026-12-05T10:00'), 3)).toBe('2026-12-08');
    // Saturday after the cut-off and Sunday leave on Monday 7 December.
    expect(deliveryDate(ist('2026-12-05T15:00'), 3)).toBe('2026-12-10');
    expect(deliveryDate(ist('2026-12-06T09:00'), 3)).toBe('2026-12-10');
  });

  it('counts transit days through month and year ends', () => {
    // Monday 30 November, 11:00: leaves that day, four days on is Friday 4 December.
    expect(deliveryDate(ist('2026-11-30T11:00'), 4)).toBe('2026-12-04');
    // Thursday 31 December 2026 after the cut-off: leaves Friday 1 January 2027.
    expect(deliveryDate(ist('2026-12-31T18:00'), 2)).toBe('2027-01-03');
    // Saturday 27 February 2027 after the cut-off: leaves Monday 1 March.
    expect(deliveryDate(ist('2027-02-27T16:00'), 5)).toBe('2027-03-06');
    // Leap year: Saturday 28 February 2032 before the cut-off, one day to 29 February.
    expect(deliveryDate(ist('2032-02-28T09:00'), 1)).toBe('2032-02-29');
  });
});
