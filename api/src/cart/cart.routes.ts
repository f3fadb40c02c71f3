import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, CART_MESSAGES, MESSAGES } from 'shared-contracts';
import { cartAddSchema, cartUpdateSchema, idField } from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { addToCart, getCart, removeFromCart, updateCartQuantity } from './cart.service.js';
import { requireCustomer, requireCustomerSessionInQuery } from './customer-only.js';

const params = z.object({ id: idField('Cart item id') });

export const cartRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const onRequest = requireCustomer(guards, MESSAGES.adminNoCart);
  // GET /cart checks the session in its own statement (cart.service.ts): one round trip, not two.
  const sessionInQuery = requireCustomerSessionInQuery(guards, MESSAGES.adminNoCart);
  const common = { tags: ['cart'], security: [{ bearerAuth: [] }] };

  app.get(
    API_PATHS.cart.get,
    {
      schema: { ...common, summary: 'Your cart: lines with product, images, variant, prices and stock' },
      onRequest: sessionInQuery,
    },
    async (request) => {
      const { id, uncheckedTokenVersion } = caller(request);
      return { cart: await getCart(ctx.db, id, uncheckedTokenVersion ?? -1) };
    },
  );

  app.post(
    API_PATHS.cart.add,
    {
      schema: {
        ...common,
        summary: 'Add a variant (201), or raise its line by the quantity (200); at most the stock',
        body: cartAddSchema,
      },
      onRequest,
    },
    async (request, reply) => {
      const { item, created } = await addToCart(ctx.db, caller(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ item });
    },
  );

  app.put(
    API_PATHS.cart.updateQuantity,
    {
      schema: { ...common, summary: 'Set the quantity of one of your lines (1 to stock)', body: cartUpdateSchema },
      onRequest,
    },
    async (request) => ({ item: await updateCartQuantity(ctx.db, caller(request).id, request.body) }),
  );

  app.delete(
    API_PATHS.cart.remove(':id'),
    { schema: { ...common, summary: 'Remove one of your lines', params }, onRequest },
    async (request) => {
      await removeFromCart(ctx.db, caller(request).id, request.params.id);
      return { message: CART_MESSAGES.removed };
    },
  );
};
