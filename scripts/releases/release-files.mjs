// @ts-check
/**
 * A target's build as a release: its file list (path, size, SHA-256 of each file), its git commit,
 * the shared singletons it needs (a slice) or provides (the shell), its first-load JS
 * (first-load-js.mjs). The registry names the release
 * from the list and stores a slice's files as they are uploaded to it (publishBuild).
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RELEASE_HASH_LENGTH, releaseFileListText, releaseId } from 'shared-contracts';
import { firstLoadBytes, packageOf } from './first-load-js.mjs';

/** @typedef {import('shared-contracts').ReleaseTarget} ReleaseTarget */
/** @typedef {import('shared-contracts').ReleaseFile} ReleaseFile */

/** The package folder of a target (`mf_catalog` → `mf-catalog`). @param {ReleaseTarget} target */
export const packageDirOf = (target) => target.replaceAll('_', '-');

/**
 * Files in a build folder that are no part of a release. The federation stats: no runtime reads
 * them (the runtime reads mf-manifest.json), and two builds of the same code differ in them, since
 * the stats plugin credits a shared module to whichever expose the bundler reached it from first.
 * What the typecheck (`tsc -b`) writes into `dist`: type declarations and its build info, there or
 * not depending on whether it ran. A slice's standalone page: a slice runs only inside the shell's.
 * @param {ReleaseTarget} target @param {string} file a path inside the release
 */
const notReleased = (target, file) =>
  /(^|\/)mf-stats\.json(\.br|\.gz)?$/.test(file) ||
  /\.d\.ts$|\.tsbuildinfo$/.test(file) ||
  (target !== 'shell' && /^index\.html(\.br|\.gz)?$/.test(file));

/** @param {import('node:fs').Dirent} entry */
const kindOf = (entry) =>
  entry.isSymbolicLink()
    ? 'a symlink'
    : entry.isFIFO()
      ? 'a fifo'
      : entry.isSocket()
        ? 'a socket'
        : entry.isBlockDevice() || entry.isCharacterDevice()
          ? 'a device'
          : 'not a regular file';

/**
 * Every file under `dir`, as `/`-separated paths relative to it. A release holds regular files and
 * folders only: anything else (a symlink above all, which could point at a secret) is refused.
 * @param {string} dir @returns {string[]}
 */
function filesUnder(dir) {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) continue;
    if (!entry.isFile()) throw new Error(`${full} is ${kindOf(entry)}: a release holds only regular files and folders`);
    files.push(path.relative(dir, full).split(path.sep).join('/'));
  }
  return files;
}

/**
 * The files of a release, read from `dir` (`prefix/` before each path for the shell, which has two
 * build folders), sorted by path.
 * @param {ReleaseTarget} target @param {string} dir @param {string[]} folders
 * @returns {ReleaseFile[]}
 */
function releaseFiles(target, dir, folders) {
  return folders
    .flatMap((folder) =>
      filesUnder(path.join(dir, folder)).map((file) => (folder === '.' ? file : `${folder}/${file}`)),
    )
    .filter((file) => !notReleased(target, file))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(dir, file));
      return { path: file, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
    });
}

/** The id the registry gives a release of these files (shared-contracts, releaseFileListText). @param {string} version @param {ReleaseFile[]} files */
const releaseIdOf = (version, files) =>
  releaseId(
    version,
    createHash('sha256').update(releaseFileListText(files)).digest('hex').slice(0, RELEASE_HASH_LENGTH),
  );

/** The commit checked out in `root`, `-dirty` when the package has uncommitted changes; `unknown` outside git. @param {string} root @param {string} packageDir */
function gitCommit(root, packageDir) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, stdio: 'pipe' })
      .toString()
      .trim();
    const changed = execFileSync('git', ['status', '--porcelain', '--', packageDir], { cwd: root, stdio: 'pipe' })
      .toString()
      .trim();
    return changed ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

/** @param {string} file @returns {any} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What a built target is as a release, read from its build in `root`/<package>: a slice's `dist`
 * (its browser and Node builds), the shell's `dist` and `dist-server`.
 * @param {string} root @param {ReleaseTarget} target
 */
export function describeBuild(root, target) {
  const packageDir = path.join(root, packageDirOf(target));
  const dir = target === 'shell' ? packageDir : path.join(packageDir, 'dist');
  const folders = target === 'shell' ? ['dist', 'dist-server'] : ['.'];
  const manifestFile = path.join(packageDir, 'dist', 'mf-manifest.json');
  for (const required of [...folders.map((folder) => path.join(dir, folder)), manifestFile]) {
    if (!existsSync(required)) throw new Error(`${required} is missing: build ${target} first`);
  }
  const { version, dependencies = {} } = readJson(path.join(packageDir, 'package.json'));
  const shared = /** @type {{ name: string, version: string }[]} */ (readJson(manifestFile).shared);
  const packages = [...new Set(shared.map(({ name }) => packageOf(name)))].sort();
  /** @type {Record<string, string>} */
  const needs = {};
  /** @type {Record<string, string>} */
  const provides = {};
  for (const name of packages) {
    if (target === 'shell') provides[name] = shared.find((entry) => packageOf(entry.name) === name)?.version ?? '';
    else if (dependencies[name]) needs[name] = dependencies[name];
  }
  const files = releaseFiles(target, dir, folders);
  return {
    id: releaseIdOf(version, files),
    version: /** @type {string} */ (version),
    commit: gitCommit(root, packageDirOf(target)),
    needs,
    provides,
    files,
    firstLoadBytes: firstLoadBytes(target, packageDir),
    /** Where the files' paths start. */
    dir,
  };
}

/** A few uploads in flight: a release is a couple of hundred files, each a request. */
const UPLOADS_AT_ONCE = 4;

/**
 * Publishes a build and uploads whichever of its files the registry does not hold yet (a slice's:
 * the shell's files are deployed with the site server). Publishing the same build again uploads
 * only what an interrupted run left out.
 * `force`: published over its size budget on purpose, which the history records.
 * @param {ReturnType<typeof import('./registry-client.mjs').registryClient>} registry
 * @param {ReleaseTarget} target @param {ReturnType<typeof describeBuild>} build @param {string | undefined} reason
 * @param {boolean} [force]
 */
export async function publishBuild(registry, target, build, reason, force) {
  const { version, commit, needs, provides, files, firstLoadBytes } = build;
  const published = await registry.publish(target, {
    version,
    commit,
    needs,
    provides,
    files,
    firstLoadBytes,
    reason,
    ...(force ? { force } : {}),
  });
  const queue = [...published.missing];
  const uploadNext = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      await registry.upload(target, published.release.id, file, readFileSync(path.join(build.dir, file)));
    }
  };
  await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, uploadNext));
  return { ...published, uploaded: published.missing.length };
}
