// @ts-check
/**
 * A change judged as decisions.md asks: before and after in one run. The two sides are another
 * checkout (before: it needs its own builds and node_modules; a copy made with `cp -al` before
 * rebuilding is enough) and this one (after), measured in turn, the order swapped every round so
 * that neither side always runs on a busier machine (api-ab.mjs, web-ab.mjs, load-trace.mjs).
 */
import path from 'node:path';
import { ROOT } from './options.mjs';

/**
 * The before checkout (the command's first argument) and this one; without it, says `usage` and exits 2.
 * @param {string | undefined} beforeArg @param {string} usage
 */
export function beforeAndAfter(beforeArg, usage) {
  if (!beforeArg) {
    process.stderr.write(`usage: ${usage}\n`);
    process.exit(2);
  }
  return [
    { name: 'before', root: path.resolve(beforeArg) },
    { name: 'after', root: ROOT },
  ];
}

/** The rounds of a comparison: AB_ROUNDS, else `fallback`. @param {number} fallback */
export const roundsFromEnv = (fallback) => Math.max(1, Math.floor(Number(process.env.AB_ROUNDS) || fallback));

/** The sides in the order of this round. @template T @param {T[]} sides @param {number} round */
export const inTurn = (sides, round) => (round % 2 === 0 ? sides : [...sides].reverse());

/** Adds one round's figure to those of its key. @template T @param {Map<string, T[]>} figures @param {string} key @param {T} figure */
export function addFigure(figures, key, figure) {
  figures.set(key, [...(figures.get(key) ?? []), figure]);
}
