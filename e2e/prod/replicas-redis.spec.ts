/**
 * API replicas sharing a Redis, as compose runs them: a catalogue change through one replica is
 * served by the other at once, and login attempts count once whichever replica takes them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Product } from 'shared-contracts';
import { startApi } from '../../scripts/site.mjs';
import { ADMIN, expect, test } from './support/fixtures';

test.beforeEach(({ stack }) => {
  test.skip(!stack.redisUrl, 'no Redis here (set TEST_REDIS_URL, as .ci/run does when Redis answers)');
});

test('a price changed through one replica is served by the other on its next answers', async ({ request, stack }) => {
  const [first, second] = stack.apiUrls as [string, string];
  const firstProduct = async (url: string) => {
    const page = (await (await request.get(`${url}/products?limit=1`)).json()) as { data: Product[] };
    return page.data[0] as Product;
  };
  // Replica B remembers the page now, so its own 5 s expiry cannot be what refreshes it below.
  const before = await firstProduct(second);
  const variant = before.variants[0] as Product['variants'][number];
  const newPrice = `${Number(variant.originalPrice) + 1}.00`;

  const login = await request.post(`${first}/auth/login`, {
    data: { identifier: ADMIN.email, password: ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const saved = await request.post(`${first}/products`, {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      id: String(before.id),
      productName: before.name,
      categoryId: String(before.categoryId),
      description: before.description ?? '',
      productVariants: JSON.stringify(
        before.variants.map((each) => (each.id === variant.id ? { ...each, originalPrice: newPrice } : each)),
      ),
      deletedImageIds: '[]',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await expect
    .poll(async () => (await firstProduct(second)).variants[0]?.originalPrice, { timeout: 1_000 })
    .toBe(newPrice);
});

test('login attempts spread over two replicas hit the limit at the configured count', async ({ request, stack }) => {
  const LIMIT = 5;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'store-e2e-limits-'));
  // Two more replicas of the same store with a low login limit, counted under their own prefix.
  const env = {
    ...stack.apiEnv,
    API_DATA_DIR: dataDir,
    SEED_DEMO: '0',
    RATE_LIMIT_MAX: String(LIMIT),
    REDIS_PREFIX: `${stack.apiEnv.REDIS_PREFIX}limits:`,
  };
  const replicas = [await startApi({ env, quiet: true })];
  replicas.push(await startApi({ env, quiet: true }));
  try {
    const attempt = (index: number) =>
      request.post(`${replicas[index % 2]?.url}/auth/login`, {
        data: { identifier: ADMIN.email, password: 'not-the-password' },
      });
    for (let index = 0; index < LIMIT; index++) expect((await attempt(index)).status()).toBe(401);
    expect((await attempt(LIMIT)).status()).toBe(429);
    expect((await attempt(LIMIT + 1)).status()).toBe(429);
  } finally {
    for (const replica of replicas) await replica.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
