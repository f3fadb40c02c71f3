/**
 * Counts per account, whatever address the requests come from (the per-address limits of
 * @fastify/rate-limit cannot see a password guessed from many addresses): failed logins and
 * password checks, reset codes asked for, failed resets. After `max` in `windowMs`, the account is
 * paused until that window ends; a success may clear the count. The window is fixed and short, so
 * someone who knows an email can delay that account for minutes at most, never lock it (the
 * trade-off in docs/security.md).
 *
 * Counted in Redis when the replicas share one (every replica sees the same failures); in this
 * process otherwise, or while Redis is away.
 */
import type { SharedRedis } from '../shared-state/redis.js';

export interface AccountThrottle {
  /** Milliseconds until the account may try again; 0 when it may now. */
  pausedFor(account: string): Promise<number>;
  /** Counts one more (a failure, a code sent); returns the count in the current window. */
  count(account: string): Promise<number>;
  /** Forgets the account's count (a success). */
  clear(account: string): Promise<void>;
}

export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

function localThrottle({ max, windowMs }: ThrottleLimit): AccountThrottle {
  const counts = new Map<string, { failures: number; endsAt: number }>();
  const current = (account: string, now: number) => {
    const entry = counts.get(account);
    if (entry && entry.endsAt <= now) counts.delete(account);
    return entry && entry.endsAt > now ? entry : undefined;
  };
  return {
    async pausedFor(account) {
      const now = Date.now();
      const entry = current(account, now);
      return entry && entry.failures >= max ? entry.endsAt - now : 0;
    },
    async count(account) {
      const now = Date.now();
      const entry = current(account, now) ?? { failures: 0, endsAt: now + windowMs };
      entry.failures += 1;
      counts.set(account, entry);
      // Forget ended windows now and then, so guessed names cannot fill the memory.
      if (counts.size > 10_000) for (const [key, value] of counts) if (value.endsAt <= now) counts.delete(key);
      return entry.failures;
    },
    async clear(account) {
      counts.delete(account);
    },
  };
}

/** `name` keeps each count's Redis keys apart. */
export function createAccountThrottle(redis: SharedRedis | null, name: string, limit: ThrottleLimit): AccountThrottle {
  const here = localThrottle(limit);
  if (!redis) return here;
  const key = (account: string) => `${redis.prefix}${name}:${account}`;
  /** Redis when it answers, this process when it does not. */
  const either = async <T>(shared: () => Promise<T>, local: () => Promise<T>): Promise<T> => {
    if (!redis.isUp()) return local();
    try {
      return await shared();
    } catch {
      return local();
    }
  };
  return {
    pausedFor: (account) =>
      either(
        async () => {
          const [failures, ttl] = await Promise.all([redis.client.get(key(account)), redis.client.pttl(key(account))]);
          return Number(failures ?? 0) >= limit.max && ttl > 0 ? ttl : 0;
        },
        () => here.pausedFor(account),
      ),
    count: (account) =>
      either(
        async () => {
          // The window starts at the first count: set with its expiry only when absent, then count.
          const results = await redis.client
            .multi()
            .set(key(account), 0, 'PX', limit.windowMs, 'NX')
            .incr(key(account))
            .exec();
          return Number(results?.[1]?.[1] ?? 0);
        },
        () => here.count(account),
      ),
    clear: (account) =>
      either(
        async () => {
          await redis.client.del(key(account));
        },
        () => here.clear(account),
      ),
  };
}
