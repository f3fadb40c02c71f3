import { API_PATHS, PREVIEW, PREVIEW_MESSAGES, RELEASE_BAKE_MS, RELEASE_MESSAGES } from 'shared-contracts';
import { previewLinks } from 'shared-contracts/preview-links';
import { build, idOf, registryCalls, TOKENS } from '../test/release-builds.js';
import { createTestApp, DATABASES, type TestApp } from '../test/test-app.js';

const SITE_SECRET = 'test-site-secret-0123456789abcdef0123456789';
/** The site server's side of the secret: how it reads the links the registry signs. */
const links = previewLinks(SITE_SECRET);

describe.each(DATABASES)('preview links from the release registry on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      config: {
        deployTokens: TOKENS,
        generateDeployTokens: false,
        siteSecret: SITE_SECRET,
        bakeMs: RELEASE_BAKE_MS,
      },
    });
  });
  afterAll(() => t.close());

  const { published, publish, live } = registryCalls(() => t);
  const preview = (json: object, token?: string) => t.registry('POST', API_PATHS.releases.previews, { token, json });

  it('signs a link that pins a stored release for 24 hours by default, with the target’s deploy token', async () => {
    const release = await published('mf_catalog');
    const before = Date.now();
    const answer = await preview({ pins: [{ target: 'mf_catalog', release }] }, TOKENS.mf_catalog);
    expect(answer.status).toBe(201);
    const grant = links.read(answer.body.link);
    expect(grant).toEqual({
      pins: [{ target: 'mf_catalog', release }],
      warnings: [],
      expiresAt: expect.any(Number),
      nonce: expect.any(String),
    });
    const { expiresAt } = grant as { expiresAt: number };
    expect(expiresAt - before).toBeGreaterThanOrEqual(PREVIEW.defaultSeconds * 1000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(PREVIEW.defaultSeconds * 1000);
    expect(answer.body.expiresAt).toBe(new Date(expiresAt).toISOString());
  });

  it('pins two slices with one token each, in pin order, and refuses a token of another slice', async () => {
    const catalog = await published('mf_catalog');
    const cart = await published('mf_cart_checkout');
    const pins = [
      { target: 'mf_catalog', release: catalog },
      { target: 'mf_cart_checkout', release: cart },
    ];
    const both = await preview({ pins, forSeconds: 3600 }, `${TOKENS.mf_catalog},${TOKENS.mf_cart_checkout}`);
    expect(both.status).toBe(201);
    expect(links.read(both.body.link)).toMatchObject({ pins });

    const oneToken = await preview({ pins }, TOKENS.mf_catalog);
    expect(oneToken).toMatchObject({
      status: 403,
      body: { message: RELEASE_MESSAGES.tokenOtherTarget('mf_cart_checkout') },
    });
    const swapped = await preview({ pins }, `${TOKENS.mf_cart_checkout},${TOKENS.mf_catalog}`);
    expect(swapped.status).toBe(403);
    const tooMany = await preview({ pins }, `${TOKENS.mf_catalog},${TOKENS.mf_cart_checkout},${TOKENS.mf_admin}`);
    expect(tooMany).toMatchObject({ status: 400, body: { message: PREVIEW_MESSAGES.tokensPerPin } });
    expect((await preview({ pins })).status).toBe(401);
    expect((await preview({ pins }, 'not-a-token')).status).toBe(401);
  });

  it('refuses a release that could not run: unknown, or its files not all stored', async () => {
    const unknown = await preview({ pins: [{ target: 'mf_catalog', release: '9.9.9-0000000000' }] }, TOKENS.mf_catalog);
    expect(unknown).toMatchObject({
      status: 404,
      body: { message: RELEASE_MESSAGES.unknownRelease('mf_catalog', '9.9.9-0000000000') },
    });
    const payload = build();
    await publish('mf_catalog', payload);
    const unstored = await preview({ pins: [{ target: 'mf_catalog', release: idOf(payload) }] }, TOKENS.mf_catalog);
    expect(unstored).toMatchObject({
      status: 409,
      body: { message: RELEASE_MESSAGES.filesNotStored('mf_catalog', idOf(payload)) },
    });
  });

  it('signs a release that does not fit the live shell, with the warning the bar shows', async () => {
    const shell = await published('shell', { provides: { react: '19.2.0', 'store-runtime': '2.4.0' } });
    expect((await live('shell', { release: shell })).status).toBe(200);
    const tooNew = await published('mf_catalog', { needs: { 'store-runtime': '^3.0.0' } });
    const answer = await preview({ pins: [{ target: 'mf_catalog', release: tooNew }] }, TOKENS.mf_catalog);
    expect(answer.status).toBe(201);
    expect(links.read(answer.body.link)).toMatchObject({
      warnings: [
        RELEASE_MESSAGES.incompatible('mf_catalog', tooNew, [
          RELEASE_MESSAGES.mismatch('store-runtime', '^3.0.0', '2.4.0'),
        ]),
      ],
    });
  });

  it('signs the bar alone and a loopback dev server; refuses another host, the shell’s release and over 7 days', async () => {
    const barOnly = await preview({ pins: [{ target: 'shell' }] }, TOKENS.shell);
    expect(links.read(barOnly.body.link)).toMatchObject({ pins: [{ target: 'shell' }] });
    const devServer = 'http://localhost:5301/mf-manifest.json';
    const dev = await preview({ pins: [{ target: 'mf_catalog', devServer }] }, TOKENS.mf_catalog);
    expect(links.read(dev.body.link)).toMatchObject({ pins: [{ target: 'mf_catalog', devServer }] });

    const elsewhere = await preview(
      { pins: [{ target: 'mf_catalog', devServer: 'https://cdn.example.net/mf-manifest.json' }] },
      TOKENS.mf_catalog,
    );
    expect(elsewhere.status).toBe(400);
    const shellRelease = await published('shell');
    expect(await preview({ pins: [{ target: 'shell', release: shellRelease }] }, TOKENS.shell)).toMatchObject({
      status: 409,
      body: { message: PREVIEW_MESSAGES.shellRelease },
    });
    const tooLong = await preview(
      { pins: [{ target: 'mf_catalog' }], forSeconds: PREVIEW.maxSeconds + 1 },
      TOKENS.mf_catalog,
    );
    expect(tooLong.status).toBe(400);
  });

  it("answers a release's record and its history to the site, with no token, on the internal listener only", async () => {
    const release = await published('mf_account');
    const record = await t.registry('GET', API_PATHS.releases.record('mf_account', release));
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({
      release: { id: release, target: 'mf_account', filesStored: true },
      history: [{ action: 'publish', release }],
      live: null,
      canary: null,
    });
    expect((await t.registry('GET', API_PATHS.releases.record('mf_account', '9.9.9-0000000000'))).status).toBe(404);
    expect((await t.request('GET', API_PATHS.releases.record('mf_account', release))).status).toBe(404);
  });
});
