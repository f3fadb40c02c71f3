import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BACK_IN_STOCK_MESSAGES, BACK_IN_STOCK_PATHS } from 'shared-contracts';
import {
  backInStockAnswerSchema,
  backInStockGuestRequestSchema,
  backInStockLinkAnswerSchema,
  backInStockRequestSchema,
  backInStockTokenSchema,
} from 'shared-contracts/schemas';
import { caller, createGuards } from '../auth/guards.js';
import { requireCustomer } from '../cart/customer-only.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { confirmRequest, requestForGuest, requestForShopper, unsubscribe } from './requests.js';

/** "Notify me" (requests.ts). The public routes are limited per address like the other public forms. */
export const backInStockRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const limit = { rateLimit: ctx.config.rateLimits.register };

  app.post(
    BACK_IN_STOCK_PATHS.request,
    {
      schema: {
        tags: ['back in stock'],
        operationId: 'requestBackInStockMail',
        summary: 'Mail me (the signed-in customer) once when this sold-out variant is back in stock',
        security: [{ bearerAuth: [] }],
        body: backInStockRequestSchema,
        response: { 200: backInStockAnswerSchema, ...errorResponses(...BODY_ERRORS, ...ROLE_ERRORS, 404, 409) },
      },
      onRequest: requireCustomer(guards, BACK_IN_STOCK_MESSAGES.adminsNot),
    },
    async (request) => requestForShopper(ctx, caller(request).id, request.body.variantId),
  );

  app.post(
    BACK_IN_STOCK_PATHS.guestRequest,
    {
      schema: {
        tags: ['back in stock'],
        operationId: 'requestBackInStockMailAsGuest',
        summary:
          'Mail this address once when this sold-out variant is back (a first address confirms by a mailed link)',
        security: [],
        body: backInStockGuestRequestSchema,
        response: { 200: backInStockAnswerSchema, ...errorResponses(...BODY_ERRORS, 404, 409, 429, 502) },
      },
      config: limit,
    },
    async (request) => requestForGuest(ctx, request.body, request.log),
  );

  app.post(
    BACK_IN_STOCK_PATHS.confirm,
    {
      schema: {
        tags: ['back in stock'],
        operationId: 'confirmBackInStockMail',
        summary: 'Confirm a guest’s request with the token of the mailed link',
        security: [],
        body: backInStockTokenSchema,
        response: { 200: backInStockLinkAnswerSchema, ...errorResponses(...BODY_ERRORS, 404, 429) },
      },
      config: limit,
    },
    async (request) => ({ message: await confirmRequest(ctx, request.body.token) }),
  );

  app.post(
    BACK_IN_STOCK_PATHS.unsubscribe,
    {
      schema: {
        tags: ['back in stock'],
        operationId: 'unsubscribeBackInStockMail',
        summary: 'Stop a back-in-stock request with the token of the mailed link',
        security: [],
        body: backInStockTokenSchema,
        response: { 200: backInStockLinkAnswerSchema, ...errorResponses(...BODY_ERRORS, 404, 429) },
      },
      config: limit,
    },
    async (request) => ({ message: await unsubscribe(ctx, request.body.token) }),
  );
};
