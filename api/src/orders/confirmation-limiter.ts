/** POST /orders/send-confirmation: one mail per customer per this many milliseconds. */
export const CONFIRMATION_INTERVAL_MS = 60_000;

/** Remembers when each customer last asked for a confirmation email (per app instance). */
export function createConfirmationLimiter(intervalMs = CONFIRMATION_INTERVAL_MS) {
  const last = new Map<number, number>();
  return {
    /** True, and the time noted, when the customer may send now. */
    take(userId: number, now = Date.now()): boolean {
      const previous = last.get(userId);
      if (previous !== undefined && now - previous < intervalMs) return false;
      last.set(userId, now);
      for (const [id, at] of last) if (now - at >= intervalMs) last.delete(id);
      return true;
    },
  };
}
export type ConfirmationLimiter = ReturnType<typeof createConfirmationLimiter>;
