/**
 * Step 4 of rendering a page: the React markup of the site's tree (site.tsx) for the matched route,
 * with the page's data, rendered with renderToPipeableStream and taken whole once every part is
 * ready (the data is loaded already, so nothing would come sooner by streaming it).
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
// Server-only routing: never part of the shared list of store-runtime/router (see biome.json).
import { StaticRouter } from 'react-router';
import { RemoteSourceContext } from '../../src/remotes/remote-source';
import { SiteProviders, SiteRoutes } from '../../src/site';
import type { PageData } from './page-data';

export interface Markup {
  html: string;
  /** A part threw or timed out and is left to the browser: such a page is not kept. */
  partial: boolean;
}

/** The markup, or null when even the page's frame cannot be rendered (the browser then renders it all). */
export function renderMarkup(
  url: URL,
  data: PageData,
  { timeoutMs = 5000, log }: { timeoutMs?: number; log: (message: string, error: unknown) => void },
): Promise<Markup | null> {
  return new Promise((resolve) => {
    let failed = false;
    // Cleared once the page is done: a pending timer would hold the whole request (its data, its
    // slice's code) for the full timeout.
    const abort = setTimeout(() => stream.abort(), timeoutMs).unref();
    const done = (markup: Markup | null) => {
      clearTimeout(abort);
      resolve(markup);
    };
    const stream = renderToPipeableStream(
      <SiteProviders store={data.store} queryClient={data.queryClient}>
        <RemoteSourceContext.Provider value={data.component}>
          {/* The browser's router renders the same routes (bootstrap.tsx), so the trees match. */}
          <StaticRouter location={url.pathname + url.search}>
            <SiteRoutes />
          </StaticRouter>
        </RemoteSourceContext.Provider>
      </SiteProviders>,
      {
        // The whole page at once rather than its shell first: the data is loaded already, and a
        // crawler or a browser without JavaScript then gets every slot's content in place.
        // No part is sent apart (React does so above 12.8 kB): it would come with an inline script
        // to put it in place, which the Content-Security-Policy refuses (script-src 'self').
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const markup = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
          });
          markup.on('finish', () => done({ html: Buffer.concat(chunks).toString('utf8'), partial: failed }));
          stream.pipe(markup);
        },
        onShellError(error) {
          log(`${url.pathname} could not be rendered; the browser renders it`, error);
          done(null);
        },
        // A slot that throws: React sends its fallback and the browser renders that slot.
        onError(error) {
          failed = true;
          log(`${url.pathname}: a part is left to the browser`, error);
        },
      },
    );
  });
}
