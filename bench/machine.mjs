// @ts-check
/**
 * The machine and software the figures came from: they mean little without it (2 cores
 * shared with other work are not a production server). The load average at the start shows
 * whether something else was busy during the run.
 */
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { findCommand } from './commands.mjs';
import { CHROME_PATH, ROOT } from './options.mjs';

/**
 * @typedef {{
 *   date: string,
 *   cpu: string,
 *   cores: number,
 *   ramGiB: number,
 *   os: string,
 *   node: string,
 *   loadAverage: number[],
 *   chromium: string | null,
 *   nginx: string | null,
 *   lighthouse: string | null,
 *   pglite: string | null,
 *   firstTouchMicros: number,
 *   cpuStepNanos: number,
 *   cpuMHz: number | null,
 * }} Machine
 */

/** A command's output (stdout, else stderr: nginx -v writes there), or null when it cannot run. @param {string} file @param {string[]} args */
async function versionOf(file, args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(file, args, { timeout: 10_000 });
    return (stdout || stderr).trim().split('\n')[0] ?? null;
  } catch {
    return null;
  }
}

/** `version` of an installed package (read from its folder: some packages do not export package.json). @param {string} name */
async function packageVersion(name) {
  for (const folder of ['node_modules', 'api/node_modules']) {
    try {
      const json = JSON.parse(await readFile(path.join(ROOT, folder, name, 'package.json'), 'utf8'));
      return String(json.version);
    } catch {}
  }
  return null;
}

/** The CPU's full model name from /proc/cpuinfo (os.cpus() may shorten it), else os.cpus(). */
async function cpuModel() {
  const cpuinfo = await readFile('/proc/cpuinfo', 'utf8').catch(() => '');
  const model = /^model name\s*:\s*(.+)$/m.exec(cpuinfo)?.[1];
  return (model ?? os.cpus()[0]?.model ?? 'unknown').trim();
}

/**
 * One core's speed as this process gets it: ns per step of a loop whose every step waits for the
 * one before (a multiply and an add on 32-bit integers), the median of 3 runs of 10^8 steps. The
 * model name says what the CPU is; this says how much of it a virtual machine hands out, which
 * moves every figure of the bench (the same code read 2.5 to 3 times slower on some machines).
 */
function cpuStepNanosecondsPerStep() {
  const steps = 100_000_000;
  /** The loop's time, and its value: returned, so the compiler cannot drop the loop. */
  const run = () => {
    const start = process.hrtime.bigint();
    let value = 0;
    for (let step = 0; step < steps; step++) value = (value * 31 + step) | 0;
    return { nanos: Number(process.hrtime.bigint() - start), value };
  };
  const samples = [run(), run(), run()].map(({ nanos }) => nanos / steps);
  return samples.sort((a, b) => a - b)[1] ?? 0;
}

/** The clock /proc/cpuinfo reports (in a virtual machine, the host's), in MHz. */
async function cpuMHz() {
  const cpuinfo = await readFile('/proc/cpuinfo', 'utf8').catch(() => '');
  const mhz = Number(/^cpu MHz\s*:\s*([\d.]+)$/m.exec(cpuinfo)?.[1]);
  return Number.isFinite(mhz) && mhz > 0 ? mhz : null;
}

/**
 * What the kernel takes to give a process a page of memory it writes for the first time, in µs
 * per 4 KiB page (the median of 3: 64 MiB written twice, the first write's extra time over the
 * second). Commonly about a microsecond or less; some virtual machines take ten times that, which
 * slows whatever maps fresh memory, a browser loading a page above all (Lighthouse's TBT), far more
 * than the CPU's speed would say.
 */
function firstTouchMicrosPerPage() {
  const bytes = 64 * 1024 * 1024;
  const write = (/** @type {Buffer} */ buffer, /** @type {number} */ value) => {
    const start = process.hrtime.bigint();
    buffer.fill(value);
    return Number(process.hrtime.bigint() - start) / 1000;
  };
  const samples = [0, 1, 2].map(() => {
    const buffer = Buffer.allocUnsafeSlow(bytes);
    return (write(buffer, 1) - write(buffer, 2)) / (bytes / 4096);
  });
  return samples.sort((a, b) => a - b)[1] ?? 0;
}

/** @returns {Promise<Machine>} */
export async function describeMachine() {
  const nginx = findCommand('nginx');
  return {
    date: new Date().toISOString(),
    cpu: await cpuModel(),
    cores: os.cpus().length,
    ramGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    loadAverage: os.loadavg(),
    chromium: await versionOf(CHROME_PATH, ['--version']),
    nginx: nginx ? ((await versionOf(nginx, ['-v']))?.replace(/^nginx version: /, '') ?? null) : null,
    lighthouse: await packageVersion('lighthouse'),
    pglite: await packageVersion('@electric-sql/pglite'),
    firstTouchMicros: firstTouchMicrosPerPage(),
    cpuStepNanos: cpuStepNanosecondsPerStep(),
    cpuMHz: await cpuMHz(),
  };
}
