/** Who is calling: the bearer token decides, checked on every protected route. */

import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from 'shared-contracts';
import type { AppContext } from '../context.js';
import { users } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { claimedSession, isLiveSession, readClaims, type Session } from './session.js';
import type { TokenClaims } from './tokens.js';

export interface Guards {
  requireUser(request: FastifyRequest): Promise<void>;
  requireAdmin(request: FastifyRequest): Promise<void>;
  /**
   * The token's claims, its signature and expiry checked (401 otherwise) but not its version:
   * for a route that checks the session inside its own single statement (`isLiveSession`),
   * saving the guard's round trip to the database (GET /cart, POST /orders/place).
   */
  readClaims(request: FastifyRequest): TokenClaims;
}

export function createGuards(ctx: AppContext): Guards {
  async function authenticate(request: FastifyRequest): Promise<Session> {
    const claimed = claimedSession(readClaims(ctx.tokens, request));
    const [row] = await ctx.db
      .select({ role: users.userType })
      .from(users)
      .where(isLiveSession(claimed.id, claimed.tokenVersion))
      .limit(1);
    if (!row) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    // The role as it is now, not as it was when the token was issued: a demoted admin stops at once.
    return { ...claimed, role: row.role };
  }

  return {
    readClaims: (request) => readClaims(ctx.tokens, request),
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
export function caller(request: FastifyRequest): Session {
  if (!request.auth) throw unauthorized(AUTH_MESSAGES.loginRequired);
  return request.auth;
}
