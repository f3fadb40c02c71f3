// @ts-check
/**
 * The first-load JS of a release, read from its build: the script a visitor's browser downloads,
 * brotli-compressed, before a page of the target can render.
 *
 * - A slice: its remote entry and every script its federation manifest lists as a synchronous load
 *   of the modules the shell loads from it (shared-contracts REMOTES: its pages and layouts), each
 *   file once. A page loads one or two of them (a layout and its page), so this is what its
 *   heaviest page may load, or more. With them, its copies of the shared libraries it does not
 *   need from the shell (not in its package.json dependencies, so not in its release's `needs`:
 *   zod, which comes with shared-contracts): the shell provides only what a slice needs from it,
 *   so a page loads the slice's own copy. Its copies of the others are left out: a page gets the shell's.
 * - The shell: the scripts its index.html names and every script its manifest lists for the
 *   shared libraries it provides: the runtime every page starts with, whichever slice it shows.
 *
 * Each file counts at the size of the `.br` copy the build writes beside it (rspack.precompress.ts),
 * which is what a browser is sent; a file too small to be compressed counts as it is.
 * Each app declares in its package.json the most its release may weigh (`releaseBudget`), which
 * `npm run slice -- release` enforces.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE, REMOTES } from 'shared-contracts';

/** @typedef {import('shared-contracts').ReleaseTarget} ReleaseTarget */
/** @typedef {{ js: { sync: string[] } }} Assets */
/** @typedef {{ exposes: { name: string, assets: Assets }[], shared: { name: string, assets: Assets }[] }} Manifest */

/** @param {string} file @returns {any} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** `react/jsx-runtime` and `store-runtime/router` are parts of the packages `react` and `store-runtime`. @param {string} name */
export const packageOf = (name) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);

/** The scripts an HTML page names (`<script src="/main.x.js">`), as paths from the site root. @param {string} html */
const scriptsOf = (html) =>
  [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/^\//, ''));

/**
 * The scripts a target's pages load first, as paths inside its browser build (`dist` in
 * `packageDir`), sorted. `modules` narrows a slice to some of its modules (`['HomePage']`: what
 * the home page loads from it).
 * @param {ReleaseTarget} target @param {string} packageDir @param {readonly string[]} [modules]
 * @returns {string[]}
 */
export function firstLoadScripts(target, packageDir, modules) {
  const dist = path.join(packageDir, 'dist');
  /** @type {Manifest} */
  const manifest = readJson(path.join(dist, REMOTE_MANIFEST_FILE));
  /** @param {{ assets: Assets }} entry */
  const syncScripts = (entry) => entry.assets.js.sync;
  if (target === 'shell') {
    const entries = scriptsOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));
    return [...new Set([...entries, ...manifest.shared.flatMap(syncScripts)])].sort();
  }
  const { dependencies = {} } = readJson(path.join(packageDir, 'package.json'));
  const ownCopies = manifest.shared.filter((shared) => !(packageOf(shared.name) in dependencies));
  const pages = manifest.exposes.filter((expose) => (modules ?? REMOTES[target].modules).includes(expose.name));
  return [...new Set([REMOTE_ENTRY_FILE, ...pages.flatMap(syncScripts), ...ownCopies.flatMap(syncScripts)])].sort();
}

/**
 * The size a browser is sent for one script of the build: its `.br` copy, else the file itself.
 * @param {string} dist @param {string} script
 */
function sentSize(dist, script) {
  const file = path.resolve(dist, script);
  // The manifest and the page are the build's own, but a path in them never leads out of the build.
  if (!file.startsWith(path.resolve(dist) + path.sep)) throw new Error(`${script} is outside ${dist}`);
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (existsSync(file)) return statSync(file).size;
  throw new Error(`${file} is missing: its build lists it as a script its pages load first`);
}

/**
 * The first-load JS of a target's build in bytes (brotli): see the top of this file.
 * @param {ReleaseTarget} target @param {string} packageDir @param {readonly string[]} [modules]
 */
export function firstLoadBytes(target, packageDir, modules) {
  const dist = path.join(packageDir, 'dist');
  return firstLoadScripts(target, packageDir, modules).reduce((sum, script) => sum + sentSize(dist, script), 0);
}

/** The budget key in an app's package.json: `"releaseBudget": { "firstLoadJsKb": 130 }` (1 kB = 1000 bytes). */
const BUDGET_FIELD = 'releaseBudget';

/**
 * The most first-load JS an app's release may have, in bytes, from its package.json.
 * @param {string} packageDir
 */
export function firstLoadBudgetBytes(packageDir) {
  const file = path.join(packageDir, 'package.json');
  const kb = readJson(file)[BUDGET_FIELD]?.firstLoadJsKb;
  if (typeof kb !== 'number' || !(kb > 0)) {
    throw new Error(
      `${file} declares no ${BUDGET_FIELD}.firstLoadJsKb (the kB of compressed JS its pages may load first)`,
    );
  }
  return Math.round(kb * 1000);
}

/** `142.1 kB`. @param {number} bytes */
export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The line that refuses a release over its budget, or null when it fits.
 * @param {ReleaseTarget} target @param {number} bytes @param {number} budget
 */
export function overBudget(target, bytes, budget) {
  if (bytes <= budget) return null;
  return (
    `${target}'s first-load JS is ${kB(bytes)}, over its budget of ${kB(budget)} ` +
    `(${BUDGET_FIELD}.firstLoadJsKb in its package.json): release it anyway with --force`
  );
}

/** A change in size: `+3.2 kB`, `-0.2 kB`. @param {number} bytes */
export const kBChange = (bytes) => `${bytes < 0 ? '-' : '+'}${kB(Math.abs(bytes))}`;

/**
 * A release's size beside the live one's: `142.1 kB (+3.2 kB vs live)`; `size unknown` for a
 * release published before sizes were recorded.
 * @param {number | null} bytes @param {number | null | undefined} liveBytes
 */
export function sizeAgainstLive(bytes, liveBytes) {
  if (bytes === null) return 'size unknown';
  if (liveBytes === null || liveBytes === undefined) return kB(bytes);
  return `${kB(bytes)} (${kBChange(bytes - liveBytes)} vs live)`;
}
