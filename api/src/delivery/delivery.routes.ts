import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS } from 'shared-contracts';
import { deliveryEstimateSchema, pincodeField } from 'shared-contracts/schemas';
import { z } from 'zod';
import type { RouteOptions } from '../context.js';
import { errorResponses } from '../lib/responses.js';
import { estimateDelivery } from './delivery-estimate.js';

export const deliveryRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    decodeURIComponent(API_PATHS.delivery(':pincode')),
    {
      schema: {
        tags: ['delivery'],
        operationId: 'getDeliveryEstimate',
        summary: 'When an order placed now would arrive at this pincode',
        description:
          'deliverable with the date (YYYY-MM-DD, India), unknown (no zone lists the pincode) or unserviceable; 400 for anything but 6 digits',
        security: [],
        params: z.object({ pincode: pincodeField }),
        response: { 200: deliveryEstimateSchema, ...errorResponses() },
      },
    },
    async (request, reply) => {
      // The date changes at the cut-off hour and at midnight: no cache may keep it.
      reply.header('cache-control', 'no-store');
      return estimateDelivery(ctx.db, request.params.pincode, new Date());
    },
  );
};
