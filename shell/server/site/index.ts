/**
 * The site server as its build (dist-server/site.cjs) offers it to the scripts that run it:
 * `npm start` (scripts/site.mjs), `npm run dev` (scripts/dev.mjs) and the deployed renderer
 * (scripts/site-server.mjs).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from './config';
import type { ReleaseFileLists } from './release-files';
import { rendererFromBuild } from './renderer';
import { createSiteServer, createSliceServer } from './site-server';

export { type LocalDefaults, type SiteConfig, SiteConfigError, siteConfigFromEnv } from './config';
export type { ReleaseFileLists } from './release-files';

export interface Listening {
  port: number;
  close: () => Promise<void>;
}

async function listen(app: FastifyInstance, port: number, host: string): Promise<Listening> {
  await app.listen({ port, host });
  const address = app.server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => app.close() };
}

/**
 * The site on `port` (0: a free one), from the shell's builds in `shellDir`: the production ones,
 * or in dev mode the development ones (dist-dev/), loaded again when they change. Release file
 * lists come from the registry unless `releaseFileLists` says otherwise (a test's own).
 */
export async function startSite({
  config,
  shellDir,
  port,
  host = '0.0.0.0',
  releaseFileLists,
}: {
  config: SiteConfig;
  shellDir: string;
  port: number;
  host?: string;
  releaseFileLists?: ReleaseFileLists;
}): Promise<Listening> {
  const dev = config.mode === 'dev';
  const webRoot = path.join(shellDir, dev ? 'dist-dev/web' : 'dist');
  const renderer = rendererFromBuild({
    shellDir,
    bundle: path.join(shellDir, dev ? 'dist-dev/server/ssr.cjs' : 'dist-server/ssr.cjs'),
    webRoot,
    apiUrl: config.apiUrl,
    reload: dev,
  });
  return listen(await createSiteServer({ config, webRoot, renderer, releaseFileLists }), port, host);
}

/** A slice's built files (`root`) on `port`, for `npm start`. */
export async function startSliceServer({
  root,
  port,
  host = '0.0.0.0',
}: {
  root: string;
  port: number;
  host?: string;
}): Promise<Listening> {
  return listen(await createSliceServer({ root }), port, host);
}
