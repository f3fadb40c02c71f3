/** The production-like suite runs when it should: under CI a missing part fails it, elsewhere it skips saying why. */
import { expect, test } from '@playwright/test';
import { missingPrerequisites, type Prerequisites, skipOrFail } from './support/prerequisites';

/** Nothing answers on port 1 of this machine. */
const CLOSED = '127.0.0.1:1';
const nothingHere: Prerequisites = {
  inCi: true,
  searchPath: '/nonexistent',
  postgresUrl: `postgres://postgres@${CLOSED}/postgres`,
  redisUrl: undefined,
};

test('under CI, a missing nginx, PostgreSQL or Redis fails the suite, naming each', async () => {
  const missing = await missingPrerequisites(nothingHere);
  expect(missing).toEqual([
    expect.stringMatching(/^nginx is not installed/),
    expect.stringMatching(/^no PostgreSQL answers at postgres:\/\/127\.0\.0\.1:1\/postgres/),
    expect.stringMatching(/^TEST_REDIS_URL is not set/),
  ]);
  expect(() => skipOrFail(missing, true)).toThrow(/cannot run: nginx is not installed.*PostgreSQL.*TEST_REDIS_URL/);
  // A Redis named but not answering is missing too.
  expect(await missingPrerequisites({ ...nothingHere, redisUrl: `redis://${CLOSED}` })).toContainEqual(
    expect.stringMatching(/^no Redis answers at redis:\/\/127\.0\.0\.1:1/),
  );
});

test('outside CI, no Redis is no reason to skip, and a missing part skips the suite with one line', async () => {
  const missing = await missingPrerequisites({ ...nothingHere, inCi: false });
  expect(missing.some((line) => /Redis/.test(line))).toBe(false);
  const skipped = process.env.E2E_PROD_SKIP;
  try {
    expect(() => skipOrFail(missing, false)).not.toThrow();
    expect(process.env.E2E_PROD_SKIP).toBe(missing.join('; '));
  } finally {
    if (skipped === undefined) delete process.env.E2E_PROD_SKIP;
    else process.env.E2E_PROD_SKIP = skipped;
  }
});
