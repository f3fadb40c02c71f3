// @ts-check
/** What `npm run dev` was asked for, checked before anything loads the built shared-contracts. */
import { parseArgs } from 'node:util';
import { missingBuilds } from '../builds.mjs';

/** Says what is wrong and exits with code 1. @param {string} message @returns {never} */
export function fail(message) {
  console.error(message);
  process.exit(1);
}

const USAGE = 'npm run dev [-- <slice> [--against <site>]]';

/** The slice named on the command line (undefined: the whole store), and the site it is developed against. */
export function commandLine() {
  try {
    const { positionals, values } = parseArgs({
      args: process.argv.slice(2),
      options: { against: { type: 'string' } },
      allowPositionals: true,
    });
    if (positionals.length > 1) fail(`npm run dev takes one slice (got ${positionals.join(', ')}): ${USAGE}`);
    if (values.against !== undefined && !positionals[0]) fail(`--against needs a slice: ${USAGE}`);
    return { sliceName: positionals[0], against: values.against };
  } catch (error) {
    return fail(`${/** @type {Error} */ (error).message}: ${USAGE}`);
  }
}

/**
 * Exits saying what to do when a slice is asked for and what it runs on is not built.
 * @param {string | undefined} sliceName @param {string | undefined} against
 */
export function requireBuildsFor(sliceName, against) {
  if (sliceName === undefined) return;
  // Against another site only the slice itself is built here.
  const missing = missingBuilds(against === undefined ? ['shared-contracts', 'api', 'shell'] : ['shared-contracts']);
  if (missing.length > 0) {
    fail(
      `npm run dev -- ${sliceName} runs the store from its builds and releases, and ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not built: ` +
        'run `npm start` once (it builds the store and makes the builds its first releases), then this again.',
    );
  }
}
