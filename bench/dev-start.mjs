// @ts-check
/**
 * How long `npm run dev` takes until the site answers with the home page, the catalog's part
 * rendered on the server (its product row in the HTML):
 *
 *   node bench/dev-start.mjs [--runs 3]               the whole store (npm run dev)
 *   node bench/dev-start.mjs [--runs 3] mf-catalog    one slice (npm run dev -- mf-catalog)
 *   --script scripts/dev-main.mjs                             another version of dev.mjs to compare with
 *
 * Each run starts scripts/dev.mjs as `npm run dev` does, on the ports of the environment
 * (PORT_SHELL, PORT_MF_*, API_PORT), and stops it (SIGINT, as Ctrl-C) before the next. One slice
 * runs on the store's API when it runs (`npm start`), else starts it from its build.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BESIDE_STORE, runningApi, shellPort } from '../scripts/dev/common.mjs';
import { ROOT } from './options.mjs';

const { values, positionals } = parseArgs({
  // --script: another version of scripts/dev.mjs, to compare with (e.g. main's, saved beside it).
  options: { runs: { type: 'string', default: '3' }, script: { type: 'string', default: 'scripts/dev.mjs' } },
  allowPositionals: true,
});
const runs = Number(values.runs);
const mode = positionals[0] ?? 'all';
// One slice beside a running store (npm start) serves its site on the ports above the store's.
const besideStore = mode !== 'all' && (await runningApi()) !== null;
const siteUrl = `http://localhost:${shellPort(besideStore ? BESIDE_STORE : 0)}/`;
/** The catalog's product row, rendered on the server: the page with the slice's own content. */
const PAGE_MARK = 'id="home-products-title"';
const TIMEOUT_MS = 10 * 60_000;

/** Seconds from the start of `npm run dev [-- mode]` until the home page answers with the catalog's part. @param {string} mode */
async function timeOne(mode) {
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve(ROOT, values.script), ...(mode === 'all' ? [] : [mode])], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm run dev ${mode} exited with code ${child.exitCode}`);
      const page = await fetch(siteUrl, { signal: AbortSignal.timeout(30_000) })
        .then(async (response) => (response.ok ? response.text() : ''))
        .catch(() => '');
      if (page.includes(PAGE_MARK)) return (performance.now() - started) / 1000;
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`npm run dev ${mode}: no page in 10 minutes`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    child.kill('SIGINT');
    await exited;
    // The ports are let go a moment after the processes end.
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

/** @type {number[]} */
const times = [];
for (let run = 1; run <= runs; run += 1) {
  times.push(await timeOne(mode));
  console.log(`run ${run}  ${times.at(-1)?.toFixed(1)} s`);
}
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `${mode === 'all' ? 'npm run dev' : `npm run dev -- ${mode}`} until the site answers with the home page: ` +
    `median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} s (${times.map((s) => s.toFixed(1)).join(', ')})`,
);
