// @ts-check
/** One load test with autocannon (in this process; the server under test runs in another). */
import autocannon from 'autocannon';
import { lateGenerator } from './constant-rate.mjs';
import { LOAD } from './options.mjs';
import { countProcessCpu, describeProcessCpu } from './process-cpu.mjs';

/**
 * @typedef {{
 *   requests: number,
 *   seconds: number,
 *   rps: number,
 *   p50: number,
 *   p99: number,
 *   max: number,
 *   errors: number,
 *   non2xx: number,
 *   noneAnswered: boolean,
 *   cpu: import('./process-cpu.mjs').ProcessCpu | null,
 *   offeredRate?: number,
 *   generatorLateMs?: number,
 *   generatorLateRequests?: number,
 * }} LoadResult
 * `errors`: connection errors and timeouts; `non2xx`: answers that were not a success;
 * `noneAnswered`: no request was answered within the run, and the latencies given are the run's
 * length (the real ones are longer: autocannon would say 0); `cpu`: what each process used meanwhile;
 * `offeredRate`: the requests per second offered, when the run was held to a constant rate
 * (constant-rate.mjs: its latencies run from each request's scheduled start); `generatorLateMs`: then
 * the longest the generator sent a request after its scheduled start, and `generatorLateRequests` how
 * many it sent more than GENERATOR_LATE_MS late.
 * @typedef {{ method: 'GET' | 'POST', path: string, headers?: Record<string, string>, body?: string }} LoadRequest
 */

/**
 * Loads `url` with LOAD.connections connections, for LOAD.durationSeconds or, with `amount`,
 * until that many requests were answered. `next` gives each request's path, headers and body.
 * @param {{ url: string, next: () => LoadRequest, amount?: number, seconds?: number }} options
 * @returns {Promise<LoadResult>}
 */
export async function runLoad({ url, next, amount, seconds = LOAD.durationSeconds }) {
  const cpuSince = countProcessCpu();
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    // autocannon notices that `amount` is reached only at its next sample: every second by
    // default, which rounded a 1.6 s run of 1,000 orders up to 2.01 s (498 instead of ~620 req/s).
    ...(amount ? { amount, sampleInt: 10 } : { duration: seconds }),
    requests: [
      {
        setupRequest: (request) => {
          const { method, path, headers = {}, body } = next();
          return {
            ...request,
            method,
            path,
            headers: { ...request.headers, ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
            ...(body ? { body } : {}),
          };
        },
      },
    ],
  });
  const answered = result['1xx'] + result['2xx'] + result['3xx'] + result['4xx'] + result['5xx'];
  const runMs = answered === 0 ? Math.round(result.duration * 1000) : null;
  return {
    requests: answered,
    seconds: result.duration,
    rps: answered / result.duration,
    p50: runMs ?? result.latency.p50,
    p99: runMs ?? result.latency.p99,
    max: runMs ?? result.latency.max,
    errors: result.errors,
    non2xx: result.non2xx,
    noneAnswered: answered === 0,
    cpu: cpuSince(),
  };
}

/** One line of a load's figures, for the progress lines and the parts run alone. @param {LoadResult} result */
export const summary = (result) =>
  (result.noneAnswered
    ? `none answered within ${result.p99} ms, ${result.errors} errors`
    : `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors, ${result.non2xx} non-2xx; ` +
      `CPU: ${describeProcessCpu(result.cpu)}`) + (lateGenerator(result) ? `; ${lateGenerator(result)}` : '');

/** A short run whose figures are thrown away: JIT, caches and connection pools warm up. @param {{ url: string, next: () => LoadRequest }} options */
export async function warmUp(options) {
  await runLoad({ ...options, seconds: LOAD.warmupSeconds });
}

/**
 * Several runs of one load as one: requests over their summed time, the median of their p50s, the
 * worst of their p99s and maxima, errors summed, each process's CPU weighted by each run's length.
 * @param {LoadResult[]} runs
 * @returns {LoadResult}
 */
export function combineLoads(runs) {
  if (runs.length === 0) throw new Error('no runs to combine');
  const sum = (/** @type {(run: LoadResult) => number} */ of) => runs.reduce((total, run) => total + of(run), 0);
  const requests = sum((run) => run.requests);
  const seconds = sum((run) => run.seconds);
  const p50s = runs.map((run) => run.p50).sort((a, b) => a - b);
  const cpus = runs.map((run) => run.cpu);
  /** @type {LoadResult['cpu']} */
  let cpu = null;
  if (cpus.every((one) => one !== null)) {
    const groups = /** @type {(keyof NonNullable<LoadResult['cpu']>)[]} */ (Object.keys(cpus[0] ?? {}));
    cpu = /** @type {NonNullable<LoadResult['cpu']>} */ (
      Object.fromEntries(
        groups.map((group) => [group, Math.round(sum((run) => (run.cpu?.[group] ?? 0) * run.seconds) / seconds)]),
      )
    );
  }
  return {
    requests,
    seconds,
    rps: requests / seconds,
    p50: p50s[Math.floor(p50s.length / 2)] ?? 0,
    p99: Math.max(...runs.map((run) => run.p99)),
    max: Math.max(...runs.map((run) => run.max)),
    errors: sum((run) => run.errors),
    non2xx: sum((run) => run.non2xx),
    noneAnswered: runs.every((run) => run.noneAnswered),
    cpu,
  };
}
