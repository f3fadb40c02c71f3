/**
 * Shutdown: SIGTERM arrives while customers are placing orders. The server must stop taking new
 * requests, answer every request it was already working on, checkpoint and close the database
 * and exit 0. Afterwards every order a customer was told about is there, whole, and no request
 * the server had started on was dropped without an answer.
 */
import { once } from 'node:events';
import net from 'node:net';
import { API_PATHS, type Order } from 'shared-contracts';
import { DATABASES } from '../test/test-app.js';
import {
  audit,
  expectConsistent,
  type OrderStore,
  type PlaceResult,
  placeOrder,
  prepareOrderStore,
  type Shopper,
} from './order-store.js';
import { serverEnv, startServer, stopAllServers, waitForExit } from './server-process.js';

const IN_FLIGHT = 8;
/** Confirmations before SIGTERM: the server is warm and busy. */
const TERM_AFTER = 20;

describe.each(DATABASES)('the API stopped with SIGTERM while orders are placed, on %s', (kind) => {
  let store: OrderStore;
  beforeAll(async () => {
    store = await prepareOrderStore(kind, { shopperCount: 80, variantCount: 6, stock: 1000 });
  });
  afterAll(async () => {
    await stopAllServers();
    await store?.cleanup();
  });

  it('answers every request it had started, loses no order and exits cleanly', async () => {
    const server = await startServer(serverEnv(store.env));
    const results: PlaceResult[] = [];
    /** Requests sent before SIGTERM and not yet answered when it was sent. */
    let inFlightAtTerm: Promise<PlaceResult>[] = [];
    let termSent = false;
    let next = 0;

    const worker = async () => {
      while (next < store.shoppers.length) {
        const shopper = store.shoppers[next++] as Shopper;
        const sentBeforeTerm = !termSent;
        const pending = placeOrder(server.url, shopper);
        if (sentBeforeTerm) inFlight.add(pending);
        const result = await pending;
        inFlight.delete(pending);
        results.push(result);
        if (!termSent && results.filter((r) => r.outcome === 'placed').length >= TERM_AFTER) {
          termSent = true;
          inFlightAtTerm = [...inFlight];
          server.kill('SIGTERM');
        }
        // Once the server is gone there is nobody left to ask.
        if (result.outcome === 'no answer') return;
      }
    };
    const inFlight = new Set<Promise<PlaceResult>>();
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(termSent).toBe(true);
    expect(await waitForExit(server, 30_000)).toEqual({ code: 0, signal: null });
    expect(server.output()).toMatch(/shutting down/);

    // Every request sent before SIGTERM got an answer. The server finished those it was working on
    // (some were placed after the signal); one whose bytes it had not read yet may be turned away with
    // 503, which is an answer the client can retry, not a loss.
    const answeredAfterTerm = await Promise.all(inFlightAtTerm);
    expect(answeredAfterTerm.map((r) => r.outcome).filter((outcome) => outcome === 'no answer')).toEqual([]);
    expect(answeredAfterTerm.filter((r) => r.outcome === 'placed').length).toBeGreaterThan(0);
    // Requests after SIGTERM were turned away (503, or a refused connection), never failed half-way.
    const refusals = results.flatMap((r) => (r.outcome === 'refused' ? [`${r.status} ${r.message}`] : []));
    expect(refusals.filter((refusal) => !refusal.startsWith('503 '))).toEqual([]);

    const placed: Order[] = results.flatMap((r) => (r.outcome === 'placed' ? [r.order] : []));
    const database = await store.open();
    try {
      const found = await audit(database.db);
      expectConsistent(store, found, placed);
      // No order was written without its customer being told.
      expect(found.orders.map((o) => o.id).sort()).toEqual(placed.map((o) => o.id).sort());
    } finally {
      await database.close();
    }
  }, 120_000);

  it('answers a request that arrives on a kept-alive connection just after SIGTERM, then closes it', async () => {
    const server = await startServer(serverEnv(store.env));
    const { port } = new URL(server.url);
    const connection = net.connect(Number(port), '127.0.0.1');
    await once(connection, 'connect');
    let received = '';
    connection.on('data', (chunk: Buffer) => {
      received += chunk.toString();
    });
    const closed = once(connection, 'close');
    const askHealth = () => connection.write(`GET ${API_PATHS.health} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const answers = () => received.match(/HTTP\/1\.1 \d{3}/g) ?? [];

    askHealth();
    while (answers().length === 0) await once(connection, 'data');
    expect(received).toMatch(/^connection: keep-alive/im);

    // The connection is idle, as a client's pooled connection is between requests; the next
    // request is on its way while the server begins to stop.
    server.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    askHealth();
    await closed;

    expect(answers()).toEqual(['HTTP/1.1 200', 'HTTP/1.1 200']);
    expect(received.slice(received.lastIndexOf('HTTP/1.1'))).toMatch(/^connection: close/im);
    expect(await waitForExit(server, 20_000)).toEqual({ code: 0, signal: null });
  }, 60_000);

  it('exits cleanly even when a client never finishes its request', async () => {
    const server = await startServer(serverEnv(store.env));
    const { port } = new URL(server.url);
    // Headers that never end: Node counts the connection as busy, not idle, until its own timeouts.
    const stuck = net.connect(Number(port), '127.0.0.1');
    await once(stuck, 'connect');
    stuck.write('POST /orders/place HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n');
    stuck.on('error', () => {});
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.kill('SIGTERM');
    try {
      expect(await waitForExit(server, 20_000)).toEqual({ code: 0, signal: null });
    } finally {
      stuck.destroy();
    }
    expect(server.output()).toMatch(/connections still open after \d+ ms: closing them/);
  }, 60_000);
});
