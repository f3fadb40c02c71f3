/**
 * Preview links: the registry signs one for a team (POST /release-previews, deploy tokens), the
 * site server checks it when a browser opens it and again on every request that carries it in its
 * cookie. The link is the grant as JSON, base64url, then an HMAC-SHA-256 under a key derived from
 * SITE_SECRET, which only the two servers know. For the servers only (node:crypto): imported as
 * `shared-contracts/preview-links`.
 *
 *   <grant: base64url JSON>.<signature: 43>
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isLoopbackManifest, type PreviewGrant, type PreviewPin, RELEASE_TARGETS } from './releases.js';

/** Why a link is refused: it is not one we signed (or was changed), or its time is over. */
export type PreviewLinkRefusal = 'forged' | 'expired';

const SEPARATOR = '.';
const RELEASE_ID = /^[0-9A-Za-z.+-]{1,40}-[0-9a-f]{10}$/;
/** Longer than any real link (a pin for every slice with warnings): the cookie holding it stays well under 4 kB. */
export const PREVIEW_LINK_MAX_LENGTH = 3000;

/** A pin as the grant holds it: a known target, at most one of a release id and a loopback dev server. */
function isPin(value: unknown): value is PreviewPin {
  if (typeof value !== 'object' || value === null) return false;
  const { target, release, devServer, ...rest } = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0 || !(RELEASE_TARGETS as readonly unknown[]).includes(target)) return false;
  if (release !== undefined && devServer !== undefined) return false;
  if (release !== undefined) return typeof release === 'string' && RELEASE_ID.test(release) && target !== 'shell';
  if (devServer !== undefined)
    return typeof devServer === 'string' && isLoopbackManifest(devServer) && target !== 'shell';
  return true;
}

function isGrant(value: unknown): value is PreviewGrant {
  if (typeof value !== 'object' || value === null) return false;
  const { pins, expiresAt, warnings, nonce } = value as Record<string, unknown>;
  return (
    Array.isArray(pins) &&
    pins.length > 0 &&
    pins.every(isPin) &&
    new Set(pins.map((pin) => (pin as PreviewPin).target)).size === pins.length &&
    Number.isSafeInteger(expiresAt) &&
    Array.isArray(warnings) &&
    warnings.every((warning) => typeof warning === 'string') &&
    typeof nonce === 'string'
  );
}

export interface PreviewLinks {
  /** The link for a grant (its nonce is made here). */
  sign(grant: Omit<PreviewGrant, 'nonce'>): string;
  /** The grant a link stands for, or why it is refused. */
  read(link: string, now?: number): PreviewGrant | { refused: PreviewLinkRefusal };
}

export function previewLinks(secret: string): PreviewLinks {
  // Derived: SITE_SECRET signs page-view tokens too, and no token of one kind passes for another.
  const key = createHmac('sha256', secret).update('preview-link').digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');

  return {
    sign(grant) {
      const full: PreviewGrant = { ...grant, nonce: randomBytes(9).toString('base64url') };
      const text = Buffer.from(JSON.stringify(full)).toString('base64url');
      return `${text}${SEPARATOR}${mac(text)}`;
    },

    read(link, now = Date.now()) {
      const forged = { refused: 'forged' } as const;
      if (typeof link !== 'string' || link.length > PREVIEW_LINK_MAX_LENGTH) return forged;
      const [text, signature, extra] = link.split(SEPARATOR);
      if (!text || !signature || extra !== undefined || !/^[\w-]+$/.test(text)) return forged;
      const expected = Buffer.from(mac(text));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return forged;
      let grant: unknown;
      try {
        grant = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
      } catch {
        return forged;
      }
      // Signed by us, so well formed; checked anyway, as everything a browser brings is.
      if (!isGrant(grant)) return forged;
      if (grant.expiresAt <= now) return { refused: 'expired' };
      return grant;
    },
  };
}
