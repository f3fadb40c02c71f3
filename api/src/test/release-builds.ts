/**
 * Builds for the registry's tests: release payloads whose files exist (as bytes kept here), so a
 * test can publish a release, upload its files through the API and switch to it.
 */
import { createHash } from 'node:crypto';
import {
  API_PATHS,
  RELEASE_HASH_LENGTH,
  type ReleaseFile,
  type ReleaseTarget,
  releaseFileListText,
  releaseRequiredFiles,
  storesReleaseFiles,
} from 'shared-contracts';
import type { ReleasePublishPayload } from 'shared-contracts/schemas';
import type { ApiResponse, TestApp } from './test-app.js';

export const TOKENS: Record<ReleaseTarget, string> = {
  shell: 'shell-deploy-token-0123456789abcdef',
  mf_catalog: 'catalog-deploy-token-0123456789abcdef',
  mf_cart_checkout: 'cart-deploy-token-0123456789abcdef',
  mf_account: 'account-deploy-token-0123456789abcdef',
  mf_admin: 'admin-deploy-token-0123456789abcdef',
};

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** Every test file's builds' bytes, by SHA-256: what an upload sends. */
const contents = new Map<string, Buffer>();

export const fileOf = (filePath: string, text: string): ReleaseFile => {
  const bytes = Buffer.from(text);
  contents.set(sha256Hex(bytes), bytes);
  return { path: filePath, size: bytes.length, sha256: sha256Hex(bytes) };
};
export const bytesOf = (file: ReleaseFile) => contents.get(file.sha256) ?? Buffer.alloc(0);

let builds = 0;
/**
 * A build no other test has: the files every slice needs to run (the catalog's are a superset of
 * the others') and a chunk, each with contents of its own.
 */
export function build(overrides: Partial<ReleasePublishPayload> = {}): ReleasePublishPayload {
  builds += 1;
  const paths = [...releaseRequiredFiles('mf_catalog'), `static/chunk.${builds}.js`];
  return {
    version: '1.0.0',
    commit: 'abc1234',
    files: paths.map((filePath) => fileOf(filePath, `${filePath} of build ${builds}`)),
    firstLoadBytes: 20,
    ...overrides,
  };
}

/** The id the registry must give a payload: its version and the hash of its file list (shared-contracts). */
export const idOf = (payload: ReleasePublishPayload) =>
  `${payload.version}-${sha256Hex(releaseFileListText(payload.files)).slice(0, RELEASE_HASH_LENGTH)}`;

/** The registry's calls, each with the target's deploy token, to the app `app()` answers (made in a beforeAll). */
export function registryCalls(app: () => TestApp) {
  const as = (target: ReleaseTarget) => ({ token: TOKENS[target] });
  const publish = (target: ReleaseTarget, payload: ReleasePublishPayload) =>
    app().registry('POST', API_PATHS.releases.target(target), { ...as(target), json: payload });
  const upload = (
    target: ReleaseTarget,
    release: string,
    file: ReleaseFile,
    bytes = bytesOf(file),
    token = TOKENS[target],
  ) =>
    app().registry('PUT', API_PATHS.releases.file(target, release, file.path), {
      token,
      headers: { 'content-type': 'application/octet-stream' },
      rawBody: bytes,
    });
  /** Uploads each file a publish answered as missing. */
  const uploadMissing = async (target: ReleaseTarget, payload: ReleasePublishPayload, answer: ApiResponse) => {
    for (const filePath of answer.body.missing as string[]) {
      const file = payload.files.find((listed) => listed.path === filePath) as ReleaseFile;
      const uploaded = await upload(target, answer.body.release.id, file);
      if (uploaded.status !== 204) throw new Error(`upload of ${filePath}: ${JSON.stringify(uploaded.body)}`);
    }
  };
  /** Publishes a new build and uploads its files (a slice's): ready to switch to. Its id. */
  const published = async (target: ReleaseTarget, overrides: Partial<ReleasePublishPayload> = {}) => {
    const payload = build(overrides);
    const answer = await publish(target, payload);
    if (answer.status !== 201) throw new Error(`publish: ${answer.status} ${JSON.stringify(answer.body)}`);
    if (storesReleaseFiles(target)) await uploadMissing(target, payload, answer);
    return idOf(payload);
  };
  return {
    as,
    publish,
    upload,
    uploadMissing,
    published,
    live: (target: ReleaseTarget, json: object) =>
      app().registry('PUT', API_PATHS.releases.live(target), { ...as(target), json }),
    canary: (target: ReleaseTarget, json: object) =>
      app().registry('PUT', API_PATHS.releases.canary(target), { ...as(target), json }),
    state: async (target: ReleaseTarget) =>
      (await app().registry('GET', API_PATHS.releases.target(target), as(target))).body,
  };
}
