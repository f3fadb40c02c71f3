import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from 'shared-contracts';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { readMultipart } from '../uploads/multipart.js';
import { getCompany, updateCompany } from './company.service.js';

export const companyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const guards = createGuards(ctx);
  const tags = ['company'];

  app.get(API_PATHS.companyDetails, { schema: { tags, summary: 'The store’s details' } }, async () =>
    getCompany(ctx.db),
  );

  app.put(
    API_PATHS.companyDetails,
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        summary: 'Change the store’s details (admin)',
        description: 'multipart/form-data: name, email, phone, address, pincode, description, logo (image file)',
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => updateCompany(ctx, await readMultipart(request, ['logo'])),
  );
};
