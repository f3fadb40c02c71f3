import { REMOTES_CONFIG_ID, startRemotesConfigRequest, takeRemotesConfig } from './remotes-config-request';

const answer = (body: object) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

afterEach(() => document.body.replaceChildren());

test('the request started before the page loads is the one the registry takes; a retry asks again', async () => {
  const fetchMock = jest
    .fn()
    .mockResolvedValueOnce(answer({ mf_catalog: { manifest: 'http://a/mf-manifest.json', release: null } }))
    .mockResolvedValueOnce(answer({ mf_catalog: { manifest: 'http://b/mf-manifest.json', release: null } }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  startRemotesConfigRequest();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(await takeRemotesConfig()).toEqual({ mf_catalog: { manifest: 'http://a/mf-manifest.json', release: null } });
  expect(fetchMock).toHaveBeenCalledTimes(1);

  expect(await takeRemotesConfig()).toEqual({ mf_catalog: { manifest: 'http://b/mf-manifest.json', release: null } });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a server-rendered page brings the releases it was rendered with: they are taken as they are, nothing asked', async () => {
  const fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const inPage = {
    mf_catalog: { manifest: '/releases/mf_catalog/1.0.0-abcdef0123/mf-manifest.json', release: '1.0.0-abcdef0123' },
  };
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = REMOTES_CONFIG_ID;
  block.textContent = JSON.stringify(inPage);
  document.body.append(block);

  startRemotesConfigRequest();
  expect(await takeRemotesConfig()).toEqual(inPage);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('an answer other than 200 is an error for the registry to report', async () => {
  globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 502 }) as unknown as typeof fetch;
  startRemotesConfigRequest();
  await expect(takeRemotesConfig()).rejects.toThrow('/remotes.json answered 502');
});

test('an early request that fails is not reported before the registry takes it', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
  startRemotesConfigRequest();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled).not.toHaveBeenCalled();
  await expect(takeRemotesConfig()).rejects.toThrow('offline');
  process.off('unhandledRejection', unhandled);
});
