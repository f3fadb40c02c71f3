import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, RELEASE_TARGETS, type ReleaseTarget, SLOT_REPORT_MAX_BYTES } from 'shared-contracts';
import {
  releaseCanarySchema,
  releaseLiveSchema,
  releasePublishSchema,
  releaseReasonSchema,
  slotReportSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { HttpError } from '../lib/errors.js';
import { BODY_ERRORS, described, errorResponses } from '../lib/responses.js';
import { createDeployAuth, loadDeployTokens } from './deploy-tokens.js';
import { publishedReleaseSchema, releaseRoutingSchema, releaseTargetStateSchema } from './release-schemas.js';
import {
  makeLive,
  publishRelease,
  readRouting,
  readTargetState,
  recordSlotReports,
  rollback,
  startCanary,
  stopCanary,
} from './releases.service.js';
import { createRenderCheck } from './render-check.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** On the registry's deploy routes: who is deploying (deployerOf their token). */
    deployer: string | null;
  }
}

const targetParams = z.object({
  target: z
    .string()
    .max(40)
    .describe(`The shell or a slice: ${RELEASE_TARGETS.join(', ')}`),
});
/** Switches that take no more than a reason may be sent without a body (Fastify reads none as null). */
const optionalReason = releaseReasonSchema.nullish();
const DEPLOY_ERRORS = [401, 403, 404, 409, ...BODY_ERRORS] as const;

export const releasesRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['releases'];
  const authorize = createDeployAuth(await loadDeployTokens(ctx.config));
  const renderCheck = createRenderCheck(ctx.config);
  const guards = createGuards(ctx);
  const security = [{ deployToken: [] }];
  app.decorateRequest('deployer', null);

  /** A token that may deploy the target named in the path, and that target known: before the body is read. */
  const requireDeployToken = async (request: FastifyRequest) => {
    const { target } = request.params as { target: string };
    request.deployer = await authorize(request.headers.authorization, target, async () => {
      try {
        await guards.requireUser(request);
        return true;
      } catch (error) {
        if (error instanceof HttpError) return false;
        throw error;
      }
    });
  };
  const deployer = (request: FastifyRequest) => request.deployer as string;
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

  app.post(
    API_PATHS.releases.reports,
    {
      schema: {
        tags,
        operationId: 'reportSlotHealth',
        summary: "The browser's slot-health beacon: page views and errors per slice release (no personal data)",
        security: [],
        body: slotReportSchema,
        response: { 204: z.null().describe('Counted'), ...errorResponses(429, ...BODY_ERRORS) },
      },
      bodyLimit: SLOT_REPORT_MAX_BYTES,
      config: { rateLimit: ctx.config.slotReports },
    },
    async (request, reply) => {
      await recordSlotReports(ctx.db, request.body);
      return reply.status(204).send(null);
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
        response: { 200: releaseTargetStateSchema, ...errorResponses(401, 403, 404) },
      },
      onRequest: requireDeployToken,
    },
    async (request) => readTargetState(ctx.db, targetOf(request)),
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
      const published = await publishRelease(ctx.db, targetOf(request), request.body, deployer(request));
      return reply.status(published.created ? 201 : 200).send(published);
    },
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
      return makeLive(ctx.db, targetOf(request), request.body, deployer(request));
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
