/**
 * Brotli (best quality) and gzip (level 9) copies of every text file a production build makes,
 * as `file.br` and `file.gz` beside it. The web server sends them as they are (nginx
 * brotli_static and gzip_static; @fastify/static preCompressed in scripts/), about 8 % smaller
 * than what a server can afford to compress on each request. Source maps are left out: rarely
 * fetched, they are compressed on the fly.
 *
 * Written on node:zlib rather than compression-webpack-plugin, which pulls webpack in as a peer.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Compiler, rspack } from '@rspack/core';

const TEXT_FILE = /\.(js|css|html|json|svg)$/;
/** Below this, compressing saves less than the response headers weigh. */
const MIN_BYTES = 256;

const toBrotli = promisify(brotliCompress);
const toGzip = promisify(gzip);

export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(PrecompressPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After every other plugin has written and optimised its files (the federation manifest too).
        { name: PrecompressPlugin.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const files = compilation
            .getAssets()
            .filter(({ name, source }) => TEXT_FILE.test(name) && source.size() >= MIN_BYTES);
          await Promise.all(
            files.map(async ({ name, source }) => {
              const content = source.buffer();
              const [brotli, gzipped] = await Promise.all([
                toBrotli(content, {
                  params: {
                    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                    [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                  },
                }),
                toGzip(content, { level: constants.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(brotli));
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gzipped));
            }),
          );
        },
      );
    });
  }
}
