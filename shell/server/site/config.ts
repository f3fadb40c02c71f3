/**
 * The site server's settings, read from the environment in this one place, for every way the site
 * is served: `npm start` and the browser tests (local), `npm run dev` (dev) and the deployed
 * renderer behind nginx (production).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, SITE_SECRET_MIN_BYTES } from 'shared-contracts';

export type SiteMode = 'production' | 'local' | 'dev';

/** Where one slice lives: its browser manifest as browsers reach it, and as this server reaches it. */
export interface SliceLocation {
  browser: string;
  server: string;
}

export type SliceLocations = Record<RemoteName, SliceLocation>;

export interface SiteConfig {
  mode: SiteMode;
  /** The API, as this server reaches it (it proxies /api and /uploads there). */
  apiUrl: string;
  /**
   * The release registry, the API's internal listener, where this server reads which release of
   * each slice a visitor gets. Never proxied: the public has no way to it.
   */
  registryUrl: string;
  /**
   * The site's address as visitors reach it: canonical, Open Graph, JSON-LD, sitemap and robots
   * URLs use it, and a request for another host is refused. Required in production; without it a
   * local or dev site answers only on loopback hosts (localhost, 127.0.0.1, [::1]) and names itself
   * by the one the request used.
   */
  publicOrigin: string | null;
  /** An origin the browser may call the API on directly, besides the site's own /api. */
  apiPublicOrigin: string | null;
  /** Each slice's configured address, where it is served from while the release registry has no live release of it. */
  slices: SliceLocations;
  /**
   * The slices a developer runs on this machine (`npm run dev -- <slice>`): served from their
   * configured address, their development server, whatever the registry says, while every other
   * slice comes from its release. In dev mode every slice is.
   */
  devSlices: RemoteName[];
  /** The release store: `<target>/<release id>/` holds each published release's files (`npm run slice`). */
  releasesDir: string;
  /** Render the public pages here; off, every page is the shell the browser renders (a switch for trouble, and the bench's client-rendered half). */
  serverRendering: boolean;
  /** Send pages brotli- or gzip-compressed; off behind a proxy that compresses them (nginx). */
  compressPages: boolean;
  /** How many proxies in front of this server to believe about the client (X-Forwarded-For, -Proto). */
  trustedProxyHops: number;
  /** Log every request (errors are always logged). */
  logRequests: boolean;
  /**
   * SITE_SECRET, shared with the API: it signs the page-view tokens the browser's slot reports are
   * counted by, and the API's requests to render a release before a switch (site/release-check.ts).
   * Outside production without one, a random one per process (`npm start` and `npm run dev` give
   * both servers the same).
   */
  siteSecret: string;
}

type Env = Record<string, string | undefined>;

/** What `npm start` and `npm run dev` fill in for what the environment leaves unset. */
export interface LocalDefaults {
  mode: 'local' | 'dev';
  apiUrl: string;
  registryUrl: string;
  /** Each slice's manifest, as browsers and this server reach it on this machine. */
  slices: Record<RemoteName, string>;
  releasesDir: string;
  /** Local mode: the slices served by their development servers (SiteConfig.devSlices). */
  devSlices?: RemoteName[];
}

export class SiteConfigError extends Error {
  override name = 'SiteConfigError';
}

const envName = (name: RemoteName) => name.toUpperCase();

/** An http(s) origin (`https://shop.example.in`), or an error naming the variable. */
function origin(variable: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteConfigError(`${variable} must be an origin such as https://shop.example.in (got '${value}')`);
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.origin !== value.replace(/\/$/, '')) {
    throw new SiteConfigError(`${variable} must be an origin such as https://shop.example.in (got '${value}')`);
  }
  return url.origin;
}

function httpUrl(variable: string, value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {}
  throw new SiteConfigError(`${variable} must be an http(s) URL (got '${value}')`);
}

/**
 * The settings from the environment, deployed (production mode: every address and PUBLIC_ORIGIN
 * required), or for `npm start` and `npm run dev` with `local` filling in what is unset:
 *   API_UPSTREAM               the API, e.g. http://api:4000
 *   REGISTRY_UPSTREAM          the API's release registry listener, e.g. http://api:4001
 *   PUBLIC_ORIGIN              the site's origin, e.g. https://shop.example.in
 *   API_PUBLIC_ORIGIN          optional: an origin the browser may call the API on directly
 *   REMOTE_URL_<NAME>          each slice's manifest as browsers reach it (what /remotes.json says)
 *   REMOTE_SERVER_URL_<NAME>   the same as this server reaches it, when that differs
 *   RELEASES_DIR               the release store (the volume nginx serves /releases/ from)
 *   SERVER_RENDERING           0: every page rendered in the browser (default 1)
 *   TRUST_PROXY_HOPS           proxies in front of this server (production default 1: nginx; else 0)
 *   COMPRESS_PAGES             0 or 1 (production default 0: nginx compresses; else 1)
 *   LOG_LEVEL                  `info` logs every request; errors are always logged
 *   SITE_SECRET                shared with the API (page-view tokens, the render check before a switch); at least 32 bytes (required in production)
 */
export function siteConfigFromEnv(env: Env, local?: LocalDefaults): SiteConfig {
  const mode: SiteMode = local?.mode ?? 'production';
  const value = (name: string) => env[name]?.trim() || undefined;
  const required = (name: string, fallback: string | undefined) => {
    const found = value(name) ?? fallback;
    if (!found) throw new SiteConfigError(`${name} is not set`);
    return found;
  };

  const publicOrigin = value('PUBLIC_ORIGIN');
  if (mode === 'production' && !publicOrigin) {
    throw new SiteConfigError(
      'PUBLIC_ORIGIN is not set: in production the site names itself only by its configured origin, e.g. https://shop.example.in',
    );
  }
  const siteSecret = value('SITE_SECRET');
  if (mode === 'production' && Buffer.byteLength(siteSecret ?? '') < SITE_SECRET_MIN_BYTES) {
    throw new SiteConfigError(
      `SITE_SECRET must be set to at least ${SITE_SECRET_MIN_BYTES} bytes in production, the same as the API's: e.g. the output of \`openssl rand -base64 48\``,
    );
  }
  const apiPublicOrigin = value('API_PUBLIC_ORIGIN');
  const slices = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const browserVariable = `REMOTE_URL_${envName(name)}`;
      const browser = httpUrl(browserVariable, required(browserVariable, local?.slices[name]));
      const serverVariable = `REMOTE_SERVER_URL_${envName(name)}`;
      const server = value(serverVariable) ? httpUrl(serverVariable, value(serverVariable) as string) : browser;
      return [name, { browser, server }];
    }),
  ) as SliceLocations;
  const flag = (name: string, fallback: boolean) => (value(name) === undefined ? fallback : value(name) === '1');
  const hops = Number(value('TRUST_PROXY_HOPS') ?? (mode === 'production' ? 1 : 0));
  if (!Number.isInteger(hops) || hops < 0) {
    throw new SiteConfigError(`TRUST_PROXY_HOPS must be a whole number (got '${value('TRUST_PROXY_HOPS')}')`);
  }

  return {
    mode,
    apiUrl: httpUrl('API_UPSTREAM', required('API_UPSTREAM', local?.apiUrl)).replace(/\/$/, ''),
    registryUrl: httpUrl('REGISTRY_UPSTREAM', required('REGISTRY_UPSTREAM', local?.registryUrl)).replace(/\/$/, ''),
    publicOrigin: publicOrigin ? origin('PUBLIC_ORIGIN', publicOrigin) : null,
    apiPublicOrigin: apiPublicOrigin ? origin('API_PUBLIC_ORIGIN', apiPublicOrigin) : null,
    slices,
    devSlices: mode === 'dev' ? [...REMOTE_NAMES] : (local?.devSlices ?? []),
    releasesDir: path.resolve(required('RELEASES_DIR', local?.releasesDir)),
    serverRendering: flag('SERVER_RENDERING', true),
    compressPages: flag('COMPRESS_PAGES', mode !== 'production'),
    trustedProxyHops: hops,
    logRequests: value('LOG_LEVEL') === 'info' || value('LOG_LEVEL') === 'debug',
    siteSecret: siteSecret ?? randomBytes(32).toString('base64url'),
  };
}
