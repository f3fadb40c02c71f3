/**
 * Which Host a request may name, and the origin the site's absolute URLs then use. Pages, sitemaps
 * and robots.txt put the site's address into canonical links, Open Graph tags and JSON-LD, and
 * caches keep them: trusting any Host would let a request plant another site's address there.
 */
import type { SiteConfig } from './config';

/** A host name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const WELL_FORMED_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/i;

export type HostCheck = { origin: string } | { refused: 'malformed' | 'not allowed' };

/**
 * The origin for absolute URLs on a request to `host` over `protocol`: the configured public
 * origin when there is one; else, outside production, the loopback host the request named.
 */
export function checkHost(
  host: string | undefined,
  protocol: 'http' | 'https',
  config: Pick<SiteConfig, 'mode' | 'publicOrigin'>,
): HostCheck {
  if (!host || !WELL_FORMED_HOST.test(host)) return { refused: 'malformed' };
  const normalised = host.toLowerCase();
  if (config.publicOrigin) {
    const allowed =
      new URL(config.publicOrigin).host === normalised ||
      (config.mode !== 'production' && LOOPBACK_HOST.test(normalised));
    return allowed ? { origin: config.publicOrigin } : { refused: 'not allowed' };
  }
  if (config.mode !== 'production' && LOOPBACK_HOST.test(normalised)) return { origin: `${protocol}://${normalised}` };
  return { refused: 'not allowed' };
}
