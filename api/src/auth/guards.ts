/** Who is calling: the bearer token decides, checked on every protected route. */

import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from 'shared-contracts';
import { AUTH_MESSAGES } from 'shared-contracts';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import type { TokenClaims } from './tokens.js';

export interface AuthUser {
  id: number;
  role: Role;
  /**
   * Set only where the route's own query checks the session (see `readClaims`): the version the
   * token carries, still to be compared with the user's.
   */
  uncheckedTokenVersion?: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthUser | null;
  }
}

export interface Guards {
  requireUser(request: FastifyRequest): Promise<void>;
  requireAdmin(request: FastifyRequest): Promise<void>;
  /**
   * The token's claims, its signature and expiry checked (401 otherwise) but not its version:
   * for a route that compares `ver` with the user's token version inside its own single query,
   * saving the guard's round trip to the database (GET /cart).
   */
  readClaims(request: FastifyRequest): TokenClaims;
}

export function createGuards(ctx: AppContext): Guards {
  function readClaims(request: FastifyRequest): TokenClaims {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.loginRequired);
    const claims = ctx.tokens.verify(match[1]);
    if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    return claims;
  }

  async function authenticate(request: FastifyRequest): Promise<AuthUser> {
    const claims = readClaims(request);
    const [row] = await ctx.db
      .select({ tokenVersion: users.tokenVersion, role: users.userType })
      .from(users)
      .where(eq(users.id, claims.sub))
      .limit(1);
    if (!row || row.tokenVersion !== claims.ver) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    // The role as it is now, not as it was when the token was issued: a demoted admin stops at once.
    return { id: claims.sub, role: row.role };
  }

  return {
    readClaims,
    async requireUser(request) {
      request.auth = await authenticate(request);
    },
    async requireAdmin(request) {
      request.auth = await authenticate(request);
      if (request.auth.role !== 'ADMIN') throw forbidden(AUTH_MESSAGES.adminOnly);
    },
  };
}

/** The caller of a route guarded by requireUser or requireAdmin. */
export function caller(request: FastifyRequest): AuthUser {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.loginRequired);
  return request.auth;
}
