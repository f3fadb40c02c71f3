/**
 * The registry's answers as zod schemas, for Fastify's serializer and the OpenAPI document; each is
 * checked against its type in shared-contracts/src/releases.ts, which stays the source of truth.
 */
import {
  type CanaryRoute,
  type IssuedPreviewLink,
  type PrunedReleases,
  type PublishedRelease,
  RELEASE_ACTIONS,
  RELEASE_TARGETS,
  type Release,
  type ReleaseFileList,
  type ReleaseHistoryEntry,
  type ReleaseRecord,
  type ReleaseRouting,
  type ReleaseTarget,
  type ReleaseTargetState,
} from 'shared-contracts';
import { releaseFileSchema } from 'shared-contracts/schemas';
import { z } from 'zod';

const targetSchema = z.enum(RELEASE_TARGETS);
const versionsSchema = z.record(z.string(), z.string());

export const releaseSchema = z.object({
  id: z.string(),
  target: targetSchema,
  version: z.string(),
  hash: z.string(),
  commit: z.string(),
  createdAt: z.string(),
  needs: versionsSchema,
  provides: versionsSchema,
  filesStored: z.boolean(),
  firstLoadBytes: z
    .number()
    .int()
    .nullable()
    .describe('Its first-load JS in bytes (brotli); null: published before it was recorded'),
}) satisfies z.ZodType<Release>;

const canarySchema = z.object({ release: z.string(), percent: z.number().int() }) satisfies z.ZodType<CanaryRoute>;

const historyEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(RELEASE_ACTIONS),
  release: z.string().nullable(),
  by: z.string(),
  reason: z.string().nullable(),
  forced: z.boolean(),
  evidence: z.string().nullable(),
}) satisfies z.ZodType<ReleaseHistoryEntry>;

export const releaseTargetStateSchema = z.object({
  target: targetSchema,
  live: z.string().nullable(),
  canary: canarySchema.nullable(),
  releases: z.array(releaseSchema),
  history: z.array(historyEntrySchema),
  health: z.array(
    z.object({
      release: z.string(),
      visitors: z.number().int(),
      views: z.number().int(),
      errors: z.number().int(),
      errorRate: z.number(),
    }),
  ),
  bake: z.object({ release: z.string(), until: z.string(), against: z.string().nullable() }).nullable(),
}) satisfies z.ZodType<ReleaseTargetState>;

export const publishedReleaseSchema = z.object({
  release: releaseSchema,
  created: z.boolean(),
  missing: z.array(z.string()).describe('The paths of its files the store does not hold yet: upload each'),
}) satisfies z.ZodType<PublishedRelease>;

export const releaseFileListSchema = z.object({
  files: z.array(releaseFileSchema),
}) satisfies z.ZodType<ReleaseFileList>;

export const prunedReleasesSchema = z.object({
  pruned: z.array(z.string()).describe('The releases whose files were removed'),
}) satisfies z.ZodType<PrunedReleases>;

const routeSchema = z.object({ live: z.string().nullable(), canary: canarySchema.nullable() });

/** One property per target, each required: a site routing by it never meets a target it does not know. */
export const releaseRoutingSchema = z.object(
  Object.fromEntries(RELEASE_TARGETS.map((target) => [target, routeSchema])) as Record<
    ReleaseTarget,
    typeof routeSchema
  >,
) satisfies z.ZodType<ReleaseRouting>;

export const releaseRecordSchema = z.object({
  release: releaseSchema,
  history: z.array(historyEntrySchema).describe('The history entries that name this release, newest first'),
  live: z.string().nullable(),
  canary: canarySchema.nullable(),
}) satisfies z.ZodType<ReleaseRecord>;

export const issuedPreviewLinkSchema = z.object({
  link: z.string().describe("The signed link: open the site's /_preview?link=<link> in the browser that is to preview"),
  expiresAt: z.string(),
}) satisfies z.ZodType<IssuedPreviewLink>;

/** The entities the OpenAPI document names as components (docs/docs.ts). */
export const RELEASE_COMPONENTS = {
  Release: releaseSchema,
  ReleaseRouting: releaseRoutingSchema,
  ReleaseTargetState: releaseTargetStateSchema,
};
