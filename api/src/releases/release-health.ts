/**
 * Slice releases' health from the browsers' slot reports, and the rule a canary and a baking live
 * release are judged by (shared-contracts/src/releases.ts). A report counts only with a page-view
 * token the site server signed (shared-contracts/src/page-view-tokens.ts); each slot of a page view
 * counts once as a view and once as a failure; what counts is kept per release, health period and
 * visitor, so the rule weighs visitors, not reports.
 */
import { and, eq, inArray, isNotNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  CANARY_ERROR_MARGIN,
  CANARY_MAX_ERROR_RATE,
  CANARY_MIN_VISITORS,
  RELEASE_MESSAGES,
  REMOTES,
  type ReleaseHealth,
  type ReleaseTarget,
} from 'shared-contracts';
import type { PageView, PageViewTokens } from 'shared-contracts/page-view-tokens';
import type { SlotReportPayload } from 'shared-contracts/schemas';
import type { Executor } from '../db/database.js';
import { rowsOf } from '../db/driver-results.js';
import { releaseHealth, releasePageSlots, releaseTargets } from '../db/schema.js';

type TargetRow = typeof releaseTargets.$inferSelect;

/** Each release's figures in one period of the target; a release nobody reported has none. */
export async function healthIn(
  db: Executor,
  target: ReleaseTarget,
  period: number,
  releases: (string | null)[],
): Promise<ReleaseHealth[]> {
  const named = releases.filter((release): release is string => release !== null);
  if (named.length === 0) return [];
  return db
    .select({
      release: releaseHealth.release,
      visitors: sql<number>`count(*)::int`,
      views: sql<number>`sum(${releaseHealth.views})::int`,
      errors: sql<number>`sum(${releaseHealth.errors})::int`,
      errorRate: sql<number>`avg(${releaseHealth.errors}::float8 / ${releaseHealth.views})::float8`,
    })
    .from(releaseHealth)
    .where(
      and(
        eq(releaseHealth.target, target),
        eq(releaseHealth.period, period),
        inArray(releaseHealth.release, named),
        // Every counted slot is a view, a failed one too: no row has errors without views.
        sql`${releaseHealth.views} > 0`,
      ),
    )
    .groupBy(releaseHealth.release)
    .orderBy(releaseHealth.release);
}

export const NO_FIGURES = { visitors: 0, views: 0, errors: 0, errorRate: 0 };

/** One release's figures, as the history keeps them. */
export const evidenceOf = (health: ReleaseHealth | undefined) => RELEASE_MESSAGES.healthEvidence(health ?? NO_FIGURES);

/**
 * The rule: `candidate` (a canary, or a release baking after it went live) fails when at least
 * CANARY_MIN_VISITORS visitors reported it, its error rate is above CANARY_MAX_ERROR_RATE, and
 * above `baseline`'s (the live release's, or the one live before) by more than CANARY_ERROR_MARGIN.
 * A baseline of fewer visitors is no bar at all: one address could have made it.
 */
export function failing(candidate: ReleaseHealth | undefined, baseline: ReleaseHealth | undefined): boolean {
  if (!candidate || candidate.visitors < CANARY_MIN_VISITORS) return false;
  const bar = baseline && baseline.visitors >= CANARY_MIN_VISITORS ? baseline.errorRate : 0;
  return candidate.errorRate > CANARY_MAX_ERROR_RATE && candidate.errorRate - bar > CANARY_ERROR_MARGIN;
}

/**
 * The target's next health period, from now (its row locked by the caller): counts start afresh.
 * Periods before the last one are forgotten, except the one a bake compares with.
 */
export async function startPeriod(tx: Executor, row: TargetRow, keep: number | null = null): Promise<number> {
  await tx
    .update(releaseTargets)
    .set({ period: row.period + 1, periodSince: sql`now()` })
    .where(eq(releaseTargets.target, row.target));
  await tx
    .delete(releaseHealth)
    .where(
      and(
        eq(releaseHealth.target, row.target),
        lt(releaseHealth.period, row.period),
        keep === null ? undefined : ne(releaseHealth.period, keep),
      ),
    );
  return row.period + 1;
}

interface CountedSlot {
  view: PageView;
  slot: string;
  failed: boolean;
}

/** The rows with a valid token for a module of the token's slice, one per page view and slot (failed if any row says so). */
function countedSlots(tokens: PageViewTokens, payload: SlotReportPayload, now: number): CountedSlot[] {
  const slots = new Map<string, CountedSlot>();
  for (const row of payload.rows) {
    const view = tokens.read(row.token, now);
    if (!view || !(REMOTES[view.target].modules as readonly string[]).includes(row.slot)) continue;
    const key = `${view.id} ${row.slot}`;
    const seen = slots.get(key);
    slots.set(key, { view, slot: row.slot, failed: row.failed || (seen?.failed ?? false) });
  }
  return [...slots.values()];
}

/**
 * Adds what the reports newly say to each release's health in its target's current period: a slot
 * of a page view not counted yet is a view, one not failed yet that failed now an error. A page
 * view served before the period started counts for none. Answers the targets it counted for.
 */
export async function recordSlotHealth(
  tx: Executor,
  tokens: PageViewTokens,
  payload: SlotReportPayload,
  expiresAt: (view: PageView) => Date,
): Promise<ReleaseTarget[]> {
  const slots = countedSlots(tokens, payload, Date.now());
  if (slots.length === 0) return [];
  const targets = [...new Set(slots.map((slot) => slot.view.target))].sort();
  // Held still while counting: a switch starting a new period waits, so nothing counts in a period it ended.
  const rows = await tx
    .select()
    .from(releaseTargets)
    .where(inArray(releaseTargets.target, targets))
    .orderBy(releaseTargets.target)
    .for('share');
  const byTarget = new Map(rows.map((row) => [row.target, row]));
  const current = slots.filter(
    ({ view }) => view.issuedAt >= (byTarget.get(view.target)?.periodSince.getTime() ?? Infinity),
  );
  if (current.length === 0) return [];

  const records = current.map(({ view, slot, failed }) => ({
    view: view.id,
    slot,
    failed,
    expires_at: expiresAt(view).toISOString(),
  }));
  // A new row is a view (and an error when it failed); an updated one turned failed: an error.
  const changed = rowsOf<{ view: string; slot: string; inserted: boolean }>(
    await tx.execute(sql`
      insert into ${releasePageSlots} (view, slot, failed, expires_at)
      select v.view, v.slot, v.failed, v.expires_at
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as v(view text, slot text, failed boolean, expires_at timestamptz)
      on conflict (view, slot) do update set failed = true
        where not ${releasePageSlots}.failed and excluded.failed
      returning view, slot, (xmax = 0) as inserted`),
  );
  const bySlot = new Map(current.map((slot) => [`${slot.view.id} ${slot.slot}`, slot]));
  const totals = new Map<
    string,
    { target: string; period: number; release: string; visitor: string; views: number; errors: number }
  >();
  for (const { view, slot, inserted } of changed) {
    const counted = bySlot.get(`${view} ${slot}`);
    if (!counted) continue;
    const { target, release, visitor } = counted.view;
    const period = byTarget.get(target)?.period ?? 0;
    const key = `${target} ${release} ${visitor}`;
    const total = totals.get(key) ?? { target, period, release, visitor, views: 0, errors: 0 };
    total.views += inserted ? 1 : 0;
    total.errors += counted.failed ? 1 : 0;
    totals.set(key, total);
  }
  if (totals.size > 0) {
    await tx.execute(sql`
      insert into ${releaseHealth} (target, period, release, visitor, views, errors)
      select v.target, v.period, v.release, v.visitor, v.views, v.errors
      from jsonb_to_recordset(${JSON.stringify([...totals.values()])}::jsonb)
        as v(target text, period integer, release text, visitor text, views bigint, errors bigint)
      on conflict (target, period, release, visitor) do update
        set views = ${releaseHealth}.views + excluded.views, errors = ${releaseHealth}.errors + excluded.errors`);
  }
  return [...new Set(current.map((slot) => slot.view.target))];
}

/** Page views whose tokens expired can be named by no report again: what was counted of them goes. */
export async function forgetExpiredPageViews(db: Executor): Promise<void> {
  await db.delete(releasePageSlots).where(lt(releasePageSlots.expiresAt, sql`now()`));
}

/** The targets among `targets` with something to judge: a canary, or a release baking. */
export async function targetsToJudge(db: Executor, targets: ReleaseTarget[]): Promise<ReleaseTarget[]> {
  if (targets.length === 0) return [];
  const rows = await db
    .select({ target: releaseTargets.target })
    .from(releaseTargets)
    .where(
      and(
        inArray(releaseTargets.target, targets),
        or(isNotNull(releaseTargets.canaryRelease), isNotNull(releaseTargets.bakeRelease)),
      ),
    );
  return rows.map((row) => row.target);
}
