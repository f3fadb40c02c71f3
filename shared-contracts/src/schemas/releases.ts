import { z } from 'zod';
import { SLOT_REPORT_MAX_ROWS } from '../releases.js';

const reason = z.string().trim().max(200, 'A reason is at most 200 characters').optional();
const releaseIdField = z
  .string()
  .max(51)
  .regex(/^[0-9A-Za-z.+-]{1,40}-[0-9a-f]{10}$/, 'A release id is a version and a 10-digit hash, e.g. 1.0.0-3f9a0c12de');
const packageName = z
  .string()
  .regex(/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+(\/[a-z0-9._-]+)*$/, 'Not a package name')
  .max(100);

/** POST /releases/:target: a release's record (its files are already in the release store). */
export const releasePublishSchema = z.object({
  // At most 40 characters: the release id (version, dash, 10-digit hash) must stay a release id.
  version: z
    .string()
    .max(40)
    .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, 'version must be a semver version such as 1.2.0'),
  hash: z.string().regex(/^[0-9a-f]{10}$/, 'hash must be 10 hex digits'),
  commit: z.string().trim().min(1).max(64),
  needs: z.record(packageName, z.string().min(1).max(50)).default({}),
  provides: z.record(packageName, z.string().min(1).max(50)).default({}),
  reason,
});
export type ReleasePublishPayload = z.input<typeof releasePublishSchema>;

/** PUT /releases/:target/live */
export const releaseLiveSchema = z.object({ release: releaseIdField, reason, force: z.boolean().optional() });
export type ReleaseLivePayload = z.input<typeof releaseLiveSchema>;

/** PUT /releases/:target/canary */
export const releaseCanarySchema = z.object({
  release: releaseIdField,
  percent: z.number().int().min(1, 'A canary gets 1 to 99 percent').max(99, 'A canary gets 1 to 99 percent'),
  reason,
  force: z.boolean().optional(),
});
export type ReleaseCanaryPayload = z.input<typeof releaseCanarySchema>;

/** POST /releases/:target/rollback and DELETE /releases/:target/canary */
export const releaseReasonSchema = z.object({ reason });
export type ReleaseReasonPayload = z.input<typeof releaseReasonSchema>;

/**
 * POST /releases/reports: the browser's slot-health beacon (no personal data). One row per slot of
 * a page view: the page-view token of the slot's slice release (from /remotes.json), the slice's
 * module in the slot, and whether it failed (to load, or by throwing) rather than rendered.
 */
export const slotReportSchema = z.object({
  rows: z
    .array(
      z.object({
        token: z.string().max(160),
        slot: z.string().regex(/^[A-Za-z]{1,40}$/, 'slot is the name of a slice module'),
        failed: z.boolean(),
      }),
    )
    .min(1)
    .max(SLOT_REPORT_MAX_ROWS),
});
export type SlotReportPayload = z.input<typeof slotReportSchema>;
