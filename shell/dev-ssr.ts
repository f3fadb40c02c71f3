/**
 * `npm run dev`'s server rendering (issue 19): the shell's dev server renders the public pages with
 * the development build of the SSR renderer (dist-dev/ssr.cjs, rebuilt by `npm run dev:server -w
 * shell` as its sources change) around the dev build's own index.html, and loads the catalog
 * slice's Node build from its dev server (`…:3001/server/`, rebuilt by `npm run dev:server -w
 * mf-catalog`). A rebuilt renderer is loaded again on the next request; until one is built, or
 * when it fails, the page is rendered in the browser as before.
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { API_PORT, REMOTES, type RemoteName } from '../shared-contracts/src/federation';

/** Where `rspack build --mode development -c rspack.server.config.ts` writes the renderer. */
export const DEV_RENDERER = path.join(__dirname, 'dist-dev', 'ssr.cjs');

type RenderPage = (url: URL) => Promise<{ status: number; body: Readable } | null>;

interface DevServerLike {
  compiler?: { outputPath: string } | unknown;
  middleware?: {
    waitUntilValid(callback: () => void): void;
    context: { outputFileSystem: { readFileSync(file: string): Buffer | string } };
  };
}

const requireHere = createRequire(__filename);

const remotePort = (name: RemoteName) => Number(process.env[`PORT_${name.toUpperCase()}`] ?? REMOTES[name].port);
const apiUrl = `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}`;

/** The renderer for the current build of ssr.cjs and of index.html, made again when either changed. */
function devRenderer() {
  let built: { mtimeMs: number; indexHtml: string; renderPage: RenderPage } | null = null;
  return (indexHtml: string): RenderPage | null => {
    if (!existsSync(DEV_RENDERER)) return null;
    const { mtimeMs } = statSync(DEV_RENDERER);
    if (built?.mtimeMs !== mtimeMs || built.indexHtml !== indexHtml) {
      delete requireHere.cache[DEV_RENDERER];
      const { createSsrRenderer } = requireHere(DEV_RENDERER);
      const renderPage: RenderPage = createSsrRenderer({
        indexHtml,
        // The dev build's styles come with its scripts (a page is unstyled until they run).
        shellStylesheets: [],
        apiUrl,
        manifestUrl: (name: RemoteName) => `http://127.0.0.1:${remotePort(name)}/mf-manifest.json`,
        browserManifestUrl: (name: RemoteName, hostname: string) =>
          `http://${hostname}:${remotePort(name)}/mf-manifest.json`,
        resolveFrom: path.join(__dirname, 'package.json'),
      });
      built = { mtimeMs, indexHtml, renderPage };
    }
    return built.renderPage;
  };
}

/** Requests a page may answer: a GET for HTML at a path that is no file and no proxied one. */
function isPageRequest(request: IncomingMessage): boolean {
  const pathname = (request.url ?? '/').split('?')[0] ?? '/';
  return (
    request.method === 'GET' &&
    (request.headers.accept ?? '').includes('text/html') &&
    !/\.[a-z0-9]+$/i.test(pathname) &&
    !/^\/(api|uploads|ws)(\/|$)/.test(pathname)
  );
}

/** The dev server middleware (setupMiddlewares) that renders the public pages on the server. */
export function devServerRendering(server: unknown) {
  const devServer = server as DevServerLike;
  const renderer = devRenderer();
  return (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => {
    const middleware = devServer.middleware;
    const outputPath = (devServer.compiler as { outputPath?: string } | undefined)?.outputPath;
    if (!isPageRequest(request) || !middleware || !outputPath) return next();
    middleware.waitUntilValid(async () => {
      try {
        const indexHtml = middleware.context.outputFileSystem.readFileSync(path.join(outputPath, 'index.html'));
        const renderPage = renderer(String(indexHtml));
        const page = renderPage && (await renderPage(new URL(request.url ?? '/', `http://${request.headers.host}`)));
        if (!page) return next();
        response.writeHead(page.status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
        page.body.pipe(response);
      } catch (error) {
        console.error('[dev-ssr] the page is rendered in the browser:', error);
        next();
      }
    });
  };
}
