import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from 'shared-contracts';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(API_PATHS.health, async () => ({ status: 'ok' }));
};
