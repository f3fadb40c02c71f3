import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, AUTH_SERVICE_MESSAGES } from 'shared-contracts';
import { loginSchema, otpRequestSchema, registerSchema, resetPasswordSchema } from 'shared-contracts/schemas';
import type { RouteOptions } from '../context.js';
import { findUserById, toUser } from '../users/users.service.js';
import { login, register, requestOtp, resetPassword } from './auth.service.js';
import { caller, createGuards } from './guards.js';

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const { rateLimits } = ctx.config;

  app.post(
    API_PATHS.auth.register,
    {
      schema: { tags: ['auth'], summary: 'Create a customer account', body: registerSchema },
      config: { rateLimit: rateLimits.register },
    },
    async (request, reply) => {
      const user = await register(ctx, request.body);
      return reply.status(201).send({ message: AUTH_SERVICE_MESSAGES.registered, user });
    },
  );

  app.post(
    API_PATHS.auth.login,
    {
      schema: { tags: ['auth'], summary: 'Log in with email or username', body: loginSchema },
      config: { rateLimit: rateLimits.login },
    },
    async (request) => login(ctx, request.body),
  );

  app.get(
    API_PATHS.auth.me,
    {
      schema: { tags: ['auth'], summary: 'The logged-in user', security: [{ bearerAuth: [] }] },
      onRequest: guards.requireUser,
    },
    async (request) => ({ user: toUser(await findUserById(ctx.db, caller(request).id)) }),
  );

  app.post(
    API_PATHS.auth.requestOtp,
    {
      schema: { tags: ['auth'], summary: 'Email a one-time password for a reset', body: otpRequestSchema },
      config: { rateLimit: rateLimits.otp },
    },
    async (request) => {
      await requestOtp(ctx, request.body, ctx.secret, request.log);
      return { message: AUTH_SERVICE_MESSAGES.otpSent };
    },
  );

  app.post(
    API_PATHS.auth.resetPassword,
    {
      schema: { tags: ['auth'], summary: 'Set a new password with the emailed OTP', body: resetPasswordSchema },
      config: { rateLimit: rateLimits.otp },
    },
    async (request) => {
      await resetPassword(ctx, request.body, ctx.secret);
      return { message: AUTH_SERVICE_MESSAGES.passwordReset };
    },
  );
};
