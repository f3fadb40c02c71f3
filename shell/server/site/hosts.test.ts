/**
 * @jest-environment node
 */
import { checkHost } from './hosts';

const local = { mode: 'local' as const, publicOrigin: null };
const production = { mode: 'production' as const, publicOrigin: 'https://shop.example.in' };

describe('the hosts the site answers', () => {
  it('locally, without a configured origin: loopback hosts only, each named as the request named it', () => {
    expect(checkHost('localhost:3000', 'http', local)).toEqual({ origin: 'http://localhost:3000' });
    expect(checkHost('127.0.0.1:3000', 'http', local)).toEqual({ origin: 'http://127.0.0.1:3000' });
    expect(checkHost('[::1]:3000', 'http', local)).toEqual({ origin: 'http://[::1]:3000' });
    expect(checkHost('evil.example', 'http', local)).toEqual({ refused: 'not allowed' });
    expect(checkHost('localhost.evil.example', 'http', local)).toEqual({ refused: 'not allowed' });
  });

  it('in production: the configured origin only, whatever the request named', () => {
    expect(checkHost('shop.example.in', 'http', production)).toEqual({ origin: 'https://shop.example.in' });
    expect(checkHost('SHOP.example.in', 'https', production)).toEqual({ origin: 'https://shop.example.in' });
    expect(checkHost('localhost:8081', 'http', production)).toEqual({ refused: 'not allowed' });
    expect(checkHost('evil.example', 'https', production)).toEqual({ refused: 'not allowed' });
  });

  it('refuses a malformed or missing Host rather than building URLs from it', () => {
    for (const host of [
      undefined,
      '',
      'a@evil.example',
      'localhost:3000/x',
      'evil.example:port',
      'a b',
      'localhost:123456',
    ]) {
      expect(checkHost(host, 'http', local)).toEqual({ refused: 'malformed' });
    }
  });
});
