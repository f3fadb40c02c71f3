import type { FastifyPluginAsync } from 'fastify';
import { API_PATHS } from 'shared-contracts';
import { companyDetailsSchema, companySchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { readMultipart } from '../uploads/multipart.js';
import { getCompany, updateCompany } from './company.service.js';

export const companyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const guards = createGuards(ctx);
  const tags = ['company'];

  app.get(
    API_PATHS.companyDetails,
    {
      schema: {
        tags,
        operationId: 'getCompanyDetails',
        summary: 'The store’s details',
        security: [],
        response: { 200: companySchema, ...errorResponses(404) },
      },
    },
    // Every server-rendered page's header and head ask for it: remembered with the catalogue's reads,
    // which a change of the company's details clears (company.service.ts).
    async () => ctx.catalogueReads.remember(['company'], () => getCompany(ctx.db)),
  );

  app.put(
    API_PATHS.companyDetails,
    {
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        operationId: 'updateCompanyDetails',
        summary: 'Change the store’s details (admin)',
        description: 'multipart/form-data: name, email, phone, address, pincode, description, logo (image file)',
        multipartForm: companyDetailsSchema.extend({ logo: z.file().optional() }),
        response: { 200: companySchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => updateCompany(ctx, await readMultipart(request, ['logo'])),
  );
};
