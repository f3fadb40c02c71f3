import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { idField, messageSchema, wishlistResponseSchema } from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import { requireCustomer } from '../cart/customer-only.js';
import type { RouteOptions } from '../context.js';
import { errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

const params = z.object({ productId: idField('Product id') });

export const wishlistRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireCustomer(createGuards(ctx), MESSAGES.adminNoWishlist);
  const common = { tags: ['wishlist'], security: [{ bearerAuth: [] }] };
  const item = API_PATHS.wishlist.item(':productId');

  app.get(
    API_PATHS.wishlist.get,
    {
      schema: {
        ...common,
        operationId: 'getWishlist',
        summary: 'Your wishlist with each product',
        response: { 200: wishlistResponseSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest,
    },
    async (request) => ({ wishlist: await getWishlist(ctx.db, caller(request).id) }),
  );

  app.post(
    item,
    {
      schema: {
        ...common,
        operationId: 'addToWishlist',
        summary: 'Add a product (idempotent)',
        params,
        response: { 200: messageSchema, ...errorResponses(...ROLE_ERRORS, 404) },
      },
      onRequest,
    },
    async (request) => {
      await addToWishlist(ctx.db, caller(request).id, request.params.productId);
      return { message: MESSAGES.wishlistAdded };
    },
  );

  app.delete(
    item,
    {
      schema: {
        ...common,
        operationId: 'removeFromWishlist',
        summary: 'Remove a product (idempotent)',
        params,
        response: { 200: messageSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest,
    },
    async (request) => {
      await removeFromWishlist(ctx.db, caller(request).id, request.params.productId);
      return { message: MESSAGES.wishlistRemoved };
    },
  );
};
