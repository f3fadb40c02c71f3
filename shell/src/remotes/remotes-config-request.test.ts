import { startRemotesConfigRequest, takeRemotesConfigRequest } from './remotes-config-request';

const answer = (body: object) => ({ ok: true, status: 200, json: async () => body }) as unknown as Response;

test('the request started before the page loads is the one the registry takes; a retry asks again', async () => {
  const fetchMock = jest
    .fn()
    .mockResolvedValueOnce(answer({ mf_catalog: 'http://a/mf-manifest.json' }))
    .mockResolvedValueOnce(answer({ mf_catalog: 'http://b/mf-manifest.json' }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  startRemotesConfigRequest();
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  expect(await (await takeRemotesConfigRequest()).json()).toEqual({ mf_catalog: 'http://a/mf-manifest.json' });
  expect(fetchMock).toHaveBeenCalledTimes(1);

  expect(await (await takeRemotesConfigRequest()).json()).toEqual({ mf_catalog: 'http://b/mf-manifest.json' });
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('an early request that fails is not reported before the registry takes it', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  globalThis.fetch = jest.fn().mockRejectedValue(new Error('offline')) as unknown as typeof fetch;
  startRemotesConfigRequest();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(unhandled).not.toHaveBeenCalled();
  await expect(takeRemotesConfigRequest()).rejects.toThrow('offline');
  process.off('unhandledRejection', unhandled);
});
