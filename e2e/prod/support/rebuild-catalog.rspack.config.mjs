/**
 * mf-catalog's own production build (its rspack.config.ts, unchanged), written to another
 * folder, with one visible change to its About page: the redeployment test builds a new
 * release of the slice with this while the site keeps running.
 *   STORE_REBUILD_OUTPUT=/tmp/release-2 STORE_RELEASE_MARK='release 2' \
 *     npx rspack build --mode production -c e2e/prod/support/rebuild-catalog.rspack.config.mjs
 * (Plain JavaScript so the e2e typecheck does not pull in mf-catalog; Rspack's config loader
 * reads the TypeScript config it imports.)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import catalog, { catalogBrowserConfig } from '../../../mf-catalog/rspack.config.ts';

const output = process.env.STORE_REBUILD_OUTPUT;
const mark = process.env.STORE_RELEASE_MARK;
const title = process.env.STORE_RELEASE_TITLE ?? 'About Us';
if (!output || !mark) throw new Error('Set STORE_REBUILD_OUTPUT and STORE_RELEASE_MARK');

/** The slice's build with the visible change; the builds beside it (its own page's runtime) as they are. */
const withMark = (config) => ({
  ...config,
  module: {
    ...config.module,
    rules: [
      ...(config.module?.rules ?? []),
      {
        test: /[\\/]about[\\/]about-page\.tsx$/,
        enforce: 'pre',
        loader: fileURLToPath(new URL('./mark-release-loader.cjs', import.meta.url)),
        options: { find: `const TITLE = '${title}';`, replace: `const TITLE = '${title} · ${mark}';` },
      },
    ],
  },
});

export default catalog.map((config) => ({
  ...(config === catalogBrowserConfig ? withMark(config) : config),
  output: { ...config.output, path: path.resolve(output) },
}));
