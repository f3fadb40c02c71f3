/**
 * The release files under `/releases/<target>/<release id>/`: only the paths in the release's file
 * list as the registry recorded it at publication, and only bytes whose size and SHA-256 match that
 * list. Whatever else is in the release folder (a file placed there later, a symlink, a file
 * changed since) is never sent: the browser and this server's own renderer run what is sent here,
 * so the release store is not trusted, only the registry's digests are. Refusals carry no content.
 */
import { createHash } from 'node:crypto';
import { constants } from 'node:fs';
import { mkdir, open, realpath } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  API_PATHS,
  RELEASE_FILES_PATH,
  RELEASE_TARGETS,
  REMOTE_ENTRY_FILE,
  REMOTE_MANIFEST_FILE,
  type ReleaseFile,
  type RemoteIntegrity,
} from 'shared-contracts';
import { IMMUTABLE } from './static-files';

/** A release's file list: null when the registry has no such release (or not all its files yet). */
export type ReleaseFileLists = (target: string, release: string) => Promise<ReleaseFile[] | null>;

/** The lists as the registry answers them (`GET /releases/:target/:id/files`); throws when it cannot answer. */
export function registryFileLists(registryUrl: string): ReleaseFileLists {
  return async (target, release) => {
    const url = `${registryUrl}${API_PATHS.releases.files(encodeURIComponent(target), encodeURIComponent(release))}`;
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`the registry answered ${response.status} for ${url}`);
    return ((await response.json()) as { files: ReleaseFile[] }).files;
  };
}

/** Release file lists kept (a list never changes); a release the registry does not know is asked about again after a while. */
const LISTS_KEPT = 200;
const UNKNOWN_RELEASE_TTL_MS = 10_000;
/** Verified bytes kept in memory, so a file is read and hashed once, and a change on disk after that is never seen. */
export const VERIFIED_BYTES_KEPT = 64 * 1024 * 1024;

/** A release id as the registry makes it: a version, then 10 hex digits of its files' hash. */
const RELEASE_ID = /^[0-9A-Za-z.+-]{1,64}-[0-9a-f]{10}$/;
/** A release file's path as listed: relative, in forward slashes, with no empty, `.` or `..` segment. */
const isSafePath = (filePath: string) =>
  filePath
    .split('/')
    .every((segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment));
/** A page is never served from a release: a slice's own index.html is for its team's standalone page. */
const PAGE_FILE = /\.html?$/i;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/** The build's precompressed copies (rspack.precompress.ts), by the encoding each is in. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Why a listed file is not sent: it is missing (404), or its bytes are not the ones published (502). */
class Refused extends Error {
  constructor(
    readonly status: 404 | 502,
    message: string,
  ) {
    super(message);
  }
}

export interface ReleaseFilesOptions {
  /** The release store: `<target>/<release id>/<path>`. */
  releasesDir: string;
  fileLists: ReleaseFileLists;
  /** How many bytes of verified files to keep in memory. */
  bytesKept?: number;
}

/** A digest of the registry's list as a browser checks it: `sha256-<base64>`. */
export const subresourceIntegrity = (file: ReleaseFile) =>
  `sha256-${Buffer.from(file.sha256, 'hex').toString('base64')}`;

/**
 * Serves the release store's files that the registry's lists vouch for; gives the integrity of a
 * release's manifest and entry for /remotes.json.
 */
export async function registerReleaseFiles(
  app: FastifyInstance,
  { releasesDir, fileLists, bytesKept = VERIFIED_BYTES_KEPT }: ReleaseFilesOptions,
) {
  await mkdir(releasesDir, { recursive: true });
  // The store's own path may pass through links the operator made; inside it, none is followed.
  const storeRoot = await realpath(releasesDir);
  const lists = new LRUCache<string, Promise<Map<string, ReleaseFile> | null>>({ max: LISTS_KEPT });
  const verified = new LRUCache<string, Buffer>({ maxSize: bytesKept, sizeCalculation: (bytes) => bytes.length });

  function listOf(target: string, release: string): Promise<Map<string, ReleaseFile> | null> {
    const key = `${target}/${release}`;
    let list = lists.get(key);
    if (!list) {
      list = fileLists(target, release).then((files) =>
        files ? new Map(files.filter((file) => isSafePath(file.path)).map((file) => [file.path, file])) : null,
      );
      lists.set(key, list);
      list.then(
        (found) => {
          if (!found && lists.get(key) === list) lists.set(key, list as Promise<null>, { ttl: UNKNOWN_RELEASE_TTL_MS });
        },
        // A registry that cannot answer now is asked again by the next request.
        () => lists.delete(key),
      );
    }
    return list;
  }

  /** The file's bytes, read once without following a link and checked against the list. */
  async function bytesOf(target: string, release: string, file: ReleaseFile): Promise<Buffer> {
    const key = `${target}/${release}/${file.path}`;
    const kept = verified.get(key);
    if (kept) return kept;
    const expected = path.join(storeRoot, target, release, file.path);
    let real: string;
    try {
      real = await realpath(expected);
    } catch {
      throw new Refused(404, `${key} is listed but not in the release store`);
    }
    if (real !== expected) throw new Refused(502, `${key} is a link in the release store`);
    const handle = await open(expected, constants.O_RDONLY | constants.O_NOFOLLOW).catch(() => {
      throw new Refused(502, `${key} cannot be opened as a file`);
    });
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) throw new Refused(502, `${key} is not a regular file`);
      if (stat.size !== file.size) throw new Refused(502, `${key} has ${stat.size} bytes, ${file.size} were published`);
      const bytes = await handle.readFile();
      const digest = createHash('sha256').update(bytes).digest('hex');
      if (bytes.length !== file.size || digest !== file.sha256) {
        throw new Refused(502, `${key} does not match the SHA-256 it was published with`);
      }
      verified.set(key, bytes);
      return bytes;
    } finally {
      await handle.close();
    }
  }

  async function serve(request: FastifyRequest, reply: FastifyReply) {
    const { target, release, '*': filePath } = request.params as { target: string; release: string; '*': string };
    const refuse = (status: 404 | 502) => reply.code(status).header('Cache-Control', 'no-store').send();
    if (!(RELEASE_TARGETS as readonly string[]).includes(target) || !RELEASE_ID.test(release)) return refuse(404);
    if (!filePath || PAGE_FILE.test(filePath.replace(/\.(br|gz)$/, ''))) return refuse(404);
    let list: Map<string, ReleaseFile> | null;
    try {
      list = await listOf(target, release);
    } catch (error) {
      request.log.error({ err: error }, `the file list of ${target} ${release} could not be read`);
      return refuse(502);
    }
    const file = list?.get(filePath);
    if (!list || !file) return refuse(404);

    // A precompressed copy only when it was published too, and only in an encoding the client takes.
    const variants = VARIANTS.filter(({ suffix }) => list.has(`${filePath}${suffix}`));
    const encoding = variants.length
      ? negotiate(
          request.headers['accept-encoding'] ?? '',
          variants.map((variant) => variant.encoding),
        )
      : null;
    const variant = variants.find((candidate) => candidate.encoding === encoding);
    const sent = variant ? (list.get(`${filePath}${variant.suffix}`) as ReleaseFile) : file;
    try {
      const bytes = await bytesOf(target, release, sent);
      if (variants.length) reply.header('Vary', 'Accept-Encoding');
      if (variant) reply.header('Content-Encoding', variant.encoding);
      return reply.header('Cache-Control', IMMUTABLE).type(contentTypeOf(filePath)).send(bytes);
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (error.status === 502) request.log.error(`release file refused: ${error.message}`);
      return refuse(error.status);
    }
  }

  app.get(`${RELEASE_FILES_PATH}/:target/:release/*`, serve);

  return {
    /** The integrity browsers load the release's manifest and entry with; null when the registry cannot say. */
    async integrityOf(target: string, release: string): Promise<RemoteIntegrity | null> {
      const list = await listOf(target, release).catch(() => null);
      const manifest = list?.get(REMOTE_MANIFEST_FILE);
      const entry = list?.get(REMOTE_ENTRY_FILE);
      return manifest && entry
        ? { manifest: subresourceIntegrity(manifest), entry: subresourceIntegrity(entry) }
        : null;
    },
  };
}
