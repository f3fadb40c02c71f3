import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADDRESS_MESSAGES, API_PATHS } from 'shared-contracts';
import {
  addressesResponseSchema,
  addressResponseSchema,
  addressSchema,
  idField,
  messageSchema,
} from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, errorResponses, USER_ERRORS } from '../lib/responses.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.js';

const params = z.object({ id: idField('Address id') });

export const addressesRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const common = { tags: ['addresses'], security: [{ bearerAuth: [] }] };
  const one = API_PATHS.addresses.one(':id');

  app.get(
    API_PATHS.addresses.list,
    {
      schema: {
        ...common,
        operationId: 'listAddresses',
        summary: 'Your addresses, the default first',
        response: { 200: addressesResponseSchema, ...errorResponses(...USER_ERRORS) },
      },
      onRequest: guards.requireUser,
    },
    async (request) => ({ addresses: await listAddresses(ctx.db, caller(request).id) }),
  );

  app.post(
    API_PATHS.addresses.list,
    {
      schema: {
        ...common,
        operationId: 'addAddress',
        summary: 'Add an address',
        body: addressSchema,
        response: { 201: addressResponseSchema, ...errorResponses(...USER_ERRORS, ...BODY_ERRORS) },
      },
      onRequest: guards.requireUser,
    },
    async (request, reply) =>
      reply.status(201).send({ address: await createAddress(ctx.db, caller(request).id, request.body) }),
  );

  app.put(
    one,
    {
      schema: {
        ...common,
        operationId: 'updateAddress',
        summary: 'Change one of your addresses',
        params,
        body: addressSchema.partial(),
        response: { 200: addressResponseSchema, ...errorResponses(...USER_ERRORS, ...BODY_ERRORS, 404) },
      },
      onRequest: guards.requireUser,
    },
    async (request) => ({
      address: await updateAddress(ctx.db, caller(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    one,
    {
      schema: {
        ...common,
        operationId: 'deleteAddress',
        summary: 'Delete a non-default address',
        params,
        response: { 200: messageSchema, ...errorResponses(...USER_ERRORS, 404) },
      },
      onRequest: guards.requireUser,
    },
    async (request) => {
      await deleteAddress(ctx.db, caller(request).id, request.params.id);
      return { message: ADDRESS_MESSAGES.deleted };
    },
  );
};
