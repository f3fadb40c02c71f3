/**
 * Passes "the catalogue changed" between replicas over Redis pub/sub, so a price changed through
 * one replica is not served stale from another's remembered pages. Each replica ignores its own
 * messages (it has already told its listeners). While Redis is away, messages are lost and the
 * remembered pages fall back to their own short expiry.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogueChanges } from '../products/catalogue-changes.js';
import type { SharedRedis } from './redis.js';

/** How long start-up waits for the first subscription while Redis does not answer. */
const STARTUP_WAIT_MS = 2_000;

export async function relayCatalogueChanges(
  changes: CatalogueChanges,
  redis: SharedRedis,
  log: FastifyBaseLogger,
): Promise<void> {
  const channel = `${redis.prefix}catalogue-changed`;
  const me = randomUUID();
  const subscriber = redis.subscriber();
  // A message is the sender and the change: "<uuid> stock". A replica of an earlier version sends
  // its uuid alone, heard as a catalogue change (everything forgotten).
  subscriber.on('message', (_channel: string, message: string) => {
    const [sender, change] = message.split(' ');
    if (sender !== me) changes.heardFromElsewhere(change === 'stock' ? 'stock' : 'catalogue');
  });
  // Subscribes whenever the connection is (again) ready. Start-up waits a moment for the first
  // subscription, so this replica hears the others from its first request, but never for long.
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => {
      subscriber.subscribe(channel).then(
        () => resolve(),
        () => {},
      );
    });
  });
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, STARTUP_WAIT_MS).unref())]);
  changes.listen((change, origin) => {
    if (origin !== 'here' || !redis.isUp()) return;
    redis.client.publish(channel, `${me} ${change}`).catch((error: Error) => {
      log.warn({ err: error.message }, 'could not tell the other replicas that the catalogue changed');
    });
  });
}
