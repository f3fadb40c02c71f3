/** Builds the API: database (migrated, seeded when empty), plugins, routes, docs. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_UPLOAD_BYTES, PRODUCT_IMAGES_MAX, REQUEST_MESSAGES } from 'shared-contracts';
import { addressesRoutes } from './addresses/addresses.routes.js';
import { authRoutes } from './auth/auth.routes.js';
import { createAccountThrottle } from './auth/login-throttle.js';
import { createTokens, loadJwtSecret } from './auth/tokens.js';
import { BackInStockSender } from './back-in-stock/mails.js';
import { backInStockRoutes } from './back-in-stock/routes.js';
import { cartRoutes } from './cart/cart.routes.js';
import { categoriesRoutes } from './categories/categories.routes.js';
import { companyRoutes } from './company/company.routes.js';
import { type ApiConfig, readConfig } from './config.js';
import type { AppContext } from './context.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { DATA_DIR_MODE, type Database, openDatabase } from './db/database.js';
import { deliveryRoutes } from './delivery/delivery.routes.js';
import { DOCUMENTS, registerDocs } from './docs/docs.js';
import { healthRoutes } from './health/health.routes.js';
import { legalRoutes } from './legal/legal.routes.js';
import { installErrorHandling } from './lib/error-handler.js';
import { loggerOptions, OneLinePerRequest } from './lib/logging.js';
import { installTextChecks } from './lib/text-input.js';
import { trustedProxyHop } from './lib/trusted-proxy.js';
import { mailRoutes } from './mail/mail.routes.js';
import { createMailer } from './mail/mailer.js';
import { ordersRoutes } from './orders/orders.routes.js';
import { CatalogueChanges } from './products/catalogue-changes.js';
import { CatalogueReads } from './products/catalogue-reads.js';
import { rebuildStaleListings } from './products/product-listing.js';
import { productsRoutes } from './products/products.routes.js';
import { releasesRoutes, slotReportRoutes } from './releases/releases.routes.js';
import { seedIfEmpty } from './seed/seed.js';
import { relayCatalogueChanges } from './shared-state/catalogue-relay.js';
import { sharedRateLimitStore } from './shared-state/rate-limit-store.js';
import { connectRedis } from './shared-state/redis.js';
import { createImageStorage } from './uploads/image-storage.js';
import { uploadsRoutes } from './uploads/uploads.routes.js';
import { usersRoutes } from './users/users.routes.js';
import { wishlistRoutes } from './wishlist/wishlist.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** From now on every answer closes its connection: the server is about to stop (server.ts). */
    endKeepAlive(): void;
    /**
     * The release registry (every /releases route but the browsers' reports), an app of its own
     * over the same context, for the internal listener (config.registryPort): the public app
     * has no registry route at all, whatever proxy is put in front of it. Closed with the public app.
     */
    registry: FastifyInstance;
  }
}

export interface BuildOptions {
  config?: Partial<ApiConfig>;
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Tests: every log line, at every level, goes here. */
  logStream?: Writable;
}

export async function buildApp(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config: ApiConfig = { ...readConfig(), ...options.config };
  const app = Fastify({
    logger: loggerOptions(config.logger, config.logLevel, options.logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: trustedProxyHop(config.trustProxy),
  });

  await fs.mkdir(config.dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') },
    ));
  const uploadsDir = path.join(config.dataDir, 'uploads');
  await fs.mkdir(uploadsDir, { recursive: true });
  const secret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const redis = config.redisUrl ? connectRedis(config.redisUrl, config.redisPrefix, app.log) : null;
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    secret,
    tokens: createTokens(secret, config.session),
    loginThrottle: createAccountThrottle(redis, 'login-failures', {
      max: config.loginFailures.max,
      windowMs: config.loginFailures.timeWindow,
    }),
    resetCodeRequests: createAccountThrottle(redis, 'reset-codes', {
      max: config.resetCodes.max,
      windowMs: config.resetCodes.timeWindow,
    }),
    resetFailures: createAccountThrottle(redis, 'reset-failures', {
      max: config.resetFailures.max,
      windowMs: config.resetFailures.timeWindow,
    }),
    mailer,
    backInStock: new BackInStockSender(database.db, mailer, app.log),
    images: createImageStorage(uploadsDir),
    catalogueReads: new CatalogueReads(),
    catalogueChanges: new CatalogueChanges(),
    redis,
  };
  ctx.catalogueChanges.listen((change) => ctx.catalogueReads.forget(change));
  if (ctx.redis) await relayCatalogueChanges(ctx.catalogueChanges, ctx.redis, app.log);
  app.decorate('ctx', ctx);
  app.decorateRequest('auth', null);
  closeConnectionsWhenDone(app);
  neverStoreSignedInAnswers(app);
  let registry: FastifyInstance | undefined;
  app.addHook('onClose', async () => {
    await registry?.close();
    await ctx.backInStock.idle();
    ctx.mailer.close();
    await ctx.redis?.close();
    if (!options.database) await database.close();
  });

  try {
    if (config.seedDemo) await seedIfEmpty(ctx, app.log);
    const rebuilt = await rebuildStaleListings(ctx.db);
    if (rebuilt > 0)
      app.log.info({ listings: rebuilt }, 'built the listings of products that had none or an older one');
  } catch (error) {
    await app.close();
    throw error;
  }

  await installRequestHandling(app, ctx);
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: PRODUCT_IMAGES_MAX * 2, fields: 50, fieldSize: 256 * 1024 },
  });
  if (config.docs) await registerDocs(app);

  const routeOptions = { ctx };
  await app.register(healthRoutes);
  await app.register(authRoutes, routeOptions);
  await app.register(usersRoutes, routeOptions);
  await app.register(addressesRoutes, routeOptions);
  await app.register(categoriesRoutes, routeOptions);
  await app.register(productsRoutes, routeOptions);
  await app.register(companyRoutes, routeOptions);
  await app.register(legalRoutes, routeOptions);
  await app.register(uploadsRoutes, routeOptions);
  await app.register(cartRoutes, routeOptions);
  await app.register(wishlistRoutes, routeOptions);
  await app.register(ordersRoutes, routeOptions);
  await app.register(deliveryRoutes, routeOptions);
  await app.register(backInStockRoutes, routeOptions);
  await app.register(dashboardRoutes, routeOptions);
  await app.register(slotReportRoutes, routeOptions);
  if (config.devOutbox) await app.register(mailRoutes, routeOptions);

  // Mails queued by a restock before the last stop.
  ctx.backInStock.wake();
  registry = await buildRegistry(ctx, options.logStream);
  app.decorate('registry', registry);
  return app;
}

/**
 * The registry's app. Its clients (the site server, a deploy pipeline) reach it directly, never
 * through a proxy: the address a request comes from is the socket's, whatever it says it
 * forwards (the per-address limit on wrong deploy tokens counts by it).
 */
async function buildRegistry(ctx: AppContext, logStream: Writable | undefined): Promise<FastifyInstance> {
  const registry = Fastify({
    logger: loggerOptions(ctx.config.logger, ctx.config.logLevel, logStream),
    logController: new OneLinePerRequest(),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  registry.decorate('ctx', ctx);
  registry.decorateRequest('auth', null);
  closeConnectionsWhenDone(registry);
  neverStoreSignedInAnswers(registry);
  await installRequestHandling(registry, ctx);
  if (ctx.config.docs) await registerDocs(registry, DOCUMENTS.registry);
  await registry.register(healthRoutes);
  await registry.register(releasesRoutes, { ctx });
  return registry;
}

/** What every route of either app relies on: zod schemas, JSON errors, storable text, per-address limits. */
async function installRequestHandling(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installTextChecks(app);
  await app.register(fastifyRateLimit, {
    global: false,
    ...(ctx.redis ? { store: sharedRateLimitStore(ctx.redis) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: REQUEST_MESSAGES.tooManyAttempts(context.after),
    }),
  });
}

/**
 * An answer to a request that carries a token may hold that person's data: no browser or proxy
 * cache may keep it (a shared computer's next user, a misconfigured CDN).
 */
function neverStoreSignedInAnswers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    if (request.headers.authorization) reply.header('cache-control', 'no-store');
  });
}

/**
 * While the server stops, requests it had already started still finish; their keep-alive
 * connections must then close too, or `close()` waits for the clients' idle timeout (72 s).
 * From `endKeepAlive()` (the drain before closing) or the start of closing, every answer says so.
 */
function closeConnectionsWhenDone(app: FastifyInstance) {
  let closing = false;
  app.decorate('endKeepAlive', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
}
