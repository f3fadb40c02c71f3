import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGuards } from '../auth/guards.js';
import type { RouteOptions } from '../context.js';
import { errorResponses, ROLE_ERRORS } from '../lib/responses.js';

/**
 * A mail of the outbox as stored. Development only, so it is described here rather than in
 * shared-contracts: no front end reads it. Dates are Date objects that JSON turns into ISO strings.
 */
const outboxSchema = z.object({
  mails: z.array(
    z.object({
      id: z.number().int(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().nullable(),
      sentAt: z.date().nullable(),
      error: z.string().nullable(),
      createdAt: z.date(),
    }),
  ),
});

/**
 * Development only: the latest mails of the outbox, e.g. to read an OTP without an SMTP server.
 * Admins only: the mails hold other people's reset codes.
 */
export const mailRoutes: FastifyPluginAsync<RouteOptions> = async (fastify, { ctx }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const guards = createGuards(ctx);
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        operationId: 'listOutboxMails',
        security: [{ bearerAuth: [] }],
        summary: 'Latest mails (admin; not served in production)',
        response: { 200: outboxSchema, ...errorResponses(...ROLE_ERRORS) },
      },
      onRequest: guards.requireAdmin,
    },
    async () => ({ mails: await ctx.mailer.recent(20) }),
  );
};
