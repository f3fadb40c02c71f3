/**
 * Loaded into a test's server process (`--expose-gc --import` this file): every
 * MEMORY_PROBE_INTERVAL_MS it runs a full garbage collection and appends what is still held
 * to MEMORY_PROBE_FILE, one JSON line a sample. The RSS alone cannot show a leak within a
 * minute: V8 lets its heap grow by a hundred megabytes or more between collections, and when
 * it collects depends on how loaded the machine is.
 */
import fs from 'node:fs';

export interface MemorySample {
  /** JavaScript objects still reachable after a full collection. */
  heapUsed: number;
  /** Memory outside the JS heap held by JS objects (buffers, PGlite's WebAssembly memory). */
  external: number;
  rss: number;
}

const file = process.env.MEMORY_PROBE_FILE;
const interval = Number(process.env.MEMORY_PROBE_INTERVAL_MS ?? 2_000);
const collect = (globalThis as { gc?: () => void }).gc;
if (!file || !collect) throw new Error('memory-probe needs MEMORY_PROBE_FILE and node --expose-gc');

setInterval(() => {
  collect();
  const { heapUsed, external, rss } = process.memoryUsage();
  const sample: MemorySample = { heapUsed, external, rss };
  fs.appendFileSync(file, `${JSON.stringify(sample)}\n`);
}, interval).unref();
