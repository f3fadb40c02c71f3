// @ts-check
/**
 * Lighthouse judges a page by the main-thread time it observes, multiplied by its CPU slowdown:
 * work left running by an earlier part of the bench (PostgreSQL's autovacuum and checkpoint after
 * the order load, a server still collecting garbage) lands in the page's long tasks: on a 2-core
 * host one build read a TBT of 0.7–1.3 s in a full run and 44–241 ms on a quiet machine. So the
 * audits wait for the CPUs to settle, and the report says how busy they were.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/** Busier than this (share of all cores) and Lighthouse's figures would tell of others' work. */
const QUIET_BUSY_SHARE = 0.15;
/** Waiting longer than this, the audit runs anyway and the report shows how busy it was. */
const MAX_WAIT_MS = 120_000;
const SAMPLE_MS = 1_000;

/** Total and idle CPU time of all cores so far (ms). */
function cpuTimes() {
  let total = 0;
  let idle = 0;
  for (const { times } of os.cpus()) {
    total += times.user + times.nice + times.sys + times.idle + times.irq;
    idle += times.idle;
  }
  return { total, idle };
}

/** The share of all cores busy during the next second (0 to 1). */
async function busyShare() {
  const before = cpuTimes();
  await sleep(SAMPLE_MS);
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Resolves once two seconds in a row keep the cores at most 15 % busy (or after two minutes), with
 * the share of the last of them.
 */
export async function waitForQuietCpu() {
  const deadline = Date.now() + MAX_WAIT_MS;
  let quietSeconds = 0;
  let share = await busyShare();
  while (Date.now() < deadline) {
    quietSeconds = share <= QUIET_BUSY_SHARE ? quietSeconds + 1 : 0;
    if (quietSeconds >= 2) break;
    share = await busyShare();
  }
  return share;
}
