import Fastify from 'fastify';
import { trustedProxyHop } from './trusted-proxy.js';

async function clientAddress(trustProxy: string, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: trustedProxyHop(trustProxy) });
  app.get('/ip', async (request) => request.ip);
  const response = await app.inject({
    url: '/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('the client address behind the site edge', () => {
  it('is the address the proxy in front saw', async () => {
    expect(await clientAddress('loopback', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7');
  });

  it('ignores what the client put before it in X-Forwarded-For, even private addresses', async () => {
    expect(await clientAddress('loopback', '127.0.0.1', '10.0.0.1, 127.0.0.2, 203.0.113.7')).toBe('203.0.113.7');
    expect(await clientAddress('uniquelocal', '10.0.0.5', '192.168.1.1, 10.0.0.9')).toBe('10.0.0.9');
  });

  it('believes no X-Forwarded-For from an address that is not the proxy', async () => {
    expect(await clientAddress('loopback', '198.51.100.4', '203.0.113.7')).toBe('198.51.100.4');
  });

  it('is the peer when nothing is forwarded', async () => {
    expect(await clientAddress('loopback', '127.0.0.1')).toBe('127.0.0.1');
  });
});
