/** Settings from the environment (see api/README.md). */
import path from 'node:path';
import {
  API_PORT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  LOGIN_FAILURES_MAX,
  RELEASE_TARGETS,
  RESET_CODE_WINDOW_MINUTES,
  RESET_CODES_MAX,
  RESET_FAILURE_WINDOW_MINUTES,
  RESET_FAILURES_MAX,
  type ReleaseTarget,
  SESSION_IDLE_MINUTES,
  SESSION_MAX_HOURS,
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
  /** Data folder: the embedded database (db/), uploaded images (uploads/) and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL server; unset means the embedded database in `dataDir/db`. */
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** How long a login token lasts unless renewed, and how long renewals may carry a session on. */
  session: SessionLifetime;
  /** nodemailer transport URL; unset means mail goes to the outbox table and the log. */
  smtpUrl: string | undefined;
  mailFrom: string;
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
  /** Outside production, a target without a configured token gets one generated into the data folder. */
  generateDeployTokens: boolean;
  /**
   * The site server's render check (RELEASE_CHECK.path on it), asked before a slice release goes
   * live or becomes a canary; unset, releases are switched unchecked (the API alone, its tests).
   */
  siteCheckUrl: string | undefined;
  /** Shared with the site server: signs the render check's request. */
  siteSecret: string | undefined;
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
  }
  if (env.SITE_CHECK_URL && !env.SITE_SECRET) {
    throw new Error('SITE_CHECK_URL needs SITE_SECRET, the secret the site server shares, to sign its requests');
  }
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port: Number(env.PORT ?? API_PORT),
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.API_DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    session: { idleSeconds: SESSION_IDLE_MINUTES * 60, maxSeconds: SESSION_MAX_HOURS * 3600 },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Electronics Store <no-reply@example.com>',
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
    deployTokens: readDeployTokens(env),
    generateDeployTokens: !production,
    siteCheckUrl: env.SITE_CHECK_URL || undefined,
    siteSecret: env.SITE_SECRET || undefined,
  };
}
