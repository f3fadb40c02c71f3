/**
 * The site's web edge, one server for every way the site is served (`npm start`, `npm run dev`,
 * the deployed renderer behind nginx): the shell's files, /remotes.json, the API under /api and
 * /uploads, sitemaps and robots.txt, and every other path as a page, rendered on the server when
 * it is a public one. It checks the Host and sends the security headers on everything.
 */
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyProxy, { type FastifyHttpProxyOptions } from '@fastify/http-proxy';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import {
  type PreviewGrant,
  RELEASE_BUCKETS,
  RELEASE_CHECK,
  RELEASE_FILES_PATH,
  REMOTE_NAMES,
  type RemoteIntegrity,
  type RemotesConfig,
  SITEMAP_PATHS,
} from 'shared-contracts';
import { type PageViewTokens, pageViewTokens } from 'shared-contracts/page-view-tokens';
import type { SiteConfig } from './config';
import { checkHost } from './hosts';
import { PREVIEW_HEADERS, previewBar, registerPreview, withPreviewBar } from './preview';
import { registerReleaseCheck } from './release-check';
import { type ReleaseFileLists, registerReleaseFiles, registryFileLists } from './release-files';
import {
  bucketCookie,
  bucketFromCookie,
  createReleaseRouting,
  newBucket,
  type VisitorSlices,
  withPins,
} from './release-routing';
import type { Renderer } from './renderer';
import { contentSecurityPolicy, policyFor, SLICE_PAGE_POLICY, securityHeaders } from './security-headers';
import { BUILT_FILE, registerStaticFiles } from './static-files';

/** What a reused server-rendered page is kept compressed in, in the server's order of preference. */
const PAGE_ENCODINGS = ['br', 'gzip'];
/** Answered on any Host: health checks call the process by its own address. */
const HEALTH_PATH = '/healthz';

export interface SiteServerOptions {
  config: SiteConfig;
  /** The shell's browser build. */
  webRoot: string;
  /** The renderer as built now (site/renderer.ts). */
  renderer: () => Renderer;
  /** Where each release's file list comes from: the registry, unless a test hashes a folder itself. */
  releaseFileLists?: ReleaseFileLists;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The site's origin for this request's absolute URLs (site/hosts.ts). */
    siteOrigin: string;
    /** This page's Content-Security-Policy when it is not the site's own (a preview with a dev server). */
    pagePolicy: string;
  }
}

/** The request's URL on the site's origin (never another host: `//evil.example` stays a path). */
const pageUrl = (request: FastifyRequest) => new URL(`${request.siteOrigin}${request.url}`);

/** What /remotes.json says to a visitor: each slice's manifest and release, and a release's integrity. */
async function remotesJson(
  { locations, releases }: VisitorSlices,
  integrityOf: (target: string, release: string) => Promise<RemoteIntegrity | null>,
): Promise<RemotesConfig> {
  const entries = await Promise.all(
    REMOTE_NAMES.map(async (name) => {
      const release = releases[name];
      const integrity = release ? await integrityOf(name, release) : null;
      return [name, { manifest: locations[name].browser, release, ...(integrity ? { integrity } : {}) }];
    }),
  );
  return Object.fromEntries(entries) as RemotesConfig;
}

/**
 * /remotes.json for one page view: with a page-view token per slice served from a release, signed
 * for this visitor's address, by which the registry counts the page's slot reports. A
 * server-rendered page's own copy has none (the page may be reused for other visitors): its
 * browser asks /remotes.json for them.
 */
function withPageViewTokens(config: RemotesConfig, tokens: PageViewTokens, address: string): RemotesConfig {
  for (const name of REMOTE_NAMES) {
    const release = config[name].release;
    if (release) config[name].token = tokens.issue({ target: name, release, address });
  }
  return config;
}

async function registerApiProxy(app: FastifyInstance, apiUrl: string) {
  const replyOptions: FastifyHttpProxyOptions['replyOptions'] = {
    // The API limits logins per client: the client is who this server saw, whatever the request
    // claims (an X-Forwarded-For it brought would otherwise let it pose as anyone).
    rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    // An API that cannot be reached is a bare 502 (504 when it timed out), as nginx answers in
    // deployment: no upstream address or socket error for a page to show as its message.
    onError: (reply, { error }) => {
      const timedOut = (error as { statusCode?: number }).statusCode === 504;
      reply
        .code(timedOut ? 504 : 502)
        .type('text/plain')
        .send(timedOut ? 'Gateway Timeout' : 'Bad Gateway');
    },
  };
  await app.register(fastifyProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '', replyOptions });
  await app.register(fastifyProxy, { upstream: apiUrl, prefix: '/uploads', rewritePrefix: '/uploads', replyOptions });
}

export async function createSiteServer({
  config,
  webRoot,
  renderer,
  releaseFileLists = registryFileLists(config.registryUrl),
}: SiteServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Fastify logs each request at info, and what failed at error.
    logger: { level: config.logRequests ? 'info' : 'error' },
    // The proxies in front by count: the client is the address the outermost of them saw.
    trustProxy: (_address: string, hop: number) => hop < config.trustedProxyHops,
  });
  const csp = contentSecurityPolicy(config);
  const tokens = pageViewTokens(config.siteSecret);

  app.decorateRequest('siteOrigin', '');
  app.decorateRequest('pagePolicy', '');
  // Every answer, the API's included, once its type is known.
  app.addHook('onSend', async (request, reply) => {
    reply.headers(
      securityHeaders(
        policyFor(request.url, reply.getHeader('content-type'), request.pagePolicy || csp),
        request.protocol === 'https',
      ),
    );
  });
  app.addHook('onRequest', async (request, reply) => {
    // None of these answers names the host: health checks call the process by its own address,
    // the renderer reads release files from this server's, and the registry's signed render
    // check comes from the API by whatever address it has for this server.
    if (
      request.url === HEALTH_PATH ||
      request.url === RELEASE_CHECK.path ||
      request.url.startsWith(`${RELEASE_FILES_PATH}/`)
    ) {
      return;
    }
    // The Host as the client sent it (nginx passes it on), never X-Forwarded-Host.
    const host = checkHost(request.headers.host, request.protocol, config);
    if ('refused' in host) {
      return reply
        .code(400)
        .type('text/plain')
        .send(host.refused === 'malformed' ? 'Bad Request: malformed Host' : 'Bad Request: unknown host');
    }
    request.siteOrigin = host.origin;
  });

  // Only where a route asks (reply.compress): files go out as the build compressed them, and the
  // API's answers as the API sent them.
  if (config.compressPages) await app.register(fastifyCompress, { global: false });
  await registerStaticFiles(app, webRoot, { index: false });
  await registerApiProxy(app, config.apiUrl);
  const releaseFiles = await registerReleaseFiles(app, {
    releasesDir: config.releasesDir,
    fileLists: releaseFileLists,
  });

  const ownOrigin = () => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const releaseRouting =
    config.mode === 'dev'
      ? // The development servers, whatever the registry says: they rebuild as the code changes.
        undefined
      : createReleaseRouting({
          registryUrl: config.registryUrl,
          configured: config.slices,
          devSlices: config.devSlices,
          releaseFilesOrigin: ownOrigin,
          // A registry that is slow or down is ridden out (the last routing stays in force), and
          // its one cause is enough: a timeout's DOMException would print every one of its constants.
          log: (message, error) =>
            app.log.warn({ reason: error instanceof Error ? error.message : String(error) }, message),
        });
  app.addHook('onClose', async () => releaseRouting?.close());
  const slicesFor = async (bucket: number, siteOrigin: string, grant?: PreviewGrant | null): Promise<VisitorSlices> =>
    releaseRouting
      ? releaseRouting.slicesFor(bucket, siteOrigin, grant?.pins)
      : withPins(
          {
            locations: config.slices,
            releases: Object.fromEntries(REMOTE_NAMES.map((name) => [name, null])) as VisitorSlices['releases'],
            sources: Object.fromEntries(REMOTE_NAMES.map((name) => [name, 'configured'])) as VisitorSlices['sources'],
          },
          grant?.pins ?? [],
          siteOrigin,
          ownOrigin(),
        );
  /** The visitor's slices, from its bucket and a preview's pins; a first visit is given a bucket here. */
  const visitorSlices = (
    request: FastifyRequest,
    reply: FastifyReply,
    grant: PreviewGrant | null,
  ): Promise<VisitorSlices> => {
    let bucket = bucketFromCookie(request.headers.cookie);
    if (bucket === undefined) {
      bucket = newBucket();
      // Beside a cleared preview cookie, when there is one.
      const earlier = reply.getHeader('Set-Cookie');
      const cookies = [earlier ?? []].flat().map(String);
      reply.header('Set-Cookie', [...cookies, bucketCookie(bucket, request.protocol === 'https')]);
    }
    // Another visitor may get other releases of the same address.
    reply.header('Vary', 'Cookie');
    return slicesFor(bucket, request.siteOrigin, grant);
  };
  const { previewOf } = registerPreview(app, { secret: config.siteSecret, registryUrl: config.registryUrl });
  /**
   * A preview browser's answers: its own (never kept by a cache, never indexed); its page may run a
   * developer's dev server, whose origin its policy then allows, for this browser only.
   */
  const forPreview = (request: FastifyRequest, reply: FastifyReply, slices: VisitorSlices) => {
    reply.headers(PREVIEW_HEADERS);
    const devServers = REMOTE_NAMES.filter((name) => slices.sources[name] === 'dev-server');
    if (devServers.length) {
      request.pagePolicy = contentSecurityPolicy(
        config,
        devServers.map((name) => new URL(slices.locations[name].browser).origin),
      );
    }
    return devServers;
  };

  if (config.siteSecret) {
    await registerReleaseCheck(app, {
      secret: config.siteSecret,
      ownOrigin,
      // The last bucket gets the live release of every slice (a canary covers at most 99 %).
      currentSlices: (origin) => slicesFor(RELEASE_BUCKETS - 1, origin, null),
      remotesOf: (slices) => remotesJson(slices, releaseFiles.integrityOf),
      render: (...args) => renderer().check(...args),
    });
  }

  app.get(HEALTH_PATH, async (_request, reply) => reply.type('text/plain').send('ok\n'));

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const grant = previewOf(request, reply);
    const slices = await visitorSlices(request, reply, grant);
    const remotes = await remotesJson(slices, releaseFiles.integrityOf);
    if (!grant) return reply.send(withPageViewTokens(remotes, tokens, request.ip));
    // No page-view tokens: a preview's slots are never counted in a release's health.
    forPreview(request, reply, slices);
    return reply.send(remotes);
  });

  const serveSeoFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = await renderer().seoFile(pageUrl(request));
    if (!file) return reply.code(404).send({ message: 'Not found' });
    // Search engines read these now and then: an hour's cache spares the API. They name the site's
    // origin, which outside production follows the Host.
    return reply
      .header('Cache-Control', 'public, max-age=3600')
      .header('Vary', 'Host')
      .type(file.contentType)
      .send(file.body);
  };
  for (const route of [SITEMAP_PATHS.robots, SITEMAP_PATHS.index, '/sitemaps/:file']) app.get(route, serveSeoFile);

  /**
   * A preview browser's page: rendered afresh for it alone, the slots of a dev server's slice left
   * to the browser (this server cannot reach the developer's machine), and the bar before the root.
   */
  const sendPreviewPage = async (request: FastifyRequest, reply: FastifyReply, grant: PreviewGrant) => {
    const slices = await visitorSlices(request, reply, grant);
    const browserOnly = forPreview(request, reply, slices);
    const rendered = config.serverRendering
      ? await renderer().render(
          pageUrl(request),
          slices.locations,
          await remotesJson(slices, releaseFiles.integrityOf),
          {
            private: true,
            browserOnly,
          },
        )
      : null;
    const page = rendered ? await text(rendered.body) : await readFile(path.join(webRoot, 'index.html'), 'utf8');
    reply.code(rendered?.status ?? 200).type('text/html; charset=utf-8');
    const body = withPreviewBar(page, previewBar(grant, slices));
    return config.compressPages ? reply.compress(body) : reply.send(body);
  };

  /** A page: rendered on the server when it is a public one, else the shell the browser renders. */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('Cache-Control', 'no-cache');
    const grant = previewOf(request, reply);
    if (grant) return sendPreviewPage(request, reply, grant);
    const slices = await visitorSlices(request, reply, null);
    const rendered = config.serverRendering
      ? await renderer().render(pageUrl(request), slices.locations, await remotesJson(slices, releaseFiles.integrityOf))
      : null;
    if (!rendered) return reply.sendFile('index.html');
    reply.code(rendered.status).type('text/html; charset=utf-8');
    if (!config.compressPages) return reply.send(rendered.body);
    // A page's encoding depends on the request's Accept-Encoding, also when it is sent plain.
    reply.header('Vary', 'Cookie, Accept-Encoding');
    // A reused page comes compressed already; compressing it for every request was the biggest
    // part of the server's time under load.
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', PAGE_ENCODINGS) as 'br' | 'gzip' | null;
    if (rendered.encoded && encoding) {
      return reply.header('Content-Encoding', encoding).send(rendered.encoded(encoding));
    }
    return reply.compress(rendered.body);
  };
  // The renderer's pages go to it directly: through the static files' wildcard route each would
  // first be looked for as a file.
  for (const route of new Set(['/', ...renderer().pagePaths])) app.get(route, sendPage);
  // Any other path that is no built file is a page too (the browser's routes); missing files stay 404.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A release holds files only, and its paths skip the Host check: a missing one is never a page,
    // and its answer carries nothing.
    if (path.startsWith(`${RELEASE_FILES_PATH}/`)) return reply.code(404).send();
    if (!['GET', 'HEAD'].includes(request.method) || BUILT_FILE.test(path)) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return sendPage(request, reply);
  });

  return app;
}

/** A slice's own files, for the shell's pages on any origin (CORS), as `npm start` serves them. */
export async function createSliceServer({ root }: { root: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'error' } });
  app.addHook('onSend', async (request, reply) => {
    reply.headers({
      ...securityHeaders(
        policyFor(request.url, reply.getHeader('content-type'), SLICE_PAGE_POLICY),
        request.protocol === 'https',
      ),
      'Access-Control-Allow-Origin': '*',
    });
  });
  // The slice's own page (standalone, for the team that builds it) at /.
  await registerStaticFiles(app, root, { index: true });
  return app;
}
