/**
 * The Rspack build every front-end app shares: TypeScript and CSS modules through
 * Rspack's built-ins, Module Federation with one list of shared singletons, and
 * output names that let servers cache hashed files for a year.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { CompileHintsPlugin, packageOf, START_UP_PACKAGES } from './rspack.compile-hints';
import { ManifestIntegrityPlugin } from './rspack.integrity';
import { PrecompressPlugin } from './rspack.precompress';
import { API_PORT, REMOTES, type RemoteModuleName, type RemoteName } from './shared-contracts/src/federation';

/**
 * Shared once per page (architecture §3). Deep imports need their own keys.
 * antd is deliberately absent: only the admin slice uses it.
 */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  // Routing through its list of exports (see shared-contracts/src/router.ts), not react-router whole.
  'store-runtime/router',
  'jotai',
  'jotai/react',
  'jotai/vanilla',
  // The browser runtime: API client, session, store, basket. shared-contracts is not shared: it is
  // pure, and each app bundles what it imports, so a slice never depends on the shell's copy.
  'store-runtime',
  // zod, for the slices with forms (storefront pages that validate nothing never load it).
  'zod',
  '@tanstack/react-query',
  'react-toastify',
];

/**
 * The federation runtime as ES modules. Rspack's plugin finds it with require.resolve and so
 * bundles the CommonJS builds, which cannot be tree-shaken or concatenated: about 5 kB more
 * (compressed) in the shell's main script and again in every remote's entry.
 */
function federationRuntimeAsEsm(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const esm = (name: string) => require.resolve(name).replace(/\.cjs$/, '.js');
  return {
    // The file the plugin's generated entry imports by its absolute path.
    [require.resolve('@module-federation/webpack-bundler-runtime')]: esm('@module-federation/webpack-bundler-runtime'),
    // Replaces the plugin's own alias to the CommonJS build.
    '@module-federation/runtime': esm('@module-federation/runtime'),
    // The copy the shell provides to the slices (provideExternalRuntime) is the one it runs itself.
    '@module-federation/runtime-tools/runtime-core': esm('@module-federation/runtime-core'),
  };
}

/**
 * React Router's production build. Its package points every export condition at its development
 * build (warnings and checks that run on every navigation and render), so a production bundle gets
 * that one unless told otherwise.
 */
function reactRouterProduction(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const development = require.resolve('react-router');
  return { 'react-router$': development.replace(/[/\\]development[/\\]index\.m?js$/, '/production/index.mjs') };
}

/**
 * The shell's copies of the libraries every page starts with (rspack.compile-hints.ts), and
 * store-runtime with the contracts it reads, in one script. The federation runtime loads a shared
 * module's chunk by inserting a script element, and each insertion is main-thread work in the
 * page's start, besides a response and its headers (decisions.md). Left to the default split, the
 * contracts came in a script of their own, and the shell's app chunk carried a second copy of the
 * API paths. Their stylesheets (the design tokens) stay with the shell's own. The slices keep the
 * default split: their copies are fallbacks that a page of the site never loads, and nothing a
 * slice does load may come bundled with them.
 */
const startUpLibraries = {
  name: 'start-up-libraries',
  chunks: 'async' as const,
  enforce: true,
  test: (module: { resource?: string }) => {
    const file = module.resource ?? '';
    const name = packageOf(file);
    return name === undefined
      ? /[/\\](store-runtime|shared-contracts)[/\\]src[/\\].*\.tsx?$/.test(file)
      : START_UP_PACKAGES.includes(name);
  },
};

interface AppOptions {
  /** The app's folder (its package.json sits there). */
  dir: string;
  /** Its dev server's port (slices only: the site server serves the shell's files in development). */
  port?: number;
  /** Federation name: `shell`, or a remote name such as `mf_catalog`. */
  name: 'shell' | RemoteName;
  /** Files that implement each exposed module, by module name (remotes only). */
  exposes?: Record<string, string>;
  /** Runtime plugins (host only). */
  runtimePlugins?: string[];
  /** Dev server: the folder of the app's Node build, served under /server/ as its production server serves it. */
  devNodeBuild?: string;
}

const dependenciesOf = (dir: string) =>
  (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> })
    .dependencies;

/**
 * The shared singletons of the app in `dir`. The browser does not check their versions
 * (`requiredVersion: false`): the federation runtime tests each shared package's semver range on
 * every loadShare, rebuilding its regular expressions each time, about 15 % of a storefront
 * page's start-up script work (CPU profiles of the home page), and a mismatch only ever printed
 * a warning. The build checks instead: a slice asking for another range of a singleton than the
 * shell does fails to build.
 */
export function sharedConfig(dir: string) {
  const dependencies = dependenciesOf(dir);
  const shell = dependenciesOf(path.join(__dirname, 'shell'));
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const packageName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : (key.split('/')[0] as string);
      const range = dependencies[packageName];
      if (range && shell[packageName] && range !== shell[packageName]) {
        throw new Error(
          `${dir}/package.json asks for ${packageName}@${range}, the shell for ${shell[packageName]}: a shared singleton needs one range`,
        );
      }
      return [key, { singleton: true, requiredVersion: false }];
    }),
  );
}

/**
 * A slice's files are loaded with Subresource Integrity (architecture §7): its runtime holds the
 * SHA-256 of each of its chunks and gives it to every chunk it loads, so the digest the registry
 * recorded for its remote entry vouches for all its code; its manifest names the same digests for
 * the files the shell preloads. The shell is not a release: its pages name its own files.
 */
const subresourceIntegrity = () => [
  new rspack.SubresourceIntegrityPlugin({ hashFuncNames: ['sha256'] }),
  new ManifestIntegrityPlugin(),
];

export function createAppConfig({ dir, port, name, exposes, runtimePlugins, devNodeBuild }: AppOptions): Configuration {
  const isShell = name === 'shell';
  const production = process.env.NODE_ENV === 'production';
  // In development the shell's files are served by the site server (`npm run dev`), beside its
  // development renderer, from a folder the production build never writes.
  const outputDir = isShell && !production ? 'dist-dev/web' : 'dist';
  // A slice developed in the shell's production build (`npm run dev -- <slice>`, which sets
  // SLICE_IN_BUILT_SHELL) runs on that shell's production React, on which React's development JSX
  // runtime fails (it asks the renderer for owners that only React's development build tracks).
  const developmentJsx = !production && process.env.SLICE_IN_BUILT_SHELL !== '1';
  return {
    name,
    context: dir,
    entry: { main: './src/index.ts' },
    // The order of two CSS modules in a chunk cannot change a style: their classes are scoped, and
    // an element carries classes of two modules only where one class composes a shared one
    // (store-ui/buttons.module.css), and then the two set different properties. Rspack still warns when pages import them in
    // different orders (Biome sorts imports by path), which only hides warnings that matter.
    ignoreWarnings: [/Conflicting order between \S+\.module\.css and \S+\.module\.css/],
    output: {
      path: path.join(dir, outputDir),
      publicPath: isShell ? '/' : 'auto',
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      uniqueName: name,
      clean: true,
      // A slice's chunks load with the integrity its runtime holds for them, which needs CORS.
      ...(!isShell && production ? { crossOriginLoading: 'anonymous' as const } : {}),
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // shared-contracts and store-runtime are consumed from their TypeScript source (a condition of our own: some
      // packages publish untranspiled TypeScript under the common "source" condition).
      conditionNames: ['store-source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      alias: { ...federationRuntimeAsEsm(), ...(production ? reactRouterProduction() : {}) },
    },
    module: {
      // `import styles from './x.module.css'`, as in the type declarations.
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: developmentJsx } },
            },
            env: { targets: 'defaults and supports es6-module' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|webp|avif|svg)$/, type: 'asset' },
      ],
    },
    plugins: [
      // Script tags from the site root, so a deep link into a slice's own page finds them.
      new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), publicPath: '/' }),
      new ModuleFederationPlugin({
        name,
        ...(isShell ? {} : { filename: 'remoteEntry.js', exposes }),
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        dts: false,
        // Browser-only runtime: drops the federation runtime's Node.js code paths (~2 kB per app).
        // The federation runtime once per page: the shell provides it to the slices, whose entries
        // would each carry another ~60 kB copy of it (~15 kB compressed) to parse and run.
        experiments: {
          optimization: { target: 'web' },
          ...(isShell ? { provideExternalRuntime: true } : { externalRuntime: true }),
        },
      }),
      ...(production
        ? [new CompileHintsPlugin(), ...(isShell ? [] : subresourceIntegrity()), new PrecompressPlugin()]
        : []),
    ],
    ...(isShell && production ? { optimization: { splitChunks: { cacheGroups: { startUpLibraries } } } } : {}),
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: isShell
      ? undefined
      : {
          port,
          hot: false,
          liveReload: true,
          historyApiFallback: true,
          static: devNodeBuild ? { directory: devNodeBuild, publicPath: '/server', watch: false } : false,
          headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
          // Each slice's own dev page reaches the API on its origin.
          proxy: [
            {
              context: ['/api', '/uploads'],
              target: `http://127.0.0.1:${process.env.API_PORT ?? API_PORT}`,
              pathRewrite: { '^/api': '' },
            },
          ],
        },
  };
}

/**
 * For a slice's own page only: the federation runtime, which the shell provides on the site
 * (federation-runtime-provider.ts). Built after the slice, into the same folder.
 */
export function federationRuntimeConfig({ dir, name }: { dir: string; name: RemoteName }): Configuration {
  const production = process.env.NODE_ENV === 'production';
  return {
    name: `${name}-runtime`,
    dependencies: [name],
    context: dir,
    entry: { 'federation-runtime': path.join(__dirname, 'federation-runtime-provider.ts') },
    output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], alias: federationRuntimeAsEsm() },
    module: {
      rules: [{ test: /\.ts$/, loader: 'builtin:swc-loader', options: { jsc: { parser: { syntax: 'typescript' } } } }],
    },
    plugins: production ? [new PrecompressPlugin()] : [],
    devtool: production ? 'source-map' : false,
    performance: { hints: false },
  };
}

/** The `./Name` → file map a remote exposes: every module of its contract, plus its single-spa parcel. */
export function remoteExposes<R extends RemoteName>(_name: R, files: Record<RemoteModuleName<R>, string>) {
  const pages = Object.entries<string>(files).map(([module, file]) => [`./${module}`, file]);
  return { ...Object.fromEntries(pages), './parcel': './src/parcel.tsx' };
}

export function remotePort(name: RemoteName): number {
  const envName = `PORT_${name.toUpperCase()}`;
  return Number(process.env[envName] ?? REMOTES[name].port);
}
