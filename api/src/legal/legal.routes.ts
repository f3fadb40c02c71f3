import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS } from 'shared-contracts';
import { legalPageSchema } from 'shared-contracts/schemas';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { listLegalPages, saveLegalPage } from './legal.service.js';

export const legalRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const tags = ['legal'];

  app.get(API_PATHS.legalPages, { schema: { tags, summary: 'The legal pages' } }, async () => listLegalPages(ctx.db));

  app.post(
    API_PATHS.legalPages,
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Create or replace the page with this slug (admin); the HTML is sanitised',
        body: legalPageSchema,
      },
      onRequest: guards.requireAdmin,
    },
    async (request, reply) => {
      const { page, created } = await saveLegalPage(ctx.db, request.body);
      return reply.status(created ? 201 : 200).send(page);
    },
  );
};
