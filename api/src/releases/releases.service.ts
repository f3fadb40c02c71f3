/**
 * The slice-release registry (shared-contracts/src/releases.ts). Every change to a target runs in
 * one transaction that first locks the target's release_targets row and appends its history
 * entry before committing: two changes of one target apply one after the other, in the order
 * their locks were granted, and both are in the history; other targets never wait for it.
 */
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  PAGE_VIEW_TOKEN_TTL_MS,
  type PublishedRelease,
  RELEASE_MESSAGES,
  RELEASE_TARGETS,
  type Release,
  type ReleaseAction,
  type ReleaseRouting,
  type ReleaseTarget,
  type ReleaseTargetState,
  releaseId,
} from 'shared-contracts';
import type { PageViewTokens } from 'shared-contracts/page-view-tokens';
import type {
  ReleaseCanaryPayload,
  ReleaseLivePayload,
  ReleasePublishPayload,
  SlotReportPayload,
} from 'shared-contracts/schemas';
import type { Db, Executor } from '../db/database.js';
import { releaseHistory, releases, releaseTargets } from '../db/schema.js';
import { conflict, notFound } from '../lib/errors.js';
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
  };
}

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
    history: historyRows.map((entry) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      action: entry.action,
      release: entry.release,
      by: entry.by,
      reason: entry.reason,
      forced: entry.forced,
      evidence: entry.evidence,
    })),
    health,
    bake:
      row?.bakeRelease && row.bakeUntil
        ? { release: row.bakeRelease, until: row.bakeUntil.toISOString(), against: row.bakeAgainst }
        : null,
  };
}

/** Publishes a release; the same target and id again changes nothing and answers the one stored. */
export function publishRelease(
  db: Db,
  target: ReleaseTarget,
  payload: ReleasePublishPayload,
  by: string,
): Promise<PublishedRelease> {
  return db.transaction(async (tx) => {
    await lockTarget(tx, target, 'update');
    const id = releaseId(payload.version, payload.hash);
    const existing = await findRelease(tx, target, id);
    if (existing) return { release: toRelease(existing), created: false };
    const [row] = await tx
      .insert(releases)
      .values({
        target,
        id,
        version: payload.version,
        hash: payload.hash,
        commit: payload.commit,
        needs: payload.needs ?? {},
        provides: payload.provides ?? {},
      })
      .returning();
    if (!row) throw new Error('insert returned nothing');
    await appendHistory(tx, target, { action: 'publish', release: id, by, reason: payload.reason });
    return { release: toRelease(row), created: true };
  });
}

/**
 * The gate (docs/architecture.md §4): a slice release's needs against the live shell, a shell
 * release against every live slice release and canary. Throws the 409 naming each mismatch.
 */
async function checkCompatible(tx: Executor, target: ReleaseTarget, release: typeof releases.$inferSelect) {
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
 * Not gated: it returns to a state that was live already, and it is what an incident needs at once.
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
