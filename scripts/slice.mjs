// @ts-check
/**
 * `npm run slice -- <command>`: ship the shell or a slice as a release and choose which release
 * visitors get. Each command prints what it did; a refusal prints the registry's reason and exits 1.
 *
 *   release <target> [--live] [--no-build] [--force] [--reason <text>]
 *                                                              build, publish and upload a release
 *   live <target> <release> [--force] [--reason <text>]        make a release live for everyone
 *   rollback <target> [--reason <text>]                        back to the release live before
 *   canary <target> <release> <percent> [--force] [--reason <text>]
 *   canary <target> off [--reason <text>]
 *   list <target>                                              releases and history
 *   status <target>                                            health of the live release and the canary, and how the last canary and bake ended
 *   prune <target> --keep <n>                                  remove the files of old releases
 *   preview <target> [<release>] [<target> <release> …] [--for 24h] [--site <origin>]
 *                                                              a link that shows one browser those releases
 *
 * <target> is a target's name (mf_catalog) or its folder's (mf-catalog). The registry is the API's
 * internal listener at REGISTRY_URL, else on this machine where `npm start` placed it (REGISTRY_PORT,
 * API_PORT + 1, or what it recorded in the data folder; scripts/releases/registry-address.mjs); the
 * deploy token comes from DEPLOY_TOKEN (or, for this machine's store, the API's generated ones). A
 * release's files are uploaded to the registry, which checks each against the release's list and
 * writes its release store. A wrong command line gets one line saying what is wrong, and exit code 1.
 *
 * `release` measures the build's first-load JS (scripts/releases/first-load-js.mjs) and refuses a
 * release over the budget its package.json declares; `--force` publishes it anyway, and the history
 * records it as forced. With `--live`, `--force` overrides only the budget, never the compatibility gate.
 */

import { execSync } from 'node:child_process';
import path from 'node:path';

const { DATA_DIR, ROOT } = await import('./site.mjs');
const { RELEASE_TARGETS, storesReleaseFiles } = await import('shared-contracts');
const { describeBuild, packageDirOf, publishBuild } = await import('./releases/release-files.mjs');
const { firstLoadBudgetBytes, kB, overBudget, sizeAgainstLive } = await import('./releases/first-load-js.mjs');
const { deployToken, previewLink, registryClient } = await import('./releases/registry-client.mjs');
const { findRegistryUrl } = await import('./releases/registry-address.mjs');
const { previewPins, readSliceArgs } = await import('./releases/slice-args.mjs');

const USAGE = `Usage: npm run slice -- <command> <target> …
  release <target> [--live] [--no-build] [--force] [--reason <text>]
  live <target> <release> [--force] [--reason <text>]
  rollback <target> [--reason <text>]
  canary <target> <release> <percent> [--force] [--reason <text>]
  canary <target> off [--reason <text>]
  list <target>
  status <target>
  prune <target> --keep <n>
  preview <target> [<release>] [<target> <release> …] [--for 24h] [--site <origin>]
    (a link that shows one browser those releases, with a bar saying what it runs; without a
    release, the bar alone; a release may be a dev server's http://localhost:<port>/mf-manifest.json;
    --for at most 7d, default 24h; each target's token: DEPLOY_TOKEN_<TARGET>)
Targets: ${RELEASE_TARGETS.join(', ')} (or their folders' names: mf-catalog, …)`;

/** @param {string} message @returns {never} */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @type {ReturnType<typeof readSliceArgs>} */
let parsed;
try {
  parsed = readSliceArgs(process.argv.slice(2));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (parsed.help) {
  console.log(USAGE);
  process.exit(0);
}
const { command, target: releaseTarget, rest, options } = parsed;
/** @type {ReturnType<typeof registryClient>} */
let registry;
/** @type {string} */
let registryUrl;
try {
  const { url, source } = findRegistryUrl(process.env, DATA_DIR);
  registryUrl = url;
  registry = registryClient(url, deployToken(releaseTarget, DATA_DIR), source);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const reason = options.reason;
const force = options.force || undefined;

/** @param {string | null | undefined} iso */
const when = (iso) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

async function release() {
  if (!options.noBuild) {
    console.log(`Building ${releaseTarget}…`);
    execSync(`npm run build -w ${packageDirOf(releaseTarget)}`, { cwd: ROOT, stdio: 'inherit' });
  }
  const build = describeBuild(ROOT, releaseTarget);
  const budget = firstLoadBudgetBytes(path.join(ROOT, packageDirOf(releaseTarget)));
  const over = overBudget(releaseTarget, build.firstLoadBytes, budget);
  if (over && !options.force) fail(over);
  const published = await publishBuild(registry, releaseTarget, build, reason, over !== null);
  const uploaded = published.uploaded ? `, ${published.uploaded} files uploaded` : '';
  const size = `first-load JS ${kB(build.firstLoadBytes)}${over ? `, over its budget of ${kB(budget)}: forced` : ` of ${kB(budget)}`}`;
  console.log(
    published.created
      ? `Published ${releaseTarget} ${published.release.id} (commit ${published.release.commit}; ${size})${uploaded}`
      : `${releaseTarget} ${published.release.id} is published already (the same files): nothing new${uploaded}`,
  );
  if (options.live) await live(published.release.id, undefined);
}

async function prune() {
  // readSliceArgs has checked --keep.
  const keep = /** @type {number} */ (options.keep);
  const { pruned } = await registry.prune(releaseTarget, { keep, reason });
  console.log(
    pruned.length > 0
      ? `Removed the files of ${pruned.length} ${releaseTarget} release${pruned.length === 1 ? '' : 's'}: ${pruned.join(', ')}`
      : `${releaseTarget} has no release files to remove`,
  );
}

/** @param {string} id @param {true | undefined} overrideGate */
async function live(id, overrideGate) {
  await registry.live(releaseTarget, { release: id, reason, force: overrideGate });
  console.log(`${releaseTarget} ${id} is live${overrideGate ? ' (compatibility check overridden)' : ''}`);
}

async function list() {
  const state = await registry.state(releaseTarget);
  console.log(
    `${releaseTarget}: live ${state.live ?? 'none'}${state.canary ? `, canary ${state.canary.release} for ${state.canary.percent} %` : ''}\n`,
  );
  console.log('Releases (newest first), with their first-load JS');
  const liveBytes = state.releases.find((item) => item.id === state.live)?.firstLoadBytes;
  for (const item of state.releases) {
    const mark = item.id === state.live ? 'live' : item.id === state.canary?.release ? 'canary' : '';
    // A slice release without all its files (pruned, or an upload that never finished) cannot go live.
    const files = storesReleaseFiles(releaseTarget) && !item.filesStored ? '  (files not stored)' : '';
    const size = sizeAgainstLive(item.firstLoadBytes, item.id === state.live ? null : liveBytes);
    console.log(
      `  ${item.id.padEnd(24)} ${mark.padEnd(7)} commit ${item.commit.padEnd(14)} ${when(item.createdAt)}  ${size}${files}`,
    );
  }
  console.log('\nHistory (newest first)');
  for (const entry of state.history) {
    const details = [entry.forced ? 'forced' : '', entry.reason ?? ''].filter(Boolean).join(': ');
    console.log(
      `  ${when(entry.at)}  ${entry.action.padEnd(15)} ${(entry.release ?? '').padEnd(24)} by ${entry.by}${details ? `  ${details}` : ''}`,
    );
  }
}

/** The history's entries that end a canary, and those that end a bake, with the figures they ended on. */
const CANARY_ENDS = ['auto-canary-off', 'canary-off'];
const BAKE_ENDS = ['auto-rollback', 'baked'];

async function status() {
  const state = await registry.state(releaseTarget);
  console.log(
    `${'Release'.padEnd(24)} ${'Role'.padEnd(7)} ${'Visitors'.padStart(9)} ${'Views'.padStart(8)} ${'Errors'.padStart(8)} ${'Error rate'.padStart(11)}`,
  );
  for (const id of [state.live, state.canary?.release].filter((value) => value !== null && value !== undefined)) {
    const row = state.health.find((health) => health.release === id) ?? {
      visitors: 0,
      views: 0,
      errors: 0,
      errorRate: 0,
    };
    const role = id === state.live ? 'live' : 'canary';
    const rate = row.visitors ? `${(row.errorRate * 100).toFixed(1)} %` : '–';
    console.log(
      `${String(id).padEnd(24)} ${role.padEnd(7)} ${String(row.visitors).padStart(9)} ${String(row.views).padStart(8)} ${String(row.errors).padStart(8)} ${rate.padStart(11)}`,
    );
  }
  console.log('(since the last switch or canary; the error rate is the mean of each visitor’s share of failed slots)');
  if (state.bake) {
    console.log(
      `\n${state.bake.release} is baking until ${when(state.bake.until)}, against ${state.bake.against ?? 'none'}`,
    );
  }
  // A canary made live ends with the `live` entry that carries its figures.
  const canaryEnd = state.history.find(
    (entry) => CANARY_ENDS.includes(entry.action) || (entry.action === 'live' && entry.evidence),
  );
  const bakeEnd = state.history.find((entry) => BAKE_ENDS.includes(entry.action));
  /** @param {string} label @param {import('shared-contracts').ReleaseHistoryEntry | undefined} entry */
  const outcome = (label, entry) => {
    if (!entry) return;
    const release = entry.action === 'auto-rollback' ? `back on ${entry.release}` : entry.release;
    console.log(`\nLast ${label}: ${entry.action} ${release ?? ''} at ${when(entry.at)} by ${entry.by}`);
    if (entry.evidence) console.log(`  ${entry.evidence}`);
    if (entry.reason) console.log(`  ${entry.reason}`);
  };
  outcome('canary', canaryEnd);
  outcome('bake', bakeEnd);
}

async function canary() {
  const [releaseOrOff, percent] = rest;
  if (releaseOrOff === 'off') {
    await registry.canaryOff(releaseTarget, { reason });
    console.log(`${releaseTarget} has no canary now`);
    return;
  }
  // readSliceArgs has checked the percent.
  const share = Number(percent);
  await registry.canary(releaseTarget, {
    release: /** @type {string} */ (releaseOrOff),
    percent: share,
    reason,
    force,
  });
  console.log(`${releaseTarget} ${releaseOrOff} is the canary for ${share} % of visitors`);
}

/**
 * The site a preview link opens on: --site, SITE_URL, PUBLIC_ORIGIN, else this machine's store as
 * `npm start` serves it.
 */
const siteOrigin = () =>
  options.site ??
  process.env.SITE_URL ??
  process.env.PUBLIC_ORIGIN ??
  `http://localhost:${process.env.PORT_SHELL || 3000}`;

async function preview() {
  const pins = previewPins(releaseTarget, rest);
  const { url, expiresAt } = await previewLink({
    registry: registryUrl,
    site: siteOrigin(),
    pins,
    forSeconds: options.forSeconds,
    tokenFor: (target) => deployToken(target, DATA_DIR),
  });
  const what = pins.map(
    (pin) => `${pin.target} ${pin.release ?? (pin.devServer ? 'from your dev server' : 'as visitors get it')}`,
  );
  console.log(`Preview of ${what.join(', ')}, until ${when(expiresAt)} UTC, for whoever opens:`);
  console.log(`  ${url}`);
  console.log('Only the browser that opens it is affected; "Leave preview" in its bar ends it there.');
}

const commands = /** @type {Record<string, () => Promise<void>>} */ ({
  preview,
  release,
  live: () => live(/** @type {string} */ (rest[0]), force),
  rollback: async () => {
    await registry.rollback(releaseTarget, { reason });
    const state = await registry.state(releaseTarget);
    console.log(`${releaseTarget} is back on ${state.live}`);
  },
  canary,
  list,
  status,
  prune,
});
try {
  await /** @type {() => Promise<void>} */ (commands[command])();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
