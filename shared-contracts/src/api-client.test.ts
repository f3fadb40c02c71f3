import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorMessage, apiErrorStatus, createApiClient } from './api-client';
import { API_READ_TIMEOUT_MS } from './constants';
import { readStoredState, storeSession } from './storage';

/** A real HTTP server: answers 401 on /expired, 400 with a message on /bad, else echoes the headers. */
let server: Server;
let baseURL: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (request.method === 'OPTIONS') return response.end();
    const status = request.url === '/expired' ? 401 : request.url === '/bad' ? 400 : 200;
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify(status === 400 ? { message: 'Postal code must be 6 digits' } : { headers: request.headers }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the API client', () => {
  it('sends the stored token as a bearer header', async () => {
    storeSession('token-abc', { id: 1, username: 'asha', userType: 'CUSTOMER' });
    const { data } = await createApiClient(baseURL).get<{ headers: IncomingHttpHeaders }>('/echo');
    expect(data.headers.authorization).toBe('Bearer token-abc');
  });

  it('sends no header without a token', async () => {
    const { data } = await createApiClient(baseURL).get<{ headers: IncomingHttpHeaders }>('/echo');
    expect(data.headers.authorization).toBeUndefined();
  });

  it('clears the token, role and user id on a 401', async () => {
    storeSession('token-old', { id: 2, username: 'asha', userType: 'CUSTOMER' });
    await expect(createApiClient(baseURL).get('/expired')).rejects.toThrow();
    expect(readStoredState()).toMatchObject({ authToken: null, role: null, userId: null });
  });

  it("shows the server's message, or the fallback", async () => {
    const error = await createApiClient(baseURL)
      .get('/bad')
      .catch((caught: unknown) => caught);
    expect(apiErrorMessage(error, 'Failed to save address')).toBe('Postal code must be 6 digits');
    expect(apiErrorMessage(new Error('network down'), 'Failed to save address')).toBe('Failed to save address');
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiErrorStatus(new Error('network down'))).toBeUndefined();
  });

  it('gives up on a read after the read timeout, but waits for a write such as placing an order', async () => {
    const client = createApiClient(baseURL);
    expect((await client.get('/echo')).config.timeout).toBe(API_READ_TIMEOUT_MS);
    expect((await client.post('/echo', {})).config.timeout).toBe(0);
  });
});
