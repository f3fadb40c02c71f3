// @ts-check
/**
 * What changed between two releases of a target (`npm run slice -- diff <target> <a> <b>`): the
 * files added, removed and changed (the same path with another SHA-256), each with its size; the
 * first-load JS; the shared packages a slice needs (or the shell provides); and the git commits
 * from the first release's commit to the second's, as this clone knows them.
 *
 * Everything here comes from the registry's records, which a publisher wrote: a commit is given to
 * git only when it is a plain hexadecimal commit id, so a record can never become a git option, and
 * free text from a record is printed with its control characters escaped, so it cannot drive the
 * reader's terminal.
 */
import { execFileSync } from 'node:child_process';
import { kB, kBChange } from './first-load-js.mjs';

/** @typedef {import('shared-contracts').ReleaseFile} ReleaseFile */
/** @typedef {import('shared-contracts').ReleaseRecord} ReleaseRecord */

/** Text from a record as it may be printed: control characters (an escape sequence's ESC) written as `\u001b`. @param {string} text */
const visible = (text) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
  text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The files of `after` that `before` lacks, those it had that `after` lacks, and those both list
 * with other contents, each list sorted by path.
 * @param {readonly ReleaseFile[]} before @param {readonly ReleaseFile[]} after
 */
export function compareFiles(before, after) {
  const beforeByPath = new Map(before.map((file) => [file.path, file]));
  const afterPaths = new Set(after.map((file) => file.path));
  /** @param {{ path: string }} a @param {{ path: string }} b */
  const byPath = (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
  const added = after.filter((file) => !beforeByPath.has(file.path)).sort(byPath);
  const removed = before.filter((file) => !afterPaths.has(file.path)).sort(byPath);
  const changed = after
    .flatMap((file) => {
      const old = beforeByPath.get(file.path);
      return old && old.sha256 !== file.sha256 ? [{ path: file.path, before: old.size, after: file.size }] : [];
    })
    .sort(byPath);
  const unchanged = after.length - added.length - changed.length;
  return { added, removed, changed, unchanged };
}

/**
 * Each shared package whose range (or provided version) differs: `react ^19.0.0 → ^19.1.0`,
 * `zod ^4.0.0 added`, `lodash ^4.17.0 dropped`, by package name.
 * @param {Record<string, string>} before @param {Record<string, string>} after
 */
export function compareShared(before, after) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.flatMap((name) => {
    const [old, now] = [before[name], after[name]];
    if (old === now) return [];
    if (old === undefined) return [`${visible(name)} ${visible(String(now))} added`];
    if (now === undefined) return [`${visible(name)} ${visible(old)} dropped`];
    return [`${visible(name)} ${visible(old)} → ${visible(now)}`];
  });
}

/** A commit git may be asked about: hexadecimal digits only (`abc1234`), never an option or a range. */
const COMMIT = /^[0-9a-f]{4,40}$/i;

/**
 * The commit a release was built from, and whether it had uncommitted changes
 * (release-files.mjs writes `abc1234`, `abc1234-dirty`, or `unknown` outside git).
 * @param {string} recorded
 */
function commitOf(recorded) {
  const dirty = recorded.endsWith('-dirty');
  const commit = dirty ? recorded.slice(0, -'-dirty'.length) : recorded;
  return { commit: COMMIT.test(commit) ? commit : null, dirty };
}

/** @param {string} root @param {string[]} args */
const git = (root, args) => execFileSync('git', args, { cwd: root, stdio: 'pipe' }).toString();

/**
 * The lines saying which commits lie between two releases: `git log --oneline a..b` in the clone at
 * `root` when it has both commits, else one line saying plainly why they cannot be listed.
 * @param {string} root @param {{ id: string, commit: string }} before @param {{ id: string, commit: string }} after
 * @returns {string[]}
 */
export function commitsBetween(root, before, after) {
  const from = commitOf(before.commit);
  const to = commitOf(after.commit);
  for (const [release, commit] of /** @type {const} */ ([
    [before, from],
    [after, to],
  ])) {
    if (!commit.commit) {
      return [`Commits: not listed, the commit of ${release.id} is unknown (recorded as '${visible(release.commit)}')`];
    }
  }
  const [fromCommit, toCommit] = [/** @type {string} */ (from.commit), /** @type {string} */ (to.commit)];
  try {
    git(root, ['rev-parse', '--git-dir']);
  } catch {
    return ['Commits: not listed, this folder is not a git clone'];
  }
  for (const [release, commit] of /** @type {const} */ ([
    [before, fromCommit],
    [after, toCommit],
  ])) {
    try {
      git(root, ['cat-file', '-e', `${commit}^{commit}`]);
    } catch {
      return [`Commits: not listed, commit ${commit} of ${release.id} is not in this clone (git fetch may bring it)`];
    }
  }
  const range = `${fromCommit}..${toCommit}`;
  const commits = git(root, ['log', '--oneline', '--no-decorate', range]).split('\n').filter(Boolean);
  const dirty = [before, after]
    .filter((release) => commitOf(release.commit).dirty)
    .map((release) => `  (${release.id} was built with uncommitted changes)`);
  if (commits.length === 0) {
    const none =
      fromCommit === toCommit ? 'none, both built from the same commit' : `none from ${fromCommit} to ${toCommit}`;
    return [`Commits (git log --oneline ${range}): ${none}`, ...dirty];
  }
  return [`Commits (git log --oneline ${range}): ${commits.length}`, ...commits.map((line) => `  ${line}`), ...dirty];
}

/** @param {number | null} bytes */
const sizeOrUnknown = (bytes) => (bytes === null ? 'unknown' : kB(bytes));

/**
 * The whole report, a line each.
 * @param {import('shared-contracts').ReleaseTarget} target @param {ReleaseRecord} before @param {ReleaseRecord} after
 * @param {string[]} commitLines commitsBetween's
 * @returns {string[]}
 */
export function diffReport(target, before, after, commitLines) {
  const { added, removed, changed, unchanged } = compareFiles(before.files, after.files);
  const width = Math.min(60, Math.max(0, ...[...added, ...removed, ...changed].map((file) => file.path.length)));
  const lines = [
    `${target} ${before.release.id} → ${after.release.id}`,
    '',
    `Files: ${added.length} added, ${removed.length} removed, ${changed.length} changed, ${unchanged} unchanged`,
    ...added.map((file) => `  added    ${file.path.padEnd(width)}  ${kB(file.size)}`),
    ...removed.map((file) => `  removed  ${file.path.padEnd(width)}  ${kB(file.size)}`),
    ...changed.map(
      (file) =>
        `  changed  ${file.path.padEnd(width)}  ${kB(file.before)} → ${kB(file.after)} (${kBChange(file.after - file.before)})`,
    ),
    '',
  ];
  const [oldLoad, newLoad] = [before.release.firstLoadBytes, after.release.firstLoadBytes];
  const loadChange = oldLoad !== null && newLoad !== null ? ` (${kBChange(newLoad - oldLoad)})` : '';
  const unknownNote = oldLoad === null || newLoad === null ? ' (unknown: published before sizes were recorded)' : '';
  lines.push(`First-load JS: ${sizeOrUnknown(oldLoad)} → ${sizeOrUnknown(newLoad)}${loadChange}${unknownNote}`);
  // A slice needs shared packages from the shell; the shell provides them.
  const [label, oldShared, newShared] =
    target === 'shell'
      ? ['Shared packages provided', before.release.provides, after.release.provides]
      : ['Shared needs', before.release.needs, after.release.needs];
  const sharedChanges = compareShared(oldShared, newShared);
  const current = Object.keys(newShared)
    .sort()
    .map((name) => `${visible(name)} ${visible(String(newShared[name]))}`);
  lines.push(
    sharedChanges.length > 0
      ? `${label}: ${sharedChanges.join('; ')}`
      : `${label}: unchanged${current.length > 0 ? ` (${current.join(', ')})` : ', none'}`,
  );
  lines.push(...commitLines);
  return lines;
}

/**
 * Reads both releases from the registry (an unknown id gets its refusal, which names it) and
 * answers the report.
 * @param {ReturnType<typeof import('./registry-client.mjs').registryClient>} registry
 * @param {import('shared-contracts').ReleaseTarget} target @param {string} a @param {string} b @param {string} root
 */
export async function releaseDiff(registry, target, a, b, root) {
  const before = await registry.release(target, a);
  const after = await registry.release(target, b);
  return diffReport(target, before, after, commitsBetween(root, before.release, after.release));
}
