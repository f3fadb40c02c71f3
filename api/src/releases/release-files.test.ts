/**
 * A release's files: named by the registry from their list, uploaded through it with the target's
 * deploy token and checked against their digest, required before a switch, pruned when old.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, RELEASE_FILE_MAX_BYTES, RELEASE_MESSAGES } from 'shared-contracts';
import { build, bytesOf, fileOf, idOf, registryCalls, TOKENS } from '../test/release-builds.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

describe.each(DATABASES)('release files on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { config: { deployTokens: TOKENS, generateDeployTokens: false } });
  });
  afterAll(() => t.close());
  const { publish, upload, uploadMissing, published, live, canary, state } = registryCalls(() => t);
  const storeDir = () => t.ctx.config.releasesDir;
  const fileList = (target: string, release: string) => t.registry('GET', API_PATHS.releases.files(target, release));
  /** Every file under the store, relative to it, but files being written. */
  const storedFiles = async () =>
    (await fs.readdir(storeDir(), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => !entry.isDirectory())
      .map((entry) => path.relative(storeDir(), path.join(entry.parentPath, entry.name)))
      .filter((file) => !file.startsWith('.incoming'))
      .sort();

  describe('publishing', () => {
    it('names a release from its file list, whatever hash the client sends and in whatever order it lists them', async () => {
      const payload = build();
      const withHash = { ...payload, hash: 'ffffffffff' } as typeof payload;
      const answer = await publish('mf_account', withHash);
      expect(answer.status).toBe(201);
      expect(answer.body.release.id).toBe(idOf(payload));
      expect(answer.body.release.id).not.toContain('ffffffffff');
      const reordered = await publish('mf_account', { ...payload, files: [...payload.files].reverse() });
      expect([reordered.status, reordered.body.release.id]).toEqual([200, idOf(payload)]);
      // One byte more in one file: another release.
      const [first, ...others] = payload.files;
      const changed = { ...payload, files: [{ ...first, size: (first?.size ?? 0) + 1 }, ...others] } as typeof payload;
      const another = await publish('mf_account', changed);
      expect(another.status).toBe(201);
      expect(another.body.release.id).not.toBe(idOf(payload));
    });

    it('refuses a list with a path leaving the release, a hidden or absolute path, a path twice, or a file too big', async () => {
      const payload = build();
      const file = payload.files[0] as (typeof payload.files)[0];
      for (const bad of [
        '../escape.js',
        'static/../../escape.js',
        '/etc/passwd',
        '.env',
        'static/.hidden',
        'a//b',
        'a\\b',
      ]) {
        const answer = await publish('mf_cart_checkout', {
          ...payload,
          files: [...payload.files, { ...file, path: bad }],
        });
        expect([bad, answer.status]).toEqual([bad, 400]);
      }
      const twice = await publish('mf_cart_checkout', { ...payload, files: [...payload.files, file] });
      expect([twice.status, twice.body.message]).toEqual([400, RELEASE_MESSAGES.duplicateFile(file.path)]);
      const nested = await publish('mf_cart_checkout', {
        ...payload,
        files: [...payload.files, { ...file, path: `${file.path}/inside.js` }],
      });
      expect([nested.status, nested.body.message]).toEqual([400, RELEASE_MESSAGES.fileInsideFile(file.path)]);
      const big = await publish('mf_cart_checkout', {
        ...payload,
        files: [...payload.files, { ...file, path: 'big.js', size: RELEASE_FILE_MAX_BYTES + 1 }],
      });
      expect(big.status).toBe(400);
      expect((await state('mf_cart_checkout')).releases).toEqual([]);
    });
  });

  describe('uploading', () => {
    it('stores each listed file whose bytes match its digest, then answers the list and takes no more uploads', async () => {
      const payload = build();
      const answer = await publish('mf_admin', payload);
      const id = answer.body.release.id;
      expect((await fileList('mf_admin', id)).status).toBe(404);
      await uploadMissing('mf_admin', payload, answer);

      const listed = await fileList('mf_admin', id);
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual({ files: payload.files });
      for (const file of payload.files) {
        expect(await fs.readFile(path.join(storeDir(), 'mf_admin', id, file.path))).toEqual(bytesOf(file));
      }
      const again = await publish('mf_admin', payload);
      expect(again.body).toMatchObject({ created: false, missing: [], release: { filesStored: true } });
      const file = payload.files[0] as (typeof payload.files)[0];
      const late = await upload('mf_admin', id, file);
      expect([late.status, late.body.message]).toEqual([409, RELEASE_MESSAGES.filesAlreadyStored(id)]);
    });

    it('finds files lost from the store when the release is published again, and takes them again', async () => {
      const payload = build();
      const answer = await publish('mf_cart_checkout', payload);
      await uploadMissing('mf_cart_checkout', payload, answer);
      const id = answer.body.release.id;
      const lost = payload.files[1] as (typeof payload.files)[1];
      await fs.rm(path.join(storeDir(), 'mf_cart_checkout', id, lost.path));

      const again = await publish('mf_cart_checkout', payload);
      expect(again.body).toMatchObject({ created: false, missing: [lost.path], release: { filesStored: false } });
      expect((await fileList('mf_cart_checkout', id)).status).toBe(404);
      expect((await upload('mf_cart_checkout', id, lost)).status).toBe(204);
      expect((await fileList('mf_cart_checkout', id)).body).toEqual({ files: payload.files });
    });

    it('refuses bytes that differ from the listed digest or size, a path not listed, and an odd path, writing nothing', async () => {
      const payload = build();
      const id = (await publish('mf_admin', payload)).body.release.id;
      const file = payload.files[0] as (typeof payload.files)[0];
      const before = await storedFiles();

      const tampered = Buffer.from(bytesOf(file));
      tampered[0] = (tampered[0] ?? 0) ^ 1;
      const swapped = await upload('mf_admin', id, file, tampered);
      expect([swapped.status, swapped.body.message]).toEqual([400, RELEASE_MESSAGES.fileDigestWrong(file.path)]);
      const longer = await upload('mf_admin', id, file, Buffer.concat([bytesOf(file), Buffer.from('!')]));
      expect([longer.status, longer.body.message]).toEqual([
        400,
        RELEASE_MESSAGES.fileSizeWrong(file.path, file.size, file.size + 1),
      ]);
      const unlisted = fileOf('static/extra.js', 'not in the list');
      const notListed = await upload('mf_admin', id, unlisted);
      expect([notListed.status, notListed.body.message]).toEqual([
        404,
        RELEASE_MESSAGES.fileNotListed(id, 'static/extra.js'),
      ]);
      for (const odd of [
        '%2e%2e/%2e%2e/escape.js',
        '..%2F..%2Fescape.js',
        '%2Fetc%2Fescape.js',
        'static%2F..%2F..%2Fescape.js',
      ]) {
        const answer = await t.registry('PUT', `${API_PATHS.releases.files('mf_admin', id)}/${odd}`, {
          token: TOKENS.mf_admin,
          headers: { 'content-type': 'application/octet-stream' },
          rawBody: bytesOf(unlisted),
        });
        expect([odd, answer.status]).toEqual([odd, 404]);
      }
      const notBytes = await t.registry('PUT', API_PATHS.releases.file('mf_admin', id, file.path), {
        token: TOKENS.mf_admin,
        json: { text: 'not a file' },
      });
      expect(notBytes.status).toBe(415);
      expect(await storedFiles()).toEqual(before);
      expect((await fs.readdir(path.dirname(storeDir()))).sort()).not.toContain('escape.js');
    });

    it("lets a team's token write only its own target's releases", async () => {
      const payload = build();
      const id = (await publish('mf_account', payload)).body.release.id;
      const file = payload.files[0] as (typeof payload.files)[0];
      const before = await storedFiles();
      const other = await upload('mf_account', id, file, bytesOf(file), TOKENS.mf_catalog);
      expect([other.status, other.body.message]).toEqual([403, RELEASE_MESSAGES.tokenOtherTarget('mf_account')]);
      const none = await t.registry('PUT', API_PATHS.releases.file('mf_account', id, file.path), {
        headers: { 'content-type': 'application/octet-stream' },
        rawBody: bytesOf(file),
      });
      expect(none.status).toBe(401);
      expect(await storedFiles()).toEqual(before);
    });

    it('stores no files for the shell, which is deployed with the site server', async () => {
      const payload = build();
      const answer = await publish('shell', payload);
      expect(answer.body.missing).toEqual([]);
      const file = payload.files[0] as (typeof payload.files)[0];
      const refused = await upload('shell', answer.body.release.id, file);
      expect([refused.status, refused.body.message]).toEqual([409, RELEASE_MESSAGES.shellFilesNotStored]);
    });

    it('does not count a symlink placed where a file belongs as stored', async () => {
      const payload = build();
      const answer = await publish('mf_cart_checkout', payload);
      const id = answer.body.release.id;
      const [linked, ...rest] = payload.files;
      const folder = path.join(storeDir(), 'mf_cart_checkout', id);
      await fs.mkdir(path.dirname(path.join(folder, linked?.path ?? '')), { recursive: true });
      const target = path.join(t.dataDir, 'same-bytes');
      await fs.writeFile(target, bytesOf(linked as (typeof payload.files)[0]));
      await fs.symlink(target, path.join(folder, linked?.path ?? ''));
      await uploadMissing(
        'mf_cart_checkout',
        { ...payload, files: rest },
        { ...answer, body: { ...answer.body, missing: rest.map((file) => file.path) } },
      );
      const after = await publish('mf_cart_checkout', payload);
      expect(after.body).toMatchObject({ missing: [linked?.path], release: { filesStored: false } });
      expect((await live('mf_cart_checkout', { release: id })).status).toBe(409);
    });
  });

  describe('switching', () => {
    it('refuses live and canary for a release without its manifest or entry, or with files not stored, even forced', async () => {
      const noManifest = build();
      noManifest.files = noManifest.files.filter((file) => file.path !== 'mf-manifest.json');
      const answer = await publish('mf_account', noManifest);
      await uploadMissing('mf_account', noManifest, answer);
      const id = answer.body.release.id;
      expect(answer.body.missing).not.toContain('mf-manifest.json');
      const message = RELEASE_MESSAGES.requiredFilesMissing('mf_account', id, ['mf-manifest.json']);
      for (const refused of [
        await live('mf_account', { release: id }),
        await live('mf_account', { release: id, force: true }),
        await canary('mf_account', { release: id, percent: 10 }),
      ]) {
        expect([refused.status, refused.body.message]).toEqual([409, message]);
      }

      const notUploaded = build();
      const pending = (await publish('mf_account', notUploaded)).body.release.id;
      const notStored = await live('mf_account', { release: pending });
      expect([notStored.status, notStored.body.message]).toEqual([
        409,
        RELEASE_MESSAGES.filesNotStored('mf_account', pending),
      ]);
      expect((await state('mf_account')).live).toBeNull();
    });

    it("refuses a catalog release without its server build: the site server renders the catalog's pages", async () => {
      const browserOnly = build();
      browserOnly.files = browserOnly.files.filter((file) => !file.path.startsWith('server/'));
      const answer = await publish('mf_catalog', browserOnly);
      await uploadMissing('mf_catalog', browserOnly, answer);
      const refused = await live('mf_catalog', { release: answer.body.release.id });
      expect([refused.status, refused.body.message]).toEqual([
        409,
        RELEASE_MESSAGES.requiredFilesMissing('mf_catalog', answer.body.release.id, [
          'server/mf-manifest.json',
          'server/remoteEntry.js',
        ]),
      ]);
      // The same release for another slice, which has no server build, may go live.
      const account = await publish('mf_account', browserOnly);
      await uploadMissing('mf_account', browserOnly, account);
      expect((await live('mf_account', { release: account.body.release.id })).status).toBe(200);
    });
  });

  describe('pruning', () => {
    it('removes the files of releases not live, not the canary and not among the last n; they cannot go live again', async () => {
      const prune = (keep: number) =>
        t.registry('POST', API_PATHS.releases.prune('mf_admin'), { token: TOKENS.mf_admin, json: { keep } });
      // Whatever earlier tests left: everything but the newest goes first.
      expect((await prune(0)).status).toBe(200);
      const [oldLive, oldest, canaried, , newer, newest] = [
        await published('mf_admin'),
        await published('mf_admin'),
        await published('mf_admin'),
        await published('mf_admin'),
        await published('mf_admin'),
        await published('mf_admin'),
      ];
      expect((await live('mf_admin', { release: oldest })).status).toBe(200);
      expect((await live('mf_admin', { release: oldLive })).status).toBe(200);
      expect((await canary('mf_admin', { release: canaried, percent: 5 })).status).toBe(200);

      const pruned = await prune(2);
      expect(pruned.status).toBe(200);
      const fourth = (await state('mf_admin')).releases[2].id;
      expect([...pruned.body.pruned].sort()).toEqual([oldest, fourth].sort());
      const folders = (await fs.readdir(path.join(storeDir(), 'mf_admin'))).sort();
      expect(folders).toEqual([oldLive, canaried, newer, newest].sort());

      const after = await state('mf_admin');
      const storedOf = (id: string) => after.releases.find((release: { id: string }) => release.id === id)?.filesStored;
      expect([oldLive, canaried, newer, newest, oldest, fourth].map(storedOf)).toEqual([
        true,
        true,
        true,
        true,
        false,
        false,
      ]);
      expect(after.history[0]).toMatchObject({ action: 'prune', reason: RELEASE_MESSAGES.pruned(2) });
      expect((await fileList('mf_admin', oldest)).status).toBe(404);
      const again = await live('mf_admin', { release: oldest });
      expect([again.status, again.body.message]).toEqual([409, RELEASE_MESSAGES.filesNotStored('mf_admin', oldest)]);
      // The release live before the current one was pruned: no rolling back onto missing files.
      const rollback = await t.registry('POST', API_PATHS.releases.rollback('mf_admin'), { token: TOKENS.mf_admin });
      expect([rollback.status, rollback.body.message]).toEqual([
        409,
        RELEASE_MESSAGES.filesNotStored('mf_admin', oldest),
      ]);
      expect((await state('mf_admin')).live).toBe(oldLive);
    });

    it('refuses the shell, and a token of another target', async () => {
      const shell = await t.registry('POST', API_PATHS.releases.prune('shell'), {
        token: TOKENS.shell,
        json: { keep: 1 },
      });
      expect([shell.status, shell.body.message]).toEqual([409, RELEASE_MESSAGES.shellFilesNotStored]);
      const other = await t.registry('POST', API_PATHS.releases.prune('mf_admin'), {
        token: TOKENS.mf_catalog,
        json: { keep: 1 },
      });
      expect(other.status).toBe(403);
    });
  });
});
