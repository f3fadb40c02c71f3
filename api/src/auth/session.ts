/**
 * The one session check: a bearer token turned into a live session. The token must be signed by
 * us and unexpired (`readClaims`), and its user must still exist with the token version it carries
 * (`isLiveSession`): a password change, a new email or username and a logout bump the user's
 * version, which ends every token issued before. The guards run the check as a query of its own;
 * GET /cart and POST /orders/place put the same condition inside their one statement.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUTH_MESSAGES, type Role } from 'shared-contracts';
import { users } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';
import type { TokenClaims, Tokens } from './tokens.js';

/**
 * Who is calling: the user, their role, and the version their token carries. The guards set it
 * once the check has passed, with the role as it is now; a route whose statement runs the check
 * itself gets it as the token claims it (see cart/customer-only.ts).
 */
export interface Session {
  id: number;
  role: Role;
  tokenVersion: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the route's guard (app.ts decorates every request with null). */
    auth: Session | null;
  }
}

/** The token's claims, its signature and expiry checked: 401 for no token or a bad one. */
export function readClaims(tokens: Tokens, request: FastifyRequest): TokenClaims {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.loginRequired);
  const claims = tokens.verify(match[1]);
  if (!claims) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  return claims;
}

/** The session a token claims, not yet compared with the user's row. */
export const claimedSession = (claims: TokenClaims): Session => ({
  id: claims.sub,
  role: claims.role,
  tokenVersion: claims.ver,
});

/** A value of the condition below: a number, or a prepared statement's placeholder for one. */
type SessionValue = number | ReturnType<typeof sql.placeholder>;

/**
 * The condition on `users` that holds only for a live session: the row of `userId`, with the
 * token version the token carries. No row means 401: no such user, or a token from before the
 * user's version changed.
 */
export function isLiveSession(userId: SessionValue, tokenVersion: SessionValue): SQL {
  return sql`${users.id} = ${userId} and ${users.tokenVersion} = ${tokenVersion}`;
}
