import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADDRESS_MESSAGES, API_PATHS } from 'shared-contracts';
import { addressSchema, idField } from 'shared-contracts/schemas';
import { z } from 'zod';
import { caller, createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.js';

const params = z.object({ id: idField('Address id') });

export const addressesRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const common = { tags: ['addresses'], security: [{ bearerAuth: [] }] };
  const one = API_PATHS.addresses.one(':id');

  app.get(
    API_PATHS.addresses.list,
    { schema: { ...common, summary: 'Your addresses, the default first' }, onRequest: guards.requireUser },
    async (request) => ({ addresses: await listAddresses(ctx.db, caller(request).id) }),
  );

  app.post(
    API_PATHS.addresses.list,
    { schema: { ...common, summary: 'Add an address', body: addressSchema }, onRequest: guards.requireUser },
    async (request, reply) =>
      reply.status(201).send({ address: await createAddress(ctx.db, caller(request).id, request.body) }),
  );

  app.put(
    one,
    {
      schema: { ...common, summary: 'Change one of your addresses', params, body: addressSchema.partial() },
      onRequest: guards.requireUser,
    },
    async (request) => ({
      address: await updateAddress(ctx.db, caller(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    one,
    { schema: { ...common, summary: 'Delete a non-default address', params }, onRequest: guards.requireUser },
    async (request) => {
      await deleteAddress(ctx.db, caller(request).id, request.params.id);
      return { message: ADDRESS_MESSAGES.deleted };
    },
  );
};
