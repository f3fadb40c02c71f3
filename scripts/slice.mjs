// @ts-check
/**
 * `npm run slice -- <command>`: ship the shell or a slice as a release and choose which release
 * visitors get. Each command prints what it did; a refusal prints the registry's reason and exits 1.
 *
 *   release <target> [--live] [--no-build] [--reason <text>]   build, publish and upload a release
 *   live <target> <release> [--force] [--reason <text>]        make a release live for everyone
 *   rollback <target> [--reason <text>]                        back to the release live before
 *   canary <target> <release> <percent> [--force] [--reason <text>]
 *   canary <target> off [--reason <text>]
 *   list <target>                                              releases and history
 *   status <target>                                            page views and errors per release
 *   prune <target> --keep <n>                                  remove the files of old releases
 *
 * The registry is the API at API_URL (default this machine's, http://127.0.0.1:4000); the deploy
 * token comes from DEPLOY_TOKEN (or, for this machine's store, the API's generated ones). A
 * release's files are uploaded to the registry, which checks each against the release's list and
 * writes its release store.
 */
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { DATA_DIR, ROOT } = await import('./site.mjs');
const { API_PORT, RELEASE_TARGETS, storesReleaseFiles } = await import('shared-contracts');
const { describeBuild, packageDirOf, publishBuild } = await import('./releases/release-files.mjs');
const { deployToken, registryClient } = await import('./releases/registry-client.mjs');

const USAGE = `Usage: npm run slice -- <command> <target> …
  release <target> [--live] [--no-build] [--reason <text>]
  live <target> <release> [--force] [--reason <text>]
  rollback <target> [--reason <text>]
  canary <target> <release> <percent> [--force] [--reason <text>]
  canary <target> off [--reason <text>]
  list <target>
  status <target>
  prune <target> --keep <n>
Targets: ${RELEASE_TARGETS.join(', ')}`;

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    live: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    reason: { type: 'string' },
    keep: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
const [command, target, ...rest] = positionals;
if (options.help || !command) {
  console.log(USAGE);
  process.exit(command || options.help ? 0 : 1);
}
if (!target || !(/** @type {readonly string[]} */ (RELEASE_TARGETS).includes(target))) {
  fail(`${target ? `Unknown target '${target}'.` : 'Which target?'}\n${USAGE}`);
}
const releaseTarget = /** @type {import('shared-contracts').ReleaseTarget} */ (target);
/** @type {ReturnType<typeof registryClient>} */
let registry;
try {
  registry = registryClient(
    (process.env.API_URL ?? `http://127.0.0.1:${API_PORT}`).replace(/\/$/, ''),
    deployToken(releaseTarget, DATA_DIR),
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
const reason = options.reason;
const force = options.force || undefined;

/** @param {string | null | undefined} iso */
const when = (iso) => (iso ? iso.replace('T', ' ').slice(0, 19) : '');

async function release() {
  if (!options['no-build']) {
    console.log(`Building ${releaseTarget}…`);
    execSync(`npm run build -w ${packageDirOf(releaseTarget)}`, { cwd: ROOT, stdio: 'inherit' });
  }
  const build = describeBuild(ROOT, releaseTarget);
  const published = await publishBuild(registry, releaseTarget, build, reason);
  const uploaded = published.uploaded ? `, ${published.uploaded} files uploaded` : '';
  console.log(
    published.created
      ? `Published ${releaseTarget} ${published.release.id} (commit ${published.release.commit})${uploaded}`
      : `${releaseTarget} ${published.release.id} is published already (the same files): nothing new${uploaded}`,
  );
  if (options.live) await live(published.release.id);
}

async function prune() {
  const keep = Number(options.keep);
  if (options.keep === undefined || !/^\d+$/.test(options.keep) || !Number.isSafeInteger(keep))
    fail('prune needs --keep <n>: how many of the newest releases keep their files (0 or more)');
  const { pruned } = await registry.prune(releaseTarget, { keep, reason });
  console.log(
    pruned.length > 0
      ? `Removed the files of ${pruned.length} ${releaseTarget} release${pruned.length === 1 ? '' : 's'}: ${pruned.join(', ')}`
      : `${releaseTarget} has no release files to remove`,
  );
}

/** @param {string} id */
async function live(id) {
  await registry.live(releaseTarget, { release: id, reason, force });
  console.log(`${releaseTarget} ${id} is live${force ? ' (compatibility check overridden)' : ''}`);
}

async function list() {
  const state = await registry.state(releaseTarget);
  console.log(
    `${releaseTarget}: live ${state.live ?? 'none'}${state.canary ? `, canary ${state.canary.release} for ${state.canary.percent} %` : ''}\n`,
  );
  console.log('Releases (newest first)');
  for (const item of state.releases) {
    const mark = item.id === state.live ? 'live' : item.id === state.canary?.release ? 'canary' : '';
    // A slice release without all its files (pruned, or an upload that never finished) cannot go live.
    const files = storesReleaseFiles(releaseTarget) && !item.filesStored ? '  (files not stored)' : '';
    console.log(
      `  ${item.id.padEnd(24)} ${mark.padEnd(7)} commit ${item.commit.padEnd(14)} ${when(item.createdAt)}${files}`,
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

async function status() {
  const state = await registry.state(releaseTarget);
  const rate = (/** @type {{ views: number, errors: number }} */ row) =>
    row.views ? `${((row.errors / row.views) * 100).toFixed(1)} %` : '–';
  console.log(
    `${'Release'.padEnd(24)} ${'Role'.padEnd(7)} ${'Views'.padStart(8)} ${'Errors'.padStart(8)} ${'Error rate'.padStart(11)}`,
  );
  for (const id of [state.live, state.canary?.release].filter((value) => value !== null && value !== undefined)) {
    const row = state.health.find((health) => health.release === id) ?? { views: 0, errors: 0 };
    const role = id === state.live ? 'live' : 'canary';
    console.log(
      `${String(id).padEnd(24)} ${role.padEnd(7)} ${String(row.views).padStart(8)} ${String(row.errors).padStart(8)} ${rate(row).padStart(11)}`,
    );
  }
}

async function canary() {
  const [releaseOrOff, percent] = rest;
  if (releaseOrOff === 'off') {
    await registry.canaryOff(releaseTarget, { reason });
    console.log(`${releaseTarget} has no canary now`);
    return;
  }
  const share = Number(percent);
  if (!releaseOrOff || !Number.isInteger(share))
    fail(`canary needs a release and a percent (1-99), or 'off'\n${USAGE}`);
  await registry.canary(releaseTarget, {
    release: /** @type {string} */ (releaseOrOff),
    percent: share,
    reason,
    force,
  });
  console.log(`${releaseTarget} ${releaseOrOff} is the canary for ${share} % of visitors`);
}

const commands = /** @type {Record<string, () => Promise<void>>} */ ({
  release,
  live: () => (rest[0] ? live(rest[0]) : Promise.reject(new Error(`live needs a release id\n${USAGE}`))),
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
const run = commands[command];
try {
  if (!run) throw new Error(`Unknown command '${command}'.\n${USAGE}`);
  await run();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
