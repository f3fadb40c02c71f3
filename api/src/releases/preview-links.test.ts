import { isLoopbackManifest, PREVIEW } from 'shared-contracts';
import { pageViewTokens } from 'shared-contracts/page-view-tokens';
import { previewLinks } from 'shared-contracts/preview-links';

const SECRET = 'a-site-secret-of-at-least-32-bytes-0123';
const links = previewLinks(SECRET);
const NOW = Date.UTC(2026, 10, 28, 12, 0);
const grant = {
  pins: [
    { target: 'mf_catalog' as const, release: '1.1.0-bbbbbbbbbb' },
    { target: 'mf_cart_checkout' as const, release: '1.0.3-cccccccccc' },
  ],
  expiresAt: NOW + PREVIEW.defaultSeconds * 1000,
  warnings: [],
};

describe('preview links', () => {
  it('stand for the releases they pin until they expire, each link its own', () => {
    const link = links.sign(grant);
    expect(links.read(link, NOW)).toEqual({ ...grant, nonce: expect.stringMatching(/^[\w-]{12}$/) });
    expect(links.sign(grant)).not.toBe(link);
    // Safe in a cookie and in a query string as it is.
    expect(link).toMatch(/^[\w-]+\.[\w-]{43}$/);
    expect(link.length).toBeLessThan(600);
  });

  it('are refused once expired', () => {
    const link = links.sign(grant);
    expect(links.read(link, grant.expiresAt - 1)).toMatchObject({ pins: grant.pins });
    expect(links.read(link, grant.expiresAt)).toEqual({ refused: 'expired' });
  });

  it('are refused when any part is changed, when signed with another secret, or malformed', () => {
    const link = links.sign(grant);
    const [text, signature] = link.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    const reSigned = (changed: unknown) => `${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
    const forged = [
      reSigned({ ...payload, expiresAt: payload.expiresAt + 86_400_000 }),
      reSigned({ ...payload, pins: [{ target: 'mf_catalog', release: '9.9.9-dddddddddd' }] }),
      reSigned({ ...payload, pins: payload.pins.slice(0, 1) }),
      `${text}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      previewLinks('another-site-secret-of-32-bytes-0123456').sign(grant),
      // A page-view token is signed under the same secret with another key: no link.
      pageViewTokens(SECRET).issue({ target: 'mf_catalog', release: '1.1.0-bbbbbbbbbb', address: '203.0.113.7' }),
      text,
      `${link}.x`,
      '',
      'x'.repeat(4000),
    ];
    for (const candidate of forged) expect(links.read(candidate, NOW)).toEqual({ refused: 'forged' });
  });

  it('never carry a dev server off this machine, nor a release of the shell, even when signed', () => {
    const signed = (pins: unknown[]) => links.read(links.sign({ ...grant, pins: pins as typeof grant.pins }), NOW);
    expect(signed([{ target: 'mf_catalog', devServer: 'http://localhost:3001/mf-manifest.json' }])).toMatchObject({
      pins: [{ target: 'mf_catalog', devServer: 'http://localhost:3001/mf-manifest.json' }],
    });
    expect(signed([{ target: 'shell' }])).toMatchObject({ pins: [{ target: 'shell' }] });
    for (const pins of [
      [{ target: 'mf_catalog', devServer: 'https://evil.example/mf-manifest.json' }],
      [{ target: 'mf_catalog', devServer: 'http://localhost.evil.example:3001/mf-manifest.json' }],
      [{ target: 'mf_catalog', devServer: 'http://localhost:3001/app.js' }],
      [{ target: 'shell', release: '1.0.0-aaaaaaaaaa' }],
      [{ target: 'mf_catalog', release: '1.0.0-aaaaaaaaaa', devServer: 'http://localhost:3001/mf-manifest.json' }],
      [{ target: 'mf_catalog' }, { target: 'mf_catalog', release: '1.0.0-aaaaaaaaaa' }],
      [{ target: 'nothing' }],
      [],
    ]) {
      expect(signed(pins)).toEqual({ refused: 'forged' });
    }
  });

  it('name a dev server only by its manifest on a loopback origin', () => {
    for (const address of [
      'http://localhost:3001/mf-manifest.json',
      'http://127.0.0.1:5301/mf-manifest.json',
      'http://[::1]:3001/mf-manifest.json',
    ]) {
      expect(isLoopbackManifest(address)).toBe(true);
    }
    for (const address of [
      'http://192.168.1.20:3001/mf-manifest.json',
      'http://user@localhost:3001/mf-manifest.json',
      'javascript:alert(1)//localhost/mf-manifest.json',
      'file:///mf-manifest.json',
      'http://localhost:3001/remoteEntry.js',
      'not a url',
    ]) {
      expect(isLoopbackManifest(address)).toBe(false);
    }
  });
});
