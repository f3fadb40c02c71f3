/**
 * An app's built files as deployment serves them (docker/nginx/static-files.conf): the build's
 * precompressed copies, no-cache for the files that name other files, a year's immutable cache
 * for content-hashed ones.
 */
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const ALWAYS_REVALIDATE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/**
 * Files a build makes, by extension: a missing one is a 404. Any other path is a page, dots and
 * all (/product/Mi%20Band%208.0).
 */
export const BUILT_FILE = /\.(js|mjs|css|map|json|txt|ico|png|jpe?g|webp|avif|gif|svg|woff2?)$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(filePath: string): string {
  // A precompressed copy (main.0123456789.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  return HASHED_FILE.test(name) ? IMMUTABLE : 'no-cache';
}

/** Serves `root`'s files; `/` is no folder index (the shell renders it as a page). */
export async function registerStaticFiles(app: FastifyInstance, root: string, options: { index: boolean }) {
  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
    wildcard: true,
    // The build's file.br and file.gz (rspack.precompress.ts), to browsers that accept them.
    preCompressed: true,
    index: options.index ? undefined : false,
  });
}
