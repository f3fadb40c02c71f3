/**
 * The catalog slice built for Node (architecture §3): the same exposed modules as the
 * browser build, as a CommonJS remoteEntry under dist/server/, which the shell's SSR server loads
 * over HTTP at run time (so redeploying the slice needs no shell rebuild).
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { Configuration } from '@rspack/core';
import { sharedConfig } from '../rspack.shared';
import { catalogBrowserConfig as browser, catalogExposes } from './rspack.config';

const dir = path.resolve(__dirname);

/**
 * `--mode development` (npm run dev:server, for `npm run dev`) writes to dist-dev/server/, which the
 * slice's dev server serves under /server/; dist/server/ keeps the production build.
 */
export default (_env: unknown, argv: { mode?: string }): Configuration => ({
  ...browser,
  target: 'async-node',
  entry: {},
  output: {
    path: path.join(dir, argv.mode === 'development' ? 'dist-dev' : 'dist', 'server'),
    publicPath: 'auto',
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    // The browser build's: CSS module class names are hashed with it, and must match the browser's CSS.
    uniqueName: 'mf_catalog',
    clean: true,
  },
  module: {
    ...browser.module,
    // The server needs the class names only; the browser build ships the CSS.
    generator: { 'css/auto': { exportsOnly: true } },
  },
  plugins: [
    new ModuleFederationPlugin({
      name: 'mf_catalog',
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module', name: 'mf_catalog' },
      remoteType: 'script',
      exposes: catalogExposes,
      shared: sharedConfig(dir),
      shareStrategy: 'loaded-first',
      // Loads the slice's chunks over HTTP from where its remoteEntry came, never from the disk.
      runtimePlugins: [path.resolve(__dirname, '../federation-node-chunks.ts')],
      manifest: true,
      dts: false,
      experiments: { optimization: { target: 'node' } },
    }),
  ],
  devtool: false,
  devServer: undefined,
});
