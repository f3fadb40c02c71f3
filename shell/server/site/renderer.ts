/**
 * The page renderer the site server runs: the shell's Node build (ssr.cjs, from ssr-entry.ts)
 * around the shell's built index.html. `npm run dev` rebuilds both as their sources change, and
 * asks for them to be loaded again when they did; everywhere else they are loaded once.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as SsrEntry from '../ssr-entry';

export interface Renderer {
  render: SsrEntry.RenderPage;
  /** Renders a slice's pages with a candidate release (site/release-check.ts). */
  check: SsrEntry.CheckRelease;
  seoFile: ReturnType<typeof SsrEntry.createSeoFiles>;
  /** The route patterns of the pages rendered on the server (`/product/:name`). */
  pagePaths: string[];
}

export interface RendererOptions {
  /** The shell's package folder: the shared packages' versions are read from there. */
  shellDir: string;
  /** The renderer's build (…/ssr.cjs). */
  bundle: string;
  /** The shell's browser build (index.html and its stylesheets). */
  webRoot: string;
  apiUrl: string;
  /** Load the build again whenever it or index.html changed (`npm run dev`). */
  reload: boolean;
}

/**
 * The shell's own stylesheets (global styles, header, footer), which go inline in every page's
 * head: a server-rendered page shows before the scripts that would add them run, and without them
 * it would be drawn unstyled first and move when they arrive. The dev build's styles come with its
 * scripts instead.
 */
function shellStylesheets(webRoot: string, reload: boolean) {
  if (reload) return [];
  return readdirSync(webRoot)
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ href: `/${file}`, css: readFileSync(path.join(webRoot, file), 'utf8') }));
}

function load({ shellDir, bundle, webRoot, apiUrl, reload }: RendererOptions): Renderer {
  const require = createRequire(bundle);
  delete require.cache[bundle];
  const entry = require(bundle) as typeof SsrEntry;
  const { render, check } = entry.createSsrRenderer({
    indexHtml: readFileSync(path.join(webRoot, 'index.html'), 'utf8'),
    shellStylesheets: shellStylesheets(webRoot, reload),
    apiUrl,
    resolveFrom: path.join(shellDir, 'package.json'),
  });
  return {
    render,
    check,
    seoFile: entry.createSeoFiles(apiUrl),
    pagePaths: entry.pagePaths,
  };
}

/** The renderer as built now; throws when there is no build. */
export function rendererFromBuild(options: RendererOptions): () => Renderer {
  for (const file of [options.bundle, path.join(options.webRoot, 'index.html')]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: build the shell first (npm run build -w shell)`);
  }
  let renderer = load(options);
  if (!options.reload) return () => renderer;
  const builtAt = () =>
    `${statSync(options.bundle).mtimeMs}:${statSync(path.join(options.webRoot, 'index.html')).mtimeMs}`;
  let loadedAt = builtAt();
  return () => {
    const now = builtAt();
    if (now !== loadedAt) {
      renderer = load(options);
      loadedAt = now;
    }
    return renderer;
  };
}
