/** Cart, wishlist and a customer's own orders are for customers: an admin gets a 403 with the UI's own wording. */
import type { FastifyRequest } from 'fastify';
import { caller, type Guards } from '../auth/guards.js';
import { forbidden } from '../lib/errors.js';

/** An onRequest hook: a logged-in caller (401 otherwise) who is not an admin (403 with `adminMessage`). */
export function requireCustomer(guards: Guards, adminMessage: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await guards.requireUser(request);
    if (request.auth?.role.toUpperCase() === 'ADMIN') throw forbidden(adminMessage);
  };
}

/**
 * The same rule for a route whose service checks the session inside its one query (GET /cart):
 * here only the token's signature, expiry and role, with no database round trip; the version it
 * carries is left in `request.auth.uncheckedTokenVersion` for the service to compare. A token that
 * says admin goes through the full guard, which reads the role as it is now: a stale token gets the
 * 401, an admin the 403, and an admin since made a customer their cart.
 */
export function requireCustomerSessionInQuery(guards: Guards, adminMessage: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = guards.readClaims(request);
    if (claims.role.toUpperCase() === 'ADMIN') {
      await requireCustomer(guards, adminMessage)(request);
      request.auth = { ...caller(request), uncheckedTokenVersion: claims.ver };
      return;
    }
    request.auth = { id: claims.sub, role: claims.role, uncheckedTokenVersion: claims.ver };
  };
}
