import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { UPLOADS_PATH } from 'shared-contracts';
import type { RouteOptions } from '../context.js';

/** Uploaded images under /uploads. Names are random and never reused, so they may be cached for a year. */
export const uploadsRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  await app.register(fastifyStatic, {
    root: ctx.images.dir,
    prefix: `${UPLOADS_PATH}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('Cache-Control', 'public, max-age=31536000, immutable'),
  });
};
