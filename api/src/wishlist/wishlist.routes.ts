import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { idField } from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import { requireCustomer } from '../cart/customer-only.js';
import type { RouteOptions } from '../context.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

const params = z.object({ productId: idField('Product id') });

export const wishlistRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireCustomer(createGuards(ctx), MESSAGES.adminNoWishlist);
  const common = { tags: ['wishlist'], security: [{ bearerAuth: [] }] };
  const item = API_PATHS.wishlist.item(':productId');

  app.get(
    API_PATHS.wishlist.get,
    { schema: { ...common, summary: 'Your wishlist with each product' }, onRequest },
    async (request) => ({ wishlist: await getWishlist(ctx.db, caller(request).id) }),
  );

  app.post(
    item,
    { schema: { ...common, summary: 'Add a product (idempotent)', params }, onRequest },
    async (request) => {
      await addToWishlist(ctx.db, caller(request).id, request.params.productId);
      return { message: MESSAGES.wishlistAdded };
    },
  );

  app.delete(
    item,
    { schema: { ...common, summary: 'Remove a product (idempotent)', params }, onRequest },
    async (request) => {
      await removeFromWishlist(ctx.db, caller(request).id, request.params.productId);
      return { message: MESSAGES.wishlistRemoved };
    },
  );
};
