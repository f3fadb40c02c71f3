import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from 'shared-contracts';
import { healthSchema } from 'shared-contracts/schemas';
import { errorResponses } from '../lib/responses.js';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    API_PATHS.health,
    {
      schema: {
        tags: ['health'],
        operationId: 'getHealth',
        summary: 'Whether the API answers (for load balancers and probes)',
        security: [],
        response: { 200: healthSchema, ...errorResponses() },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
};
