// @ts-check
/**
 * An open-loop load at a constant rate (in this process; the server under test runs in another):
 * request i is due at i × 1000 / rate ms from the start and is sent then, whether or not the
 * earlier ones have been answered, so a slow answer never delays the next request. Each latency
 * runs from the request's scheduled start to the end of its body: time spent waiting in the
 * generator, in the pool or in the server's queue is part of it (no coordinated omission).
 *
 * autocannon's overallRate is not used: it gives each connection its share of a second's requests
 * and sends them back to back at the second's start, so the server sees bursts at full
 * concurrency, and it corrects latencies with an expected interval of 1 ms.
 */
import { Pool } from 'undici';
import { LOAD } from './options.mjs';
import { countProcessCpu } from './process-cpu.mjs';

/**
 * How late the generator may start a request before its figures are said to be partly its own
 * (ms). Reading /proc for the CPU figures takes a few ms every half second.
 */
export const GENERATOR_LATE_MS = 5;

/**
 * Said of a constant-rate run whose generator started a request more than GENERATOR_LATE_MS after
 * its scheduled time: its latencies are then partly the generator's. Otherwise ''.
 * @param {import('./load.mjs').LoadResult} result
 */
export const lateGenerator = (result) =>
  result.generatorLateMs !== undefined && result.generatorLateMs > GENERATOR_LATE_MS
    ? `the load generator started ${(result.generatorLateRequests ?? 0).toLocaleString('en-IN')} of ` +
      `${result.requests.toLocaleString('en-IN')} requests more than ${GENERATOR_LATE_MS} ms late, at worst ` +
      `${result.generatorLateMs} ms, so those latencies are partly its own`
    : '';

/** A request not answered within this long from its scheduled start is an error, as autocannon's timeout. */
const TIMEOUT_MS = 10_000;

/** The value at `share` (0 to 1) of sorted `values`, by nearest rank. @param {number[]} sorted @param {number} share */
export function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}

/**
 * Offers `rate` requests per second to `url` for `seconds`, over an undici Pool of `connections`
 * connections (LOAD.connections: enough that at a rate the server keeps up with, the pool is not
 * the queue). `next` gives each request's method, path, headers and body, in turn; its first
 * request is sent once before the clock starts and not counted.
 *
 * The scheduler wakes with a timer, sends every request whose time has come (so a late wake sends
 * a batch rather than dropping or bunching the rest of the run) and sleeps until the next one is
 * due. `generatorLateMs` is the longest a request was sent after its due time: above
 * GENERATOR_LATE_MS the latencies are partly the generator's own; `generatorLateRequests` how many
 * were sent that late (fewer than 1 % cannot make the p99). The run lasts until the last
 * request is answered or times out; `rps` is the answers over that time.
 * @param {{
 *   url: string,
 *   next: () => import('./load.mjs').LoadRequest,
 *   rate: number,
 *   seconds?: number,
 *   connections?: number,
 * }} options
 * @returns {Promise<import('./load.mjs').LoadResult>}
 */
export async function runConstantRate({
  url,
  next,
  rate,
  seconds = LOAD.durationSeconds,
  connections = LOAD.connections,
}) {
  if (!(rate > 0)) throw new Error(`a constant rate needs a positive rate, not ${rate}`);
  const total = Math.max(1, Math.floor(rate * seconds));
  const intervalMs = 1000 / rate;
  const pool = new Pool(new URL(url).origin, {
    connections,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  const cpuSince = countProcessCpu();
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let non2xx = 0;
  let generatorLateMs = 0;
  let generatorLateRequests = 0;
  let lastEnd = 0;
  /** @type {Promise<void>[]} */
  const inFlight = [];

  /** @param {number} due the scheduled start, performance.now() ms */
  const send = async (due) => {
    const { method, path, headers = {}, body } = next();
    try {
      const response = await pool.request({
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(Math.max(1, Math.ceil(due + TIMEOUT_MS - performance.now()))),
      });
      await response.body.arrayBuffer();
      const end = performance.now();
      latencies.push(end - due);
      lastEnd = Math.max(lastEnd, end);
      if (response.statusCode < 200 || response.statusCode >= 300) non2xx++;
    } catch {
      errors++;
    }
  };

  let start = 0;
  try {
    // One request first, not counted: it opens a connection and readies undici's HTTP parser, which
    // otherwise make the first scheduled requests late.
    await send(performance.now());
    latencies.length = 0;
    errors = 0;
    non2xx = 0;
    start = performance.now();
    await new Promise((resolve) => {
      let sent = 0;
      const tick = () => {
        const now = performance.now();
        while (sent < total && start + sent * intervalMs <= now) {
          const due = start + sent * intervalMs;
          generatorLateMs = Math.max(generatorLateMs, now - due);
          if (now - due > GENERATOR_LATE_MS) generatorLateRequests++;
          inFlight.push(send(due));
          sent++;
        }
        if (sent === total) {
          resolve(undefined);
          return;
        }
        // Node's timers fire on whole milliseconds, so a request may go up to ~1 ms late (counted in
        // its latency). Waiting out the last millisecond with setImmediate instead would spin this
        // process on the cores the API under test needs.
        setTimeout(tick, Math.max(1, Math.ceil(start + sent * intervalMs - performance.now())));
      };
      tick();
    });
    await Promise.all(inFlight);
  } finally {
    await pool.close();
  }
  const answered = latencies.length;
  const runMs = (answered === 0 ? performance.now() : lastEnd) - start;
  const sorted = latencies.sort((a, b) => a - b);
  const rounded = (/** @type {number} */ ms) => Math.round(ms);
  return {
    requests: answered,
    seconds: runMs / 1000,
    rps: answered / (runMs / 1000),
    p50: rounded(answered === 0 ? runMs : percentile(sorted, 0.5)),
    p99: rounded(answered === 0 ? runMs : percentile(sorted, 0.99)),
    max: rounded(answered === 0 ? runMs : (sorted[sorted.length - 1] ?? 0)),
    errors,
    non2xx,
    noneAnswered: answered === 0,
    cpu: cpuSince(),
    offeredRate: rate,
    generatorLateMs: Math.round(generatorLateMs * 10) / 10,
    generatorLateRequests,
  };
}
