/**
 * The Subresource Integrity of every script and stylesheet a slice's federation manifest names,
 * written into the manifest (`integrity`: file → `sha256-…`). The shell fetches a release's
 * manifest with the integrity the registry recorded for it, so these digests are vouched for as
 * well, and the shell gives them to the files it preloads for a slot: the slice's own runtime
 * loads the same files with the same digests (SubresourceIntegrityPlugin), and a preload only
 * serves a load whose integrity and CORS mode are its own.
 */
import { createHash } from 'node:crypto';
import { type Compiler, rspack } from '@rspack/core';

const MANIFEST = 'mf-manifest.json';

interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
interface Manifest {
  exposes: { assets: Assets }[];
  shared: { assets: Assets }[];
  integrity?: Record<string, string>;
}

const filesOf = ({ js, css }: Assets) => [...js.sync, ...js.async, ...css.sync, ...css.async];

export class ManifestIntegrityPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(ManifestIntegrityPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Once every file is final (the slice's runtime holds its chunks' digests by then), before
        // the precompressed copies are made (PrecompressPlugin, at REPORT).
        { name: ManifestIntegrityPlugin.name, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT - 1 },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset) return;
          const manifest = JSON.parse(asset.source.source().toString()) as Manifest;
          const files = [
            ...new Set([...manifest.exposes, ...manifest.shared].flatMap(({ assets }) => filesOf(assets))),
          ];
          manifest.integrity = Object.fromEntries(
            files.sort().map((file) => {
              const source = compilation.getAsset(file)?.source.buffer();
              if (!source) throw new Error(`${MANIFEST} names ${file}, which the build did not make`);
              return [file, `sha256-${createHash('sha256').update(source).digest('base64')}`];
            }),
          );
          compilation.updateAsset(MANIFEST, new rspack.sources.RawSource(JSON.stringify(manifest)));
        },
      );
    });
  }
}
