/** Login tokens: HS256 JWTs with an idle and an absolute lifetime; verification accepts HS256 only. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from 'shared-contracts';
import { DATA_DIR_MODE } from '../db/database.js';

/** The largest PostgreSQL integer: user ids and token versions are such integers. */
const MAX_INTEGER = 2_147_483_647;

export interface TokenClaims {
  sub: number;
  role: Role;
  /** The user's token version when issued; a password reset, a new email or username, a logout bump it. */
  ver: number;
  /** When the session began (the login), in seconds since the epoch: renewals carry it on. */
  sessionStart: number;
}

export interface SessionLifetime {
  /** A token dies this long after it was issued, unless renewed. */
  idleSeconds: number;
  /** No renewal reaches past this long after the login. */
  maxSeconds: number;
}

export interface Tokens {
  /** A token for a new session, or, given its start, for a session going on. */
  sign(claims: Omit<TokenClaims, 'sessionStart'> & { sessionStart?: number }): string;
  /** The claims, or null when the token is forged, expired or malformed. */
  verify(token: string): TokenClaims | null;
}

export function createTokens(secret: string, lifetime: SessionLifetime): Tokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256' });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims) => {
      const now = Math.floor(Date.now() / 1000);
      const sessionStart = claims.sessionStart ?? now;
      const exp = Math.min(now + lifetime.idleSeconds, sessionStart + lifetime.maxSeconds);
      return signer({ sub: String(claims.sub), role: claims.role, ver: claims.ver, sst: sessionStart, iat: now, exp });
    },
    verify: (token) => {
      try {
        const payload = verifier(token) as {
          sub?: unknown;
          role?: unknown;
          ver?: unknown;
          sst?: unknown;
          iat?: unknown;
        };
        const sub = Number(payload.sub);
        // A larger id or version than the column holds belongs to nobody, and would fail the lookup.
        if (!Number.isInteger(sub) || sub <= 0 || sub > MAX_INTEGER) return null;
        if (payload.role !== 'ADMIN' && payload.role !== 'CUSTOMER') return null;
        const sessionStart = Number(payload.sst ?? payload.iat);
        if (!Number.isFinite(sessionStart)) return null;
        // Every token we sign carries its version: without one there is no session to check.
        const ver = payload.ver;
        if (typeof ver !== 'number' || !Number.isInteger(ver) || ver < 0 || ver > MAX_INTEGER) return null;
        return { sub, role: payload.role, ver, sessionStart };
      } catch {
        return null;
      }
    },
  };
}

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in the data folder. A configured
 * secret shorter than 32 bytes is refused in production: HS256 is only as strong as its key.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  await fs.mkdir(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
