/**
 * Slice releases: every build of the shell or of a slice published as an immutable release, one
 * of them live per target, optionally a canary for a share of visitors (docs/architecture.md §7).
 * The registry lives in the API (`/releases`); the site server resolves each visitor's releases
 * from it; `npm run slice` publishes and switches.
 */
import { REMOTE_ENTRY_FILE, REMOTE_MANIFEST_FILE, REMOTE_NAMES, type RemoteName } from './federation.js';

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

/**
 * The health rule, for a canary and for a release baking after it went live. A release's error rate
 * in a period is the mean, over its distinct visitors (one address group each: an IPv4 address, an
 * IPv6 /64), of the share of that visitor's reported slots that failed: one visitor, however many
 * pages it loads or reports it sends, moves the rate by at most 1 / visitors. A release fails when
 * it has at least this many visitors in the period...
 */
export const CANARY_MIN_VISITORS = 30;
/** ...its error rate is above this share (so one visitor among the minimum can never fail it alone)... */
export const CANARY_MAX_ERROR_RATE = 0.05;
/** ...and above the rate it is compared with by more than this (a share: 0.02 = 2 points). */
export const CANARY_ERROR_MARGIN = 0.02;
/** After a release goes live it bakes this long: judged by the same rule against the previous live release's last figures. */
export const RELEASE_BAKE_MS = 10 * 60_000;

/**
 * The registry's own listener, apart from the API's public one: its port, unless REGISTRY_PORT
 * says otherwise, is the API's port + 1 (4001 beside 4000).
 */
export const registryPortFor = (apiPort: number) => apiPort + 1;
/**
 * Wrong deploy tokens one address may send in DEPLOY_TOKEN_FAILURE_WINDOW_MINUTES; then its deploy
 * requests are refused (429) until the window ends, whatever token they carry.
 */
export const DEPLOY_TOKEN_FAILURES_MAX = 10;
export const DEPLOY_TOKEN_FAILURE_WINDOW_MINUTES = 15;

/** The browser's slot-health beacon: sent at most this often, with at most this many rows. */
export const SLOT_REPORT_INTERVAL_MS = 10_000;
export const SLOT_REPORT_MAX_ROWS = 20;
/** The largest body the API reads. */
export const SLOT_REPORT_MAX_BYTES = 4096;
/**
 * A slot report counts only with a page-view token the site server signed for the visitor's page
 * and slice release (shared-contracts/src/page-view-tokens.ts), for this long after it was issued.
 */
export const PAGE_VIEW_TOKEN_TTL_MS = 30 * 60_000;
/** The secret the API and the site server share (SITE_SECRET) is at least this long in production. */
export const SITE_SECRET_MIN_BYTES = 32;

/** A release id: the package version and a short hash of its file list (`1.0.0-3f9a0c12de`). */
export const releaseId = (version: string, hash: string) => `${version}-${hash}`;

/** One file of a release: its path inside the release (`/` between folders), its size in bytes and its SHA-256 (hex). */
export interface ReleaseFile {
  path: string;
  size: number;
  sha256: string;
}

/**
 * What a release's hash is taken over: one line `path\0size\0sha256\n` per file, sorted by path.
 * The registry names a release by the first RELEASE_HASH_LENGTH hex digits of this text's SHA-256,
 * so the name says exactly which bytes it serves.
 */
export const releaseFileListText = (files: readonly ReleaseFile[]) =>
  [...files]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((file) => `${file.path}\0${file.size}\0${file.sha256}\n`)
    .join('');
export const RELEASE_HASH_LENGTH = 10;

/**
 * The largest file a release may hold, and so the largest upload the registry reads. The largest
 * file of a build is a source map of a vendor chunk (mf-admin's, with antd: about 2.4 MB).
 */
export const RELEASE_FILE_MAX_BYTES = 8 * 1024 * 1024;
/** The most files a release may list (a slice's build has about 200). */
export const RELEASE_FILES_MAX = 2000;

/**
 * The files a slice release cannot run without: its manifest and entry, and for the catalog,
 * rendered by the site server too, its Node build's. `live` and `canary` refuse a release lacking one.
 */
export const releaseRequiredFiles = (target: ReleaseTarget): string[] =>
  target === 'shell'
    ? []
    : [
        REMOTE_MANIFEST_FILE,
        REMOTE_ENTRY_FILE,
        ...(target === 'mf_catalog' ? [`server/${REMOTE_MANIFEST_FILE}`, `server/${REMOTE_ENTRY_FILE}`] : []),
      ];

/**
 * The shell is deployed with the site server: its release records its file list (for its id) and
 * what it provides, but its files are not uploaded to the release store.
 */
export const storesReleaseFiles = (target: ReleaseTarget) => target !== 'shell';

export interface Release {
  id: string;
  target: ReleaseTarget;
  version: string;
  /** The first 10 hex digits of the SHA-256 of its file list (releaseFileListText), computed by the registry. */
  hash: string;
  /** The git commit it was built from (`abc1234`, `abc1234-dirty` with uncommitted changes). */
  commit: string;
  createdAt: string;
  /** A slice: the shared singletons it needs, with the version range of each (`{ "store-runtime": "^1.1.0" }`). */
  needs: Record<string, string>;
  /** The shell: the shared singletons it provides, with the version of each (`{ "store-runtime": "1.1.0" }`). */
  provides: Record<string, string>;
  /** Every file of its list is in the release store (a slice; never for the shell, whose files are deployed with the site). */
  filesStored: boolean;
  /** Its first-load JS in bytes, brotli-compressed, as published; null for a release published before sizes were recorded. */
  firstLoadBytes: number | null;
}

/**
 * What the history records: a publish, a switch, the registry stopping a failing canary or rolling
 * back a release that failed while it baked, a bake that ended without failing, a release's files removed.
 */
export const RELEASE_ACTIONS = [
  'publish',
  'live',
  'rollback',
  'canary',
  'canary-off',
  'auto-canary-off',
  'auto-rollback',
  'baked',
  'prune',
] as const;
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
  /** Forced (`--force`): a switch past the compatibility gate, a release published over its size budget. */
  forced: boolean;
  /** When the entry ends a canary or a bake: its figures then (RELEASE_MESSAGES.healthEvidence). */
  evidence: string | null;
}

export interface CanaryRoute {
  release: string;
  /** Visitors in buckets below this get the canary (1-99). */
  percent: number;
}

/** What the site needs to route a visitor: per target, the live release and the canary. */
export type ReleaseRouting = Record<ReleaseTarget, { live: string | null; canary: CanaryRoute | null }>;

/** A release's health in the target's current period: what the rule judges. */
export interface ReleaseHealth {
  release: string;
  /** Distinct visitors (address groups) who reported its slots. */
  visitors: number;
  /** Slots reported (one per slot and page view), and those of them that failed. */
  views: number;
  errors: number;
  /** The mean over its visitors of each one's share of failed slots. */
  errorRate: number;
}

/** A release baking after it went live, until `until`, against `against` (the release live before it). */
export interface ReleaseBake {
  release: string;
  until: string;
  against: string | null;
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
  /** The live release's and the canary's, in the current period (it starts afresh at each switch and canary). */
  health: ReleaseHealth[];
  bake: ReleaseBake | null;
}

/**
 * POST /releases/:target: the release, whether this call created it (false: the same file list was
 * published before), and the paths of its files the store does not hold yet, to upload.
 */
export interface PublishedRelease {
  release: Release;
  created: boolean;
  missing: string[];
}

/** GET /releases/:target/:id/files: the file list of a release whose files are all stored. */
export interface ReleaseFileList {
  files: ReleaseFile[];
}

/** POST /releases/:target/prune: the releases whose files were removed. */
export interface PrunedReleases {
  pruned: string[];
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

/**
 * Preview links (shared-contracts/src/preview-links.ts): one browser gets chosen releases of some
 * slices, or a developer's dev server for one, before shoppers do, with a bar saying what it runs.
 */
export const PREVIEW = {
  /** How long a link lasts unless told otherwise, and the most it may (seconds). */
  defaultSeconds: 24 * 60 * 60,
  maxSeconds: 7 * 24 * 60 * 60,
  /** The HttpOnly cookie a preview browser holds its signed link in, until the link expires. */
  cookie: 'store_preview',
  /** The site's routes: open a link (`?link=`), leave the preview, a release's record and history. */
  enterPath: '/_preview',
  leavePath: '/_preview/leave',
  releasePath: (target: string, release: string) => `/_preview/releases/${target}/${release}`,
  /** A dev server a link may point a slice at: this machine only (never another host's code in a browser). */
  loopbackHosts: ['localhost', '127.0.0.1', '[::1]'],
} as const;

/**
 * A dev server's manifest a link may name: http(s) on this machine's loopback, ending in
 * mf-manifest.json. A link never makes a browser run code from another host.
 */
export function isLoopbackManifest(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return (
    ['http:', 'https:'].includes(url.protocol) &&
    (PREVIEW.loopbackHosts as readonly string[]).includes(url.hostname) &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.endsWith('/mf-manifest.json') &&
    url.href === address
  );
}

/**
 * One slice in a preview: a release of it, a developer's dev server (its mf-manifest.json on a
 * loopback origin), or neither: the bar only, turned on with that target's deploy token.
 */
export interface PreviewPin {
  target: ReleaseTarget;
  release?: string;
  devServer?: string;
}

/** What a preview link says, signed by the registry (POST /release-previews). */
export interface PreviewGrant {
  pins: PreviewPin[];
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** Each pinned release that does not fit the live shell, as RELEASE_MESSAGES.incompatible words it (when signed). */
  warnings: string[];
  /** Makes every link its own. */
  nonce: string;
}

/** POST /release-previews: the signed link, to be opened on the site at PREVIEW.enterPath?link=… */
export interface IssuedPreviewLink {
  link: string;
  expiresAt: string;
}

/** GET /releases/:target/:id (internal listener): a release's record and its history rows, for the preview bar's link. */
export interface ReleaseRecord {
  release: Release;
  history: ReleaseHistoryEntry[];
  live: string | null;
  canary: CanaryRoute | null;
}
