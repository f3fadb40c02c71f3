/**
 * The API as production starts it: a deploy token weaker than 32 random bytes stops it before it
 * listens, with one line naming the variable.
 */
import { launchServer, serverEnv, stopAllServers, waitForExit } from '../reliability/server-process.js';

afterAll(() => stopAllServers());

it('a weak deploy token in production stops the API at start, naming the variable in one line', async () => {
  const server = launchServer(
    serverEnv({
      NODE_ENV: 'production',
      // Never reached: the settings are refused first.
      DATABASE_URL: 'postgres://nobody@127.0.0.1:9/store',
      JWT_SECRET: 'a-long-random-secret-of-48-bytes-0123456789abcd',
      SITE_SECRET: 'another-long-random-secret-of-48-bytes-0123456',
      DEPLOY_TOKEN_MF_CATALOG: 'abc',
    }),
  );
  const exit = await waitForExit(server, 60_000);
  expect(exit.code).toBe(1);
  expect(server.output().trim().split('\n')).toEqual([
    expect.stringMatching(/^DEPLOY_TOKEN_MF_CATALOG is too short: /),
  ]);
});
