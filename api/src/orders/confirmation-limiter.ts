/**
 * POST /orders/send-confirmation: one mail per customer per CONFIRMATION_INTERVAL_MS, counted in
 * Redis when the replicas share one (else, or while it is away, in this process).
 */
import type { SharedRedis } from '../shared-state/redis.js';

export const CONFIRMATION_INTERVAL_MS = 60_000;

export interface ConfirmationLimiter {
  /** True, and the time noted, when the customer may send now. */
  take(userId: number): Promise<boolean>;
}

/** Remembers when each customer last asked, in this process. */
function localLimiter(intervalMs: number) {
  const last = new Map<number, number>();
  return (userId: number, now = Date.now()): boolean => {
    const previous = last.get(userId);
    if (previous !== undefined && now - previous < intervalMs) return false;
    last.set(userId, now);
    for (const [id, at] of last) if (now - at >= intervalMs) last.delete(id);
    return true;
  };
}

export function createConfirmationLimiter(
  redis: SharedRedis | null,
  intervalMs = CONFIRMATION_INTERVAL_MS,
): ConfirmationLimiter {
  const takeHere = localLimiter(intervalMs);
  return {
    async take(userId) {
      if (redis?.isUp()) {
        try {
          // Set only if absent, expiring after the interval: the first replica to set it wins.
          const key = `${redis.prefix}confirmation:${userId}`;
          return (await redis.client.set(key, '1', 'PX', intervalMs, 'NX')) === 'OK';
        } catch {
          // Redis went away meanwhile: count here.
        }
      }
      return takeHere(userId);
    },
  };
}
