/**
 * Which release of each slice a visitor gets, decided here once for the page and for the
 * browser's /remotes.json alike, so the HTML and the hydrated page run the same code. The
 * registry (GET /releases on the API's internal listener) says each slice's live release and canary; the visitor's
 * bucket (a first-party cookie, 0-99, no personal data) says which of the two. A slice with no
 * live release is served from its configured address (REMOTE_URL_*), as before releases.
 */
import { randomInt } from 'node:crypto';
import {
  API_PATHS,
  type PreviewPin,
  RELEASE_BUCKET_COOKIE,
  RELEASE_BUCKETS,
  RELEASE_FILES_PATH,
  RELEASE_ROUTING_TTL_MS,
  REMOTE_NAMES,
  type ReleaseRouting,
  type RemoteName,
} from 'shared-contracts';
import type { SliceLocations } from './config';

/**
 * Where a visitor's slice comes from: the live release or the canary (by its bucket), the slice's
 * configured address (no live release), or a preview link: a release or a developer's dev server.
 */
export type SliceSource = 'live' | 'canary' | 'configured' | 'preview' | 'dev-server';

/** The slices one visitor gets: where each lives, and its release id (null: not from the registry). */
export interface VisitorSlices {
  locations: SliceLocations;
  releases: Record<RemoteName, string | null>;
  sources: Record<RemoteName, SliceSource>;
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

/**
 * A preview browser's slices: each pin (a release, or a dev server) over what its bucket gives.
 * A pinned release is served from the release store like any other, integrity and all; a dev
 * server is the developer's own, reached by their browser only.
 */
export function withPins(
  slices: VisitorSlices,
  pins: readonly PreviewPin[],
  siteOrigin: string,
  releaseFilesOrigin: string,
): VisitorSlices {
  const pinned: VisitorSlices = {
    locations: { ...slices.locations },
    releases: { ...slices.releases },
    sources: { ...slices.sources },
  };
  for (const { target, release, devServer } of pins) {
    if (target === 'shell') continue;
    if (release) {
      pinned.locations[target] = {
        browser: manifestOf(siteOrigin, target, release),
        server: manifestOf(releaseFilesOrigin, target, release),
      };
      pinned.releases[target] = release;
      pinned.sources[target] = 'preview';
    } else if (devServer) {
      pinned.locations[target] = { browser: devServer, server: devServer };
      pinned.releases[target] = null;
      pinned.sources[target] = 'dev-server';
    }
  }
  return pinned;
}

export interface ReleaseRoutingOptions {
  /** The API's registry listener (config registryUrl). */
  registryUrl: string;
  /** Each slice's configured address, for a slice the registry has no live release of. */
  configured: SliceLocations;
  /** Slices always served from their configured address: a developer's development servers (config devSlices). */
  devSlices?: readonly RemoteName[];
  /** Where this server itself reaches the release files (its own address). */
  releaseFilesOrigin: () => string;
  log: (message: string, error: unknown) => void;
}

/**
 * The routing, read from the registry every half RELEASE_ROUTING_TTL_MS, so a switch reaches the
 * page loads that start within RELEASE_ROUTING_TTL_MS of it. A page never waits for the registry,
 * except for the first read after start: a registry that is slow or down delays nothing. While it
 * cannot be read the last routing known stays in force; before any, the configured addresses.
 */
export function createReleaseRouting({
  registryUrl,
  configured,
  devSlices = [],
  releaseFilesOrigin,
  log,
}: ReleaseRoutingOptions) {
  let known: ReleaseRouting | null = null;
  // Said once when the registry stops answering, not on every read while it is down.
  let unreadable = false;

  async function read(): Promise<void> {
    try {
      const response = await fetch(`${registryUrl}${API_PATHS.releases.routing}`, {
        signal: AbortSignal.timeout(2000),
      });
      if (!response.ok) throw new Error(`the registry answered ${response.status}`);
      known = (await response.json()) as ReleaseRouting;
      unreadable = false;
    } catch (error) {
      if (!unreadable) log('the release registry could not be read; the last routing known stays in force', error);
      unreadable = true;
    }
  }

  const firstRead = read();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // One read at a time: the next starts half a lifetime after the last one ended.
  const readLater = () => {
    timer = setTimeout(() => void read().then(readLater), RELEASE_ROUTING_TTL_MS / 2);
    timer.unref();
  };
  void firstRead.then(readLater);

  /** The slices of a visitor in `bucket` on the site at `siteOrigin`, a preview's pins over them. */
  async function slicesFor(
    bucket: number,
    siteOrigin: string,
    pins: readonly PreviewPin[] = [],
  ): Promise<VisitorSlices> {
    if (!known && !unreadable) await firstRead;
    const locations = {} as SliceLocations;
    const releases = {} as Record<RemoteName, string | null>;
    const sources = {} as Record<RemoteName, SliceSource>;
    for (const name of REMOTE_NAMES) {
      const release = devSlices.includes(name) ? null : chosenRelease(known?.[name], bucket);
      releases[name] = release;
      locations[name] = release
        ? { browser: manifestOf(siteOrigin, name, release), server: manifestOf(releaseFilesOrigin(), name, release) }
        : configured[name];
      sources[name] = !release ? 'configured' : release === known?.[name]?.live ? 'live' : 'canary';
    }
    const slices = { locations, releases, sources };
    return pins.length ? withPins(slices, pins, siteOrigin, releaseFilesOrigin()) : slices;
  }

  return { slicesFor, close: () => clearTimeout(timer) };
}
