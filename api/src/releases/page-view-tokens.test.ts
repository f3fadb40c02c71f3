import { PAGE_VIEW_TOKEN_TTL_MS } from 'shared-contracts';
import { addressGroup, pageViewTokens } from 'shared-contracts/page-view-tokens';

const SECRET = 'a-site-secret-of-at-least-32-bytes-0123';
const tokens = pageViewTokens(SECRET);
const view = { target: 'mf_catalog' as const, release: '1.0.1-9c0e7d21aa', address: '203.0.113.7' };

describe('page-view tokens', () => {
  it('stand for one page view of one release, by a pseudonym of the address, in under 100 characters', () => {
    const now = Date.now();
    const token = tokens.issue(view, now);
    expect(token.length).toBeLessThan(100);
    expect(token).not.toContain('203.0.113');
    expect(tokens.read(token, now)).toEqual({
      target: 'mf_catalog',
      release: '1.0.1-9c0e7d21aa',
      visitor: expect.stringMatching(/^[\w-]{16}$/),
      issuedAt: now,
      id: expect.stringMatching(/^[\w-]{12}$/),
    });
    const again = tokens.read(tokens.issue(view, now), now);
    // Another page view of the same visitor: another id, the same visitor.
    expect(again?.id).not.toBe(tokens.read(token, now)?.id);
    expect(again?.visitor).toBe(tokens.read(token, now)?.visitor);
    expect(tokens.read(tokens.issue({ ...view, address: '203.0.113.8' }))?.visitor).not.toBe(again?.visitor);
  });

  it('are refused when any part is changed, when signed with another secret, or malformed', () => {
    const token = tokens.issue(view);
    const parts = token.split('~');
    const changed = (index: number, value: string) => parts.map((part, i) => (i === index ? value : part)).join('~');
    expect(tokens.read(changed(0, 'mf_admin'))).toBeNull();
    expect(tokens.read(changed(1, '1.0.2-9c0e7d21aa'))).toBeNull();
    expect(tokens.read(changed(2, 'AAAAAAAAAAAAAAAA'))).toBeNull();
    expect(tokens.read(changed(3, (Date.now() + 1).toString(36)))).toBeNull();
    expect(tokens.read(changed(4, 'AAAAAAAAAAAA'))).toBeNull();
    expect(tokens.read(changed(5, 'A'.repeat(22)))).toBeNull();
    expect(pageViewTokens('another-secret-of-at-least-32-bytes-0123').read(token)).toBeNull();
    for (const malformed of ['', '~~~~~', `${token}~`, 'shell~1.0.0-0000000000~a~b~c~d', token.slice(0, -1)]) {
      expect(tokens.read(malformed)).toBeNull();
    }
  });

  it('expire PAGE_VIEW_TOKEN_TTL_MS after they were issued, and are refused from further ahead than clock skew', () => {
    const issuedAt = Date.now();
    const token = tokens.issue(view, issuedAt);
    expect(tokens.read(token, issuedAt + PAGE_VIEW_TOKEN_TTL_MS)).not.toBeNull();
    expect(tokens.read(token, issuedAt + PAGE_VIEW_TOKEN_TTL_MS + 1)).toBeNull();
    expect(tokens.read(tokens.issue(view, issuedAt + 10 * 60_000), issuedAt)).toBeNull();
  });
});

describe('address groups', () => {
  it('are an IPv4 address itself, IPv4 written as IPv6 included', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressGroup('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('are the /64 of an IPv6 address, however it is written', () => {
    const group = '2001:db8:1:2::/64';
    for (const address of [
      '2001:db8:1:2::1',
      '2001:0db8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:DB8:1:2:0:0:0:0',
      '2001:db8:1:2::1%eth0',
      '2001:db8:1:2::203.0.113.7',
    ]) {
      expect(addressGroup(address)).toBe(group);
    }
    expect(addressGroup('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
