/**
 * The slice-release registry (shared-contracts/src/releases.ts). Every change to a target runs in
 * one transaction that first locks the target's release_targets row and appends its history
 * entry before committing: two changes of one target apply one after the other, in the order
 * their locks were granted, and both are in the history; other targets never wait for it.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  PAGE_VIEW_TOKEN_TTL_MS,
  PREVIEW,
  PREVIEW_MESSAGES,
  type PreviewGrant,
  type PreviewPin,
  type PrunedReleases,
  type PublishedRelease,
  RELEASE_HASH_LENGTH,
  RELEASE_MESSAGES,
  RELEASE_TARGETS,
  type Release,
  type ReleaseAction,
  type ReleaseFile,
  type ReleaseFileList,
  type ReleaseHistoryEntry,
  type ReleaseRecord,
  type ReleaseRouting,
  type ReleaseTarget,
  type ReleaseTargetState,
  releaseFileListText,
  releaseId,
  releaseRequiredFiles,
  storesReleaseFiles,
} from 'shared-contracts';
import type { PageViewTokens } from 'shared-contracts/page-view-tokens';
import type {
  ReleaseCanaryPayload,
  ReleaseLivePayload,
  ReleasePrunePayload,
  ReleasePublishPayload,
  SlotReportPayload,
} from 'shared-contracts/schemas';
import type { Db, Executor } from '../db/database.js';
import { releaseHistory, releases, releaseTargets } from '../db/schema.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { unmetNeeds } from './compatibility.js';
import {
  evidenceOf,
  failing,
  forgetExpiredPageViews,
  healthIn,
  recordSlotHealth,
  startPeriod,
  targetsToJudge,
} from './release-health.js';
import type { ReleaseStore } from './release-store.js';

/** Who made an automatic change, in the history. */
export const REGISTRY_DEPLOYER = 'registry';

type TargetRow = typeof releaseTargets.$inferSelect;

interface Change {
  action: ReleaseAction;
  release: string | null;
  by: string;
  reason?: string | undefined;
  forced?: boolean | undefined;
  /** The figures of the canary or bake the change ends. */
  evidence?: string | undefined;
}

function toRelease(row: typeof releases.$inferSelect): Release {
  return {
    id: row.id,
    target: row.target,
    version: row.version,
    hash: row.hash,
    commit: row.commit,
    createdAt: row.createdAt.toISOString(),
    needs: row.needs,
    provides: row.provides,
    filesStored: row.filesStored,
    firstLoadBytes: row.firstLoadBytes,
  };
}

type ReleaseRow = typeof releases.$inferSelect;

const toHistoryEntry = (entry: typeof releaseHistory.$inferSelect): ReleaseHistoryEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  action: entry.action,
  release: entry.release,
  by: entry.by,
  reason: entry.reason,
  forced: entry.forced,
  evidence: entry.evidence,
});

const canaryOf = (row: TargetRow | undefined) =>
  row?.canaryRelease && row.canaryPercent ? { release: row.canaryRelease, percent: row.canaryPercent } : null;

/**
 * The target's row, locked until the transaction ends: `update` for a change of the target,
 * `share` to hold it still while another target's change depends on it (the gate reads the
 * live shell). The row is created first when the target has none yet, so there is always one to lock.
 */
async function lockTarget(tx: Executor, target: ReleaseTarget, mode: 'update' | 'share'): Promise<TargetRow> {
  await tx.insert(releaseTargets).values({ target }).onConflictDoNothing();
  const [row] = await tx.select().from(releaseTargets).where(eq(releaseTargets.target, target)).for(mode);
  if (!row) throw new Error(`release_targets has no row for ${target}`);
  return row;
}

async function appendHistory(tx: Executor, target: ReleaseTarget, change: Change): Promise<void> {
  await tx.insert(releaseHistory).values({
    target,
    action: change.action,
    release: change.release,
    by: change.by,
    reason: change.reason ?? null,
    forced: change.forced ?? false,
    evidence: change.evidence ?? null,
  });
}

async function findRelease(tx: Executor, target: ReleaseTarget, id: string) {
  const [row] = await tx
    .select()
    .from(releases)
    .where(and(eq(releases.target, target), eq(releases.id, id)))
    .limit(1);
  return row;
}

async function requireRelease(tx: Executor, target: ReleaseTarget, id: string) {
  const row = await findRelease(tx, target, id);
  if (!row) throw notFound(RELEASE_MESSAGES.unknownRelease(target, id));
  return row;
}

/** Runs `change` holding the target's lock; answers the target's state as the change left it. */
function changeTarget(
  db: Db,
  target: ReleaseTarget,
  change: (tx: Executor, row: TargetRow) => Promise<void>,
): Promise<ReleaseTargetState> {
  return db.transaction(async (tx) => {
    await change(tx, await lockTarget(tx, target, 'update'));
    return readTargetState(tx, target);
  });
}

export async function readRouting(db: Executor): Promise<ReleaseRouting> {
  const rows = await db.select().from(releaseTargets);
  const byTarget = new Map(rows.map((row) => [row.target, row]));
  return Object.fromEntries(
    RELEASE_TARGETS.map((target) => {
      const row = byTarget.get(target);
      return [target, { live: row?.live ?? null, canary: canaryOf(row) }];
    }),
  ) as ReleaseRouting;
}

export async function readTargetState(db: Executor, target: ReleaseTarget): Promise<ReleaseTargetState> {
  // One query after another: inside a transaction they share one connection.
  const [row] = await db.select().from(releaseTargets).where(eq(releaseTargets.target, target));
  const releaseRows = await db
    .select()
    .from(releases)
    .where(eq(releases.target, target))
    .orderBy(desc(releases.createdAt), desc(releases.id));
  const historyRows = await db
    .select()
    .from(releaseHistory)
    .where(eq(releaseHistory.target, target))
    .orderBy(desc(releaseHistory.id));
  const health = row ? await healthIn(db, target, row.period, [row.live, row.canaryRelease]) : [];
  return {
    target,
    live: row?.live ?? null,
    canary: canaryOf(row),
    releases: releaseRows.map(toRelease),
    history: historyRows.map(toHistoryEntry),
    health,
    bake:
      row?.bakeRelease && row.bakeUntil
        ? { release: row.bakeRelease, until: row.bakeUntil.toISOString(), against: row.bakeAgainst }
        : null,
  };
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** The short hash a release is named by: of its file list, computed here, never taken from the publisher. */
const releaseHashOf = (files: readonly ReleaseFile[]) =>
  sha256Hex(releaseFileListText(files)).slice(0, RELEASE_HASH_LENGTH);

/** A list the store can hold: each path once, and no path both a file and a folder of others. */
function checkFileList(files: readonly ReleaseFile[]): void {
  const paths = new Set<string>();
  for (const file of files) {
    if (paths.has(file.path)) throw badRequest(RELEASE_MESSAGES.duplicateFile(file.path));
    paths.add(file.path);
  }
  for (const file of files) {
    const segments = file.path.split('/');
    for (let depth = 1; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join('/');
      if (paths.has(folder)) throw badRequest(RELEASE_MESSAGES.fileInsideFile(folder));
    }
  }
}

/**
 * Publishes a release named from its file list; the same target and list again changes nothing
 * and answers the one stored. Either way it answers which of its files the store still lacks.
 */
export async function publishRelease(
  db: Db,
  store: ReleaseStore,
  target: ReleaseTarget,
  payload: ReleasePublishPayload,
  by: string,
): Promise<PublishedRelease> {
  checkFileList(payload.files);
  const hash = releaseHashOf(payload.files);
  const id = releaseId(payload.version, hash);
  return db.transaction(async (tx) => {
    await lockTarget(tx, target, 'update');
    let row = await findRelease(tx, target, id);
    const created = !row;
    if (!row) {
      [row] = await tx
        .insert(releases)
        .values({
          target,
          id,
          version: payload.version,
          hash,
          commit: payload.commit,
          needs: payload.needs ?? {},
          provides: payload.provides ?? {},
          files: payload.files,
          firstLoadBytes: payload.firstLoadBytes,
        })
        .returning();
      if (!row) throw new Error('insert returned nothing');
      await appendHistory(tx, target, {
        action: 'publish',
        release: id,
        by,
        reason: payload.reason,
        forced: payload.force,
      });
    }
    if (!storesReleaseFiles(target)) return { release: toRelease(row), created, missing: [] };
    // Read from the disk even for a release recorded as stored: a store deleted or restored from an
    // old backup is refilled by publishing again, with the very bytes the list names.
    const { release, missing } = await recordStored(tx, store, row);
    return { release: toRelease(release), created, missing };
  });
}

/**
 * Records whether every file of a release is in the store, as the disk says now. Called holding
 * the target's lock, under which a prune removes files: what it reads cannot be removed meanwhile.
 */
async function recordStored(
  tx: Executor,
  store: ReleaseStore,
  release: ReleaseRow,
): Promise<{ release: ReleaseRow; missing: string[] }> {
  const missing = await store.missing(release.target, release.id, release.files);
  const filesStored = missing.length === 0;
  if (filesStored === release.filesStored) return { release, missing };
  const [row] = await tx
    .update(releases)
    .set({ filesStored })
    .where(and(eq(releases.target, release.target), eq(releases.id, release.id)))
    .returning();
  return { release: row ?? release, missing };
}

/**
 * Stores one file of a published release, once its bytes are what the list says: the same size
 * and SHA-256. A release whose files are all stored takes no more uploads: its files never change.
 */
export async function storeReleaseFile(
  db: Db,
  store: ReleaseStore,
  target: ReleaseTarget,
  id: string,
  filePath: string,
  bytes: Uint8Array,
): Promise<void> {
  if (!storesReleaseFiles(target)) throw conflict(RELEASE_MESSAGES.shellFilesNotStored);
  const release = await requireRelease(db, target, id);
  if (release.filesStored) throw conflict(RELEASE_MESSAGES.filesAlreadyStored(id));
  const listed = release.files.find((file) => file.path === filePath);
  if (!listed) throw notFound(RELEASE_MESSAGES.fileNotListed(id, filePath));
  if (bytes.byteLength !== listed.size)
    throw badRequest(RELEASE_MESSAGES.fileSizeWrong(filePath, listed.size, bytes.byteLength));
  if (sha256Hex(bytes) !== listed.sha256) throw badRequest(RELEASE_MESSAGES.fileDigestWrong(filePath));
  await store.write(target, id, filePath, bytes);
  // The last file in: read again under the lock before recording it.
  if ((await store.missing(target, id, release.files)).length > 0) return;
  await db.transaction(async (tx) => {
    await lockTarget(tx, target, 'update');
    await recordStored(tx, store, await requireRelease(tx, target, id));
  });
}

/** The file list of a release whose files are all stored: what the site serves of it. */
export async function readReleaseFiles(db: Executor, target: ReleaseTarget, id: string): Promise<ReleaseFileList> {
  const release = await requireRelease(db, target, id);
  if (!release.filesStored) throw notFound(RELEASE_MESSAGES.filesNotStored(target, id));
  return { files: release.files };
}

/**
 * A slice release must list the files it cannot run without and have every file stored before
 * visitors get it; the shell is deployed with the site server and checked there.
 */
function checkRunnable(target: ReleaseTarget, release: ReleaseRow): void {
  if (!storesReleaseFiles(target)) return;
  const listed = new Set(release.files.map((file) => file.path));
  const lacking = releaseRequiredFiles(target).filter((required) => !listed.has(required));
  if (lacking.length > 0) throw conflict(RELEASE_MESSAGES.requiredFilesMissing(target, release.id, lacking));
  if (!release.filesStored) throw conflict(RELEASE_MESSAGES.filesNotStored(target, release.id));
}

/**
 * What a preview link grants, for the route to sign: each pinned release must exist and be able
 * to run (the rule a switch follows), while one that does not fit the live shell is still granted,
 * with a warning the bar shows. A dev server or the bar alone needs only the target's token.
 */
export async function grantPreview(
  db: Executor,
  pins: PreviewPin[],
  forSeconds: number = PREVIEW.defaultSeconds,
  now: number = Date.now(),
): Promise<Omit<PreviewGrant, 'nonce'>> {
  const warnings: string[] = [];
  const [shell] = await db.select().from(releaseTargets).where(eq(releaseTargets.target, 'shell'));
  const shellRelease = shell?.live ? await requireRelease(db, 'shell', shell.live) : undefined;
  for (const pin of pins) {
    if (!pin.release) continue;
    if (pin.target === 'shell') throw conflict(PREVIEW_MESSAGES.shellRelease);
    const release = await requireRelease(db, pin.target, pin.release);
    checkRunnable(pin.target, release);
    const unmet = shellRelease ? unmetNeeds(release.needs, shellRelease.provides) : [];
    if (unmet.length > 0) warnings.push(RELEASE_MESSAGES.incompatible(pin.target, release.id, unmet));
  }
  return { pins, expiresAt: now + forSeconds * 1000, warnings };
}

/** A release's record and the history rows that name it (newest first), with its target's live release and canary. */
export async function readReleaseRecord(db: Executor, target: ReleaseTarget, id: string): Promise<ReleaseRecord> {
  const release = await requireRelease(db, target, id);
  const [row] = await db.select().from(releaseTargets).where(eq(releaseTargets.target, target));
  const historyRows = await db
    .select()
    .from(releaseHistory)
    .where(and(eq(releaseHistory.target, target), eq(releaseHistory.release, id)))
    .orderBy(desc(releaseHistory.id));
  return {
    release: toRelease(release),
    history: historyRows.map(toHistoryEntry),
    live: row?.live ?? null,
    canary: canaryOf(row),
  };
}

/**
 * Removes the files of the target's releases that are neither live, nor the canary, nor among the
 * `keep` newest; their records and history stay, and each removal is recorded. All under the
 * target's lock, so no switch picks a release whose files are going.
 */
export async function pruneReleases(
  db: Db,
  store: ReleaseStore,
  target: ReleaseTarget,
  payload: ReleasePrunePayload,
  by: string,
): Promise<PrunedReleases> {
  if (!storesReleaseFiles(target)) throw conflict(RELEASE_MESSAGES.shellFilesNotStored);
  return db.transaction(async (tx) => {
    const row = await lockTarget(tx, target, 'update');
    const all = await tx
      .select({ id: releases.id, filesStored: releases.filesStored })
      .from(releases)
      .where(eq(releases.target, target))
      .orderBy(desc(releases.createdAt), desc(releases.id));
    const kept = new Set([...all.slice(0, payload.keep).map((release) => release.id), row.live, row.canaryRelease]);
    const unused = all.filter((release) => !kept.has(release.id));
    const pruned = unused.filter((release) => release.filesStored).map((release) => release.id);
    if (pruned.length > 0) {
      await tx
        .update(releases)
        .set({ filesStored: false })
        .where(and(eq(releases.target, target), inArray(releases.id, pruned)));
    }
    for (const release of pruned) {
      await appendHistory(tx, target, {
        action: 'prune',
        release,
        by,
        reason: payload.reason ?? RELEASE_MESSAGES.pruned(payload.keep),
      });
    }
    // Also the files of releases whose upload never finished. Under the lock, so that an upload
    // finishing meanwhile cannot record as stored a release whose files are being removed.
    for (const release of unused) await store.remove(target, release.id);
    return { pruned };
  });
}

/**
 * The gate (docs/architecture.md §4): a slice release's needs against the live shell, a shell
 * release against every live slice release and canary. Throws the 409 naming each mismatch.
 */
async function checkCompatible(tx: Executor, target: ReleaseTarget, release: ReleaseRow) {
  if (target === 'shell') {
    const stranded = await strandedSlices(tx, release.provides);
    if (stranded.length > 0) throw conflict(RELEASE_MESSAGES.shellStrandsSlices(release.id, stranded));
    return;
  }
  // Shared: other slices' changes read the shell too, while a shell change waits until this commits.
  const shell = await lockTarget(tx, 'shell', 'share');
  if (!shell.live) return;
  const shellRelease = await requireRelease(tx, 'shell', shell.live);
  const unmet = unmetNeeds(release.needs, shellRelease.provides);
  if (unmet.length > 0) throw conflict(RELEASE_MESSAGES.incompatible(target, release.id, unmet));
}

/** Each live slice release or canary whose needs `provides` would not meet: `mf_catalog <id> needs …`. */
async function strandedSlices(tx: Executor, provides: Record<string, string>): Promise<string[]> {
  const inUse = await tx
    .select({ target: releases.target, id: releases.id, needs: releases.needs })
    .from(releaseTargets)
    .innerJoin(
      releases,
      and(
        eq(releases.target, releaseTargets.target),
        sql`${releases.id} in (${releaseTargets.live}, ${releaseTargets.canaryRelease})`,
      ),
    )
    .where(ne(releaseTargets.target, 'shell'))
    .orderBy(asc(releases.target), asc(releases.id));
  return inUse.flatMap(({ target, id, needs }) =>
    unmetNeeds(needs, provides).map((mismatch) => `${target} ${id} ${mismatch}`),
  );
}

/**
 * Makes a release live for everyone. For `bakeMs` after, it bakes: judged by the canary's rule
 * against the release live before it, in the period that release was last live (judgeHealth).
 */
export function makeLive(
  db: Db,
  target: ReleaseTarget,
  payload: ReleaseLivePayload,
  by: string,
  { bakeMs }: { bakeMs: number },
): Promise<ReleaseTargetState> {
  return changeTarget(db, target, async (tx, row) => {
    const release = await requireRelease(tx, target, payload.release);
    if (row.live === release.id) throw conflict(RELEASE_MESSAGES.alreadyLive(target, release.id));
    // Not even forced: force overrides the compatibility gate, never a release that cannot run.
    checkRunnable(target, release);
    if (!payload.force) await checkCompatible(tx, target, release);
    // A canary made live ends: its figures go with the switch.
    const canaryEvidence =
      row.canaryRelease === release.id ? await canaryEvidenceOf(tx, row, row.canaryRelease) : undefined;
    await setLive(tx, row, release.id);
    if (bakeMs > 0 && row.live) {
      await tx
        .update(releaseTargets)
        .set({
          bakeRelease: release.id,
          bakeUntil: sql`now() + ${`${bakeMs} milliseconds`}::interval`,
          bakeAgainst: row.live,
          bakeAgainstPeriod: row.period,
        })
        .where(eq(releaseTargets.target, target));
    }
    await appendHistory(tx, target, {
      action: 'live',
      release: release.id,
      by,
      reason: payload.reason,
      forced: payload.force,
      evidence: canaryEvidence,
    });
  });
}

/**
 * Makes `release` live, in a health period of its own, and ends any bake; a canary of that same
 * release has nothing left to try and ends. The period just ended is kept: a bake compares with it.
 */
async function setLive(tx: Executor, row: TargetRow, release: string): Promise<void> {
  const endsCanary = row.canaryRelease === release;
  await tx
    .update(releaseTargets)
    .set({
      live: release,
      ...(endsCanary ? { canaryRelease: null, canaryPercent: null } : {}),
      ...NO_BAKE,
    })
    .where(eq(releaseTargets.target, row.target));
  await startPeriod(tx, row);
}

const NO_BAKE = { bakeRelease: null, bakeUntil: null, bakeAgainst: null, bakeAgainstPeriod: null };

/** The canary's figures in the current period, against the live release's. */
async function canaryEvidenceOf(tx: Executor, row: TargetRow, canary: string): Promise<string> {
  const health = await healthIn(tx, row.target, row.period, [canary]);
  return evidenceOf(health[0]);
}

/**
 * Back to the release live before the current one. The history is read as a stack: `live` puts a
 * release on it, `rollback` takes the top one off, so rolling back twice goes two releases back.
 * Not gated for compatibility: it returns to a state that was live already, and it is what an
 * incident needs at once. A release whose files were pruned since is refused all the same.
 */
export function rollback(
  db: Db,
  target: ReleaseTarget,
  payload: { reason?: string | undefined },
  by: string,
): Promise<ReleaseTargetState> {
  return changeTarget(db, target, async (tx, row) => {
    const switches = await tx
      .select({ action: releaseHistory.action, release: releaseHistory.release })
      .from(releaseHistory)
      .where(
        and(eq(releaseHistory.target, target), inArray(releaseHistory.action, ['live', 'rollback', 'auto-rollback'])),
      )
      .orderBy(asc(releaseHistory.id));
    const stack: string[] = [];
    for (const entry of switches) {
      if (entry.action === 'live' && entry.release) stack.push(entry.release);
      else stack.pop();
    }
    const previous = stack.at(-2);
    if (!previous || stack.at(-1) !== row.live) throw conflict(RELEASE_MESSAGES.noPrevious(target));
    // It ran before, but its files may have been pruned since.
    checkRunnable(target, await requireRelease(tx, target, previous));
    await setLive(tx, row, previous);
    await appendHistory(tx, target, { action: 'rollback', release: previous, by, reason: payload.reason });
  });
}

export function startCanary(
  db: Db,
  target: ReleaseTarget,
  payload: ReleaseCanaryPayload,
  by: string,
): Promise<ReleaseTargetState> {
  return changeTarget(db, target, async (tx, row) => {
    if (target === 'shell') throw conflict(RELEASE_MESSAGES.shellHasNoCanary);
    const release = await requireRelease(tx, target, payload.release);
    if (row.live === release.id) throw conflict(RELEASE_MESSAGES.canaryIsLive);
    checkRunnable(target, release);
    if (!payload.force) await checkCompatible(tx, target, release);
    await tx
      .update(releaseTargets)
      .set({ canaryRelease: release.id, canaryPercent: payload.percent })
      .where(eq(releaseTargets.target, target));
    // The canary is judged only on what was served since it started; a bake keeps what it compares with.
    await startPeriod(tx, row, row.bakeAgainstPeriod);
    await appendHistory(tx, target, {
      action: 'canary',
      release: release.id,
      by,
      reason: payload.reason,
      forced: payload.force,
    });
  });
}

export function stopCanary(
  db: Db,
  target: ReleaseTarget,
  payload: { reason?: string | undefined },
  by: string,
): Promise<ReleaseTargetState> {
  return changeTarget(db, target, async (tx, row) => {
    if (!row.canaryRelease) throw conflict(RELEASE_MESSAGES.noCanary(target));
    await endCanary(tx, row, {
      action: 'canary-off',
      by,
      reason: payload.reason,
      evidence: await canaryEvidenceOf(tx, row, row.canaryRelease),
    });
  });
}

async function endCanary(tx: Executor, row: TargetRow, change: Omit<Change, 'release'>): Promise<void> {
  await tx
    .update(releaseTargets)
    .set({ canaryRelease: null, canaryPercent: null })
    .where(eq(releaseTargets.target, row.target));
  await appendHistory(tx, row.target, { ...change, release: row.canaryRelease });
}

/**
 * Counts the browsers' slot reports that carry a valid page-view token (release-health.ts), then
 * judges the canary and the baking release of every target counted for.
 */
export async function recordSlotReports(db: Db, tokens: PageViewTokens, payload: SlotReportPayload): Promise<void> {
  const counted = await db.transaction((tx) =>
    recordSlotHealth(tx, tokens, payload, (view) => new Date(view.issuedAt + PAGE_VIEW_TOKEN_TTL_MS)),
  );
  await forgetExpiredPageViews(db);
  for (const target of await targetsToJudge(db, counted)) await judgeHealth(db, target);
}

/**
 * The canary is switched off when it fails the rule against the live release, both in the current
 * period. The release baking after it went live is rolled back when it fails the rule against the
 * release live before it, in that one's last period; once its bake is over, the history says it baked.
 */
async function judgeHealth(db: Db, target: ReleaseTarget): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await lockTarget(tx, target, 'update');
    const health = await healthIn(tx, target, row.period, [row.live, row.canaryRelease]);
    const of = (release: string | null) => health.find((entry) => entry.release === release);

    if (row.canaryRelease && failing(of(row.canaryRelease), of(row.live))) {
      const evidence = evidenceOf(of(row.canaryRelease));
      await endCanary(tx, row, {
        action: 'auto-canary-off',
        by: REGISTRY_DEPLOYER,
        reason: RELEASE_MESSAGES.autoCanaryOff(evidence, evidenceOf(of(row.live))),
        evidence,
      });
    }

    if (!row.bakeRelease || row.bakeRelease !== row.live || !row.bakeUntil) return;
    const [before] =
      row.bakeAgainst && row.bakeAgainstPeriod !== null
        ? await healthIn(tx, target, row.bakeAgainstPeriod, [row.bakeAgainst])
        : [];
    const evidence = evidenceOf(of(row.live));
    if (row.bakeAgainst && failing(of(row.live), before)) {
      await setLive(tx, { ...row, canaryRelease: null }, row.bakeAgainst);
      await appendHistory(tx, target, {
        action: 'auto-rollback',
        release: row.bakeAgainst,
        by: REGISTRY_DEPLOYER,
        reason: RELEASE_MESSAGES.autoRollback(row.live, evidence, evidenceOf(before)),
        evidence,
      });
    } else if (row.bakeUntil.getTime() <= Date.now()) {
      await tx.update(releaseTargets).set(NO_BAKE).where(eq(releaseTargets.target, target));
      await appendHistory(tx, target, { action: 'baked', release: row.live, by: REGISTRY_DEPLOYER, evidence });
    }
  });
}
