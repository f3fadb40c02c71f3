/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["store-source", "node", "require", "default"]}
 */
import { REMOTE_NAMES, type RemoteName } from 'shared-contracts';
import { SiteConfigError, siteConfigFromEnv } from './config';

const slices = Object.fromEntries(
  REMOTE_NAMES.map((name) => [name, `http://localhost:3001/${name}/mf-manifest.json`]),
) as Record<RemoteName, string>;
const deployed = {
  API_UPSTREAM: 'http://api:4000',
  REGISTRY_UPSTREAM: 'http://api:4001',
  RELEASES_DIR: '/srv/releases',
  PUBLIC_ORIGIN: 'https://shop.example.in',
  SITE_SECRET: 'a-long-random-secret-of-48-bytes-0123456789abcd',
  ...Object.fromEntries(
    REMOTE_NAMES.map((name) => [`REMOTE_URL_${name.toUpperCase()}`, `https://${name}.example.in/mf-manifest.json`]),
  ),
};

/** What `npm start` gives the site server. */
const local = {
  mode: 'local' as const,
  apiUrl: 'http://127.0.0.1:4000',
  registryUrl: 'http://127.0.0.1:4001',
  slices,
  releasesDir: '/tmp/releases',
};

describe('the site settings', () => {
  it('deployed: every address from the environment, the server-side one where it differs', () => {
    const config = siteConfigFromEnv({
      ...deployed,
      REMOTE_SERVER_URL_MF_CATALOG: 'http://mf-catalog:8080/mf-manifest.json',
    });
    expect(config).toMatchObject({
      mode: 'production',
      apiUrl: 'http://api:4000',
      registryUrl: 'http://api:4001',
      publicOrigin: 'https://shop.example.in',
      releasesDir: '/srv/releases',
      serverRendering: true,
      compressPages: false,
      trustedProxyHops: 1,
      logRequests: false,
    });
    expect(config.slices.mf_catalog).toEqual({
      browser: 'https://mf_catalog.example.in/mf-manifest.json',
      server: 'http://mf-catalog:8080/mf-manifest.json',
    });
    expect(config.slices.mf_admin.server).toBe(config.slices.mf_admin.browser);
  });

  it('refuses to start in production without the site origin, or with a bad address, saying which', () => {
    expect(() => siteConfigFromEnv({ ...deployed, PUBLIC_ORIGIN: '' })).toThrow(/PUBLIC_ORIGIN is not set/);
    expect(() => siteConfigFromEnv({ ...deployed, PUBLIC_ORIGIN: 'https://shop.example.in/home' })).toThrow(
      SiteConfigError,
    );
    expect(() => siteConfigFromEnv({ ...deployed, REMOTE_URL_MF_ADMIN: undefined })).toThrow(
      /REMOTE_URL_MF_ADMIN is not set/,
    );
    expect(() => siteConfigFromEnv({ ...deployed, API_UPSTREAM: 'api:4000' })).toThrow(/API_UPSTREAM must be/);
    expect(() => siteConfigFromEnv({ ...deployed, REGISTRY_UPSTREAM: undefined })).toThrow(
      /REGISTRY_UPSTREAM is not set/,
    );
    expect(() => siteConfigFromEnv({ ...deployed, TRUST_PROXY_HOPS: '-1' })).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => siteConfigFromEnv({ ...deployed, SITE_SECRET: 'short' })).toThrow(
      /SITE_SECRET must be set to at least 32 bytes/,
    );
    expect(siteConfigFromEnv({ ...deployed, SITE_SECRET: 'x'.repeat(32) }).siteSecret).toBe('x'.repeat(32));
  });

  it('refuses a SITE_SECRET missing or shorter than 32 bytes in production; elsewhere makes one per process', () => {
    expect(() => siteConfigFromEnv({ ...deployed, SITE_SECRET: '' })).toThrow(/SITE_SECRET must be set to at least 32/);
    expect(() => siteConfigFromEnv({ ...deployed, SITE_SECRET: 'x'.repeat(31) })).toThrow(SiteConfigError);
    expect(siteConfigFromEnv(deployed).siteSecret).toBe(deployed.SITE_SECRET);
    expect(siteConfigFromEnv({ SITE_SECRET: 'short' }, local).siteSecret).toBe('short');
    expect(siteConfigFromEnv({}, local).siteSecret).not.toBe(siteConfigFromEnv({}, local).siteSecret);
  });

  it('npm start: its own servers, any loopback host, pages compressed here, requests logged only when asked', () => {
    expect(siteConfigFromEnv({}, local)).toMatchObject({
      mode: 'local',
      registryUrl: 'http://127.0.0.1:4001',
      publicOrigin: null,
      compressPages: true,
      trustedProxyHops: 0,
      logRequests: false,
    });
    expect(siteConfigFromEnv({ LOG_LEVEL: 'info' }, local).logRequests).toBe(true);
    expect(siteConfigFromEnv({ SERVER_RENDERING: '0' }, local).serverRendering).toBe(false);
    expect(
      siteConfigFromEnv({ REMOTE_URL_MF_CATALOG: 'http://10.0.0.2:3001/mf-manifest.json' }, local).slices.mf_catalog,
    ).toEqual({ browser: 'http://10.0.0.2:3001/mf-manifest.json', server: 'http://10.0.0.2:3001/mf-manifest.json' });
  });

  it('development servers: every slice in npm run dev, only the one named in npm run dev -- <slice>, none deployed', () => {
    expect(siteConfigFromEnv({}, { ...local, mode: 'dev' }).devSlices).toEqual([...REMOTE_NAMES]);
    expect(siteConfigFromEnv({}, { ...local, devSlices: ['mf_catalog'] }).devSlices).toEqual(['mf_catalog']);
    expect(siteConfigFromEnv({}, local).devSlices).toEqual([]);
    expect(siteConfigFromEnv(deployed).devSlices).toEqual([]);
  });
});
