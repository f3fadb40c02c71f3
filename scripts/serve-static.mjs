// @ts-check
/**
 * Serves one built front-end app the way deployment does (architecture §3): the build's
 * precompressed copies, no-cache for the files that name other files, a year's immutable
 * cache for hashed files, CORS on remotes, and for the shell an SPA fallback, a generated
 * /remotes.json and the API proxied under /api and /uploads.
 */
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
]);
const HASHED_FILE = /\.[0-9a-f]{10}\.[a-z0-9]+$/;
/** What a reused server-rendered page is kept compressed in, in the server's order of preference. */
const PAGE_ENCODINGS = ['br', 'gzip'];
/**
 * Files a build makes, by extension (docker/nginx/static-files.conf): a missing one is a 404. Any
 * other path is a client-side route, dots and all (/product/Mi%20Band%208.0).
 */
const BUILT_FILE = /\.(js|mjs|css|map|json|txt|ico|png|jpe?g|webp|avif|gif|svg|woff2?)$/i;

/** @param {string} filePath */
export function cacheControlFor(filePath) {
  // A precompressed copy (main.0123456789.js.br) is cached as the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name)) return 'no-cache';
  return HASHED_FILE.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The address as the visitor reached the site (PUBLIC_ORIGIN when set): canonical URLs, sitemaps
 * and JSON-LD are absolute.
 * @param {import('fastify').FastifyRequest} request
 */
function publicOrigin(request) {
  return process.env.PUBLIC_ORIGIN || `${request.protocol}://${request.host}`;
}

/**
 * @typedef {object} AppServerOptions
 * @property {string} root         the app's dist folder
 * @property {number} port         0 picks a free port
 * @property {string} [host]
 * @property {boolean} [cors]      remotes: let any origin load the files
 * @property {string} [apiUrl]     shell: proxy /api and /uploads here
 * @property {(hostname: string) => Record<string, string>} [remotesConfig]  shell: the body of /remotes.json
 * @property {(url: URL) => Promise<{
 *   status: number,
 *   body: import('node:stream').Readable,
 *   encoded?: (encoding: 'br' | 'gzip') => Buffer,
 * } | null>} [renderPage]
 *   shell: the SSR renderer (shell/server/ssr-entry.ts); null for a page the browser renders
 * @property {string[]} [pagePaths]  shell: the route patterns the renderer renders (`/product/:name`)
 * @property {boolean} [compressPages]  shell: send rendered pages brotli- or gzip-compressed, as the
 *   client accepts; off behind a proxy that compresses them itself (nginx, scripts/ssr-server.mjs)
 * @property {(url: URL) => Promise<{ contentType: string, body: string } | null>} [seoFile]
 *   shell: /sitemap.xml, its sitemaps and /robots.txt (shell/server/sitemaps.ts)
 */

/** @param {AppServerOptions} options */
export async function serveApp({
  root,
  port,
  host = '0.0.0.0',
  cors = false,
  apiUrl,
  remotesConfig,
  renderPage,
  pagePaths = [],
  compressPages = false,
  seoFile,
}) {
  const app = Fastify({ logger: false });

  // Only where a route asks (reply.compress): files go out as the build compressed them, and the
  // API's answers as the API sent them.
  if (compressPages) await app.register(fastifyCompress, { global: false });

  if (cors) {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Access-Control-Allow-Origin', '*');
    });
  }

  await app.register(fastifyStatic, {
    root,
    cacheControl: false,
    setHeaders: (reply, filePath) => reply.header('Cache-Control', cacheControlFor(filePath)),
    wildcard: true,
    // The build's file.br and file.gz (rspack.precompress.ts), to browsers that accept them.
    preCompressed: true,
    // With a renderer, / is a page like any other (never the bare index.html).
    index: renderPage ? false : undefined,
  });

  if (remotesConfig) {
    app.get('/remotes.json', async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return remotesConfig(request.hostname.replace(/:\d+$/, ''));
    });
  }

  if (seoFile) {
    /** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
    const serveSeoFile = async (request, reply) => {
      const file = await seoFile(new URL(request.url, publicOrigin(request)));
      if (!file) return reply.code(404).send({ message: 'Not found' });
      // Search engines read these now and then: an hour's cache spares the API.
      return reply.header('Cache-Control', 'public, max-age=3600').type(file.contentType).send(file.body);
    };
    for (const route of ['/robots.txt', '/sitemap.xml', '/sitemaps/:file']) app.get(route, serveSeoFile);
  }

  if (apiUrl) {
    // The API limits logins per client: tell it who the client is.
    /** @type {import('@fastify/http-proxy').FastifyHttpProxyOptions['replyOptions']} */
    const replyOptions = {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        'x-forwarded-for': [headers['x-forwarded-for'], request.ip].filter(Boolean).join(', '),
      }),
      // An API that cannot be reached is a bare 502 (504 when it timed out), as nginx answers in
      // deployment: no upstream address or socket error for a page to show as its message.
      onError: (reply, { error }) => {
        const timedOut = /** @type {{ statusCode?: number }} */ (error).statusCode === 504;
        reply
          .code(timedOut ? 504 : 502)
          .type('text/plain')
          .send(timedOut ? 'Gateway Timeout' : 'Bad Gateway');
      },
    };
    await app.register(fastifyProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '', replyOptions });
    await app.register(fastifyProxy, { upstream: apiUrl, prefix: '/uploads', rewritePrefix: '/uploads', replyOptions });
    /**
     * The shell's page, rendered on the server when it is a public one.
     * @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply
     */
    const sendPage = async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      const rendered = renderPage ? await renderPage(new URL(request.url, publicOrigin(request))) : null;
      if (!rendered) return reply.sendFile('index.html');
      reply.code(rendered.status).type('text/html; charset=utf-8');
      if (!compressPages) return reply.send(rendered.body);
      // A page is about 100 kB of HTML (home), some 15 kB brotli-compressed. Its encoding depends
      // on the request's Accept-Encoding, also when it is sent plain: caches must know.
      reply.header('Vary', 'Accept-Encoding');
      // A reused page comes compressed already; compressing it for every request was the biggest
      // part of the SSR server's time under load.
      const encoding = /** @type {'br' | 'gzip' | null} */ (
        negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS)
      );
      if (rendered.encoded && encoding) {
        return reply.header('Content-Encoding', encoding).send(rendered.encoded(encoding));
      }
      return reply.compress(rendered.body);
    };
    // The renderer's pages go to it directly. Through the static files' wildcard route each would
    // first be looked for as a file (a directory listing and several stats a request, a good part
    // of a cached page's cost), and / would get the folder's 403 when a client accepts no
    // compression (a crawler): / is a page.
    if (renderPage) for (const route of new Set(['/', ...pagePaths])) app.get(route, sendPage);
    // Routes get the page; missing files stay 404.
    app.setNotFoundHandler(async (request, reply) => {
      if (!['GET', 'HEAD'].includes(request.method) || BUILT_FILE.test(request.url.split('?')[0] ?? '')) {
        return reply.code(404).send({ message: 'Not found' });
      }
      return sendPage(request, reply);
    });
  }

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return { app, port: actualPort, close: () => app.close() };
}
