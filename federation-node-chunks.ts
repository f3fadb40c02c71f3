/**
 * Runtime plugin of a slice's Node build (rspack.server.config.ts): its chunks come over HTTP from
 * beside its remote entry, and only from there. @module-federation/node's own plugin first looks
 * for each chunk on this machine's disk, at the entry URL's path (`/releases/<slice>/<id>/server/…`
 * from the root), and runs whatever file it finds there: a release store at that path would run
 * unchecked. Over HTTP the site server's /releases/ route sends only bytes that match the
 * registry's digests, and an answer that is not a success is an error, never code to run.
 */

import nodeRuntimePlugin, { deleteChunk, installChunk, loadChunk } from '@module-federation/node/runtimePlugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

type ChunkHandler = (chunkId: string, promises: Promise<unknown>[]) => void;
type Installing = [resolve: (chunk: unknown) => void, reject: (error: unknown) => void, promise?: Promise<unknown>];

declare const __webpack_require__: {
  f?: { readFileVm?: ChunkHandler };
  u: (chunkId: string) => string;
  federation: { chunkMatcher?: (chunkId: string) => boolean; initOptions: { name: string } };
};

export default function federationNodeChunks(): ModuleFederationRuntimePlugin {
  const node = nodeRuntimePlugin();
  return {
    name: 'federation-node-chunks',
    beforeInit(args) {
      // The remote entry loader and the chunk handler of @module-federation/node, whose handler is
      // then replaced by one that never reads the disk.
      node.beforeInit?.(args);
      const installedChunks: Record<string, 0 | Installing> = {};
      const handler: ChunkHandler = (chunkId, promises) => {
        const installing = installedChunks[chunkId];
        if (installing === 0) return;
        if (installing) {
          promises.push(installing[2] as Promise<unknown>);
          return;
        }
        if (__webpack_require__.federation.chunkMatcher && !__webpack_require__.federation.chunkMatcher(chunkId)) {
          installedChunks[chunkId] = 0;
          return;
        }
        const promise = new Promise((resolve, reject) => {
          installedChunks[chunkId] = [resolve, reject];
          const name = __webpack_require__.federation.initOptions.name;
          loadChunk(
            'http-vm',
            __webpack_require__.u(chunkId),
            name,
            (error, chunk) => {
              if (error) {
                deleteChunk(chunkId, installedChunks);
                reject(error);
                return;
              }
              if (chunk) installChunk(chunk, installedChunks);
              resolve(chunk);
            },
            args,
          );
        });
        (installedChunks[chunkId] as Installing)[2] = promise;
        promises.push(promise);
      };
      if (__webpack_require__.f?.readFileVm) __webpack_require__.f.readFileVm = handler;
      return args;
    },
    async fetch(url) {
      const response = await globalThis.fetch(url);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
  };
}
