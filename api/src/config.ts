/** Settings from the environment (see api/README.md). */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  API_PORT,
  DEPLOY_TOKEN_FAILURE_WINDOW_MINUTES,
  DEPLOY_TOKEN_FAILURES_MAX,
  DEPLOY_TOKEN_NAME_MAX_LENGTH,
  isDeployTokenName,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_MAX,
  RELEASE_BAKE_MS,
  RELEASE_TARGETS,
  RESET_CODE_WINDOW_MINUTES,
  RESET_CODES_MAX,
  RESET_FAILURE_WINDOW_MINUTES,
  RESET_FAILURES_MAX,
  type ReleaseTarget,
  registryPortFor,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
  SHELL_PORT,
  SITE_SECRET_MIN_BYTES,
} from 'shared-contracts';
import type { SessionLifetime } from './auth/tokens.js';
import { REPO_ROOT } from './paths.js';

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface ApiConfig {
  port: number;
  host: string;
  /**
   * The release registry's listener (every /releases route but the browsers' reports): for the
   * site server and the deploy pipeline only, never proxied to the public (REGISTRY_PORT,
   * REGISTRY_HOST; by default the API's port + 1 on 127.0.0.1).
   */
  registryPort: number;
  registryHost: string;
  /** Data folder: the embedded database (db/), uploaded images (uploads/) and the generated JWT secret. */
  dataDir: string;
  /**
   * The release store: each slice release's files, `<target>/<release id>/…`, written only by the
   * registry's upload route and served to browsers by the site. Never inside `dataDir`: a file served
   * from there could be a secret.
   */
  releasesDir: string;
  /** PostgreSQL server; unset means the embedded database in `dataDir/db`. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** How long a login token lasts unless renewed, and how long renewals may carry a session on. */
  session: SessionLifetime;
  /** nodemailer transport URL; unset means mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The site's origin as shoppers reach it (PUBLIC_ORIGIN, as the site server reads it): the links
   * mails carry. Unset, the shell's local address.
   */
  publicOrigin: string;
  /** Seed demo data into an empty database: by default on the embedded one, only with SEED_DEMO=1 on PostgreSQL or in production. */
  seedDemo: boolean;
  /** Serve the API's documentation at /docs: always in development, in production only with API_DOCS=1. */
  docs: boolean;
  /** Serve GET /dev/outbox (never in production). */
  devOutbox: boolean;
  logger: boolean;
  /** pino's level: `info` logs every request, `warn` only what went wrong. */
  logLevel: string;
  /**
   * The addresses of the proxy in front (the site server or nginx, which proxy /api), as
   * proxy-addr names them (`loopback`, `uniquelocal`, `10.0.0.0/8`, …): their X-Forwarded-For is
   * believed for one hop (lib/trusted-proxy.ts).
   */
  trustProxy: string;
  /** Per address; `passwordCheck`: the account pages' routes that check the current password. */
  rateLimits: { login: RateLimit; register: RateLimit; otp: RateLimit; passwordCheck: RateLimit };
  /** The browsers' slot-health reports, per address. */
  slotReports: RateLimit;
  /** Failed logins per account, from any address (auth/login-throttle.ts). */
  loginFailures: RateLimit;
  /** Reset codes mailed, and wrong reset codes, per email, from any address. */
  resetCodes: RateLimit;
  resetFailures: RateLimit;
  /** Redis shared by the replicas (limits, catalogue changes); unset means one process counts alone. */
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, for several stores on one Redis. */
  redisPrefix: string;
  /** Each target's deploy token from DEPLOY_TOKEN_<TARGET> (DEPLOY_TOKEN_MF_CATALOG); none set means none. */
  deployTokens: Partial<Record<ReleaseTarget, string>>;
  /** Each target's deploy token's name from DEPLOY_TOKEN_NAME_<TARGET>, when set (releases/deploy-tokens.ts names the others). */
  deployTokenNames: Partial<Record<ReleaseTarget, string>>;
  /** Outside production, a target without a configured token gets one generated into the data folder. */
  generateDeployTokens: boolean;
  /**
   * SITE_SECRET, shared with the site server, which signs page-view tokens with it: a slot report
   * counts only with one. Outside production without one, a random one per process (`npm start` and
   * `npm run dev` give both servers the same).
   */
  siteSecret: string;
  /** How long a release bakes after it went live (RELEASE_BAKE_MS; RELEASE_BAKE_SECONDS). */
  bakeMs: number;
  /** Wrong deploy tokens per address, from the registry's clients (releases/deploy-tokens.ts). */
  deployTokenFailures: RateLimit;
  /**
   * The site server's render check (RELEASE_CHECK.path on it), asked before a slice release goes
   * live or becomes a canary; unset, releases are switched unchecked (the API alone, its tests).
   */
  siteCheckUrl: string | undefined;
}

/** The environment variable holding a target's deploy token: DEPLOY_TOKEN_SHELL, DEPLOY_TOKEN_MF_CATALOG, … */
export const deployTokenVariable = (target: ReleaseTarget) => `DEPLOY_TOKEN_${target.toUpperCase()}`;

function readDeployTokens(env: NodeJS.ProcessEnv): Partial<Record<ReleaseTarget, string>> {
  const tokens: Partial<Record<ReleaseTarget, string>> = {};
  for (const target of RELEASE_TARGETS) {
    const token = env[deployTokenVariable(target)]?.trim();
    if (token) tokens[target] = token;
  }
  return tokens;
}

/** The environment variable naming a target's deploy token: DEPLOY_TOKEN_NAME_MF_CATALOG, … */
export const deployTokenNameVariable = (target: ReleaseTarget) => `DEPLOY_TOKEN_NAME_${target.toUpperCase()}`;

/** The names set, each checked: the history shows them, so each is short and printable. */
function readDeployTokenNames(env: NodeJS.ProcessEnv): Partial<Record<ReleaseTarget, string>> {
  const names: Partial<Record<ReleaseTarget, string>> = {};
  for (const target of RELEASE_TARGETS) {
    const name = env[deployTokenNameVariable(target)]?.trim();
    if (!name) continue;
    if (!isDeployTokenName(name)) {
      throw new Error(
        `${deployTokenNameVariable(target)} must be 1 to ${DEPLOY_TOKEN_NAME_MAX_LENGTH} printable characters ` +
          '(letters, digits, punctuation, spaces between them), the team or pipeline holding the token, e.g. catalog-team',
      );
    }
    names[target] = name;
  }
  return names;
}

const minute = 60_000;

/** RATE_LIMIT_MAX raises (or lowers) every auth limit at once, e.g. for browser tests that log in often. */
function limit(env: NodeJS.ProcessEnv, max: number, timeWindow: number): RateLimit {
  const override = Number(env.RATE_LIMIT_MAX);
  return { max: Number.isInteger(override) && override > 0 ? override : max, timeWindow };
}

/** What production may not run without: a shared database for every replica, and a signing key they all know. */
const REQUIRED_IN_PRODUCTION = ['DATABASE_URL', 'JWT_SECRET'] as const;

/** HS256 is only as strong as its key: at least 256 bits (RFC 7518 §3.2). */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * A deploy token must be as hard to guess as 32 random bytes: `openssl rand -base64 32` (44
 * characters) or `-hex 32` (64). Its strength is estimated from its length and the characters it is
 * made of (hex digits carry 4 bits each, base64 ones 6, anything else at most 6.5); a token that
 * uses only a few different characters (`aaaa…`, `abab…`) is no random one, however long.
 */
export const MIN_DEPLOY_TOKEN_BITS = 256;
const MIN_DEPLOY_TOKEN_DISTINCT_CHARACTERS = 12;

function weakDeployToken(token: string): string | null {
  const bitsPerCharacter = /^[0-9a-f]+$/i.test(token) ? 4 : /^[\w+/=-]+$/.test(token) ? 6 : Math.log2(94);
  if (token.length * bitsPerCharacter < MIN_DEPLOY_TOKEN_BITS) return `is too short`;
  if (new Set(token).size < MIN_DEPLOY_TOKEN_DISTINCT_CHARACTERS) return 'repeats too few characters to be random';
  return null;
}

function refuseWeakDeployTokens(tokens: Partial<Record<ReleaseTarget, string>>): void {
  for (const [target, token] of Object.entries(tokens) as [ReleaseTarget, string][]) {
    const weakness = weakDeployToken(token);
    if (weakness) {
      throw new Error(
        `${deployTokenVariable(target)} ${weakness}: in production a deploy token must be 32 random bytes or more, ` +
          'e.g. the output of `openssl rand -base64 32` (see api/README.md)',
      );
    }
  }
}

function port(env: NodeJS.ProcessEnv, variable: string, fallback: number): number {
  const value = env[variable]?.trim();
  if (!value) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65_535) {
    throw new Error(`${variable} must be a port number (got '${value}')`);
  }
  return number;
}

function publicOrigin(env: NodeJS.ProcessEnv): string {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return `http://localhost:${port(env, 'PORT_SHELL', SHELL_PORT)}`;
  let origin = '';
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') origin = url.origin;
  } catch {}
  if (!origin || origin !== value.replace(/\/$/, '')) {
    throw new Error(`PUBLIC_ORIGIN must be an origin such as https://shop.example.in (got '${value}')`);
  }
  return origin;
}

/** Reads the settings; with NODE_ENV=production, refuses (throws) when a required one is missing or weak. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = REQUIRED_IN_PRODUCTION.filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new Error(
        `NODE_ENV=production needs ${missing.join(' and ')}: the embedded database and a generated secret ` +
          'belong to one process on one machine (see api/README.md)',
      );
    }
    if (Buffer.byteLength(env.JWT_SECRET as string) < MIN_JWT_SECRET_BYTES) {
      throw new Error(
        `JWT_SECRET must be at least ${MIN_JWT_SECRET_BYTES} bytes in production: ` +
          'e.g. the output of `openssl rand -base64 48` (see api/README.md)',
      );
    }
    if (Buffer.byteLength(env.SITE_SECRET ?? '') < SITE_SECRET_MIN_BYTES) {
      throw new Error(
        `SITE_SECRET must be set to at least ${SITE_SECRET_MIN_BYTES} bytes in production, the same for the API and ` +
          'the site server: e.g. the output of `openssl rand -base64 48` (see api/README.md)',
      );
    }
  }
  const bakeSeconds = env.RELEASE_BAKE_SECONDS ? Number(env.RELEASE_BAKE_SECONDS) : RELEASE_BAKE_MS / 1000;
  if (!Number.isInteger(bakeSeconds) || bakeSeconds < 0) {
    throw new Error(`RELEASE_BAKE_SECONDS must be a whole number of seconds (got '${env.RELEASE_BAKE_SECONDS}')`);
  }
  const deployTokens = readDeployTokens(env);
  if (production) refuseWeakDeployTokens(deployTokens);
  if (env.SITE_CHECK_URL && !env.SITE_SECRET) {
    throw new Error('SITE_CHECK_URL needs SITE_SECRET, the secret the site server shares, to sign its requests');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  const apiPort = port(env, 'PORT', API_PORT);
  return {
    port: apiPort,
    host: env.HOST ?? '127.0.0.1',
    // Port 0 (any free port) for the API means any free port for the registry too.
    registryPort: port(env, 'REGISTRY_PORT', apiPort === 0 ? 0 : registryPortFor(apiPort)),
    // Loopback unless the operator opens it to a network of their choosing (a container network).
    registryHost: env.REGISTRY_HOST?.trim() || '127.0.0.1',
    dataDir: path.resolve(env.API_DATA_DIR || path.join(REPO_ROOT, '.data')),
    releasesDir: path.resolve(env.RELEASES_DIR || path.join(REPO_ROOT, '.releases')),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    session: { idleSeconds: SESSION_IDLE_MINUTES * 60, maxSeconds: SESSION_MAX_HOURS * 3600 },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Electronics Store <no-reply@example.com>',
    publicOrigin: publicOrigin(env),
    // Demo accounts with published passwords: in production or on a server only when asked for.
    seedDemo: production || databaseUrl ? env.SEED_DEMO === '1' : env.SEED_DEMO !== '0',
    docs: !production || env.API_DOCS === '1',
    devOutbox: !production,
    // Fastify's logger writes one JSON object per line (pino), ready for a log collector.
    logger: env.NODE_ENV !== 'test',
    logLevel: env.LOG_LEVEL || 'info',
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    rateLimits: {
      login: limit(env, 20, minute),
      register: limit(env, 10, minute),
      otp: limit(env, 5, 15 * minute),
      passwordCheck: limit(env, 10, minute),
    },
    // A page sends one report every 10 s at most; a few tabs of one visitor stay well within this.
    slotReports: limit(env, 30, minute),
    loginFailures: limit(env, LOGIN_FAILURES_MAX, LOGIN_FAILURE_WINDOW_MINUTES * minute),
    resetCodes: limit(env, RESET_CODES_MAX, RESET_CODE_WINDOW_MINUTES * minute),
    resetFailures: limit(env, RESET_FAILURES_MAX, RESET_FAILURE_WINDOW_MINUTES * minute),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'store:',
    deployTokens,
    deployTokenNames: readDeployTokenNames(env),
    generateDeployTokens: !production,
    siteCheckUrl: env.SITE_CHECK_URL || undefined,
    siteSecret: env.SITE_SECRET || randomBytes(32).toString('base64url'),
    bakeMs: bakeSeconds * 1000,
    deployTokenFailures: limit(env, DEPLOY_TOKEN_FAILURES_MAX, DEPLOY_TOKEN_FAILURE_WINDOW_MINUTES * minute),
  };
}
