import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, USER_MESSAGES } from 'shared-contracts';
import {
  changePasswordSchema,
  passwordChangedResponseSchema,
  profileUpdatedResponseSchema,
  profileUpdateSchema,
} from 'shared-contracts/schemas';
import { caller, createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { BODY_ERRORS, errorResponses, USER_ERRORS } from '../lib/responses.js';
import { changePassword, updateProfile } from './users.service.js';

export const usersRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const security = [{ bearerAuth: [] }];

  app.put(
    API_PATHS.users.profile,
    {
      schema: {
        tags: ['users'],
        operationId: 'updateProfile',
        summary: 'Change your profile',
        security,
        body: profileUpdateSchema,
        response: {
          200: profileUpdatedResponseSchema,
          ...errorResponses(...USER_ERRORS, ...BODY_ERRORS, 404, 409, 429),
        },
      },
      onRequest: guards.requireUser,
      config: { rateLimit: ctx.config.rateLimits.passwordCheck },
    },
    async (request) => {
      const { user, tokenVersion } = await updateProfile(ctx, caller(request).id, request.body);
      if (tokenVersion === undefined) return { user };
      return { user, token: ctx.tokens.sign({ sub: user.id, role: user.userType, ver: tokenVersion }) };
    },
  );

  app.put(
    API_PATHS.users.changePassword,
    {
      schema: {
        tags: ['users'],
        operationId: 'changePassword',
        summary: 'Change your password',
        security,
        body: changePasswordSchema,
        response: {
          200: passwordChangedResponseSchema,
          ...errorResponses(...USER_ERRORS, ...BODY_ERRORS, 404, 429),
        },
      },
      onRequest: guards.requireUser,
      config: { rateLimit: ctx.config.rateLimits.passwordCheck },
    },
    async (request) => {
      const userId = caller(request).id;
      const { role, tokenVersion } = await changePassword(ctx, userId, request.body);
      const token = ctx.tokens.sign({ sub: userId, role, ver: tokenVersion });
      return { message: USER_MESSAGES.passwordChanged, token };
    },
  );
};
