import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS } from 'shared-contracts';
import { dashboardSchema } from 'shared-contracts/schemas';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { loadDashboard } from './dashboard.service.js';

export const dashboardRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);

  app.get(
    API_PATHS.dashboard,
    {
      schema: {
        tags: ['dashboard'],
        security: [{ bearerAuth: [] }],
        operationId: 'getDashboard',
        summary:
          'How the shop is doing (admin): sales per day for the last 30 days, orders by status, best sellers, low stock, latest orders',
        response: { 200: dashboardSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest: guards.requireAdmin,
    },
    async () => loadDashboard(ctx.db),
  );
};
