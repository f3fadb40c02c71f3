/**
 * The Redis connection the replicas share their counters and "catalogue changed" news through
 * (REDIS_URL). Redis is a helper, never a dependency: a command fails at once while it is away (no
 * offline queue), every caller then does the work in this process, and the log says so once per
 * outage, and again when Redis is back.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export interface SharedRedis {
  /** Commands: counters and publishing. */
  client: Redis;
  /** Key and channel prefix, so several stores (or test runs) can share one Redis. */
  prefix: string;
  /** True while Redis answers. */
  isUp(): boolean;
  /** A second connection in subscriber mode (Redis allows no other commands on it). */
  subscriber(): Redis;
  close(): Promise<void>;
}

const RETRY_MAX_MS = 5_000;

function connect(url: string, log: FastifyBaseLogger, role: string): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    // Keep trying in the background, at most every 5 s, for as long as the API runs.
    retryStrategy: (attempt) => Math.min(attempt * 200, RETRY_MAX_MS),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error.message },
      `Redis (${role}) is unavailable: limits count in this process and remembered pages expire on their own`,
    );
  });
  redis.on('ready', () => {
    if (down) log.info(`Redis (${role}) is back: limits and catalogue changes are shared again`);
    down = false;
  });
  return redis;
}

export function connectRedis(url: string, prefix: string, log: FastifyBaseLogger): SharedRedis {
  const client = connect(url, log, 'commands');
  const subscribers: Redis[] = [];
  return {
    client,
    prefix,
    isUp: () => client.status === 'ready',
    subscriber() {
      const subscriber = connect(url, log, 'subscriber');
      subscribers.push(subscriber);
      return subscriber;
    },
    async close() {
      for (const connection of [client, ...subscribers]) connection.disconnect();
    },
  };
}
