/**
 * Page-view tokens: the site server signs one per slice release it serves a visitor's page with;
 * the API counts a slot report only with one (api/src/releases/slot-reports.ts). The token names
 * the slice, the release, a pseudonym of the visitor's address group and when it was issued, and
 * is signed with HMAC-SHA-256 under a key derived from SITE_SECRET, which only the two servers
 * know. For the servers only (node:crypto): imported as `shared-contracts/page-view-tokens`.
 *
 *   mf_catalog~1.0.1-9c0e7d21aa~<visitor: 16>~<issued at, ms base 36>~<id: 12>~<signature: 22>
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import { REMOTE_NAMES, type RemoteName } from './federation.js';
import { PAGE_VIEW_TOKEN_TTL_MS } from './releases.js';

export interface PageView {
  target: RemoteName;
  release: string;
  /** A keyed hash of the visitor's address group: the same for one host or one IPv6 /64, and no address. */
  visitor: string;
  /** Milliseconds since the epoch. */
  issuedAt: number;
  /** This page view's own id: a slot is counted at most once per id. */
  id: string;
}

const SEPARATOR = '~';
/** A site server's clock a little ahead of the API's still gives tokens the API takes. */
const CLOCK_SKEW_MS = 60_000;
const FIELDS = {
  release: /^[0-9A-Za-z.+-]{1,40}-[0-9a-f]{10}$/,
  visitor: /^[\w-]{16}$/,
  issuedAt: /^[0-9a-z]{1,11}$/,
  id: /^[\w-]{12}$/,
  signature: /^[\w-]{22}$/,
};

/** The first `bytes` bytes of an HMAC-SHA-256, base64url. */
const mac = (key: Buffer, text: string, bytes: number) =>
  createHmac('sha256', key).update(text).digest().subarray(0, bytes).toString('base64url');

/**
 * The group an address counts in: an IPv4 address alone, an IPv6 address by its /64 (one
 * household or one server gets a whole /64). IPv4 written as IPv6 (`::ffff:203.0.113.7`) is IPv4.
 */
export function addressGroup(address: string): string {
  const plain = address.split('%')[0] ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(plain)) return plain;
  if (!isIPv6(plain)) return plain;
  return `${expandIPv6(plain).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as a number's hex without leading zeros. */
function expandIPv6(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part is two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

export interface PageViewTokens {
  /** A token for one page view of `release` of `target`, by a visitor at `address` (as the site server saw it). */
  issue(view: { target: RemoteName; release: string; address: string }, now?: number): string;
  /** The page view a token stands for, or null when it is malformed, not signed with our secret, or expired. */
  read(token: string, now?: number): PageView | null;
}

export function pageViewTokens(secret: string): PageViewTokens {
  // Derived keys: SITE_SECRET signs other things too, and no token of one kind passes for another.
  const key = createHmac('sha256', secret).update('page-view-token').digest();
  const visitorKey = createHmac('sha256', secret).update('page-view-visitor').digest();

  return {
    issue({ target, release, address }, now = Date.now()) {
      const visitor = mac(visitorKey, addressGroup(address), 12);
      const id = randomBytes(9).toString('base64url');
      const text = [target, release, visitor, now.toString(36), id].join(SEPARATOR);
      return `${text}${SEPARATOR}${mac(key, text, 16)}`;
    },

    read(token, now = Date.now()) {
      const parts = token.split(SEPARATOR);
      if (parts.length !== 6) return null;
      const [target, release, visitor, issued, id, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      if (
        !(REMOTE_NAMES as string[]).includes(target) ||
        !FIELDS.release.test(release) ||
        !FIELDS.visitor.test(visitor) ||
        !FIELDS.issuedAt.test(issued) ||
        !FIELDS.id.test(id) ||
        !FIELDS.signature.test(signature)
      ) {
        return null;
      }
      const expected = Buffer.from(mac(key, parts.slice(0, 5).join(SEPARATOR), 16));
      if (!timingSafeEqual(expected, Buffer.from(signature))) return null;
      const issuedAt = Number.parseInt(issued, 36);
      if (issuedAt > now + CLOCK_SKEW_MS || now - issuedAt > PAGE_VIEW_TOKEN_TTL_MS) return null;
      return { target: target as RemoteName, release, visitor, issuedAt, id };
    },
  };
}
