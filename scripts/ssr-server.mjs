// @ts-check
/**
 * The shell's server rendering as a process of its own, as deployed: the shell's nginx serves the
 * files and sends page routes, /robots.txt and the sitemaps here (docker/nginx, SSR_UPSTREAM).
 * Slices are found at run time from their manifests, so a redeployed slice needs no restart here.
 *
 * Environment:
 *   PORT                      where to listen (default 8081)
 *   API_UPSTREAM              the API, e.g. http://api:4000 (required)
 *   REMOTE_URL_<NAME>         each slice's manifest as browsers reach it, as the shell's /remotes.json says
 *   REMOTE_SERVER_URL_<NAME>  the same as this server reaches it, when that differs (compose:
 *                             http://mf-catalog:8080/mf-manifest.json)
 *   PUBLIC_ORIGIN             the site's origin for canonical URLs and sitemaps, e.g. https://shop.example.in
 */
import path from 'node:path';

// React's production build: the development one is several times slower.
process.env.NODE_ENV ??= 'production';

const { REMOTE_NAMES } = await import('shared-contracts');
const { ROOT, serverRendering } = await import('./site.mjs');
const { serveApp } = await import('./serve-static.mjs');

/** @param {string} name */
function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const apiUrl = required('API_UPSTREAM');
/** @param {import('shared-contracts').RemoteName} name */
const browserManifestUrl = (name) => required(`REMOTE_URL_${name.toUpperCase()}`);
for (const name of REMOTE_NAMES) browserManifestUrl(name);

const server = await serveApp({
  root: path.join(ROOT, 'shell/dist'),
  port: Number(process.env.PORT ?? 8081),
  apiUrl,
  remotesConfig: () => Object.fromEntries(REMOTE_NAMES.map((name) => [name, browserManifestUrl(name)])),
  ...serverRendering({
    apiUrl,
    manifestUrl: (name) => process.env[`REMOTE_SERVER_URL_${name.toUpperCase()}`] ?? browserManifestUrl(name),
    browserManifestUrl,
  }),
});
console.log(`ssr-server: rendering pages on port ${server.port} (API ${apiUrl})`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
