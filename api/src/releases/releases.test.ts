import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import {
  API_PATHS,
  CANARY_MIN_VISITORS,
  PAGE_VIEW_TOKEN_TTL_MS,
  RELEASE_BAKE_MS,
  RELEASE_MESSAGES,
  RELEASE_TARGETS,
  REMOTES,
  REQUEST_MESSAGES,
  type ReleaseTarget,
  type RemoteName,
  SLOT_REPORT_MAX_ROWS,
} from 'shared-contracts';
import { pageViewTokens } from 'shared-contracts/page-view-tokens';
import { releaseHistory, releaseTargets } from '../db/schema.js';
import { build, idOf, registryCalls, TOKENS } from '../test/release-builds.js';
import { ADMIN, createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

const deployer = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 8);

/** The site server's side of the secret: page-view tokens as it issues them. */
const SITE_SECRET = 'test-site-secret-0123456789abcdef0123456789';
const pageViews = pageViewTokens(SITE_SECRET);

describe.each(DATABASES)('the release registry on %s', (kind) => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    t = await createTestApp(kind, {
      config: {
        deployTokens: TOKENS,
        deployTokenNames: { mf_account: 'account-team' },
        generateDeployTokens: false,
        siteSecret: SITE_SECRET,
        bakeMs: RELEASE_BAKE_MS,
        // Every report here comes from this one machine: the limit has a test of its own.
        slotReports: { max: 100_000, timeWindow: 60_000 },
      },
      logStream,
    });
  });
  afterAll(() => t.close());

  const { as, publish, live, canary, state, published, uploadMissing } = registryCalls(() => t);

  describe('routing', () => {
    it('names every target, with no live release and no canary before any deploy, and is never cached', async () => {
      const response = await t.registry('GET', API_PATHS.releases.routing);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys(response.body).sort()).toEqual([...RELEASE_TARGETS].sort());
      expect(response.body.mf_account).toEqual({ live: null, canary: null });
    });
  });

  describe('publishing', () => {
    it('stores a new release (201) and answers the same id again with the stored one, never overwritten (200)', async () => {
      const payload = build({ needs: { react: '^19.0.0' }, reason: 'first build' });
      const first = await publish('mf_account', payload);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        created: true,
        release: {
          id: idOf(payload),
          target: 'mf_account',
          version: '1.0.0',
          hash: idOf(payload).slice(-10),
          commit: 'abc1234',
          createdAt: expect.any(String),
          needs: { react: '^19.0.0' },
          provides: {},
          filesStored: false,
          firstLoadBytes: 20,
        },
        missing: payload.files.map((file) => file.path).sort(),
      });
      const again = await publish('mf_account', { ...payload, commit: 'def5678-dirty', needs: {} });
      expect(again.status).toBe(200);
      expect(again.body).toEqual({ created: false, release: first.body.release, missing: first.body.missing });

      const after = await state('mf_account');
      expect(after.live).toBeNull();
      expect(after.releases.filter((release: { id: string }) => release.id === idOf(payload))).toHaveLength(1);
      expect(after.history.filter((entry: { release: string }) => entry.release === idOf(payload))).toEqual([
        {
          id: expect.any(Number),
          at: expect.any(String),
          action: 'publish',
          release: idOf(payload),
          by: deployer(TOKENS.mf_account),
          byName: 'account-team',
          reason: 'first build',
          forced: false,
          evidence: null,
        },
      ]);
    });

    it('refuses an unknown target with 404 and a bad payload with 400 naming the field', async () => {
      const unknown = await t.registry('POST', API_PATHS.releases.target('mf_basket'), {
        ...as('mf_catalog'),
        json: build(),
      });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({ message: RELEASE_MESSAGES.unknownTarget('mf_basket') });
      const bad = await publish('mf_catalog', { ...build(), commit: '' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toMatch(/^commit: /);
      // A longer version would make an id longer than a release id may be.
      const long = await publish('mf_catalog', { ...build(), version: `1.0.0-${'a'.repeat(35)}` });
      expect(long.status).toBe(400);
      expect(long.body.message).toMatch(/^version: /);
      // The size of what pages load first, which is part of the release's files.
      for (const firstLoadBytes of [undefined, -1, 1.5, 10_000_000]) {
        const badSize = await publish('mf_catalog', { ...build(), firstLoadBytes } as ReturnType<typeof build>);
        expect([badSize.status, badSize.body.message]).toEqual([400, expect.stringMatching(/^firstLoadBytes\b/)]);
      }
    });

    it('records a release published over its size budget as forced, with its size', async () => {
      const payload = build({ firstLoadBytes: 30, force: true, reason: 'trimmed next' });
      expect((await publish('mf_account', payload)).body.release.firstLoadBytes).toBe(30);
      const entry = (await state('mf_account')).history.find(
        (item: { release: string }) => item.release === idOf(payload),
      );
      expect(entry).toMatchObject({ action: 'publish', forced: true, reason: 'trimmed next' });
    });
  });

  describe('deploy tokens', () => {
    const url = API_PATHS.releases.target('mf_cart_checkout');

    it('refuses a request without a token, with a wrong one, with another target’s, and a store login', async () => {
      const missing = await t.registry('POST', url, { json: build() });
      expect([missing.status, missing.body.message]).toEqual([401, RELEASE_MESSAGES.tokenMissing]);
      const wrong = await t.registry('POST', url, { token: 'not-a-deploy-token', json: build() });
      expect([wrong.status, wrong.body.message]).toEqual([401, RELEASE_MESSAGES.tokenWrong]);
      const other = await t.registry('POST', url, { ...as('mf_catalog'), json: build() });
      expect([other.status, other.body.message]).toEqual([403, RELEASE_MESSAGES.tokenOtherTarget('mf_cart_checkout')]);
      const storeLogin = await t.registry('POST', url, { token: await t.login(ADMIN), json: build() });
      expect([storeLogin.status, storeLogin.body.message]).toEqual([403, RELEASE_MESSAGES.storeLogin]);
      // Shaped like a login but none: just a wrong token.
      const notALogin = await t.registry('POST', url, { token: 'a.b.c', json: build() });
      expect([notALogin.status, notALogin.body.message]).toEqual([401, RELEASE_MESSAGES.tokenWrong]);
      // Checked before the body: a request without a token learns nothing about its payload.
      const unread = await t.registry('POST', url, { json: { version: 'x' } });
      expect(unread.status).toBe(401);
      expect((await state('mf_cart_checkout')).releases).toEqual([]);
    });

    it('never writes a deploy token to the log', async () => {
      expect((await state('mf_catalog')).target).toBe('mf_catalog');
      expect(logLines.length).toBeGreaterThan(0);
      for (const token of Object.values(TOKENS)) expect(logLines.join('\n')).not.toContain(token);
    });
  });

  describe('switching', () => {
    it('makes a release live, refuses it twice or unknown, rolls back, and records each change', async () => {
      const first = await published('mf_admin');
      const second = await published('mf_admin');
      expect((await live('mf_admin', { release: first })).status).toBe(200);
      const switched = await live('mf_admin', { release: second, reason: 'new filters' });
      expect(switched.status).toBe(200);
      expect(switched.body).toMatchObject({ live: second, canary: null });
      expect((await t.registry('GET', API_PATHS.releases.routing)).body.mf_admin).toEqual({
        live: second,
        canary: null,
      });

      const twice = await live('mf_admin', { release: second });
      expect([twice.status, twice.body.message]).toEqual([409, RELEASE_MESSAGES.alreadyLive('mf_admin', second)]);
      const unknown = await live('mf_admin', { release: '9.9.9-ffffffffff' });
      expect([unknown.status, unknown.body.message]).toEqual([
        404,
        RELEASE_MESSAGES.unknownRelease('mf_admin', '9.9.9-ffffffffff'),
      ]);

      const rolledBack = await t.registry('POST', API_PATHS.releases.rollback('mf_admin'), as('mf_admin'));
      expect(rolledBack.status).toBe(200);
      expect(rolledBack.body.live).toBe(first);
      const noMore = await t.registry('POST', API_PATHS.releases.rollback('mf_admin'), {
        ...as('mf_admin'),
        json: { reason: 'again' },
      });
      expect([noMore.status, noMore.body.message]).toEqual([409, RELEASE_MESSAGES.noPrevious('mf_admin')]);

      const history = (await state('mf_admin')).history.map(
        (entry: { action: string; release: string; reason: string | null; by: string }) => [
          entry.action,
          entry.release,
          entry.reason,
          entry.by,
        ],
      );
      const by = deployer(TOKENS.mf_admin);
      expect(history).toEqual([
        ['rollback', first, null, by],
        ['live', second, 'new filters', by],
        ['live', first, null, by],
        ['publish', second, null, by],
        ['publish', first, null, by],
      ]);
    });

    it('rolls back one step per call: two rollbacks go two releases back', async () => {
      const [a, b, c] = [await published('mf_account'), await published('mf_account'), await published('mf_account')];
      for (const release of [a, b, c]) expect((await live('mf_account', { release })).status).toBe(200);
      const rollback = () => t.registry('POST', API_PATHS.releases.rollback('mf_account'), as('mf_account'));
      expect((await rollback()).body.live).toBe(b);
      expect((await rollback()).body.live).toBe(a);
    });

    it('runs a canary, refuses it for the live release and for the shell, ends it, and records each change', async () => {
      const stable = await published('mf_cart_checkout');
      const next = await published('mf_cart_checkout');
      await live('mf_cart_checkout', { release: stable });

      const isLive = await canary('mf_cart_checkout', { release: stable, percent: 10 });
      expect([isLive.status, isLive.body.message]).toEqual([409, RELEASE_MESSAGES.canaryIsLive]);
      const shellRelease = await published('shell');
      const shell = await canary('shell', { release: shellRelease, percent: 10 });
      expect([shell.status, shell.body.message]).toEqual([409, RELEASE_MESSAGES.shellHasNoCanary]);

      const started = await canary('mf_cart_checkout', { release: next, percent: 25, reason: 'try it' });
      expect(started.status).toBe(200);
      expect((await t.registry('GET', API_PATHS.releases.routing)).body.mf_cart_checkout).toEqual({
        live: stable,
        canary: { release: next, percent: 25 },
      });

      const off = () => t.registry('DELETE', API_PATHS.releases.canary('mf_cart_checkout'), as('mf_cart_checkout'));
      const stopped = await off();
      expect(stopped.status).toBe(200);
      expect(stopped.body.canary).toBeNull();
      const none = await off();
      expect([none.status, none.body.message]).toEqual([409, RELEASE_MESSAGES.noCanary('mf_cart_checkout')]);

      // The canary's release made live: the canary has nothing left to try and ends.
      await canary('mf_cart_checkout', { release: next, percent: 50 });
      const promoted = await live('mf_cart_checkout', { release: next });
      expect(promoted.body).toMatchObject({ live: next, canary: null });

      const actions = (await state('mf_cart_checkout')).history.map((entry: { action: string; release: string }) => [
        entry.action,
        entry.release,
      ]);
      expect(actions.slice(0, 5)).toEqual([
        ['live', next],
        ['canary', next],
        ['canary-off', next],
        ['canary', next],
        ['live', stable],
      ]);
    });
  });

  describe('the compatibility gate', () => {
    it('refuses a slice release the live shell does not fit, naming each mismatch; force passes and is recorded', async () => {
      const shell = await published('shell', { provides: { react: '19.2.0', 'store-runtime': '2.4.0' } });
      expect((await live('shell', { release: shell })).status).toBe(200);
      const fits = await published('mf_catalog', { needs: { react: '^19.0.0', 'store-runtime': '^2.1.0' } });
      expect((await live('mf_catalog', { release: fits })).status).toBe(200);

      const tooNew = await published('mf_catalog', {
        version: '2.0.0',
        needs: { 'store-runtime': '^3.0', jotai: '^2.0.0' },
      });
      const message = RELEASE_MESSAGES.incompatible('mf_catalog', tooNew, [
        'needs jotai ^2.0.0, the live shell provides none',
        'needs store-runtime ^3.0, the live shell provides 2.4.0',
      ]);
      const refused = await live('mf_catalog', { release: tooNew });
      expect(refused.body).toEqual({ message });
      expect(refused.status).toBe(409);
      const refusedCanary = await canary('mf_catalog', { release: tooNew, percent: 5 });
      expect([refusedCanary.status, refusedCanary.body.message]).toEqual([409, message]);
      expect((await state('mf_catalog')).live).toBe(fits);

      const forced = await live('mf_catalog', { release: tooNew, force: true, reason: 'runtime ships next' });
      expect(forced.status).toBe(200);
      expect(forced.body.history[0]).toMatchObject({
        action: 'live',
        release: tooNew,
        forced: true,
        reason: 'runtime ships next',
      });
      // Back to a fitting release, so the shell tests below start from a store that fits.
      expect((await live('mf_catalog', { release: fits })).status).toBe(200);
    });

    it('refuses a shell release that would strand a live slice release or canary', async () => {
      const catalogLive = (await state('mf_catalog')).live;
      const catalogCanary = await published('mf_catalog', { needs: { react: '^19.1.0' } });
      expect((await canary('mf_catalog', { release: catalogCanary, percent: 5 })).status).toBe(200);

      const older = await published('shell', { provides: { react: '19.0.0', 'store-runtime': '2.4.0' } });
      const refused = await live('shell', { release: older });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        RELEASE_MESSAGES.shellStrandsSlices(older, [
          `mf_catalog ${catalogCanary} needs react ^19.1.0, the live shell provides 19.0.0`,
        ]),
      );
      const noRuntime = await published('shell', { provides: { react: '19.2.0' } });
      expect((await live('shell', { release: noRuntime })).body.message).toBe(
        RELEASE_MESSAGES.shellStrandsSlices(noRuntime, [
          `mf_catalog ${catalogLive} needs store-runtime ^2.1.0, the live shell provides none`,
        ]),
      );
      const forced = await live('shell', { release: older, force: true });
      expect(forced.status).toBe(200);
      expect(forced.body.history[0]).toMatchObject({ action: 'live', release: older, forced: true });
      await t.registry('DELETE', API_PATHS.releases.canary('mf_catalog'), as('mf_catalog'));
    });
  });

  describe('concurrency', () => {
    it('applies parallel switches of one target one after another: all in the history, the last one in force', async () => {
      const candidates = [];
      for (let i = 0; i < 6; i++) candidates.push(await published('mf_account'));
      const answers = await Promise.all(
        candidates.map((release, i) => canary('mf_account', { release, percent: i + 1 })),
      );
      expect(answers.map((answer) => answer.status)).toEqual(candidates.map(() => 200));
      const after = await state('mf_account');
      const switches = after.history.filter((entry: { action: string }) => entry.action === 'canary');
      expect(switches.map((entry: { release: string }) => entry.release).sort()).toEqual([...candidates].sort());
      // Newest first: the change applied last is the one in force.
      expect(after.canary.release).toBe(switches[0].release);
      expect(after.canary.percent).toBe(candidates.indexOf(switches[0].release) + 1);
    });

    it('decides parallel calls of one target on the state each leaves: one publish, one switch, the others told', async () => {
      const payload = build();
      const publishes = await Promise.all([1, 2, 3, 4].map(() => publish('mf_admin', payload)));
      expect(publishes.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 201]);
      await uploadMissing('mf_admin', payload, publishes[0] as (typeof publishes)[0]);
      const switches = await Promise.all([1, 2, 3, 4].map(() => live('mf_admin', { release: idOf(payload) })));
      expect(switches.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
      const entries = (await state('mf_admin')).history.filter(
        (entry: { release: string }) => entry.release === idOf(payload),
      );
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual(['live', 'publish']);
    });

    it('lets pipelines of different targets publish at the same moment: both land', async () => {
      const catalog = build();
      const cart = build();
      const [a, b] = await Promise.all([publish('mf_catalog', catalog), publish('mf_cart_checkout', cart)]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect((await state('mf_catalog')).releases.map((release: { id: string }) => release.id)).toContain(
        idOf(catalog),
      );
      expect((await state('mf_cart_checkout')).releases.map((release: { id: string }) => release.id)).toContain(
        idOf(cart),
      );
    });
  });

  describe('slot health', () => {
    const report = (rows: object[]) => t.request('POST', API_PATHS.releases.reports, { json: { rows } });
    /** Sends rows in beacons of at most SLOT_REPORT_MAX_ROWS, as browsers would. */
    const reportAll = async (rows: object[]) => {
      for (let i = 0; i < rows.length; i += SLOT_REPORT_MAX_ROWS) {
        expect((await report(rows.slice(i, i + SLOT_REPORT_MAX_ROWS))).status).toBe(204);
      }
    };
    const healthOf = async (target: ReleaseTarget, release: string) =>
      (await state(target)).health.find((entry: { release: string }) => entry.release === release);
    /** `count` distinct visitors (IPv4 addresses), each viewing `slot` once; every `failEvery`-th one failing. */
    const visitors = (target: RemoteName, release: string, slot: string, count: number, failEvery = 0, from = 0) =>
      Array.from({ length: count }, (_, i) => ({
        token: pageViews.issue({ target, release, address: `198.51.100.${from + i}` }),
        slot,
        failed: failEvery > 0 && i % failEvery === 0,
      }));

    it('counts a slot once per page view as a view and once as an error, only with a valid, unexpired token', async () => {
      const release = await published('mf_admin');
      expect((await live('mf_admin', { release })).status).toBe(200);
      const token = pageViews.issue({ target: 'mf_admin', release, address: '203.0.113.7' });
      const view = { token, slot: 'DashboardPage', failed: false };
      // Sent again, and failed later: one view, one error.
      for (const rows of [[view, view], [view], [{ ...view, failed: true }], [{ ...view, failed: true }, view]]) {
        expect((await report(rows)).status).toBe(204);
      }
      expect((await report([{ ...view, slot: 'CategoryPage' }])).status).toBe(204);
      const [head, signature] = [token.slice(0, -22), token.slice(-22)];
      const refused = [
        // A changed signature, another release, another secret, expired, from before the period, a module not the slice's.
        { ...view, token: `${head}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}` },
        { ...view, token: token.replace(release, '9.9.9-ffffffffff') },
        {
          ...view,
          token: pageViewTokens('another-secret-0123456789abcdef0123').issue({
            target: 'mf_admin',
            release,
            address: '203.0.113.8',
          }),
        },
        {
          ...view,
          token: pageViews.issue(
            { target: 'mf_admin', release, address: '203.0.113.9' },
            Date.now() - PAGE_VIEW_TOKEN_TTL_MS - 1000,
          ),
        },
        {
          ...view,
          token: pageViews.issue({ target: 'mf_admin', release, address: '203.0.113.10' }, Date.now() - 60_000),
        },
        { ...view, slot: 'HomePage', token: pageViews.issue({ target: 'mf_admin', release, address: '203.0.113.11' }) },
        { ...view, token: 'not-a-token' },
      ];
      expect((await report(refused)).status).toBe(204);
      expect(await healthOf('mf_admin', release)).toEqual({
        release,
        visitors: 1,
        views: 2,
        errors: 1,
        errorRate: 0.5,
      });
      // The old beacon's counts are not accepted at all.
      const counts = await report([{ target: 'mf_admin', release, views: 1000, errors: 1000 }]);
      expect(counts.status).toBe(400);
    });

    it('counts visitors by address group: one IPv4 host, one IPv6 /64', async () => {
      const release = await published('mf_admin');
      expect((await live('mf_admin', { release })).status).toBe(200);
      const addresses = [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff::5',
        '2001:db8:1:3::1',
        '203.0.113.7',
        '::ffff:203.0.113.7',
      ];
      await reportAll(
        addresses.map((address) => ({
          token: pageViews.issue({ target: 'mf_admin', release, address }),
          slot: 'OrderPage',
          failed: false,
        })),
      );
      expect(await healthOf('mf_admin', release)).toMatchObject({ visitors: 3, views: 5, errors: 0 });
    });

    it('keeps a healthy canary on under a forged burst from one address, whatever it sends', async () => {
      const stable = await published('mf_account');
      const fine = await published('mf_account');
      await live('mf_account', { release: stable });
      await canary('mf_account', { release: fine, percent: 10 });
      await reportAll([
        ...visitors('mf_account', stable, 'LoginPage', CANARY_MIN_VISITORS + 10),
        ...visitors('mf_account', fine, 'LoginPage', CANARY_MIN_VISITORS + 10),
      ]);
      // One address: 300 pages loaded for real, every slot of each reported failed, and rows with forged tokens.
      const attacker = Array.from({ length: 300 }, () =>
        (REMOTES.mf_account.modules as readonly string[]).map((slot) => ({
          token: pageViews.issue({ target: 'mf_account', release: fine, address: '203.0.113.66' }),
          slot,
          failed: true,
        })),
      ).flat();
      await reportAll(attacker);
      await reportAll(attacker.map((row) => ({ ...row, token: `${row.token.slice(0, -1)}x` })));
      expect((await report([{ target: 'mf_account', release: fine, views: 1000, errors: 1000 }])).status).toBe(400);

      const after = await state('mf_account');
      expect(after.canary).toEqual({ release: fine, percent: 10 });
      expect(await healthOf('mf_account', fine)).toMatchObject({ visitors: CANARY_MIN_VISITORS + 11 });
    });

    it('switches a failing canary off, however one address dresses it or the live release up, recording the evidence', async () => {
      const stable = await published('mf_cart_checkout');
      const broken = await published('mf_cart_checkout');
      await live('mf_cart_checkout', { release: stable });
      await canary('mf_cart_checkout', { release: broken, percent: 10 });
      // One address: many healthy views of the canary, and failures of the live release, to hide it.
      const dressing = Array.from({ length: 100 }, () => [
        {
          token: pageViews.issue({ target: 'mf_cart_checkout', release: broken, address: '2001:db8:66::1' }),
          slot: 'CartPage',
          failed: false,
        },
        {
          token: pageViews.issue({ target: 'mf_cart_checkout', release: stable, address: '2001:db8:66::2' }),
          slot: 'CartPage',
          failed: true,
        },
      ]).flat();
      await reportAll(dressing);
      await reportAll(visitors('mf_cart_checkout', stable, 'CartPage', CANARY_MIN_VISITORS + 10));
      // Fewer visitors than the minimum: not judged yet, however bad it looks.
      await reportAll(visitors('mf_cart_checkout', broken, 'CartPage', CANARY_MIN_VISITORS - 2, 2));
      expect((await state('mf_cart_checkout')).canary).toEqual({ release: broken, percent: 10 });

      await reportAll(visitors('mf_cart_checkout', broken, 'CartPage', 2, 2, 100));
      const after = await state('mf_cart_checkout');
      expect(after.canary).toBeNull();
      // 30 visitors, half of them failing, and the one address's 100 healthy views.
      const canaryFigures = { visitors: 31, views: 130, errors: 15, errorRate: 15 / 31 };
      // 40 visitors without failures, and the one address's 100 failures.
      const liveFigures = { visitors: 41, views: 140, errors: 100, errorRate: 1 / 41 };
      expect(after.history[0]).toMatchObject({
        action: 'auto-canary-off',
        release: broken,
        by: 'registry',
        reason: RELEASE_MESSAGES.autoCanaryOff(
          RELEASE_MESSAGES.healthEvidence(canaryFigures),
          RELEASE_MESSAGES.healthEvidence(liveFigures),
        ),
        evidence: RELEASE_MESSAGES.healthEvidence(canaryFigures),
      });
    });

    it('refuses a body that is too big, too many rows, and a row out of shape', async () => {
      const row = { token: 'x', slot: 'HomePage', failed: false };
      const tooMany = await report(Array.from({ length: SLOT_REPORT_MAX_ROWS + 1 }, () => row));
      expect(tooMany.status).toBe(400);
      const tooBig = await t.request('POST', API_PATHS.releases.reports, {
        headers: { 'content-type': 'application/json' },
        rawBody: JSON.stringify({ rows: [row], padding: 'x'.repeat(5000) }),
      });
      expect([tooBig.status, tooBig.body.message]).toEqual([413, REQUEST_MESSAGES.tooLarge]);
      expect((await report([{ ...row, slot: '../HomePage' }])).status).toBe(400);
      expect((await report([{ ...row, failed: 'yes' }])).status).toBe(400);
    });
  });

  describe('the bake after a release goes live', () => {
    const report = (rows: object[]) => t.request('POST', API_PATHS.releases.reports, { json: { rows } });
    const reportAll = async (rows: object[]) => {
      for (let i = 0; i < rows.length; i += SLOT_REPORT_MAX_ROWS) {
        expect((await report(rows.slice(i, i + SLOT_REPORT_MAX_ROWS))).status).toBe(204);
      }
    };
    const visitors = (release: string, count: number, failEvery = 0) =>
      Array.from({ length: count }, (_, i) => ({
        token: pageViews.issue({ target: 'mf_catalog', release, address: `2001:db8:${i}::1` }),
        slot: 'HomePage',
        failed: failEvery > 0 && i % failEvery === 0,
      }));

    it('rolls a live release that fails while it bakes back to the one before, saying why', async () => {
      const before = await published('mf_catalog');
      const bad = await published('mf_catalog');
      expect((await live('mf_catalog', { release: before, force: true })).status).toBe(200);
      await reportAll(visitors(before, CANARY_MIN_VISITORS + 5));
      const switched = await live('mf_catalog', { release: bad, force: true });
      expect(switched.body.bake).toEqual({ release: bad, until: expect.any(String), against: before });
      expect(Date.parse(switched.body.bake.until) - Date.now()).toBeGreaterThan(RELEASE_BAKE_MS - 60_000);

      await reportAll(visitors(bad, CANARY_MIN_VISITORS, 3));
      const after = await state('mf_catalog');
      expect(after.live).toBe(before);
      expect(after.bake).toBeNull();
      const badFigures = {
        visitors: CANARY_MIN_VISITORS,
        views: CANARY_MIN_VISITORS,
        errors: CANARY_MIN_VISITORS / 3,
        errorRate: 1 / 3,
      };
      const beforeFigures = {
        visitors: CANARY_MIN_VISITORS + 5,
        views: CANARY_MIN_VISITORS + 5,
        errors: 0,
        errorRate: 0,
      };
      expect(after.history[0]).toMatchObject({
        action: 'auto-rollback',
        release: before,
        by: 'registry',
        byName: null,
        reason: RELEASE_MESSAGES.autoRollback(
          bad,
          RELEASE_MESSAGES.healthEvidence(badFigures),
          RELEASE_MESSAGES.healthEvidence(beforeFigures),
        ),
        evidence: RELEASE_MESSAGES.healthEvidence(badFigures),
      });
      expect((await t.registry('GET', API_PATHS.releases.routing)).body.mf_catalog.live).toBe(before);
    });

    it('records that a healthy release baked once its bake is over, with its figures', async () => {
      const good = await published('mf_catalog');
      expect((await live('mf_catalog', { release: good, force: true })).status).toBe(200);
      await reportAll(visitors(good, 3));
      expect((await state('mf_catalog')).bake).toMatchObject({ release: good });
      // As if the bake's time had passed.
      await t.ctx.db.update(releaseTargets).set({ bakeUntil: new Date(Date.now() - 1) });
      await reportAll(visitors(good, 4).slice(3));
      const after = await state('mf_catalog');
      expect(after.bake).toBeNull();
      expect(after.live).toBe(good);
      expect(after.history[0]).toMatchObject({
        action: 'baked',
        release: good,
        by: 'registry',
        byName: null,
        evidence: RELEASE_MESSAGES.healthEvidence({ visitors: 4, views: 4, errors: 0, errorRate: 0 }),
      });
    });
  });

  describe("the history: each token's name, and how much of it", () => {
    type Entry = { action: string; by: string; byName: string | null };

    it("records each change with its token's name: the one configured, else its target's; an older entry keeps its fingerprint", async () => {
      const release = await published('mf_account');
      await live('mf_account', { release });
      const named = (await state('mf_account')).history.slice(0, 2);
      expect(named.map((entry: Entry) => [entry.action, entry.byName, entry.by])).toEqual([
        ['live', 'account-team', deployer(TOKENS.mf_account)],
        ['publish', 'account-team', deployer(TOKENS.mf_account)],
      ]);
      const unnamed = await published('shell');
      expect((await state('shell')).history[0]).toMatchObject({ release: unnamed, byName: 'shell' });

      // As an entry recorded before tokens had names: no name, only the fingerprint.
      await t.ctx.db
        .insert(releaseHistory)
        .values({ target: 'shell', action: 'publish', release: unnamed, by: 'f00dcafe' });
      expect((await state('shell')).history[0]).toMatchObject({ by: 'f00dcafe', byName: null });
    });

    it('answers only the newest entries when asked for a number, with how many there are, and every one without', async () => {
      for (let i = 0; i < 3; i += 1) await published('mf_admin');
      const all = await state('mf_admin');
      expect(all.history.length).toBe(all.historyTotal);
      expect(all.historyTotal).toBeGreaterThanOrEqual(3);

      const newest = await t.registry('GET', `${API_PATHS.releases.target('mf_admin')}?history=2`, as('mf_admin'));
      expect(newest.status).toBe(200);
      expect(newest.body.history).toEqual(all.history.slice(0, 2));
      expect(newest.body.historyTotal).toBe(all.historyTotal);

      for (const bad of ['0', '-1', '1.5', 'all']) {
        const refused = await t.registry(
          'GET',
          `${API_PATHS.releases.target('mf_admin')}?history=${bad}`,
          as('mf_admin'),
        );
        expect([refused.status, refused.body.message]).toEqual([400, expect.stringMatching(/^history is /)]);
      }
    });
  });

  describe("a release's whole file list", () => {
    it("answers a release and every file of its list, stored or not (the shell's never are), and names an unknown id", async () => {
      const payload = build({ commit: 'feed123' });
      expect((await publish('mf_admin', payload)).status).toBe(201);
      const detail = await t.registry('GET', API_PATHS.releases.release('mf_admin', idOf(payload)), as('mf_admin'));
      expect(detail.status).toBe(200);
      expect(detail.body.release).toMatchObject({ id: idOf(payload), commit: 'feed123', filesStored: false });
      expect(detail.body.files).toEqual(payload.files);

      const shell = build();
      await publish('shell', shell);
      const shellDetail = await t.registry('GET', API_PATHS.releases.release('shell', idOf(shell)), as('shell'));
      expect([shellDetail.status, shellDetail.body.files]).toEqual([200, shell.files]);

      const unknown = await t.registry(
        'GET',
        API_PATHS.releases.release('mf_admin', '9.9.9-ffffffffff'),
        as('mf_admin'),
      );
      expect([unknown.status, unknown.body.message]).toEqual([
        404,
        RELEASE_MESSAGES.unknownRelease('mf_admin', '9.9.9-ffffffffff'),
      ]);
      // Read like the routing and the file lists: on the internal listener only, with no token.
      expect((await t.registry('GET', API_PATHS.releases.release('mf_admin', idOf(payload)))).status).toBe(200);
      expect((await t.request('GET', API_PATHS.releases.release('mf_admin', idOf(payload)))).status).toBe(404);
    });
  });
});

describe('deploy routes without a configured token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: {
        deployTokens: { shell: TOKENS.shell },
        generateDeployTokens: false,
        slotReports: { max: 2, timeWindow: 60_000 },
        // As compose runs it: the shell's nginx, on a private address, is the proxy in front.
        trustProxy: 'uniquelocal',
      },
    });
  });
  afterAll(() => t.close());

  it('refuse every call for a target that has no token (production)', async () => {
    const response = await t.registry('POST', API_PATHS.releases.target('mf_catalog'), {
      token: TOKENS.shell,
      json: build(),
    });
    expect([response.status, response.body.message]).toEqual([401, RELEASE_MESSAGES.noTokenConfigured('mf_catalog')]);
  });

  it('limit how often one client may report slot health: per address behind the proxy, per /64 for IPv6', async () => {
    const row = { token: 'x', slot: 'HomePage', failed: false };
    /** Through the proxy in front (as compose: nginx on a private address sets X-Forwarded-For to its peer). */
    const report = async (forwardedFor: string, remoteAddress = '10.0.0.5') =>
      (
        await t.app.inject({
          method: 'POST',
          url: API_PATHS.releases.reports,
          remoteAddress,
          headers: { 'x-forwarded-for': forwardedFor },
          payload: { rows: [row] },
        })
      ).statusCode;
    // What a client puts before the proxy's entry changes nothing: it is one client.
    expect([await report('203.0.113.7'), await report('1.1.1.1, 203.0.113.7'), await report('203.0.113.7')]).toEqual([
      204, 204, 429,
    ]);
    expect(await report('203.0.113.8')).toBe(204);
    // Any address of one /64 is one client; another /64 is another.
    expect([
      await report('2001:db8:1:2::1'),
      await report('2001:db8:1:2:aaaa::2'),
      await report('2001:db8:1:2:ffff:ffff:ffff:ffff'),
    ]).toEqual([204, 204, 429]);
    expect(await report('2001:db8:1:3::1')).toBe(204);
    // IPv4 as a dual-stack proxy may write it: each address its own client, not one /64 of them all.
    expect([await report('::ffff:198.51.100.7'), await report('::ffff:198.51.100.7')]).toEqual([204, 204]);
    expect([await report('::ffff:198.51.100.8'), await report('198.51.100.7')]).toEqual([204, 429]);
    // From anyone but the proxy, X-Forwarded-For is not believed: the peer is the client.
    expect([
      await report('198.51.100.1', '192.0.2.9'),
      await report('198.51.100.2', '192.0.2.9'),
      await report('198.51.100.3', '192.0.2.9'),
    ]).toEqual([204, 204, 429]);
  });
});
