/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { REMOTE_NAMES, type ReleaseFile } from 'shared-contracts';
import { siteConfigFromEnv } from './config';
import { type ReleaseFileLists, registerReleaseFiles } from './release-files';
import { createSiteServer } from './site-server';

const RELEASE = '1.0.0-0123456789';
const BASE = `/releases/mf_catalog/${RELEASE}`;
const ENTRY = 'console.log("the entry as published");\n';

/** A release's list as the registry records it at publication: every regular file of the folder, hashed. */
function listOf(dir: string): ReleaseFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const bytes = readFileSync(file);
      return {
        path: path.relative(dir, file).split(path.sep).join('/'),
        size: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    });
}

let store: string;
let releaseDir: string;
let published: ReleaseFile[];
let listReads: string[];
let app: FastifyInstance;

async function siteWith(fileLists: ReleaseFileLists): Promise<FastifyInstance> {
  const config = siteConfigFromEnv(
    {},
    {
      mode: 'local',
      apiUrl: 'http://127.0.0.1:9',
      registryUrl: 'http://127.0.0.1:9',
      slices: Object.fromEntries(
        REMOTE_NAMES.map((name) => [name, `http://localhost:1/${name}/mf-manifest.json`]),
      ) as never,
      releasesDir: store,
    },
  );
  // A site with no pages of its own: only its release files are asked for here.
  const renderer = { render: async () => null, seoFile: async () => null, pagePaths: [] };
  return createSiteServer({ config, webRoot: store, renderer: () => renderer as never, releaseFileLists: fileLists });
}

beforeEach(async () => {
  store = mkdtempSync(path.join(tmpdir(), 'release-files-'));
  releaseDir = path.join(store, 'mf_catalog', RELEASE);
  mkdirSync(path.join(releaseDir, 'server'), { recursive: true });
  writeFileSync(path.join(releaseDir, 'remoteEntry.js'), ENTRY);
  writeFileSync(path.join(releaseDir, 'remoteEntry.js.br'), brotliCompressSync(ENTRY));
  writeFileSync(path.join(releaseDir, 'server', 'remoteEntry.js'), 'module.exports = {};\n');
  writeFileSync(path.join(releaseDir, 'index.html'), '<!doctype html><script>alert(1)</script>');
  writeFileSync(path.join(releaseDir, 'mf-manifest.json'), '{"name":"mf_catalog"}');
  published = listOf(releaseDir);
  listReads = [];
  app = await siteWith(async (target, release) => {
    listReads.push(`${target}/${release}`);
    return target === 'mf_catalog' && release === RELEASE ? published : null;
  });
});

afterEach(async () => {
  await app.close();
  rmSync(store, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('release files', () => {
  it('are served as published, immutable, with a policy where nothing runs, the list read once per release', async () => {
    const entry = await get(`${BASE}/remoteEntry.js`);
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe(ENTRY);
    expect(entry.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(entry.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(entry.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect((await get(`${BASE}/server/remoteEntry.js?v=0123`)).body).toBe('module.exports = {};\n');
    expect((await get(`${BASE}/mf-manifest.json`)).headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(listReads).toEqual([`mf_catalog/${RELEASE}`]);
  });

  it('never include a file put in the release folder after publication, nor a link', async () => {
    writeFileSync(path.join(releaseDir, 'later.js'), 'alert("placed later")');
    writeFileSync(path.join(store, 'secrets.txt'), 'DEPLOY_TOKEN=abc');
    symlinkSync(path.join(store, 'secrets.txt'), path.join(releaseDir, 'tokens.js'));
    for (const file of ['later.js', 'tokens.js', '../../secrets.txt', '%2e%2e/%2e%2e/secrets.txt']) {
      const response = await get(`${BASE}/${file}`);
      expect([response.statusCode, response.body]).toEqual([404, '']);
    }
    // A listed file swapped for a link, even to the very bytes it was published with, is refused.
    const copy = path.join(store, 'entry-copy.js');
    writeFileSync(copy, ENTRY);
    rmSync(path.join(releaseDir, 'remoteEntry.js'));
    symlinkSync(copy, path.join(releaseDir, 'remoteEntry.js'));
    const linked = await get(`${BASE}/remoteEntry.js`);
    expect([linked.statusCode, linked.body]).toEqual([502, '']);
  });

  it('are refused when their bytes changed on disk after publication, and keep the bytes first verified', async () => {
    writeFileSync(path.join(releaseDir, 'server', 'remoteEntry.js'), 'module.exports = { evil: 1 };\n');
    const changed = await get(`${BASE}/server/remoteEntry.js`);
    expect([changed.statusCode, changed.body]).toEqual([502, '']);
    // Same size, other bytes.
    writeFileSync(path.join(releaseDir, 'server', 'remoteEntry.js'), 'module.exports = {  };\n'.slice(1));
    expect((await get(`${BASE}/server/remoteEntry.js`)).statusCode).toBe(502);

    expect((await get(`${BASE}/mf-manifest.json`)).body).toBe('{"name":"mf_catalog"}');
    writeFileSync(path.join(releaseDir, 'mf-manifest.json'), '{"name":"mf_evil!!"}');
    expect((await get(`${BASE}/mf-manifest.json`)).body).toBe('{"name":"mf_catalog"}');
  });

  it('send a precompressed copy only when it was published and verifies', async () => {
    const brotli = await get(`${BASE}/remoteEntry.js`, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.rawPayload.equals(brotliCompressSync(ENTRY))).toBe(true);

    // A gzip copy placed later is not listed: the client that takes only gzip gets the plain file.
    writeFileSync(path.join(releaseDir, 'remoteEntry.js.gz'), 'not even gzip');
    const gzipOnly = await get(`${BASE}/remoteEntry.js`, { 'accept-encoding': 'gzip' });
    expect([gzipOnly.headers['content-encoding'], gzipOnly.body]).toEqual([undefined, ENTRY]);

    writeFileSync(path.join(releaseDir, 'server', 'remoteEntry.js.br'), 'x');
    expect((await get(`${BASE}/server/remoteEntry.js`, { 'accept-encoding': 'br' })).headers['content-encoding']).toBe(
      undefined,
    );
  });

  it('never serve a page, and nothing of a release the registry does not list', async () => {
    expect((await get(`${BASE}/index.html`)).statusCode).toBe(404);
    expect((await get(`${BASE}/index.html.br`)).statusCode).toBe(404);
    expect((await get('/releases/mf_catalog/1.0.0-9999999999/remoteEntry.js')).statusCode).toBe(404);
    expect((await get(`/releases/secrets/${RELEASE}/remoteEntry.js`)).statusCode).toBe(404);
    expect((await get(`/releases/mf_catalog/..%2F..%2Fetc/passwd`)).statusCode).toBe(404);
    expect((await get(`${BASE}/`)).statusCode).toBe(404);
    // Only well-formed ids of known targets reach the registry.
    expect(listReads).toEqual(['mf_catalog/1.0.0-9999999999']);
  });

  it('answer 502 without content while the registry cannot say what a release holds', async () => {
    await app.close();
    let up = false;
    app = await siteWith(async () => {
      if (!up) throw new Error('connection refused');
      return published;
    });
    const down = await get(`${BASE}/remoteEntry.js`);
    expect([down.statusCode, down.body]).toEqual([502, '']);
    up = true;
    expect((await get(`${BASE}/remoteEntry.js`)).statusCode).toBe(200);
  });

  it("give the integrity of a release's manifest and entry from the registry's digests, for /remotes.json", async () => {
    const bare = Fastify();
    const files = await registerReleaseFiles(bare, {
      releasesDir: store,
      fileLists: async (_target, release) => (release === RELEASE ? published : null),
    });
    const digest = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    expect(await files.integrityOf('mf_catalog', RELEASE)).toEqual({
      manifest: digest('{"name":"mf_catalog"}'),
      entry: digest(ENTRY),
    });
    expect(await files.integrityOf('mf_catalog', '1.0.0-9999999999')).toBeNull();
    await bare.close();
  });
});
