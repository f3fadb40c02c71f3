// @ts-check
/**
 * `npm start` on a fresh data folder: the builds on this machine become the first live release of
 * each target, so a newcomer's store runs from releases as a deployed one does. Later starts leave
 * the registry's choice alone and only say when a build differs from what is live.
 */
import { RELEASE_TARGETS } from 'shared-contracts';
import { deployToken, registryClient } from './registry-client.mjs';
import { describeBuild, storeReleaseFiles } from './release-files.mjs';

/**
 * @param {{ root: string, registryUrl: string, dataDir: string, releasesDir: string }} options
 * @returns {Promise<Record<string, { live: string, note: string }>>} each target's live release, and a note for the user
 */
export async function ensureFirstReleases({ root, registryUrl, dataDir, releasesDir }) {
  /** @type {Record<string, { live: string, note: string }>} */
  const result = {};
  // The shell first: the slices' releases are checked against what it provides.
  for (const target of RELEASE_TARGETS) {
    const registry = registryClient(registryUrl, deployToken(target, dataDir));
    const build = describeBuild(root, target);
    const { live } = await registry.state(target);
    if (live) {
      const note = live === build.id ? '' : `your build is ${build.id}: npm run slice -- release ${target} --live`;
      result[target] = { live, note };
      continue;
    }
    if (build.files) await storeReleaseFiles(releasesDir, target, build.id, build.files);
    const { id: _id, files: _files, ...record } = build;
    await registry.publish(target, { ...record, reason: 'first release of this store (npm start)' });
    await registry.live(target, { release: build.id, reason: 'first release of this store (npm start)' });
    result[target] = { live: build.id, note: 'first release' };
  }
  return result;
}
