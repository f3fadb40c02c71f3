import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PATHS, AUTH_SERVICE_MESSAGES } from 'shared-contracts';
import {
  loginResponseSchema,
  loginSchema,
  messageSchema,
  otpRequestSchema,
  registeredResponseSchema,
  registerSchema,
  resetPasswordSchema,
  tokenResponseSchema,
  userResponseSchema,
} from 'shared-contracts/schemas';
import type { RouteOptions } from '../context.js';
import { refuseBody } from '../lib/no-body.js';
import { BODY_ERRORS, errorResponses, USER_ERRORS } from '../lib/responses.js';
import { findUserById, toUser } from '../users/users.service.js';
import { endSessions, login, register, requestOtp, resetPassword } from './auth.service.js';
import { caller, createGuards } from './guards.js';

export const authRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  const { rateLimits } = ctx.config;

  app.post(
    API_PATHS.auth.register,
    {
      schema: {
        tags: ['auth'],
        operationId: 'register',
        summary: 'Create a customer account',
        security: [],
        body: registerSchema,
        response: { 201: registeredResponseSchema, ...errorResponses(...BODY_ERRORS, 409, 429) },
      },
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
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Log in with email or username',
        security: [],
        body: loginSchema,
        response: { 200: loginResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 429) },
      },
      config: { rateLimit: rateLimits.login },
    },
    async (request) => login(ctx, request.body),
  );

  app.get(
    API_PATHS.auth.me,
    {
      schema: {
        tags: ['auth'],
        operationId: 'getCurrentUser',
        summary: 'The logged-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: userResponseSchema, ...errorResponses(...USER_ERRORS, 404) },
      },
      onRequest: guards.requireUser,
    },
    async (request) => ({ user: toUser(await findUserById(ctx.db, caller(request).id)) }),
  );

  app.post(
    API_PATHS.auth.logout,
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'End the session (every session of the account: tokens are not kept, only their version)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageSchema, ...errorResponses(...USER_ERRORS, ...BODY_ERRORS) },
      },
      onRequest: guards.requireUser,
      preValidation: refuseBody,
    },
    async (request) => {
      await endSessions(ctx, caller(request).id);
      return { message: AUTH_SERVICE_MESSAGES.loggedOut };
    },
  );

  app.post(
    API_PATHS.auth.renew,
    {
      schema: {
        tags: ['auth'],
        operationId: 'renewSession',
        summary: 'A fresh token for an active session, never past its absolute lifetime',
        security: [{ bearerAuth: [] }],
        response: { 200: tokenResponseSchema, ...errorResponses(...USER_ERRORS, ...BODY_ERRORS) },
      },
      onRequest: guards.requireUser,
      preValidation: refuseBody,
    },
    async (request) => {
      const claims = guards.readClaims(request);
      const { id, role } = caller(request);
      return { token: ctx.tokens.sign({ sub: id, role, ver: claims.ver, sessionStart: claims.sessionStart }) };
    },
  );

  app.post(
    API_PATHS.auth.requestOtp,
    {
      schema: {
        tags: ['auth'],
        operationId: 'requestPasswordResetOtp',
        summary: 'Email a one-time password for a reset',
        security: [],
        body: otpRequestSchema,
        response: { 200: messageSchema, ...errorResponses(...BODY_ERRORS, 429) },
      },
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
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: 'Set a new password with the emailed OTP',
        security: [],
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errorResponses(...BODY_ERRORS, 429) },
      },
      config: { rateLimit: rateLimits.otp },
    },
    async (request) => {
      await resetPassword(ctx, request.body, ctx.secret);
      return { message: AUTH_SERVICE_MESSAGES.passwordReset };
    },
  );
};
