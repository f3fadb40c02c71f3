import type { FastifyPluginAsync } from 'fastify';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';

/**
 * Development only: the latest mails of the outbox, e.g. to read an OTP without an SMTP server.
 * Admins only: the mails hold other people's reset codes.
 */
export const mailRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  const guards = createGuards(ctx);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        security: [{ bearerAuth: [] }],
        summary: 'Latest mails (admin; not served in production)',
      },
      onRequest: guards.requireAdmin,
    },
    async () => ({ mails: await ctx.mailer.recent(20) }),
  );
};
