/**
 * Two replicas of the API over one database, as compose runs them: with a shared Redis they count
 * login attempts and confirmation mails once, and forget remembered catalogue pages together; with
 * Redis away they keep serving and count in each process.
 */
import { randomUUID } from 'node:crypto';
import { createAccountThrottle } from '../auth/login-throttle.js';
import type { ApiConfig } from '../config.js';
import { createConfirmationLimiter } from '../orders/confirmation-limiter.js';
import { createProduct } from '../test/commerce.js';
import { ADMIN, createTestApp, type TestApp } from '../test/test-app.js';

const REDIS_URL = process.env.TEST_REDIS_URL;
const LOGIN_LIMIT = 4;
const wrongPassword = { identifier: 'customer@example.com', password: 'not-the-password' };

function replicaConfig(redisUrl: string, prefix: string): Partial<ApiConfig> {
  const limit = { max: LOGIN_LIMIT, timeWindow: 60_000 };
  return {
    redisUrl,
    redisPrefix: prefix,
    rateLimits: { login: limit, register: limit, otp: limit, passwordCheck: limit },
  };
}

async function productNames(app: TestApp): Promise<string[]> {
  const page = await app.request<{ data: { name: string }[] }>('GET', '/products', { query: { limit: 100 } });
  return page.body.data.map((product) => product.name);
}

const describeWithRedis = REDIS_URL ? describe : describe.skip;
if (!REDIS_URL) console.warn('Shared-Redis replica tests skipped: set TEST_REDIS_URL to a running Redis to run them');

describeWithRedis('two replicas sharing a Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: string;
  beforeAll(async () => {
    const config = replicaConfig(REDIS_URL as string, `store-test:${randomUUID()}:`);
    a = await createTestApp('pglite', { config });
    b = await createTestApp('pglite', { config, replicaOf: a });
    // The first of the LOGIN_LIMIT attempts this address has.
    admin = await a.login(ADMIN);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('count login attempts once, whichever replica takes them', async () => {
    // One attempt went to the admin's login on replica A; the rest alternate, starting on B.
    for (let attempt = 1; attempt < LOGIN_LIMIT; attempt++) {
      const replica = attempt % 2 === 1 ? b : a;
      expect((await replica.request('POST', '/auth/login', { json: wrongPassword })).status).toBe(401);
    }
    expect((await a.request('POST', '/auth/login', { json: wrongPassword })).status).toBe(429);
    expect((await b.request('POST', '/auth/login', { json: wrongPassword })).status).toBe(429);
  });

  it('forget remembered pages together: a product deleted through one is gone from the other at once', async () => {
    const product = await createProduct(a.ctx.db, `Relay Phone ${randomUUID()}`, [
      { size: '128GB', stock: 3, originalPrice: '19999.00' },
    ]);
    a.ctx.catalogueReads.forget('catalogue');
    b.ctx.catalogueReads.forget('catalogue');
    // Asked twice, so that b keeps the page (from its second ask).
    await productNames(b);
    expect(await productNames(b)).toContain(product.name);

    expect((await a.request('DELETE', `/products/${product.id}`, { token: admin })).status).toBe(200);

    // Well within the 5 s a remembered page would otherwise live.
    const deadline = Date.now() + 2_000;
    let shown = await productNames(b);
    while (shown.includes(product.name) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      shown = await productNames(b);
    }
    expect(shown).not.toContain(product.name);
  });

  it('tell each other whether the catalogue or only stock changed', async () => {
    const heardOnB = new Promise<string>((resolve) => {
      const stop = b.ctx.catalogueChanges.listen((change, origin) => {
        stop();
        resolve(`${change} ${origin}`);
      });
    });
    a.ctx.catalogueChanges.announce('stock');
    expect(await heardOnB).toBe('stock elsewhere');
  });

  it("count an account's failed logins once, whichever replica and address they reach", async () => {
    const onA = createAccountThrottle(a.ctx.redis, 'login-failures', { max: 2, windowMs: 60_000 });
    const onB = createAccountThrottle(b.ctx.redis, 'login-failures', { max: 2, windowMs: 60_000 });
    await onA.count('user:77');
    expect(await onB.pausedFor('user:77')).toBe(0);
    await onB.count('user:77');
    expect(await onA.pausedFor('user:77')).toBeGreaterThan(59_000);
    await onB.clear('user:77');
    expect(await onA.pausedFor('user:77')).toBe(0);
  });

  it('count the reset codes mailed to an email once, whichever replica is asked', async () => {
    const email = `shared-${randomUUID()}@example.com`;
    for (const replica of [a, b, a]) {
      await replica.request('POST', '/auth/forgot-password/request-otp', { json: { email } });
    }
    // The answers leave before the count: wait until it is in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const onA = createAccountThrottle(a.ctx.redis, 'reset-codes', { max: 3, windowMs: 60 * 60_000 });
    expect(await onA.count(`email:${email}`)).toBe(4);
  });

  it('allow one confirmation mail a minute per customer across replicas', async () => {
    const onA = createConfirmationLimiter(a.ctx.redis);
    const onB = createConfirmationLimiter(b.ctx.redis);
    expect(await onA.take(42)).toBe(true);
    expect(await onB.take(42)).toBe(false);
    expect(await onB.take(43)).toBe(true);
  });
});

describe('a replica whose Redis is away', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails at once.
    app = await createTestApp('pglite', { config: replicaConfig('redis://127.0.0.1:1', 'store-test:') });
  });
  afterAll(() => app?.close());

  it('keeps serving the catalogue and logins', async () => {
    expect((await app.request('GET', '/products')).status).toBe(200);
    expect(await app.login({ identifier: 'customer@example.com', password: 'Customer@12345' })).toEqual(
      expect.any(String),
    );
  });

  it('counts failed logins in its own process', async () => {
    let status = 0;
    for (let attempt = 0; attempt <= LOGIN_LIMIT && status !== 429; attempt++) {
      status = (await app.request('POST', '/auth/login', { json: wrongPassword })).status;
    }
    expect(status).toBe(429);
  });

  it('counts confirmation mails in its own process', async () => {
    const limiter = createConfirmationLimiter(app.ctx.redis);
    expect(await limiter.take(7)).toBe(true);
    expect(await limiter.take(7)).toBe(false);
  });
});
