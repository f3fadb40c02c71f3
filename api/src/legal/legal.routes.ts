import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS } from 'shared-contracts';
import { legalPageRecordSchema, legalPageSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, described, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { listLegalPages, saveLegalPage } from './legal.service.js';

export const legalRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const tags = ['legal'];

  app.get(
    API_PATHS.legalPages,
    {
      schema: {
        tags,
        operationId: 'listLegalPages',
        summary: 'The legal pages',
        security: [],
        response: { 200: z.array(legalPageRecordSchema), ...errorResponses() },
      },
    },
    async () => listLegalPages(ctx.db),
  );

  app.post(
    API_PATHS.legalPages,
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        operationId: 'saveLegalPage',
        summary: 'Create or replace the page with this slug (admin); the HTML is sanitised',
        body: legalPageSchema,
        response: {
          200: described('The page was replaced', legalPageRecordSchema),
          201: described('The page was created', legalPageRecordSchema),
          ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS),
        },
      },
      onRequest: guards.requireAdmin,
    },
    async (request, reply) => {
      const { page, created } = await saveLegalPage(ctx.db, request.body);
      // A legal page is server-rendered: the SSR server's cached pages must not outlive it.
      ctx.catalogueChanges.announce('catalogue');
      return reply.status(created ? 201 : 200).send(page);
    },
  );
};
