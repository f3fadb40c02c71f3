/** Login tokens: HS256 JWTs with an expiry; verification accepts HS256 only. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createSigner, createVerifier } from 'fast-jwt';
import type { Role } from 'shared-contracts';

const MAX_USER_ID = 2_147_483_647;

export interface TokenClaims {
  sub: number;
  role: Role;
  /** The user's token version when issued; a password reset bumps it. */
  ver: number;
}

export interface Tokens {
  sign(claims: TokenClaims): string;
  /** The claims, or null when the token is forged, expired or malformed. */
  verify(token: string): TokenClaims | null;
}

export function createTokens(secret: string, ttlSeconds: number): Tokens {
  const signer = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000 });
  const verifier = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    sign: (claims) => signer({ sub: String(claims.sub), role: claims.role, ver: claims.ver }),
    verify: (token) => {
      try {
        const payload = verifier(token) as { sub?: unknown; role?: unknown; ver?: unknown };
        const sub = Number(payload.sub);
        // User ids are PostgreSQL integers: a larger one belongs to nobody, and would fail the lookup.
        if (!Number.isInteger(sub) || sub <= 0 || sub > MAX_USER_ID) return null;
        if (payload.role !== 'ADMIN' && payload.role !== 'CUSTOMER') return null;
        return { sub, role: payload.role, ver: Number(payload.ver ?? 0) };
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET when set; otherwise a secret generated once and kept in the data folder. */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
