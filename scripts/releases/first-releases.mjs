// @ts-check
/**
 * `npm start` on a fresh data folder: the builds on this machine become the first live release of
 * each target, so a newcomer's store runs from releases as a deployed one does. Later starts leave
 * the registry's choice alone and only say when a build differs from what is live. When the store
 * lost a live slice release's files (deleted or moved), they are uploaded again if the build is
 * that release, else the build becomes live.
 */
import { RELEASE_TARGETS, storesReleaseFiles } from 'shared-contracts';
import { deployToken, RegistryError, registryClient } from './registry-client.mjs';
import { describeBuild, publishBuild } from './release-files.mjs';

const REASON = 'first release of this store (npm start)';

/**
 * @param {ReturnType<typeof registryClient>} registry @param {import('shared-contracts').ReleaseTarget} target
 * @param {string} live
 */
async function filesServed(registry, target, live) {
  if (!storesReleaseFiles(target)) return true;
  try {
    await registry.files(target, live);
    return true;
  } catch (error) {
    if (error instanceof RegistryError && error.status === 404) return false;
    throw error;
  }
}

/**
 * @param {{ root: string, registryUrl: string, dataDir: string }} options
 * @returns {Promise<Record<string, { live: string, note: string }>>} each target's live release, and a note for the user
 */
export async function ensureFirstReleases({ root, registryUrl, dataDir }) {
  /** @type {Record<string, { live: string, note: string }>} */
  const result = {};
  // The shell first: the slices' releases are checked against what it provides.
  for (const target of RELEASE_TARGETS) {
    const registry = registryClient(registryUrl, deployToken(target, dataDir));
    const build = describeBuild(root, target);
    const { live } = await registry.state(target);
    // The live release is this build: publishing it again uploads whatever files the store lost.
    if (live === build.id) {
      const { uploaded } = await publishBuild(registry, target, build, REASON);
      result[target] = { live, note: uploaded ? `${uploaded} of its files were missing: uploaded again` : '' };
      continue;
    }
    if (live && (await filesServed(registry, target, live))) {
      result[target] = { live, note: `your build is ${build.id}: npm run slice -- release ${target} --live` };
      continue;
    }
    await publishBuild(registry, target, build, REASON);
    await registry.live(target, { release: build.id, reason: REASON });
    result[target] = { live: build.id, note: live ? 'its files were missing: your build is live' : 'first release' };
  }
  return result;
}
