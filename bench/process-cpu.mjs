// @ts-check
/**
 * Which processes a load kept busy: the CPU time the API, PostgreSQL, the load generator (this
 * process: autocannon runs in it) and pgbench used while it ran, from Linux's /proc. On 2 cores a
 * row whose processes add up to ~200 % is bound by the machine, not by one of them; a row whose API
 * is near 100 % (one Node.js thread) is bound by the API. Elsewhere than Linux nothing is measured.
 */
import fs from 'node:fs';

/** @typedef {'api' | 'postgres' | 'load' | 'pgbench' | 'other'} ProcessGroup */
/** @typedef {Record<ProcessGroup, number>} ProcessCpu  each group's CPU in % of one core over the load */

const TICKS_PER_SECOND = 100;
const API_SERVER = 'api/dist/server.js';

/** @param {string} pid @param {string} name @returns {ProcessGroup} */
function groupOf(pid, name) {
  if (Number(pid) === process.pid) return 'load';
  if (name === 'postgres') return 'postgres';
  if (name === 'pgbench') return 'pgbench';
  if (name === 'node' && readOr(`/proc/${pid}/cmdline`, '').includes(API_SERVER)) return 'api';
  return 'other';
}

/** @param {string} file @param {string} fallback */
function readOr(file, fallback) {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return fallback;
  }
}

/**
 * Every process's CPU ticks so far (user + system, all its threads) and its group.
 * @returns {Map<string, { group: ProcessGroup, ticks: number }>}
 */
function readTicks() {
  const ticks = new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readOr(`/proc/${pid}/stat`, '');
    const nameEnd = stat.lastIndexOf(')');
    if (nameEnd === -1) continue;
    // The name may hold spaces and parentheses; the fields after it do not. utime and stime are
    // fields 14 and 15 of the line, the 12th and 13th after the name.
    const name = stat.slice(stat.indexOf('(') + 1, nameEnd);
    const fields = stat.slice(nameEnd + 2).split(' ');
    ticks.set(pid, { group: groupOf(pid, name), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return ticks;
}

/** How often the processes are read: one that ends between two reads loses what it used since the last. */
const READ_EVERY_MS = 500;

/**
 * Starts counting; the function returned stops and gives each group's CPU since then. Processes
 * that start meanwhile count from 0 (pgbench's and the pool's new connections).
 * @returns {() => ProcessCpu | null}
 */
export function countProcessCpu() {
  if (!fs.existsSync('/proc/self/stat')) return () => null;
  const started = performance.now();
  const first = readTicks();
  /** Each process's first and last reading. @type {Map<string, { group: ProcessGroup, from: number, to: number }>} */
  const seen = new Map([...first].map(([pid, { group, ticks }]) => [pid, { group, from: ticks, to: ticks }]));
  const read = () => {
    for (const [pid, { group, ticks }] of readTicks()) {
      const known = seen.get(pid);
      if (known) known.to = ticks;
      else seen.set(pid, { group, from: 0, to: ticks });
    }
  };
  const timer = setInterval(read, READ_EVERY_MS);
  return () => {
    clearInterval(timer);
    read();
    const seconds = (performance.now() - started) / 1000;
    /** @type {ProcessCpu} */
    const cpu = { api: 0, postgres: 0, load: 0, pgbench: 0, other: 0 };
    for (const { group, from, to } of seen.values()) cpu[group] += to - from;
    for (const group of /** @type {ProcessGroup[]} */ (Object.keys(cpu))) {
      cpu[group] = Math.round((cpu[group] / TICKS_PER_SECOND / seconds) * 100);
    }
    return cpu;
  };
}

/** "API 90 %, PostgreSQL 54 %, load 23 %" (the groups that used any). @param {ProcessCpu | null | undefined} cpu */
export function describeProcessCpu(cpu) {
  if (!cpu) return '—';
  /** @type {[ProcessGroup, string][]} */
  const names = [
    ['api', 'API'],
    ['postgres', 'PostgreSQL'],
    ['pgbench', 'pgbench'],
    ['load', 'load'],
    ['other', 'other'],
  ];
  return names
    .filter(([group]) => cpu[group] > 0)
    .map(([group, name]) => `${name} ${cpu[group]} %`)
    .join(', ');
}
