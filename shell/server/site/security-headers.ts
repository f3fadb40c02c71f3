/**
 * The security headers of everything the site server sends. The slices' scripts, styles and
 * images come from their own origins, so the policy names each of them. A server-rendered page's
 * one inline script is its starter, allowed by its hash; its data travels in JSON blocks, which
 * never run, and any other inline script is refused.
 *
 * nginx, in front of the site server and serving the built files (docker/nginx), sends the same
 * headers from its own copy of them in docker/web/render-config.sh and
 * docker/nginx/security-headers.conf.template: e2e/prod/headers.spec.ts compares the two header
 * by header.
 */
import { createHash } from 'node:crypto';
import { RELEASE_FILES_PATH } from 'shared-contracts';
import { START_AFTER_PAINT } from '../start-after-paint';
import type { SiteConfig } from './config';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The source expression that allows one inline script, by the SHA-256 of its text. */
const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The policy of what is no document (scripts, styles, images, JSON): nothing may run or be framed.
 * Short, since every script of a page carries it: the pages' policy, naming every slice's origin,
 * would add some 0.6 kB to each.
 */
export const FILE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of a slice's own page (its parcel alone, for the team that builds it): its scripts
 * and styles from its own origin.
 */
export const SLICE_PAGE_POLICY =
  "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/**
 * The policy an answer needs: the page's for HTML, the files' for anything else and for everything
 * under /releases/, whatever its type: a release's files are never a page of the site.
 */
export const policyFor = (url: string, contentType: unknown, pagePolicy: string) =>
  typeof contentType === 'string' && contentType.startsWith('text/html') && !url.startsWith(`${RELEASE_FILES_PATH}/`)
    ? pagePolicy
    : FILE_POLICY;

/**
 * The Content-Security-Policy of the site's pages; with `devServers`, a preview browser's, whose
 * pages run a developer's dev server (loopback origins only, as the signed link allows).
 */
export function contentSecurityPolicy(
  config: Pick<SiteConfig, 'slices' | 'devSlices' | 'apiPublicOrigin'>,
  devServers: readonly string[] = [],
): string {
  const originOf = ({ browser }: { browser: string }) => new URL(browser).origin;
  const sources = [...new Set([...Object.values(config.slices).map(originOf), ...devServers])].join(' ');
  // A development build evaluates its modules (eval source maps) and reloads over its dev server's
  // WebSocket: allowed only where a slice runs on a development server (`npm run dev`, a preview's
  // dev server pin).
  const devOrigins = [...new Set([...config.devSlices.map((name) => originOf(config.slices[name])), ...devServers])];
  const dev = devOrigins.length > 0;
  const devSockets = devOrigins.map((origin) => origin.replace(/^http/, 'ws')).join(' ');
  const list = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${list(`'self'`, scriptHash(START_AFTER_PAINT), sources, dev ? `'unsafe-eval'` : '')}`,
    `style-src ${list(`'self'`, `'unsafe-inline'`, sources)}`,
    `img-src ${list(`'self'`, 'data:', 'blob:', sources)}`,
    `font-src ${list(`'self'`, 'data:', sources)}`,
    `connect-src ${list(`'self'`, sources, config.apiPublicOrigin ?? '', devSockets)}`,
    `frame-ancestors 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `object-src 'none'`,
  ].join('; ');
}

/** Headers sent with every answer; HSTS only to a request that came over TLS (never pins http://localhost). */
export function securityHeaders(csp: string, overTls: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    ...(overTls ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}
