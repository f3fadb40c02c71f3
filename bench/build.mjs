// @ts-check
/**
 * Builds for the bench. The API and shared-contracts are built only when their output is
 * missing, as `npm start` does (scripts/start.mjs); the web apps are always built, timed,
 * with `npm run build:web`: the build time is one of the figures. Build output goes to
 * stderr with the progress lines, so stdout keeps only the query plans and the results.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './options.mjs';
import { step } from './progress.mjs';

/** Each workspace the API part needs and the file its build leaves behind, in build order. @type {[string, string][]} */
const API_BUILDS = [
  ['shared-contracts', 'shared-contracts/dist/index.js'],
  ['api', 'api/dist/server.js'],
];

/** What the front-end part serves: each app's entry file. */
export const WEB_OUTPUTS = [
  'shell/dist/index.html',
  'shell/dist-server/ssr.cjs',
  'mf-catalog/dist/mf-manifest.json',
  'mf-cart-checkout/dist/mf-manifest.json',
  'mf-account/dist/mf-manifest.json',
  'mf-admin/dist/mf-manifest.json',
];

/** Runs an npm script in the repository, its output on stderr; rejects on a non-zero exit. @param {string[]} args */
function npm(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`npm ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Builds shared-contracts and the API if their output is missing. */
export async function buildApiIfMissing() {
  for (const [workspace, output] of API_BUILDS) {
    if (existsSync(path.join(ROOT, output))) continue;
    step(`building ${workspace} (${output} is missing)`);
    await npm(['run', 'build', '-w', workspace]);
  }
}

/** True when every web app has a build. */
export const webBuilt = () => WEB_OUTPUTS.every((output) => existsSync(path.join(ROOT, output)));

/** `npm run build:web`, timed: seconds of wall-clock time. */
export async function timeWebBuild() {
  step('building the web apps (npm run build:web, timed)');
  const started = performance.now();
  await npm(['run', 'build:web']);
  const seconds = (performance.now() - started) / 1000;
  step(`web apps built in ${seconds.toFixed(1)} s`);
  return seconds;
}
