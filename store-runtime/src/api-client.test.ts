/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch: these tests send real requests to a real server.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiErrorMessage, apiErrorStatus, createApiClient } from './api-client';
import { readStoredState, storeSession } from './storage';

/**
 * A real HTTP server: answers 401 on /expired, 400 with a message on /bad, a proxy's 502 page
 * on /gateway, /slow after SLOW_ANSWER_MS; else echoes the method, the query and the headers.
 */
const SLOW_ANSWER_MS = 300;
type Echo = { method: string; query: Record<string, string>; headers: IncomingHttpHeaders };
let server: Server;
let baseURL: string;
beforeAll(async () => {
  server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
    if (request.method === 'OPTIONS') return response.end();
    const url = new URL(request.url ?? '/', 'http://localhost');
    const status = url.pathname === '/expired' ? 401 : url.pathname === '/bad' ? 400 : 200;
    const answer = () => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 400
            ? { message: 'Postal code must be 6 digits' }
            : { method: request.method, query: Object.fromEntries(url.searchParams), headers: request.headers },
        ),
      );
    };
    if (url.pathname === '/gateway') {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>502 Bad Gateway</h1>');
    } else if (url.pathname === '/slow') {
      setTimeout(answer, SLOW_ANSWER_MS);
    } else {
      answer();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the API client', () => {
  it('sends the stored token as a bearer header', async () => {
    storeSession('token-abc', { id: 1, username: 'asha', userType: 'CUSTOMER' });
    const echo = await createApiClient(baseURL).get<Echo>('/echo');
    expect(echo.headers.authorization).toBe('Bearer token-abc');
  });

  it('sends no header without a token', async () => {
    const echo = await createApiClient(baseURL).get<Echo>('/echo');
    expect(echo.headers.authorization).toBeUndefined();
  });

  it('on a 401 forgets the shopper: session, name, cart and wishlist ids, so the header shows a guest', async () => {
    storeSession('token-old', { id: 2, username: 'asha', userType: 'CUSTOMER' });
    localStorage.setItem('cart', '[11,12]');
    localStorage.setItem('wishlist', '[3]');
    await expect(createApiClient(baseURL).get('/expired')).rejects.toThrow();
    expect(readStoredState()).toEqual({
      authToken: null,
      role: null,
      userId: null,
      user: null,
      cart: [],
      wishlist: [],
      deliveryPincode: null,
    });
    expect(localStorage).toHaveLength(0);
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

  it("keeps the status of an answer that is not the API's, with the fallback message", async () => {
    const error = await createApiClient(baseURL)
      .get('/gateway')
      .catch((caught: unknown) => caught);
    expect(apiErrorStatus(error)).toBe(502);
    expect(apiErrorMessage(error, 'Failed to fetch orders')).toBe('Failed to fetch orders');
  });

  it('sends query parameters, lists as a,b,c, leaving out the ones not given, and a JSON body', async () => {
    const client = createApiClient(baseURL);
    const read = await client.get<Echo>('/echo', { q: 'samsung galaxy', page: 2, sizes: ['M', 'XL'], sort: undefined });
    expect(read.query).toEqual({ q: 'samsung galaxy', page: '2', sizes: 'M,XL' });
    const write = await client.put<Echo>('/echo', { quantity: 3 });
    expect(write).toMatchObject({ method: 'PUT', headers: { 'content-type': 'application/json' } });
  });

  it('gives up on a read after the read timeout, but waits for a write such as placing an order', async () => {
    const client = createApiClient(baseURL, SLOW_ANSWER_MS / 3);
    const read = await client.get('/slow').catch((caught: unknown) => caught);
    expect(read).toMatchObject({ name: 'TimeoutError' });
    expect(apiErrorStatus(read)).toBeUndefined();
    await expect(client.post<Echo>('/slow', {})).resolves.toMatchObject({ method: 'POST' });
  });
});
