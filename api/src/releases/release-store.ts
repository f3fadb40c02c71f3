/**
 * The release store on disk: `<releasesDir>/<target>/<release id>/<path>`, written only by the
 * registry. Every file is written whole into `<releasesDir>/.incoming/` first and then renamed into
 * place, so nobody reading the store ever sees part of a file. The paths come from a release's file
 * list, whose schema allows no `..`, no absolute path and no hidden name; they are checked again
 * here, because a path that left its release's folder would write anywhere the API may.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { ReleaseFile, ReleaseTarget } from 'shared-contracts';

/** Files being written, and release folders being removed, until they are renamed or deleted. */
const INCOMING = '.incoming';

export interface ReleaseStore {
  /** The listed paths the store does not hold as a regular file of the listed size. */
  missing(target: ReleaseTarget, release: string, files: readonly ReleaseFile[]): Promise<string[]>;
  /** Writes one file of a release, whole or not at all. */
  write(target: ReleaseTarget, release: string, filePath: string, bytes: Uint8Array): Promise<void>;
  /** Removes every file of a release; its folder is gone at once, its contents deleted after. */
  remove(target: ReleaseTarget, release: string): Promise<void>;
}

export function releaseStore(releasesDir: string): ReleaseStore {
  const root = path.resolve(releasesDir);
  const incoming = path.join(root, INCOMING);
  const folderOf = (target: ReleaseTarget, release: string) => {
    const folder = path.join(root, target, release);
    if (path.dirname(path.dirname(folder)) !== root) throw new Error(`${target}/${release} is not a release folder`);
    return folder;
  };
  const fileOf = (target: ReleaseTarget, release: string, filePath: string) => {
    const folder = folderOf(target, release);
    const file = path.resolve(folder, filePath);
    if (!file.startsWith(`${folder}${path.sep}`)) throw new Error(`${filePath} is outside its release`);
    return file;
  };
  const temporary = async () => {
    await fs.mkdir(incoming, { recursive: true });
    return path.join(incoming, randomBytes(12).toString('hex'));
  };

  return {
    async missing(target, release, files) {
      const present = await Promise.all(
        files.map(async (file) => {
          // lstat: a symlink placed where a file should be is no stored file.
          const stat = await fs.lstat(fileOf(target, release, file.path)).catch(() => null);
          return stat?.isFile() === true && stat.size === file.size;
        }),
      );
      return files.filter((_file, index) => !present[index]).map((file) => file.path);
    },

    async write(target, release, filePath, bytes) {
      const file = fileOf(target, release, filePath);
      const temp = await temporary();
      await fs.writeFile(temp, bytes, { flag: 'wx', mode: 0o644 });
      try {
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },

    async remove(target, release) {
      const temp = await temporary();
      try {
        await fs.rename(folderOf(target, release), temp);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      await fs.rm(temp, { recursive: true, force: true });
    },
  };
}
