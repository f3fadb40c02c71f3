// @ts-check
/**
 * A target's build as a release: its id (package version + a hash of the built files), its git
 * commit, the shared singletons it needs (a slice) or provides (the shell), and, for a slice, its
 * files copied into the release store under `<target>/<id>/`, never to be changed again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { releaseId } from 'shared-contracts';

/** @typedef {import('shared-contracts').ReleaseTarget} ReleaseTarget */

/** The package folder of a target (`mf_catalog` → `mf-catalog`). @param {ReleaseTarget} target */
export const packageDirOf = (target) => target.replaceAll('_', '-');

/** The folders whose files make a target's release: a slice's `dist` holds its browser and Node builds. @param {ReleaseTarget} target */
const builtFolders = (target) => (target === 'shell' ? ['dist', 'dist-server'] : ['dist']);

/** Every file under `dir`, as paths relative to it, sorted. @param {string} dir @returns {string[]} */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The first 10 hex digits of the SHA-256 of the files' names and contents. @param {string[]} dirs */
export function contentHash(dirs) {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      hash.update(`${path.basename(dir)}/${file}\0`);
      hash.update(readFileSync(path.join(dir, file)));
      hash.update('\0');
    }
  }
  return hash.digest('hex').slice(0, 10);
}

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

/** `react/jsx-runtime` and `store-runtime/router` are parts of the packages `react` and `store-runtime`. @param {string} name */
const packageOf = (name) =>
  name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : (name.split('/')[0] ?? name);

/** @param {string} file @returns {any} */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * What a built target is as a release, read from its build in `root`/<package>.
 * @param {string} root @param {ReleaseTarget} target
 */
export function describeBuild(root, target) {
  const packageDir = path.join(root, packageDirOf(target));
  const folders = builtFolders(target).map((folder) => path.join(packageDir, folder));
  const manifestFile = path.join(packageDir, 'dist', 'mf-manifest.json');
  for (const required of [...folders, manifestFile]) {
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
  const hash = contentHash(folders);
  return {
    id: releaseId(version, hash),
    version: /** @type {string} */ (version),
    hash,
    commit: gitCommit(root, packageDirOf(target)),
    needs,
    provides,
    /** The folder served as the release (slices only: the shell is deployed with the site server). */
    files: target === 'shell' ? null : path.join(packageDir, 'dist'),
  };
}

/**
 * Copies the release's files into the store, unless that release is there already. A copy is made
 * beside it and renamed into place, so a reader never sees half a release and two publishers of
 * the same content both end with the one copy.
 * @param {string} storeDir @param {ReleaseTarget} target @param {string} id @param {string} files
 */
export async function storeReleaseFiles(storeDir, target, id, files) {
  const destination = path.join(storeDir, target, id);
  if (existsSync(destination)) return destination;
  const staging = `${destination}.partial-${process.pid}-${Date.now()}`;
  await mkdir(path.dirname(destination), { recursive: true });
  await cp(files, staging, { recursive: true });
  try {
    await rename(staging, destination);
  } catch (error) {
    // Another publisher of the same content was first: its copy is the same files.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(destination)) throw error;
  }
  return destination;
}
