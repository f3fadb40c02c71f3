import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, CART_MESSAGES, MESSAGES } from 'shared-contracts';
import {
  cartAddSchema,
  cartItemResponseSchema,
  cartResponseSchema,
  cartUpdateSchema,
  idField,
  messageSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, described, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
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
      schema: {
        ...common,
        operationId: 'getCart',
        summary: 'Your cart: lines with product, images, variant, prices and stock',
        response: { 200: cartResponseSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest: sessionInQuery,
    },
    async (request) => ({ cart: await getCart(ctx.db, caller(request)) }),
  );

  app.post(
    API_PATHS.cart.add,
    {
      schema: {
        ...common,
        operationId: 'addToCart',
        summary: 'Add a variant (201), or raise its line by the quantity (200); at most the stock',
        body: cartAddSchema,
        response: {
          200: described('The line was raised', cartItemResponseSchema),
          201: described('The line was added', cartItemResponseSchema),
          ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS),
        },
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
      schema: {
        ...common,
        operationId: 'updateCartQuantity',
        summary: 'Set the quantity of one of your lines (1 to stock)',
        body: cartUpdateSchema,
        response: { 200: cartItemResponseSchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 404) },
      },
      onRequest,
    },
    async (request) => ({ item: await updateCartQuantity(ctx.db, caller(request).id, request.body) }),
  );

  app.delete(
    API_PATHS.cart.remove(':id'),
    {
      schema: {
        ...common,
        operationId: 'removeFromCart',
        summary: 'Remove one of your lines',
        params,
        response: { 200: messageSchema, ...errorResponses(...ROLE_ERRORS, 404) },
      },
      onRequest,
    },
    async (request) => {
      await removeFromCart(ctx.db, caller(request).id, request.params.id);
      return { message: CART_MESSAGES.removed };
    },
  );
};
