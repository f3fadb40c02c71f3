/**
 * The store @fastify/rate-limit counts attempts in: Redis, so every replica counts the same
 * attempts once, and this process's memory while Redis is away (limits then hold per replica).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedRedis } from './redis.js';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];

export function sharedRateLimitStore(redis: SharedRedis): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    readonly #shared: FastifyRateLimitStore;
    readonly #local: FastifyRateLimitStore;

    constructor(_options: unknown, shared?: FastifyRateLimitStore, local?: FastifyRateLimitStore) {
      this.#shared = shared ?? new RedisStore(false, false, redis.client, `${redis.prefix}rate-limit:`);
      this.#local = local ?? new LocalStore(false, false);
    }

    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      const countHere = () => this.#local.incr(key, callback, timeWindow, max);
      if (!redis.isUp()) {
        countHere();
        return;
      }
      this.#shared.incr(key, (error, result) => (error ? countHere() : callback(null, result)), timeWindow, max);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new SharedRateLimitStore(null, this.#shared.child(routeOptions), this.#local.child(routeOptions));
    }
  }
  return SharedRateLimitStore;
}
