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
import { Worker } from 'node:worker_threads';
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
 * The requests are sent from a worker thread: its heap holds little, so its garbage collections
 * are short, where this process holds the bench's catalogue and a full collection of it paused the
 * schedule for 10–25 ms every few hundred ms. The worker's CPU is this process's, the "load" group.
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
  /** @type {ScheduleData} */
  const schedule = { url, rate, connections, requests: Array.from({ length: total + 1 }, next) };
  const cpuSince = countProcessCpu();
  const worker = new Worker(new URL('./constant-rate-worker.mjs', import.meta.url), { workerData: schedule });
  const offered = await new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the constant-rate load's worker stopped (exit code ${code})`)));
  });
  await worker.terminate();
  return { ...summarise(/** @type {Offered} */ (offered)), cpu: cpuSince(), offeredRate: rate };
}

/**
 * What the worker is given: the requests in order (the first uncounted), the rate and the pool's size.
 * @typedef {{ url: string, rate: number, connections: number, requests: import('./load.mjs').LoadRequest[] }} ScheduleData
 * What it gives back: each answered request's latency from its scheduled start, and the rest.
 * @typedef {{
 *   latencies: number[], runMs: number, errors: number, non2xx: number,
 *   generatorLateMs: number, generatorLateRequests: number,
 * }} Offered
 */
/** @param {Offered} offered */
function summarise({ latencies, runMs, errors, non2xx, generatorLateMs, generatorLateRequests }) {
  const answered = latencies.length;
  const sorted = [...latencies].sort((a, b) => a - b);
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
    generatorLateMs: Math.round(generatorLateMs * 10) / 10,
    generatorLateRequests,
  };
}

/**
 * The schedule itself, in the worker (constant-rate-worker.mjs). The scheduler wakes with a timer, sends every request whose
 * time has come (so a late wake sends a batch rather than dropping or bunching the rest of the
 * run) and sleeps until the next one is due. `generatorLateMs` is the longest a request was sent
 * after its due time: above GENERATOR_LATE_MS the latencies are partly the generator's own;
 * `generatorLateRequests` how many were sent that late (fewer than 1 % cannot make the p99). The
 * run lasts until the last request is answered or times out.
 * @param {ScheduleData} schedule
 * @returns {Promise<Offered>}
 */
export async function offerSchedule({ url, rate, connections, requests }) {
  const [first, ...timed] = requests;
  const intervalMs = 1000 / rate;
  const pool = new Pool(new URL(url).origin, {
    connections,
    headersTimeout: TIMEOUT_MS,
    bodyTimeout: TIMEOUT_MS,
  });
  /** @type {Offered} */
  const offered = { latencies: [], runMs: 0, errors: 0, non2xx: 0, generatorLateMs: 0, generatorLateRequests: 0 };
  let lastEnd = 0;
  /** @type {Promise<void>[]} */
  const inFlight = [];

  /** @param {import('./load.mjs').LoadRequest} request @param {number} due the scheduled start, performance.now() ms */
  const send = async ({ method, path, headers = {}, body }, due) => {
    try {
      const response = await pool.request({
        method,
        path,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(Math.max(1, Math.ceil(due + TIMEOUT_MS - performance.now()))),
      });
      // Read to the end, each chunk dropped: nothing is gathered that the collector must sweep.
      for await (const _chunk of response.body);
      const end = performance.now();
      offered.latencies.push(end - due);
      lastEnd = Math.max(lastEnd, end);
      if (response.statusCode < 200 || response.statusCode >= 300) offered.non2xx++;
    } catch {
      offered.errors++;
    }
  };

  try {
    // One request first, not counted: it opens a connection and readies undici's HTTP parser, which
    // otherwise make the first scheduled requests late.
    if (first) await send(first, performance.now());
    offered.latencies.length = 0;
    offered.errors = 0;
    offered.non2xx = 0;
    const start = performance.now();
    await new Promise((resolve) => {
      let sent = 0;
      const tick = () => {
        const now = performance.now();
        while (sent < timed.length && start + sent * intervalMs <= now) {
          const due = start + sent * intervalMs;
          offered.generatorLateMs = Math.max(offered.generatorLateMs, now - due);
          if (now - due > GENERATOR_LATE_MS) offered.generatorLateRequests++;
          inFlight.push(send(/** @type {import('./load.mjs').LoadRequest} */ (timed[sent]), due));
          sent++;
        }
        if (sent === timed.length) {
          resolve(undefined);
          return;
        }
        // Node's timers fire on whole milliseconds, so a request may go up to ~1 ms late (counted in
        // its latency). Waiting out the last millisecond with setImmediate instead would spin this
        // thread on the cores the API under test needs.
        setTimeout(tick, Math.max(1, Math.ceil(start + sent * intervalMs - performance.now())));
      };
      tick();
    });
    await Promise.all(inFlight);
    offered.runMs = (offered.latencies.length === 0 ? performance.now() : lastEnd) - start;
  } finally {
    await pool.close();
  }
  return offered;
}
