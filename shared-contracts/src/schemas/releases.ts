import { z } from 'zod';
import {
  isLoopbackManifest,
  PREVIEW,
  RELEASE_FILE_MAX_BYTES,
  RELEASE_FILES_MAX,
  RELEASE_TARGETS,
  type ReleaseFile,
  SLOT_REPORT_MAX_ROWS,
} from '../releases.js';

const reason = z.string().trim().max(200, 'A reason is at most 200 characters').optional();
export const releaseIdField = z
  .string()
  .max(51)
  .regex(/^[0-9A-Za-z.+-]{1,40}-[0-9a-f]{10}$/, 'A release id is a version and a 10-digit hash, e.g. 1.0.0-3f9a0c12de');
const packageName = z
  .string()
  .regex(/^(@[a-z0-9._-]+\/)?[a-z0-9._-]+(\/[a-z0-9._-]+)*$/, 'Not a package name')
  .max(100);

/**
 * A path inside a release: folders and a name of letters, digits and `._@+~-`, joined by `/`. No
 * segment starts with a dot, so none is `.` or `..` and none is hidden; none is empty, so no path
 * is absolute. It is written and served as it is, so nothing else is allowed.
 */
const RELEASE_PATH = /^[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*(\/[A-Za-z0-9_@+~-][A-Za-z0-9._@+~-]*)*$/;
const releasePathSchema = z
  .string()
  .max(255, 'A release file path is at most 255 characters')
  .regex(RELEASE_PATH, 'A release file path is folders and a name of letters, digits and ._@+~- joined by /');

export const releaseFileSchema = z.object({
  path: releasePathSchema,
  size: z
    .number()
    .int()
    .min(0)
    .max(RELEASE_FILE_MAX_BYTES, `A release file is at most ${RELEASE_FILE_MAX_BYTES} bytes`),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'sha256 must be 64 lowercase hex digits'),
}) satisfies z.ZodType<ReleaseFile>;

/**
 * POST /releases/:target: a release's record and its file list. The registry names the release
 * from the list (releaseFileListText); a hash sent by the client is not read.
 */
export const releasePublishSchema = z
  .object({
    // At most 40 characters: the release id (version, dash, 10-digit hash) must stay a release id.
    version: z
      .string()
      .max(40)
      .regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?$/, 'version must be a semver version such as 1.2.0'),
    commit: z.string().trim().min(1).max(64),
    needs: z.record(packageName, z.string().min(1).max(50)).default({}),
    provides: z.record(packageName, z.string().min(1).max(50)).default({}),
    files: z
      .array(releaseFileSchema)
      .min(1, 'A release lists at least one file')
      .max(RELEASE_FILES_MAX, `A release lists at most ${RELEASE_FILES_MAX} files`),
    /** Its first-load JS in bytes, brotli-compressed (scripts/releases/first-load-js.mjs): part of its files. */
    firstLoadBytes: z.number().int().min(0),
    reason,
    /** Published over its app's size budget, on purpose (`--force`): the history says so. */
    force: z.boolean().optional(),
  })
  .refine((release) => release.firstLoadBytes <= release.files.reduce((sum, file) => sum + file.size, 0), {
    path: ['firstLoadBytes'],
    message: 'firstLoadBytes is more than all the files of the release weigh',
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

/** POST /releases/:target/prune: how many of the newest releases keep their files besides the live one and the canary. */
export const releasePruneSchema = z.object({
  keep: z.number().int().min(0, 'keep is 0 or more').max(1000, 'keep is at most 1000'),
  reason,
});
export type ReleasePrunePayload = z.input<typeof releasePruneSchema>;

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

/**
 * POST /release-previews: the slices a preview link pins (a release, a loopback dev server, or
 * nothing: the bar only), and how long it lasts; each target's deploy token in the Authorization header.
 */
export const previewLinkSchema = z.object({
  pins: z
    .array(
      z
        .object({
          target: z.enum(RELEASE_TARGETS, { error: `A target is one of ${RELEASE_TARGETS.join(', ')}` }),
          release: releaseIdField.optional(),
          devServer: z
            .string()
            .max(200)
            .refine(
              isLoopbackManifest,
              "A dev server is this machine's: http://localhost:<port>/mf-manifest.json (a link never runs another host's code)",
            )
            .optional(),
        })
        .refine(
          (pin) => !(pin.release && pin.devServer),
          'A slice is previewed from a release or a dev server, not both',
        ),
    )
    .min(1, 'A preview names at least one slice')
    .max(RELEASE_TARGETS.length)
    .refine((pins) => new Set(pins.map((pin) => pin.target)).size === pins.length, 'Each slice at most once'),
  forSeconds: z
    .number()
    .int()
    .min(60, 'A preview lasts at least a minute')
    .max(PREVIEW.maxSeconds, `A preview lasts at most ${PREVIEW.maxSeconds / 86_400} days`)
    .optional(),
});
export type PreviewLinkPayload = z.input<typeof previewLinkSchema>;
