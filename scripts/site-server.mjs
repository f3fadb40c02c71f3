// @ts-check
/**
 * The site server as deployed (image docker/ssr.Dockerfile, compose service `shell-ssr`): the
 * shell's nginx serves the built files and the API, and sends everything else here. Every setting
 * comes from the environment (shell/server/site/config.ts): API_UPSTREAM, PUBLIC_ORIGIN,
 * REMOTE_URL_<NAME>, REMOTE_SERVER_URL_<NAME>, TRUST_PROXY_HOPS, COMPRESS_PAGES, LOG_LEVEL; PORT
 * (default 8081).
 */
import path from 'node:path';

// React's production build: the development one is several times slower.
process.env.NODE_ENV ??= 'production';

const { ROOT, siteServer } = await import('./site.mjs');
const { siteConfigFromEnv, startSite } = siteServer();

const config = siteConfigFromEnv(process.env);
const server = await startSite({ config, shellDir: path.join(ROOT, 'shell'), port: Number(process.env.PORT ?? 8081) });
console.log(`site-server: on port ${server.port} for ${config.publicOrigin} (API ${config.apiUrl})`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
