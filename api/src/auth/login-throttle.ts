/**
 * Failed logins per account, whatever address they come from (the per-address limit of
 * @fastify/rate-limit cannot see a password guessed from many addresses). After `max` failures in
 * `windowMs`, the account's logins are refused until that window ends; a successful login clears
 * the count. The window is fixed and short, so someone who knows an email can delay that account's
 * logins for minutes at most, never lock it (the trade-off in docs/security.md).
 *
 * Counted in Redis when the replicas share one (every replica sees the same failures); in this
 * process otherwise, or while Redis is away.
 */
import type { SharedRedis } from '../shared-state/redis.js';

export interface LoginThrottle {
  /** Milliseconds until the account may try again; 0 when it may now. */
  pausedFor(account: string): Promise<number>;
  failed(account: string): Promise<void>;
  succeeded(account: string): Promise<void>;
}

export interface ThrottleLimit {
  max: number;
  windowMs: number;
}

function localThrottle({ max, windowMs }: ThrottleLimit): LoginThrottle {
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
    async failed(account) {
      const now = Date.now();
      const entry = current(account, now);
      if (entry) entry.failures += 1;
      else counts.set(account, { failures: 1, endsAt: now + windowMs });
      // Forget ended windows now and then, so guessed names cannot fill the memory.
      if (counts.size > 10_000) for (const [key, value] of counts) if (value.endsAt <= now) counts.delete(key);
    },
    async succeeded(account) {
      counts.delete(account);
    },
  };
}

export function createLoginThrottle(redis: SharedRedis | null, limit: ThrottleLimit): LoginThrottle {
  const here = localThrottle(limit);
  if (!redis) return here;
  const key = (account: string) => `${redis.prefix}login-failures:${account}`;
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
    failed: (account) =>
      either(
        async () => {
          // The window starts at the first failure: set with its expiry only when absent, then count.
          await redis.client.multi().set(key(account), 0, 'PX', limit.windowMs, 'NX').incr(key(account)).exec();
        },
        () => here.failed(account),
      ),
    succeeded: (account) =>
      either(
        async () => {
          await redis.client.del(key(account));
        },
        () => here.succeeded(account),
      ),
  };
}
