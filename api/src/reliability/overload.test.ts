/**
 * Overload: 50 customers at once for a minute, each browsing, searching, keeping a wishlist,
 * filling a cart and checking out over and over, against the real server process. The server
 * must answer every request without a 5xx or a dropped connection, the memory it holds must
 * level off, and a client that goes past a rate limit meanwhile gets 429 with Retry-After.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { API_PATHS, PAYMENT_METHODS } from 'shared-contracts';
import { API_ROOT } from '../paths.js';
import { DATABASES } from '../test/test-app.js';
import type { MemorySample } from './memory-probe.js';
import { type OrderStore, prepareOrderStore, type Shopper } from './order-store.js';
import { type ServerProcess, serverEnv, startServer, stopAllServers } from './server-process.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = 60;
const MEMORY_SAMPLE_MS = 2_000;

/** One customer's round, repeated for the whole minute on their own connection. */
function shopperRound(store: OrderStore): autocannon.Request[] {
  const [variantId] = [...store.startingStock.keys()];
  let nextShopper = 0;
  /** Each connection is one customer (autocannon's context is per connection): a cart is one person's. */
  const shopperOf = (context: { shopper?: Shopper }) => {
    context.shopper ??= store.shoppers[nextShopper++ % store.shoppers.length] as Shopper;
    return context.shopper;
  };
  const asShopper = (request: autocannon.Request, context: object) => ({
    ...request,
    headers: { ...request.headers, authorization: `Bearer ${shopperOf(context).token}` },
  });
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: `${API_PATHS.products.list}?page=1&limit=20` },
    { method: 'GET', path: `${API_PATHS.products.search}?q=phnoe` },
    { method: 'GET', path: `${API_PATHS.products.byCategory(store.categoryName)}?page=1&limit=20` },
    { method: 'GET', path: API_PATHS.categories.list },
    { method: 'POST', path: API_PATHS.wishlist.item(store.productId), setupRequest: asShopper },
    { method: 'GET', path: API_PATHS.wishlist.get, setupRequest: asShopper },
    { method: 'DELETE', path: API_PATHS.wishlist.item(store.productId), setupRequest: asShopper },
    {
      method: 'POST',
      path: API_PATHS.cart.add,
      headers: json,
      body: JSON.stringify({ productVariantId: variantId, quantity: 1 }),
      setupRequest: asShopper,
    },
    { method: 'GET', path: API_PATHS.cart.get, setupRequest: asShopper },
    {
      method: 'POST',
      path: API_PATHS.orders.place,
      headers: json,
      setupRequest: (request, context) => ({
        ...asShopper(request, context),
        body: JSON.stringify({ addressId: shopperOf(context).addressId, paymentMethod: PAYMENT_METHODS[0] }),
      }),
    },
    { method: 'GET', path: API_PATHS.orders.mine, setupRequest: asShopper },
  ];
}

/** Wrong passwords once every 200 ms from the same client, until `stop` resolves: past the login limit. */
async function hammerLogin(url: string, stop: Promise<void>) {
  const answers: { status: number; retryAfter: string | null; message: unknown }[] = [];
  let stopped = false;
  void stop.then(() => {
    stopped = true;
  });
  while (!stopped) {
    const response = await fetch(`${url}${API_PATHS.auth.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'nobody@example.com', password: 'Wrong@12345' }),
    });
    const body = (await response.json()) as { message?: unknown };
    answers.push({ status: response.status, retryAfter: response.headers.get('retry-after'), message: body.message });
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return answers;
}

async function readMemorySamples(file: string): Promise<MemorySample[]> {
  const lines = (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean);
  return lines.map((line) => JSON.parse(line) as MemorySample);
}

const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
/** What the server holds after a full collection: its own objects and PGlite's memory. */
const held = (sample: MemorySample) => sample.heapUsed + sample.external;

describe.each(DATABASES)('a minute of 50 customers shopping at once, on %s', (kind) => {
  let store: OrderStore;
  let server: ServerProcess;
  let memoryFile: string;
  beforeAll(async () => {
    // Stock for far more orders than a minute can place: every checkout must succeed.
    store = await prepareOrderStore(kind, { shopperCount: CONNECTIONS, variantCount: 6, stock: 10_000_000 });
    memoryFile = path.join(store.dataDir, 'memory.jsonl');
    const probe = { MEMORY_PROBE_FILE: memoryFile, MEMORY_PROBE_INTERVAL_MS: String(MEMORY_SAMPLE_MS) };
    server = await startServer(serverEnv({ ...store.env, ...probe }), {
      nodeArgs: ['--expose-gc', '--import', path.join(API_ROOT, 'src/reliability/memory-probe.ts')],
    });
  });
  afterAll(async () => {
    await stopAllServers();
    await store?.cleanup();
  });

  it('answers everything without a 5xx, memory levels off, and a client past the login limit gets 429', async () => {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    await fs.writeFile(memoryFile, ''); // from the start of the load on
    const logins = hammerLogin(server.url, done);
    const result = await autocannon({
      url: server.url,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: shopperRound(store),
    });
    finish();

    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    );
    const samples = await readMemorySamples(memoryFile);
    const loginAnswers = await logins;
    console.info(
      `[overload ${kind}] ${result.requests.total} requests in ${DURATION_SECONDS} s ` +
        `(${Math.round(result.requests.average)}/s, p99 ${result.latency.p99} ms), statuses ${JSON.stringify(statuses)}, ` +
        `MB held after GC (heap + external) ${samples.map((s) => `${mb(s.heapUsed)}+${mb(s.external)}`).join(' ')}, ` +
        `RSS MB ${samples.map((s) => mb(s.rss)).join(' ')}`,
    );

    expect({ errors: result.errors, timeouts: result.timeouts }).toEqual({ errors: 0, timeouts: 0 });
    expect(Object.keys(statuses).filter((status) => Number(status) >= 400)).toEqual([]);
    expect(result.requests.total).toBeGreaterThan(1_000);

    // Memory levels off: the floor of what is held after a full collection grows by less than
    // a tenth from the middle third of the minute to the last. A leak raises the floor; a single
    // sample's peak also counts what the 50 requests in flight hold at that moment, which moved
    // by over 10 MB between samples on PostgreSQL (38-51 MB of heap in one minute).
    expect(samples.length).toBeGreaterThanOrEqual(9);
    const third = Math.floor(samples.length / 3);
    const floorOf = (part: MemorySample[]) => Math.min(...part.map(held));
    const middleFloor = floorOf(samples.slice(third, 2 * third));
    const lastFloor = floorOf(samples.slice(2 * third));
    expect(mb(lastFloor)).toBeLessThanOrEqual(mb(middleFloor * 1.1));

    // The login limit: wrong passwords are 401 until the limit, then 429 with a Retry-After in seconds.
    expect(loginAnswers.filter((a) => a.status !== 401 && a.status !== 429)).toEqual([]);
    const limited = loginAnswers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    for (const answer of limited) {
      expect(answer.retryAfter).toMatch(/^\d+$/);
      // Whichever limit comes first: the address's (tooManyAttempts) or the account's (accountLoginsPaused).
      expect(answer.message).toEqual(expect.stringMatching(/^Too many (attempts|failed logins for this account)/));
    }
  }, 180_000);
});
