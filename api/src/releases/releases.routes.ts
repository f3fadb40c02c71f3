import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  PREVIEW_MESSAGES,
  RELEASE_FILE_MAX_BYTES,
  RELEASE_TARGETS,
  REQUEST_MESSAGES,
  type ReleaseTarget,
  SLOT_REPORT_MAX_BYTES,
} from 'shared-contracts';
import { pageViewTokens } from 'shared-contracts/page-view-tokens';
import { previewLinks } from 'shared-contracts/preview-links';
import {
  previewLinkSchema,
  releaseCanarySchema,
  releaseIdField,
  releaseLiveSchema,
  releasePruneSchema,
  releasePublishSchema,
  releaseReasonSchema,
  releaseStateQuerySchema,
  slotReportSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import { createAccountThrottle } from '../auth/login-throttle.js';
import type { RouteOptions } from '../context.js';
import { HttpError } from '../lib/errors.js';
import { BODY_ERRORS, described, errorResponses } from '../lib/responses.js';
import { createDeployAuth, type Deployer, deployTokenNames, loadDeployTokens } from './deploy-tokens.js';
import {
  issuedPreviewLinkSchema,
  prunedReleasesSchema,
  publishedReleaseSchema,
  releaseFileListSchema,
  releaseRecordSchema,
  releaseRoutingSchema,
  releaseTargetStateSchema,
} from './release-schemas.js';
import { releaseStore } from './release-store.js';
import {
  grantPreview,
  makeLive,
  pruneReleases,
  publishRelease,
  readReleaseFiles,
  readReleaseRecord,
  readRouting,
  readTargetState,
  recordSlotReports,
  rollback,
  startCanary,
  stopCanary,
  storeReleaseFile,
} from './releases.service.js';
import { createRenderCheck } from './render-check.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** On the registry's deploy routes: who is deploying (their token's fingerprint and name). */
    deployer: Deployer | null;
  }
}

const targetParams = z.object({
  target: z
    .string()
    .max(40)
    .describe(`The shell or a slice: ${RELEASE_TARGETS.join(', ')}`),
});
const releaseParams = targetParams.extend({ id: releaseIdField });
const fileParams = releaseParams.extend({ '*': z.string().max(255).describe('The path of the file in the release') });
/** An uploaded file's bytes, as sent. */
const RAW_BODY = 'application/octet-stream';
/** Switches that take no more than a reason may be sent without a body (Fastify reads none as null). */
const optionalReason = releaseReasonSchema.nullish();
const DEPLOY_ERRORS = [401, 403, 404, 409, ...BODY_ERRORS] as const;

/**
 * The registry: every release route but the browsers' reports, served on the API's internal
 * listener only (app.ts), for the site server and the deploy pipeline.
 */
/** A preview request's deploy tokens: `Bearer t1,t2,…`, one per pinned target (or one for all). */
const previewTokens = (header: string | undefined) =>
  header ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1]?.split(',') ?? []) : [];

export const releasesRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['releases'];
  const tokenFailures = createAccountThrottle(ctx.redis, 'deploy-token-failures', {
    max: ctx.config.deployTokenFailures.max,
    windowMs: ctx.config.deployTokenFailures.timeWindow,
  });
  const authorize = createDeployAuth(await loadDeployTokens(ctx.config), deployTokenNames(ctx.config), tokenFailures);
  const renderCheck = createRenderCheck(ctx.config);
  const guards = createGuards(ctx);
  const security = [{ deployToken: [] }];
  const store = releaseStore(ctx.config.releasesDir);
  app.decorateRequest('deployer', null);
  // Only this plugin's routes read a raw body: the upload of a release file.
  app.addContentTypeParser(RAW_BODY, { parseAs: 'buffer', bodyLimit: RELEASE_FILE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  /** Whether the request's token, no deploy token, is a live store session (to say so). */
  const isStoreLogin = (request: FastifyRequest) => async () => {
    try {
      await guards.requireUser(request);
      return true;
    } catch (error) {
      if (error instanceof HttpError) return false;
      throw error;
    }
  };
  /** A token that may deploy the target named in the path, and that target known: before the body is read. */
  const requireDeployToken = async (request: FastifyRequest) => {
    const { target } = request.params as { target: string };
    request.deployer = await authorize(request.headers.authorization, target, request.ip, isStoreLogin(request));
  };
  const links = previewLinks(ctx.config.siteSecret);
  const deployer = (request: FastifyRequest) => request.deployer as Deployer;
  const targetOf = (request: FastifyRequest) => (request.params as { target: ReleaseTarget }).target;

  app.get(
    API_PATHS.releases.routing,
    {
      schema: {
        tags,
        operationId: 'getReleaseRouting',
        summary: 'Every target: its live release and its canary, as the site routes visitors',
        security: [],
        response: { 200: releaseRoutingSchema, ...errorResponses() },
      },
    },
    async (_request, reply) => {
      // A switch must reach the next page load: no cache may answer for the registry.
      reply.header('Cache-Control', 'no-store');
      return readRouting(ctx.db);
    },
  );

  app.get(
    API_PATHS.releases.target(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'getReleaseTarget',
        summary: "A target's releases and history (newest first), live release, canary and health",
        params: targetParams,
        querystring: releaseStateQuerySchema,
        response: { 200: releaseTargetStateSchema, ...errorResponses(401, 403, 404) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => readTargetState(ctx.db, targetOf(request), { history: request.query.history }),
  );

  app.post(
    API_PATHS.releases.target(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'publishRelease',
        summary: 'Publish a release (its files are already stored); the same content again changes nothing',
        params: targetParams,
        body: releasePublishSchema,
        response: {
          200: described('This release was already published: the stored one, unchanged', publishedReleaseSchema),
          201: described('Published', publishedReleaseSchema),
          ...errorResponses(...DEPLOY_ERRORS),
        },
      },
      onRequest: requireDeployToken,
    },
    async (request, reply) => {
      const published = await publishRelease(ctx.db, store, targetOf(request), request.body, deployer(request));
      return reply.status(published.created ? 201 : 200).send(published);
    },
  );

  app.put(
    API_PATHS.releases.file(':target', ':id', '*'),
    {
      schema: {
        tags,
        security,
        operationId: 'uploadReleaseFile',
        summary: 'Store one file of a published release: its bytes must have the size and SHA-256 its list gives',
        params: fileParams,
        consumes: [RAW_BODY],
        binaryBody: `The file's bytes (${RAW_BODY}), at most ${RELEASE_FILE_MAX_BYTES} bytes`,
        response: { 204: z.null().describe('Stored'), ...errorResponses(...DEPLOY_ERRORS) },
      },
      // No route-wide bodyLimit: the raw body's parser allows a release file, any other body keeps the API's limit.
      onRequest: requireDeployToken,
    },
    async (request, reply) => {
      // Any other body was parsed as what it said it was: JSON is no file.
      if (!Buffer.isBuffer(request.body)) throw new HttpError(415, REQUEST_MESSAGES.unsupportedType);
      const { id, '*': filePath } = request.params;
      await storeReleaseFile(ctx.db, store, targetOf(request), id, filePath, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    API_PATHS.releases.files(':target', ':id'),
    {
      schema: {
        tags,
        security: [],
        operationId: 'getReleaseFiles',
        summary: "A release's file list (path, size, SHA-256), once every file is stored: what the site serves",
        params: releaseParams,
        response: { 200: releaseFileListSchema, ...errorResponses(404) },
      },
    },
    async (request) => readReleaseFiles(ctx.db, targetOf(request), request.params.id),
  );

  app.get(
    API_PATHS.releases.release(':target', ':id'),
    {
      schema: {
        tags,
        security: [],
        operationId: 'getReleaseRecord',
        summary:
          "A release, its whole file list stored or not, and the history entries that name it (what slice diff compares, what a preview browser's bar links to)",
        params: releaseParams,
        response: { 200: releaseRecordSchema, ...errorResponses(404) },
      },
    },
    async (request) => readReleaseRecord(ctx.db, targetOf(request), request.params.id),
  );

  app.post(
    API_PATHS.releases.previews,
    {
      schema: {
        tags,
        security,
        operationId: 'issuePreviewLink',
        summary:
          "A signed link that shows one browser the pinned releases (or a developer's dev server) of some slices, with the preview bar; one deploy token per pinned target, comma-separated in pin order",
        body: previewLinkSchema,
        response: { 201: issuedPreviewLinkSchema, ...errorResponses(...DEPLOY_ERRORS) },
      },
      // Every token a deploy token of some target, before the body is read: which target each may
      // pin is checked against the body's pins below.
      onRequest: async (request) => {
        const tokens = previewTokens(request.headers.authorization);
        if (tokens.length === 0) await authorize(undefined, undefined, request.ip, isStoreLogin(request));
        for (const token of tokens) await authorize(`Bearer ${token}`, undefined, request.ip, isStoreLogin(request));
      },
    },
    async (request, reply) => {
      const { pins, forSeconds } = request.body;
      const header = request.headers.authorization;
      const tokens = previewTokens(header);
      // One token may stand for every pin (it is then refused for a target it cannot deploy).
      if (tokens.length > 1 && tokens.length !== pins.length) throw new HttpError(400, PREVIEW_MESSAGES.tokensPerPin);
      for (const [index, pin] of pins.entries()) {
        const token = tokens[index] ?? tokens[0];
        await authorize(token ? `Bearer ${token}` : header, pin.target, request.ip, isStoreLogin(request));
      }
      const grant = await grantPreview(ctx.db, pins, forSeconds);
      return reply.status(201).send({ link: links.sign(grant), expiresAt: new Date(grant.expiresAt).toISOString() });
    },
  );

  app.post(
    API_PATHS.releases.prune(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'pruneReleases',
        summary:
          'Remove the files of releases that are not live, not the canary and not among the newest `keep` (records and history stay)',
        params: targetParams,
        body: releasePruneSchema,
        response: { 200: prunedReleasesSchema, ...errorResponses(...DEPLOY_ERRORS) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => pruneReleases(ctx.db, store, targetOf(request), request.body, deployer(request)),
  );

  app.put(
    API_PATHS.releases.live(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'makeReleaseLive',
        summary:
          'Make a release live for every visitor (refused when it does not fit the live shell, unless forced, and when it throws on the site server)',
        params: targetParams,
        body: releaseLiveSchema,
        response: { 200: releaseTargetStateSchema, ...errorResponses(...DEPLOY_ERRORS) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => {
      await renderCheck(ctx.db, targetOf(request), request.body.release);
      return makeLive(ctx.db, targetOf(request), request.body, deployer(request), { bakeMs: ctx.config.bakeMs });
    },
  );

  app.post(
    API_PATHS.releases.rollback(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'rollBackRelease',
        summary: 'Make the release that was live before the current one live again',
        params: targetParams,
        body: optionalReason,
        response: { 200: releaseTargetStateSchema, ...errorResponses(...DEPLOY_ERRORS) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => rollback(ctx.db, targetOf(request), request.body ?? {}, deployer(request)),
  );

  app.put(
    API_PATHS.releases.canary(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'startCanary',
        summary:
          'Show a release to a share of visitors (refused when it does not fit the live shell, unless forced, and when it throws on the site server)',
        params: targetParams,
        body: releaseCanarySchema,
        response: { 200: releaseTargetStateSchema, ...errorResponses(...DEPLOY_ERRORS) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => {
      await renderCheck(ctx.db, targetOf(request), request.body.release);
      return startCanary(ctx.db, targetOf(request), request.body, deployer(request));
    },
  );

  app.delete(
    API_PATHS.releases.canary(':target'),
    {
      schema: {
        tags,
        security,
        operationId: 'stopCanary',
        summary: 'End the canary: every visitor gets the live release',
        params: targetParams,
        body: optionalReason,
        response: { 200: releaseTargetStateSchema, ...errorResponses(...DEPLOY_ERRORS) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => stopCanary(ctx.db, targetOf(request), request.body ?? {}, deployer(request)),
  );
};

/** The browsers' slot-health beacon: the one release route on the API's public listener. */
export const slotReportRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['releases'];
  const tokens = pageViewTokens(ctx.config.siteSecret);

  app.post(
    API_PATHS.releases.reports,
    {
      schema: {
        tags,
        operationId: 'reportSlotHealth',
        summary:
          "The browser's slot-health beacon: per slot of a page view, whether it rendered or failed, counted only with the page-view token the site gave that page (no personal data)",
        security: [],
        body: slotReportSchema,
        response: { 204: z.null().describe('Counted'), ...errorResponses(429, ...BODY_ERRORS) },
      },
      bodyLimit: SLOT_REPORT_MAX_BYTES,
      // Per address group, as visitors are counted: the plugin keys an IPv6 client by its /64 and
      // IPv4 written as IPv6 by the IPv4 address (releases.test.ts holds it to that).
      config: { rateLimit: ctx.config.slotReports },
    },
    async (request, reply) => {
      await recordSlotReports(ctx.db, tokens, request.body);
      return reply.status(204).send(null);
    },
  );
};
