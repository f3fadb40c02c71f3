import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import releaseIntegrity, { trustRemotes } from './release-integrity';

const RELEASE = 'http://localhost/releases/mf_catalog/1.0.0-0123456789';
const plugin = releaseIntegrity() as Required<
  Pick<ModuleFederationRuntimePlugin, 'fetch' | 'createScript' | 'createLink'>
>;
const manifestAnswer = (body: object) => {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response as unknown as Response;
};

trustRemotes({
  mf_catalog: {
    manifest: `${RELEASE}/mf-manifest.json`,
    release: '1.0.0-0123456789',
    integrity: { manifest: 'sha256-manifest', entry: 'sha256-entry' },
  },
  mf_account: {
    manifest: 'http://localhost/releases/mf_account/1.0.0-9999999999/mf-manifest.json',
    release: '1.0.0-9999999999',
  },
  mf_admin: { manifest: 'http://localhost:3004/mf-manifest.json', release: null },
});

const remoteInfo = {} as never;

test("a release's entry loads with the registry's digest, over CORS", () => {
  const script = plugin.createScript({ url: `${RELEASE}/remoteEntry.js`, attrs: {}, remoteInfo }) as HTMLScriptElement;
  expect(script.src).toBe(`${RELEASE}/remoteEntry.js`);
  expect(script.integrity).toBe('sha256-entry');
  expect(script.crossOrigin).toBe('anonymous');
  // A slice served from its own address, not from a release, is left as it is.
  expect(plugin.createScript({ url: 'http://localhost:3004/remoteEntry.js', attrs: {}, remoteInfo })).toBeUndefined();
});

test("a release's manifest is fetched with its digest, and vouches for the files the slot preloads", async () => {
  const fetchMock = jest.fn().mockResolvedValue(
    manifestAnswer({
      integrity: { '458.0123456789.js': 'sha256-chunk', 'remoteEntry.js': 'sha256-from-the-build' },
    }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  await plugin.fetch(`${RELEASE}/mf-manifest.json`, {});
  expect(fetchMock).toHaveBeenCalledWith(`${RELEASE}/mf-manifest.json`, { integrity: 'sha256-manifest' });

  const link = plugin.createLink({
    url: `${RELEASE}/458.0123456789.js`,
    attrs: { rel: 'preload', as: 'script' },
    remoteInfo,
  }) as HTMLLinkElement;
  expect([link.rel, link.getAttribute('as'), link.href]).toEqual(['preload', 'script', `${RELEASE}/458.0123456789.js`]);
  expect([link.integrity, link.crossOrigin]).toEqual(['sha256-chunk', 'anonymous']);
  // The registry's digest of the entry stays in force.
  expect(
    (plugin.createScript({ url: `${RELEASE}/remoteEntry.js`, attrs: {}, remoteInfo }) as HTMLScriptElement).integrity,
  ).toBe('sha256-entry');
});

test('a release /remotes.json gives no integrity for is not loaded', async () => {
  globalThis.fetch = jest.fn() as unknown as typeof fetch;
  await expect(
    plugin.fetch('http://localhost/releases/mf_account/1.0.0-9999999999/mf-manifest.json', {}),
  ).rejects.toThrow('gives no integrity');
  expect(globalThis.fetch).not.toHaveBeenCalled();
});

test("a slice at its own address loads as it is, its preloads with the digests its manifest names, as its runtime's loads", async () => {
  const fetchMock = jest.fn().mockResolvedValue(manifestAnswer({ integrity: { '1.0123456789.js': 'sha256-own' } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  await plugin.fetch('http://localhost:3004/mf-manifest.json', {});
  expect(fetchMock).toHaveBeenCalledWith('http://localhost:3004/mf-manifest.json', {});
  const link = plugin.createLink({
    url: 'http://localhost:3004/1.0123456789.js',
    attrs: { rel: 'preload', as: 'script' },
    remoteInfo,
  }) as HTMLLinkElement;
  expect([link.integrity, link.crossOrigin]).toEqual(['sha256-own', 'anonymous']);
  expect(await plugin.fetch('http://localhost:3004/other.json', {})).toBeUndefined();
});
