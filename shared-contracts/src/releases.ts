/**
 * Slice releases: every build of the shell or of a slice published as an immutable release, one
 * of them live per target, optionally a canary for a share of visitors (docs/architecture.md §7).
 * The registry lives in the API (`/releases`); the site server resolves each visitor's releases
 * from it; `npm run slice` publishes and switches.
 */
import { REMOTE_NAMES, type RemoteName } from './federation.js';

/** What is released on its own: the shell and each slice. */
export const RELEASE_TARGETS = ['shell', ...REMOTE_NAMES] as const;
export type ReleaseTarget = 'shell' | RemoteName;

/** A first-party cookie holding the visitor's bucket (0-99), so a visitor stays on one release of each slice. */
export const RELEASE_BUCKET_COOKIE = 'slice_bucket';
export const RELEASE_BUCKETS = 100;
/** The site asks the registry again at most this long after its last answer: a switch reaches the next page load within it. */
export const RELEASE_ROUTING_TTL_MS = 1000;
/** Where the site serves release files: `/releases/<target>/<release id>/…`, immutable. */
export const RELEASE_FILES_PATH = '/releases';

/** A canary is judged once it has this many page views... */
export const CANARY_MIN_VIEWS = 200;
/** ...and switched off when its error rate exceeds the live release's by more than this (a share: 0.02 = 2 points). */
export const CANARY_ERROR_MARGIN = 0.02;

/** The browser's slot-health beacon: sent at most this often, with at most this many rows. */
export const SLOT_REPORT_INTERVAL_MS = 10_000;
export const SLOT_REPORT_MAX_ROWS = 20;
/** The largest count one row may carry (views or errors), and the largest body the API reads. */
export const SLOT_REPORT_MAX_COUNT = 1000;
export const SLOT_REPORT_MAX_BYTES = 4096;

/** A release id: the package version and a short hash of the built files (`1.0.0-3f9a0c12de`). */
export const releaseId = (version: string, hash: string) => `${version}-${hash}`;

export interface Release {
  id: string;
  target: ReleaseTarget;
  version: string;
  /** The first 10 hex digits of the SHA-256 of the built files (names and contents). */
  hash: string;
  /** The git commit it was built from (`abc1234`, `abc1234-dirty` with uncommitted changes). */
  commit: string;
  createdAt: string;
  /** A slice: the shared singletons it needs, with the version range of each (`{ "store-runtime": "^1.1.0" }`). */
  needs: Record<string, string>;
  /** The shell: the shared singletons it provides, with the version of each (`{ "store-runtime": "1.1.0" }`). */
  provides: Record<string, string>;
}

/** What the history records: a publish, a switch, or the registry stopping a failing canary. */
export const RELEASE_ACTIONS = ['publish', 'live', 'rollback', 'canary', 'canary-off', 'auto-canary-off'] as const;
export type ReleaseAction = (typeof RELEASE_ACTIONS)[number];

export interface ReleaseHistoryEntry {
  id: number;
  at: string;
  action: ReleaseAction;
  /** The release it concerns (the one made live, the canary, the one published). */
  release: string | null;
  /** Which deploy token made the change: the first 8 hex digits of its SHA-256; `registry` for an automatic one. */
  by: string;
  reason: string | null;
  /** The compatibility gate was overridden (`--force`). */
  forced: boolean;
}

export interface CanaryRoute {
  release: string;
  /** Visitors in buckets below this get the canary (1-99). */
  percent: number;
}

/** What the site needs to route a visitor: per target, the live release and the canary. */
export type ReleaseRouting = Record<ReleaseTarget, { live: string | null; canary: CanaryRoute | null }>;

export interface ReleaseHealth {
  release: string;
  views: number;
  errors: number;
}

/** GET /releases/:target (deploy token): everything `npm run slice -- list|status` shows. */
export interface ReleaseTargetState {
  target: ReleaseTarget;
  live: string | null;
  canary: CanaryRoute | null;
  /** Newest first. */
  releases: Release[];
  /** Newest first. */
  history: ReleaseHistoryEntry[];
  health: ReleaseHealth[];
}

/** POST /releases/:target: the release, and whether this call created it (false: the same content was there). */
export interface PublishedRelease {
  release: Release;
  created: boolean;
}

/**
 * The site server's render check: before a slice release goes live or becomes a canary, the
 * registry asks the site server to render that slice's server-rendered pages with it, and refuses
 * a release that throws there. The request's body is signed with the secret the API and the site
 * server share (SITE_SECRET): HMAC-SHA256, hex, in `signatureHeader`.
 */
export const RELEASE_CHECK = {
  path: '/_internal/release-check',
  signatureHeader: 'x-site-signature',
  /** A signed request older than this is refused, so a copied one cannot be sent again later. */
  maxAgeMs: 60_000,
  /** How long the registry waits for the site server's answer. */
  timeoutMs: 30_000,
} as const;

export interface ReleaseCheckRequest {
  target: RemoteName;
  release: string;
  /** When the request was signed (ms since the epoch). */
  at: number;
}

/** The first error a page threw with the release, or null when every page rendered. */
export interface ReleaseCheckResult {
  error: string | null;
}
