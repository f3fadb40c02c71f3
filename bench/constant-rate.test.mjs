// @ts-check
/**
 * The constant-rate load against a tiny server that answers one request at a time, each in ~2 ms
 * (a few hundred req/s at most): below that the requests arrive evenly spaced and wait for nothing,
 * above it the queue grows with the run and the latencies, measured from each request's scheduled
 * start, show it. A closed loop, or requests sent in bursts, fails these.
 */
import http from 'node:http';
import { percentile, runConstantRate } from './constant-rate.mjs';

// The host is shared: a server starved of the CPU between two runs answers slower in one of them.
jest.retryTimes(2, { logErrorsBeforeRetry: true });

/** @returns {import('./load.mjs').LoadRequest} */
const next = () => ({ method: 'GET', path: '/' });

/** Arrival times (performance.now() ms) of the requests the server received since the last reset. */
/** @type {number[]} */
let arrivals = [];
/** @type {http.Server} */
let server;
let url = '';

beforeAll(async () => {
  let queue = Promise.resolve();
  server = http.createServer((request, response) => {
    arrivals.push(performance.now());
    request.resume();
    // One at a time: each answer waits for the one before it, then takes ~2 ms.
    queue = queue
      .then(() => new Promise((resolve) => setTimeout(resolve, 2)))
      .then(() => {
        response.end('ok');
      });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  url = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
});

beforeEach(() => {
  arrivals = [];
});

/** The most arrivals within any `windowMs` starting at an arrival. @param {number[]} times @param {number} windowMs */
function busiestWindow(times, windowMs) {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  let end = 0;
  for (let start = 0; start < sorted.length; start++) {
    while (end < sorted.length && (sorted[end] ?? 0) < (sorted[start] ?? 0) + windowMs) end++;
    most = Math.max(most, end - start);
  }
  return most;
}

test('percentile by nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, index) => index + 1);
  expect(percentile(values, 0.5)).toBe(50);
  expect(percentile(values, 0.99)).toBe(99);
  expect(percentile([7], 0.99)).toBe(7);
  expect(percentile([], 0.5)).toBe(0);
});

test('well below the server’s capacity: requests evenly spaced, each answered in a few ms', async () => {
  const rate = 100;
  const result = await runConstantRate({ url, next, rate, seconds: 2 });
  expect(result).toMatchObject({ requests: 200, errors: 0, non2xx: 0, noneAnswered: false, offeredRate: rate });
  // The first is the uncounted request sent before the clock starts.
  expect(arrivals).toHaveLength(201);
  // On a busy host this process may be stalled for tens of ms, and the generator says by how much:
  // the requests due meanwhile go late and together, and answers wait as long. Only that is excused.
  const stallMs = result.generatorLateMs ?? 0;
  // 10 requests are due in any 100 ms; bursts would put far more in some.
  expect(busiestWindow(arrivals.slice(1), 100)).toBeLessThanOrEqual(20 + Math.ceil((stallMs * rate) / 1000));
  expect(result.p99).toBeLessThan(30 + stallMs);
  expect(result.rps).toBeGreaterThan(rate * 0.9);
  expect(result.rps).toBeLessThan(rate * 1.1);
}, 30_000);

test('above the server’s capacity: the queue grows with the run and so does p99', async () => {
  // ≥ 2 ms a request is ≤ 500 req/s: at 800 req/s the wait grows by ≥ 0.37 s every second offered.
  const rate = 800;
  const short = await runConstantRate({ url, next, rate, seconds: 0.5 });
  const long = await runConstantRate({ url, next, rate, seconds: 1.5 });
  for (const result of [short, long]) expect(result).toMatchObject({ errors: 0, non2xx: 0 });
  expect(short.requests).toBe(400);
  expect(long.requests).toBe(1200);
  expect(short.p99).toBeGreaterThan(150);
  // The last request of a run of T s waits ~T × (rate / capacity − 1): three times as long here.
  expect(long.p99).toBeGreaterThan(1.5 * short.p99);
  // The server, not the generator, fell behind: what it answered per second is its capacity.
  expect(long.rps).toBeLessThan(rate * 0.7);
}, 60_000);
