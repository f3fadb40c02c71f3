import path from 'node:path';
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

  it('reads one deploy token per target, DEPLOY_TOKEN_<TARGET>, and generates the others only outside production', () => {
    const config = readConfig({ DEPLOY_TOKEN_MF_CATALOG: ' catalog-token ', DEPLOY_TOKEN_SHELL: '' });
    expect(config.deployTokens).toEqual({ mf_catalog: 'catalog-token' });
    expect(config.generateDeployTokens).toBe(true);
    const production = readConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/store',
      JWT_SECRET: 'a-long-random-secret-of-48-bytes-0123456789abcd',
    });
    expect(production.generateDeployTokens).toBe(false);
  });

  describe('in production (NODE_ENV=production)', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/store',
      JWT_SECRET: 'a-long-random-secret-of-48-bytes-0123456789abcd',
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
