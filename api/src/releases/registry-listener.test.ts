/**
 * Where the registry answers, and how it answers guesses: its routes only on the internal
 * listener (the public one, which the site and nginx proxy /api to, has none but the browsers'
 * reports), and an address that keeps sending wrong deploy tokens is stopped.
 */
import { API_PATHS, DEPLOY_TOKEN_FAILURES_MAX, RELEASE_MESSAGES } from 'shared-contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';

const TOKEN = 'catalog-deploy-token-0123456789abcdef-0123456789';

describe('the release registry listener', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      config: {
        deployTokens: { mf_catalog: TOKEN },
        generateDeployTokens: false,
        deployTokenFailures: { max: DEPLOY_TOKEN_FAILURES_MAX, timeWindow: 15 * 60_000 },
      },
    });
  });
  afterAll(() => t.close());

  const REGISTRY_ROUTES: [string, string][] = [
    ['GET', API_PATHS.releases.routing],
    ['GET', API_PATHS.releases.target('mf_catalog')],
    ['POST', API_PATHS.releases.target('mf_catalog')],
    ['PUT', API_PATHS.releases.live('mf_catalog')],
    ['POST', API_PATHS.releases.rollback('mf_catalog')],
    ['PUT', API_PATHS.releases.canary('mf_catalog')],
    ['DELETE', API_PATHS.releases.canary('mf_catalog')],
  ];

  it('is not on the public listener: every registry route answers 404 there, with a token or without', async () => {
    for (const [method, url] of REGISTRY_ROUTES) {
      const body = method === 'GET' ? {} : { json: {} };
      const anonymous = await t.request(method, url, body);
      const withToken = await t.request(method, url, { token: TOKEN, ...body });
      expect([`${method} ${url}`, anonymous.status, withToken.status]).toEqual([`${method} ${url}`, 404, 404]);
    }
    // Nothing public lists releases, nor describes the registry.
    const publicDocument = (await t.request('GET', '/docs/json')).body;
    expect(Object.keys(publicDocument.paths).filter((url) => url.startsWith('/releases'))).toEqual([
      API_PATHS.releases.reports,
    ]);
  });

  it('serves the registry on its own listener, and the browsers’ reports only on the public one', async () => {
    expect((await t.registry('GET', API_PATHS.releases.routing)).status).toBe(200);
    expect((await t.registry('GET', API_PATHS.releases.target('mf_catalog'), { token: TOKEN })).status).toBe(200);
    // The beacon is on the public listener: a report without page-view tokens reaches it and is refused there.
    const rows = [{ target: 'mf_catalog', release: '1.0.0-0000000001', views: 1, errors: 0 }];
    expect((await t.request('POST', API_PATHS.releases.reports, { json: { rows } })).status).toBe(400);
    const registryDocument = (await t.registry('GET', '/docs/json')).body;
    expect(Object.keys(registryDocument.paths)).toEqual(
      expect.arrayContaining([API_PATHS.releases.routing, '/releases/{target}', '/releases/{target}/live']),
    );
    expect(registryDocument.paths[API_PATHS.releases.reports]).toBeUndefined();
  });

  it('stops an address after too many wrong deploy tokens (429 with Retry-After), the right token too', async () => {
    const url = API_PATHS.releases.target('mf_catalog');
    // What the address claims to forward for changes nothing: nobody proxies the registry.
    const guess = (n: number) =>
      t.registry('GET', url, { token: `wrong-token-${n}`, headers: { 'x-forwarded-for': `203.0.113.${n}` } });
    // A request without a token guesses nothing and is not counted.
    for (let n = 0; n < 3; n += 1) expect((await t.registry('GET', url)).status).toBe(401);
    for (let n = 0; n < DEPLOY_TOKEN_FAILURES_MAX; n += 1) expect((await guess(n)).status).toBe(401);

    const stopped = await guess(DEPLOY_TOKEN_FAILURES_MAX);
    expect([stopped.status, stopped.body.message]).toEqual([429, RELEASE_MESSAGES.tokenChecksPaused(15)]);
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // Even the right token gets nothing now: a guess that happened to be right cannot be told apart.
    expect((await t.registry('GET', url, { token: TOKEN })).status).toBe(429);
    // The routing the site server reads takes no token and is never stopped.
    expect((await t.registry('GET', API_PATHS.releases.routing)).status).toBe(200);
  });
});
