/**
 * The shell's SSR renderer built for Node: server/ssr-entry.ts with the shell's own
 * components (layout, routes, slots) into dist-server/ssr.cjs, outside dist/ so it is never served.
 * Packages stay external, loaded from node_modules at run time, so the renderer and the slices it
 * loads (which get them as shared singletons) use one React, one router and one query client.
 * shared-contracts and store-runtime are bundled from their TypeScript source, as in the browser.
 */
import path from 'node:path';
import type { Configuration } from '@rspack/core';
import browser from './rspack.config';

const dir = path.resolve(__dirname);
const BUNDLED = /^(shared-contracts|store-runtime)(\/|$)/;

/**
 * Two bundles: the renderer (ssr.cjs) and the site server that runs it (site.cjs, server/site/),
 * apart so that `npm run dev` can load a rebuilt renderer into the running site server.
 * `--mode development` (npm run dev:server, for `npm run dev`) writes to dist-dev/server/ instead, so
 * a dev build never stands in for the production renderer `npm start` runs.
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => ({
  ...browser,
  target: 'node',
  entry: { ssr: './server/ssr-entry.ts', site: './server/site/index.ts' },
  output: {
    path: path.join(dir, argv.mode === 'development' ? 'dist-dev/server' : 'dist-server'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  externalsType: 'commonjs',
  externals: [
    ({ request }, callback) => {
      const bare = request && !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('node:');
      if (bare && !BUNDLED.test(request)) return callback(undefined, request);
      callback();
    },
  ],
  module: {
    ...browser.module,
    // The server needs the class names only; the browser build ships the CSS.
    generator: { 'css/auto': { exportsOnly: true } },
  },
  plugins: [],
  optimization: { minimize: false },
  devtool: false,
  devServer: undefined,
});
