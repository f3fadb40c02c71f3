/**
 * Which release of each slice a visitor gets, decided here once for the page and for the
 * browser's /remotes.json alike, so the HTML and the hydrated page run the same code. The
 * registry (the API's GET /releases) says each slice's live release and canary; the visitor's
 * bucket (a first-party cookie, 0-99, no personal data) says which of the two. A slice with no
 * live release is served from its configured address (REMOTE_URL_*), as before releases.
 */
import { randomInt } from 'node:crypto';
import {
  API_PATHS,
  RELEASE_BUCKET_COOKIE,
  RELEASE_BUCKETS,
  RELEASE_FILES_PATH,
  RELEASE_ROUTING_TTL_MS,
  REMOTE_NAMES,
  type ReleaseRouting,
  type RemoteName,
} from 'shared-contracts';
import type { SliceLocations } from './config';

/** The slices one visitor gets: where each lives, and its release id (null: not from the registry). */
export interface VisitorSlices {
  locations: SliceLocations;
  releases: Record<RemoteName, string | null>;
}

const BUCKET_IN_COOKIE = new RegExp(`(?:^|;\\s*)${RELEASE_BUCKET_COOKIE}=(\\d{1,2})(?:;|$)`);

/** The visitor's bucket from the Cookie header, or undefined when it has none (a first visit). */
export function bucketFromCookie(cookieHeader: string | undefined): number | undefined {
  const found = cookieHeader && BUCKET_IN_COOKIE.exec(cookieHeader);
  return found ? Number(found[1]) : undefined;
}

export const newBucket = () => randomInt(0, RELEASE_BUCKETS);

/** The Set-Cookie value that keeps a visitor in `bucket` for a year. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return `${RELEASE_BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/** The release a visitor in `bucket` gets from one slice's routing: the canary below its percent, else the live one. */
export function chosenRelease(route: ReleaseRouting[RemoteName] | undefined, bucket: number): string | null {
  if (!route?.live) return null;
  return route.canary && bucket < route.canary.percent ? route.canary.release : route.live;
}

const manifestOf = (origin: string, name: RemoteName, release: string) =>
  `${origin}${RELEASE_FILES_PATH}/${name}/${release}/mf-manifest.json`;

export interface ReleaseRoutingOptions {
  /** The API, where the registry answers. */
  apiUrl: string;
  /** Each slice's configured address, for a slice the registry has no live release of. */
  configured: SliceLocations;
  /** Where this server itself reaches the release files (its own address). */
  releaseFilesOrigin: () => string;
  log: (message: string, error: unknown) => void;
}

/**
 * The routing, read from the registry at most RELEASE_ROUTING_TTL_MS after the last read, so a
 * switch reaches the next page load within it. While the registry cannot be read the last routing
 * known stays in force; before any, the configured addresses.
 */
export function createReleaseRouting({ apiUrl, configured, releaseFilesOrigin, log }: ReleaseRoutingOptions) {
  let known: { routing: ReleaseRouting | null; readAt: number } = { routing: null, readAt: 0 };
  // Said once when the registry stops answering, not on every read while it is down.
  let unreadable = false;
  let reading: Promise<ReleaseRouting | null> | null = null;

  async function read(): Promise<ReleaseRouting | null> {
    try {
      const response = await fetch(`${apiUrl}${API_PATHS.releases.routing}`, { signal: AbortSignal.timeout(2000) });
      if (!response.ok) throw new Error(`the registry answered ${response.status}`);
      known = { routing: (await response.json()) as ReleaseRouting, readAt: Date.now() };
      unreadable = false;
    } catch (error) {
      if (!unreadable) log('the release registry could not be read; the last routing known stays in force', error);
      unreadable = true;
      known = { ...known, readAt: Date.now() };
    }
    return known.routing;
  }

  function routing(): Promise<ReleaseRouting | null> {
    if (Date.now() - known.readAt < RELEASE_ROUTING_TTL_MS) return Promise.resolve(known.routing);
    reading ??= read().finally(() => {
      reading = null;
    });
    return reading;
  }

  /** The slices of a visitor in `bucket` on the site at `siteOrigin`. */
  return async function slicesFor(bucket: number, siteOrigin: string): Promise<VisitorSlices> {
    const current = await routing();
    const locations = {} as SliceLocations;
    const releases = {} as Record<RemoteName, string | null>;
    for (const name of REMOTE_NAMES) {
      const release = chosenRelease(current?.[name], bucket);
      releases[name] = release;
      locations[name] = release
        ? { browser: manifestOf(siteOrigin, name, release), server: manifestOf(releaseFilesOrigin(), name, release) }
        : configured[name];
    }
    return { locations, releases };
  };
}
