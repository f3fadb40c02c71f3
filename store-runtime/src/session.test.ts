/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch: logout and renewal talk to a real HTTP server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_BASE_URL, SESSION_RENEW_AFTER_MINUTES } from 'shared-contracts';
import { keepSessionAlive, logOut } from './session';
import { readStoredState, storeSession } from './storage';

/** A token whose payload says it was issued `ageMs` ago (the signature is the server's business). */
function tokenIssued(ageMs: number): string {
  const payload = btoa(JSON.stringify({ sub: '7', iat: Math.floor((Date.now() - ageMs) / 1000) }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

const calls: { path: string; authorization: string | undefined }[] = [];
let server: Server;
const pageFetch = globalThis.fetch;
beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push({ path: request.url ?? '', authorization: request.headers.authorization });
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(request.url === '/auth/renew' ? { token: 'renewed' } : { message: 'Logged out' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // A page resolves the client's relative `/api/...` against its own address; Node's fetch has
  // no page, so the test resolves it against its server, as the site's /api proxy would.
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = (input, init) => pageFetch(new URL(String(input).slice(API_BASE_URL.length), origin), init);
});
afterAll(() => {
  globalThis.fetch = pageFetch;
  return new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls.length = 0;
  localStorage.clear();
});

const CUSTOMER = { id: 7, username: 'asha', userType: 'CUSTOMER' };
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

test('logout ends the token on the server, then clears the stored session, cart and wishlist', async () => {
  storeSession('the-token', CUSTOMER);
  localStorage.setItem('cart', '[1]');
  await logOut();
  expect(calls).toEqual([{ path: '/auth/logout', authorization: 'Bearer the-token' }]);
  expect(readStoredState()).toMatchObject({ authToken: null, userId: null, user: null, cart: [], wishlist: [] });
});

test('logout without a session asks nothing of the server', async () => {
  await logOut();
  expect(calls).toEqual([]);
});

test("the shopper's activity renews a token older than the renewal age, once at a time", async () => {
  const old = tokenIssued(SESSION_RENEW_AFTER_MINUTES * 60_000 + 1000);
  storeSession(old, CUSTOMER);
  const stop = keepSessionAlive();
  try {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    window.dispatchEvent(new Event('pointerdown'));
    await settle();
    expect(calls).toEqual([{ path: '/auth/renew', authorization: `Bearer ${old}` }]);
    expect(readStoredState().authToken).toBe('renewed');
  } finally {
    stop();
  }
});

test('a young token, or no activity, asks for nothing', async () => {
  storeSession(tokenIssued(60_000), CUSTOMER);
  const stop = keepSessionAlive();
  try {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await settle();
    storeSession(tokenIssued(SESSION_RENEW_AFTER_MINUTES * 60_000 + 1000), CUSTOMER);
    await settle();
    expect(calls).toEqual([]);
  } finally {
    stop();
  }
});
