import path from 'node:path';
import { RELEASE_BAKE_MS } from 'shared-contracts';
import { readConfig } from './config.js';
import { REPO_ROOT } from './paths.js';

describe('settings from the environment', () => {
  it('defaults to port 4000 and the embedded database in .data/ at the repo root, with demo data', () => {
    const config = readConfig({});
    expect(config.port).toBe(4000);
    expect(config.dataDir).toBe(path.join(REPO_ROOT, '.data'));
    // Beside the data folder, not in it: the site serves the release store.
    expect(config.releasesDir).toBe(path.join(REPO_ROOT, '.releases'));
    expect(readConfig({ RELEASES_DIR: '/srv/releases' }).releasesDir).toBe('/srv/releases');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemo).toBe(true);
    expect(config.smtpUrl).toBeUndefined();
  });

  it('puts the release registry on its own listener: the API port + 1 on loopback, or REGISTRY_PORT and REGISTRY_HOST', () => {
    expect(readConfig({})).toMatchObject({ registryPort: 4001, registryHost: '127.0.0.1' });
    expect(readConfig({ PORT: '5000' })).toMatchObject({ port: 5000, registryPort: 5001 });
    // Any free port for the API: any free one for the registry too.
    expect(readConfig({ PORT: '0' }).registryPort).toBe(0);
    expect(readConfig({ REGISTRY_PORT: '4400', REGISTRY_HOST: '0.0.0.0' })).toMatchObject({
      registryPort: 4400,
      registryHost: '0.0.0.0',
    });
    expect(() => readConfig({ REGISTRY_PORT: 'internal' })).toThrow(/^REGISTRY_PORT must be a port number/);
  });

  it('links mails to PUBLIC_ORIGIN, the shell’s local address without it, and refuses anything but an origin', () => {
    expect(readConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(readConfig({ PORT_SHELL: '3100' }).publicOrigin).toBe('http://localhost:3100');
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example.in/' }).publicOrigin).toBe('https://shop.example.in');
    for (const bad of ['shop.example.in', 'https://shop.example.in/store', 'javascript:alert(1)']) {
      expect(() => readConfig({ PUBLIC_ORIGIN: bad })).toThrow(/^PUBLIC_ORIGIN must be an origin/);
    }
  });

  it('seeds PostgreSQL only with SEED_DEMO=1', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://db/store' }).seedDemo).toBe(false);
    expect(readConfig({ DATABASE_URL: 'postgres://db/store', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });

  it('reads PORT, API_DATA_DIR, JWT_SECRET, SMTP_URL and RATE_LIMIT_MAX', () => {
    const config = readConfig({
      PORT: '4100',
      API_DATA_DIR: '/tmp/store-data',
      JWT_SECRET: 'a-secret-of-at-least-thirty-two-bytes',
      SMTP_URL: 'smtp://mail:25',
      RATE_LIMIT_MAX: '500',
      DATABASE_URL: 'postgres://db/store',
      NODE_ENV: 'production',
      SITE_SECRET: 's'.repeat(32),
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: '/tmp/store-data',
      jwtSecret: 'a-secret-of-at-least-thirty-two-bytes',
      smtpUrl: 'smtp://mail:25',
      devOutbox: false,
    });
    expect(Object.values(config.rateLimits).map((limit) => limit.max)).toEqual([500, 500, 500, 500]);
    expect(config.loginFailures.max).toBe(500);
    expect(config.slotReports.max).toBe(500);
  });

  it("reads a deploy token's name, DEPLOY_TOKEN_NAME_<TARGET>, and refuses one too long or not printable, naming the variable", () => {
    const config = readConfig({ DEPLOY_TOKEN_NAME_MF_CATALOG: ' catalog team ', DEPLOY_TOKEN_NAME_SHELL: '' });
    expect(config.deployTokenNames).toEqual({ mf_catalog: 'catalog team' });
    expect(readConfig({ DEPLOY_TOKEN_NAME_MF_ADMIN: 'ci/admin@main' }).deployTokenNames).toEqual({
      mf_admin: 'ci/admin@main',
    });
    for (const name of ['x'.repeat(41), 'catalog\nteam', 'catalog\u0007', 'kätalog']) {
      expect(() => readConfig({ DEPLOY_TOKEN_NAME_MF_CATALOG: name })).toThrow(
        /^DEPLOY_TOKEN_NAME_MF_CATALOG must be 1 to 40 printable characters/,
      );
    }
    expect(readConfig({ DEPLOY_TOKEN_NAME_MF_CATALOG: 'x'.repeat(40) }).deployTokenNames.mf_catalog).toHaveLength(40);
  });

  it('reads one deploy token per target, DEPLOY_TOKEN_<TARGET>, and generates the others only outside production', () => {
    const config = readConfig({ DEPLOY_TOKEN_MF_CATALOG: ' catalog-token ', DEPLOY_TOKEN_SHELL: '' });
    expect(config.deployTokens).toEqual({ mf_catalog: 'catalog-token' });
    expect(config.generateDeployTokens).toBe(true);
    const production = readConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/store',
      JWT_SECRET: 'a-long-random-secret-of-48-bytes-0123456789abcd',
      SITE_SECRET: 's'.repeat(32),
    });
    expect(production.generateDeployTokens).toBe(false);
  });

  describe('in production (NODE_ENV=production)', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/store',
      JWT_SECRET: 'a-long-random-secret-of-48-bytes-0123456789abcd',
      SITE_SECRET: 'another-long-random-secret-of-48-bytes-01234567',
    };

    it('refuses to start without DATABASE_URL or JWT_SECRET, naming what is missing', () => {
      expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/needs DATABASE_URL and JWT_SECRET/);
      expect(() => readConfig({ ...production, DATABASE_URL: '' })).toThrow(/needs DATABASE_URL:/);
      expect(() => readConfig({ ...production, JWT_SECRET: undefined })).toThrow(/needs JWT_SECRET:/);
      expect(readConfig(production)).toMatchObject({
        databaseUrl: 'postgres://db/store',
        jwtSecret: 'a-long-random-secret-of-48-bytes-0123456789abcd',
      });
    });

    it('refuses a JWT_SECRET shorter than 32 bytes', () => {
      expect(() => readConfig({ ...production, JWT_SECRET: 'x'.repeat(31) })).toThrow(/at least 32 bytes/);
      expect(readConfig({ ...production, JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toBe('x'.repeat(32));
      // Outside production the generated secret or any test secret will do.
      expect(readConfig({ JWT_SECRET: 'short' }).jwtSecret).toBe('short');
    });

    it('refuses a SITE_SECRET missing or shorter than 32 bytes; outside production makes one per process', () => {
      expect(() => readConfig({ ...production, SITE_SECRET: undefined })).toThrow(
        /SITE_SECRET must be set to at least 32 bytes/,
      );
      expect(() => readConfig({ ...production, SITE_SECRET: 'x'.repeat(31) })).toThrow(/SITE_SECRET/);
      expect(readConfig({ ...production, SITE_SECRET: 'x'.repeat(32) }).siteSecret).toBe('x'.repeat(32));
      const [one, other] = [readConfig({}).siteSecret, readConfig({}).siteSecret];
      expect(Buffer.from(one, 'base64url')).toHaveLength(32);
      expect(one).not.toBe(other);
    });

    it('bakes a live release for RELEASE_BAKE_SECONDS, 10 minutes unless set', () => {
      expect(readConfig(production).bakeMs).toBe(RELEASE_BAKE_MS);
      expect(readConfig({ RELEASE_BAKE_SECONDS: '90' }).bakeMs).toBe(90_000);
      expect(() => readConfig({ RELEASE_BAKE_SECONDS: 'soon' })).toThrow(/RELEASE_BAKE_SECONDS must be a whole number/);
    });

    it('refuses a deploy token weaker than 32 random bytes, naming its variable', () => {
      const refused = (token: string) => () => readConfig({ ...production, DEPLOY_TOKEN_MF_CATALOG: token });
      expect(refused('abc')).toThrow(/^DEPLOY_TOKEN_MF_CATALOG is too short: .*32 random bytes/);
      // 42 base64url characters, 63 hex digits: a few bits short.
      expect(refused('Ab3-_'.repeat(8).concat('xy'))).toThrow(/DEPLOY_TOKEN_MF_CATALOG is too short/);
      expect(refused('0123456789abcdef'.repeat(4).slice(1))).toThrow(/DEPLOY_TOKEN_MF_CATALOG is too short/);
      // Long, but no random string.
      expect(refused('a'.repeat(64))).toThrow(/DEPLOY_TOKEN_MF_CATALOG repeats too few characters/);
      expect(refused('abcabc'.repeat(20))).toThrow(/repeats too few characters/);
      expect(() => readConfig({ ...production, DEPLOY_TOKEN_SHELL: 'x'.repeat(50) })).toThrow(/^DEPLOY_TOKEN_SHELL /);
      // What `openssl rand -base64 32`, `openssl rand -hex 32` and a generated token look like.
      for (const token of [
        'q3Xk9v0ZpL7+Yt2mWb/NcR5eHs8uJd1fGa4iKo6lQwE=',
        '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
        'kZ1b8Qm4xV0rT7yN2cH5jL9pW3sD6fG1aE8uI4oK0nM',
      ]) {
        expect(readConfig({ ...production, DEPLOY_TOKEN_MF_CATALOG: token }).deployTokens.mf_catalog).toBe(token);
      }
      // Outside production any token will do (the tests' and a developer's own).
      expect(readConfig({ DEPLOY_TOKEN_MF_CATALOG: 'abc' }).deployTokens.mf_catalog).toBe('abc');
    });

    it('serves /docs only with API_DOCS=1', () => {
      expect(readConfig(production).docs).toBe(false);
      expect(readConfig({ ...production, API_DOCS: '1' }).docs).toBe(true);
      expect(readConfig({}).docs).toBe(true);
    });

    it('seeds demo accounts only with SEED_DEMO=1', () => {
      expect(readConfig(production).seedDemo).toBe(false);
      expect(readConfig({ ...production, SEED_DEMO: 'true' }).seedDemo).toBe(false);
      expect(readConfig({ ...production, SEED_DEMO: '1' }).seedDemo).toBe(true);
    });

    it('logs (JSON lines, from Fastify) and hides the dev outbox', () => {
      expect(readConfig(production)).toMatchObject({ logger: true, devOutbox: false });
    });
  });
});
