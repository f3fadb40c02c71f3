import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ALL_ORDERS_LIMIT, API_PATHS, DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT, ORDER_MESSAGES } from 'shared-contracts';
import {
  idField,
  messageSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderResponseSchema,
  orderStatusSchema,
  ordersResponseSchema,
  placedOrderResponseSchema,
  placeOrderSchema,
  sendConfirmationSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import { requireCustomer, requireCustomerSessionInQuery } from '../cart/customer-only.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, errorResponses, ROLE_ERRORS } from '../lib/responses.js';
import { createConfirmationLimiter } from './confirmation-limiter.js';
import { resendConfirmation } from './confirmation-mail.js';
import { listAllOrders, listMyOrders } from './order-reads.js';
import { cancelOrder, setOrderStatus } from './order-status.js';
import { placeOrder } from './place-order.js';

const params = z.object({ id: idField('Order id') });

export const ordersRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const customer = requireCustomer(guards, ORDER_MESSAGES.customersOnly);
  // Placing an order checks the session inside its one statement (place-order.ts).
  const customerSessionInQuery = requireCustomerSessionInQuery(guards, ORDER_MESSAGES.customersOnly);
  const limiter = createConfirmationLimiter(ctx.redis);
  const common = { tags: ['orders'], security: [{ bearerAuth: [] }] };

  app.post(
    API_PATHS.orders.place,
    {
      schema: {
        ...common,
        operationId: 'placeOrder',
        summary: 'Order everything in your cart (cash on delivery); 409 naming a product that is short of stock',
        body: placeOrderSchema,
        response: { 201: placedOrderResponseSchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 409) },
      },
      onRequest: customerSessionInQuery,
    },
    async (request, reply) => reply.status(201).send(await placeOrder(ctx, caller(request), request.body, request.log)),
  );

  app.get(
    API_PATHS.orders.mine,
    {
      schema: {
        ...common,
        operationId: 'listMyOrders',
        summary: 'Your orders, newest first',
        response: { 200: ordersResponseSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest: customer,
    },
    async (request) => ({ orders: await listMyOrders(ctx.db, caller(request).id) }),
  );

  app.put(
    API_PATHS.orders.cancel(':id'),
    {
      schema: {
        ...common,
        operationId: 'cancelOrder',
        summary: 'Cancel one of your pending orders (restocks)',
        params,
        response: { 200: orderResponseSchema, ...errorResponses(...ROLE_ERRORS, 404, 409) },
      },
      onRequest: customer,
    },
    async (request) => ({ order: await cancelOrder(ctx, caller(request).id, request.params.id) }),
  );

  app.get(
    API_PATHS.orders.all,
    {
      schema: {
        ...common,
        operationId: 'listAllOrders',
        summary: 'Every order, newest first, optionally of one delivery status (admin)',
        description: `Without page and limit: every order, up to ${ALL_ORDERS_LIMIT} (the newest); when pagination.totalItems is larger, read the rest in pages. With page or limit: one page, ${DEFAULT_PAGE_LIMIT} orders by default and at most ${MAX_PAGE_LIMIT}.`,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => listAllOrders(ctx.db, request.query),
  );

  app.put(
    API_PATHS.orders.status(':id'),
    {
      schema: {
        ...common,
        operationId: 'setOrderStatus',
        summary:
          'Set any delivery status (admin); to CANCELED restocks, out of CANCELED takes the stock again (409 when short)',
        params,
        body: orderStatusSchema,
        response: { 200: orderResponseSchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 404, 409) },
      },
      onRequest: guards.requireAdmin,
    },
    async (request) => ({ order: await setOrderStatus(ctx, request.params.id, request.body.deliveryStatus) }),
  );

  app.post(
    API_PATHS.orders.sendConfirmation,
    {
      schema: {
        ...common,
        operationId: 'resendOrderConfirmation',
        summary: 'Email the confirmation of your order again (to your account email, once a minute)',
        body: sendConfirmationSchema,
        response: { 200: messageSchema, ...errorResponses(...ROLE_ERRORS, ...BODY_ERRORS, 404, 429, 502) },
      },
      onRequest: customer,
    },
    async (request) => {
      const { orderData, email } = request.body;
      await resendConfirmation(ctx, caller(request).id, { orderId: orderData.id, email }, limiter, request.log);
      return { message: ORDER_MESSAGES.confirmationSent };
    },
  );
};
