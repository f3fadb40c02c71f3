// @ts-check
/**
 * `npm run slice`'s command line, read into what to do, or a UsageError that says in one line what
 * is wrong with it (slice.mjs prints that line and exits 1).
 */
import { parseArgs } from 'node:util';
import { RELEASE_TARGETS } from 'shared-contracts';
import { releaseCanarySchema, releaseIdField } from 'shared-contracts/schemas';
import { packageDirOf } from './release-files.mjs';

/** @typedef {import('shared-contracts').ReleaseTarget} ReleaseTarget */

export class UsageError extends Error {}

/** @type {Record<string, { type: 'boolean' | 'string', short?: string }>} */
const OPTIONS = {
  live: { type: 'boolean' },
  'no-build': { type: 'boolean' },
  force: { type: 'boolean' },
  reason: { type: 'string' },
  keep: { type: 'string' },
  for: { type: 'string' },
  site: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
};

/** Each command's arguments after its target: the fewest and the most it takes. @type {Record<string, [number, number]>} */
const ARGUMENTS = {
  release: [0, 0],
  live: [1, 1],
  rollback: [0, 0],
  canary: [1, 2],
  list: [0, 0],
  status: [0, 0],
  prune: [0, 0],
  preview: [0, 2 * RELEASE_TARGETS.length],
};

const TARGET_NAMES = RELEASE_TARGETS.map((target) =>
  target === packageDirOf(target) ? target : `${target} (${packageDirOf(target)})`,
).join(', ');

/** A target by its name (`mf_catalog`) or its folder's (`mf-catalog`). @param {string} name @returns {ReleaseTarget | undefined} */
export const targetNamed = (name) => RELEASE_TARGETS.find((target) => target === name || packageDirOf(target) === name);

/**
 * The options and the positional arguments. A negative number (`-1`) is an argument, for the
 * command to judge, not an option.
 * @param {string[]} args
 */
function optionsAndArguments(args) {
  const { tokens } = parseArgs({ args, options: OPTIONS, strict: false, allowPositionals: true, tokens: true });
  /** @type {string[]} */
  const positionals = [];
  /** @type {Record<string, string | boolean>} */
  const values = {};
  /** A short option group (`-15`) is one token per letter, all at one index. */
  const read = new Set();
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option' || read.has(token.index)) continue;
    const raw = args[token.index] ?? token.rawName;
    const option = OPTIONS[token.name];
    if (!option) {
      if (!/^-\d/.test(raw))
        throw new UsageError(`Unknown option '${raw}' (npm run slice -- --help lists the options)`);
      positionals.push(raw);
      read.add(token.index);
      continue;
    }
    if (option.type === 'boolean') {
      if (token.inlineValue) throw new UsageError(`${token.rawName} takes no value`);
      values[token.name] = true;
    } else {
      if (token.value === undefined || (!token.inlineValue && token.value.startsWith('-'))) {
        const example = { keep: '5', for: '24h', site: 'http://localhost:3000' }[token.name] ?? '"why"';
        throw new UsageError(`${token.rawName} needs a value, e.g. ${token.rawName} ${example}`);
      }
      values[token.name] = token.value;
    }
  }
  return { positionals, values };
}

/**
 * @param {string[]} args the command line after `npm run slice --`
 * @returns {{ help: true } | {
 *   help: false, command: string, target: ReleaseTarget, rest: string[],
 *   options: {
 *     live: boolean, noBuild: boolean, force: boolean, reason: string | undefined, keep: number | undefined,
 *     forSeconds: number | undefined, site: string | undefined,
 *   },
 * }}
 */
export function readSliceArgs(args) {
  const { positionals, values } = optionsAndArguments(args);
  const [command, targetName, ...rest] = positionals;
  if (values.help) return { help: true };
  if (!command) throw new UsageError('Which command? (npm run slice -- --help lists them)');
  const counts = ARGUMENTS[command];
  if (!counts) {
    throw new UsageError(`Unknown command '${command}': one of ${Object.keys(ARGUMENTS).join(', ')}`);
  }
  if (!targetName) throw new UsageError(`${command} needs a target: one of ${TARGET_NAMES}`);
  const target = targetNamed(targetName);
  if (!target) throw new UsageError(`Unknown target '${targetName}': one of ${TARGET_NAMES}`);
  const [fewest, most] = counts;
  if (command === 'canary') checkCanary(rest);
  else if (command === 'preview') previewPins(target, rest);
  else if (rest.length < fewest) throw new UsageError(`${command} needs a release id`);
  else if (rest.length > most) throw new UsageError(`${command} takes no argument '${rest[most]}'`);
  const keep = typeof values.keep === 'string' ? values.keep : undefined;
  if (command === 'prune' && !(keep && /^\d{1,6}$/.test(keep))) {
    throw new UsageError('prune needs --keep <n>: how many of the newest releases keep their files (0 or more)');
  }
  const forText = typeof values.for === 'string' ? values.for : undefined;
  return {
    help: false,
    command,
    target,
    rest,
    options: {
      forSeconds: forText === undefined ? undefined : secondsIn(forText),
      site: typeof values.site === 'string' ? values.site : undefined,
      live: values.live === true,
      noBuild: values['no-build'] === true,
      force: values.force === true,
      reason: typeof values.reason === 'string' ? values.reason : undefined,
      keep: keep === undefined ? undefined : Number(keep),
    },
  };
}

/** `canary <target> off`, or `canary <target> <release> <percent>` with a percent the registry takes. @param {string[]} rest */
function checkCanary(rest) {
  const [release, percent, extra] = rest;
  if (release === 'off' && rest.length === 1) return;
  if (!release || percent === undefined || extra !== undefined) {
    throw new UsageError("canary needs a release and a percent (canary <target> <release> <percent>), or 'off'");
  }
  // Text that is no whole number is checked as 0, so it gets the registry's own words for the range.
  const checked = releaseCanarySchema.shape.percent.safeParse(/^-?\d+$/.test(percent) ? Number(percent) : 0);
  if (!checked.success) throw new UsageError(`${checked.error.issues[0]?.message} (got '${percent}')`);
}

/** `--for`: a whole number of minutes, hours or days (`90m`, `24h`, `7d`), in seconds. @param {string} text */
export function secondsIn(text) {
  const found = /^(\d{1,4})([mhd])$/.exec(text.trim());
  if (!found) throw new UsageError(`--for takes a duration such as 90m, 24h or 7d (got '${text}')`);
  return Number(found[1]) * { m: 60, h: 3600, d: 86_400 }[/** @type {'m' | 'h' | 'd'} */ (found[2])];
}

/**
 * `preview <target> [<release> | <dev server manifest>] [<target> [<release>] …]`: the pins, each
 * target once; a target without a release turns the preview bar on for it alone.
 * @param {ReleaseTarget} target @param {string[]} rest
 * @returns {import('shared-contracts').PreviewPin[]}
 */
export function previewPins(target, rest) {
  /** @type {import('shared-contracts').PreviewPin[]} */
  const pins = [{ target }];
  for (const word of rest) {
    const named = targetNamed(word);
    const last = /** @type {import('shared-contracts').PreviewPin} */ (pins.at(-1));
    if (named) {
      if (pins.some((pin) => pin.target === named)) throw new UsageError(`preview names ${named} twice`);
      pins.push({ target: named });
    } else if (last.release || last.devServer) {
      throw new UsageError(`preview: '${word}' is no target (one of ${TARGET_NAMES})`);
    } else if (/^https?:/.test(word)) {
      last.devServer = word;
    } else {
      const checked = releaseIdField.safeParse(word);
      if (!checked.success) throw new UsageError(`${checked.error.issues[0]?.message} (got '${word}')`);
      last.release = word;
    }
  }
  return pins;
}
