/** Cart, wishlist and a customer's own orders are for customers: an admin gets a 403 with the UI's own wording. */
import type { FastifyRequest } from 'fastify';
import type { Guards } from '../auth/guards.js';
import { claimedSession } from '../auth/session.js';
import { forbidden } from '../lib/errors.js';

/** An onRequest hook: a logged-in caller (401 otherwise) who is not an admin (403 with `adminMessage`). */
export function requireCustomer(guards: Guards, adminMessage: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await guards.requireUser(request);
    if (request.auth?.role.toUpperCase() === 'ADMIN') throw forbidden(adminMessage);
  };
}

/**
 * The same rule for a route whose statement checks the session itself (`isLiveSession`, in GET
 * /cart and POST /orders/place): here only the token's signature, expiry and role, with no
 * database round trip; `request.auth` is the session as the token claims it. A token that says
 * admin goes through the full guard, which reads the role as it is now: a stale token gets the
 * 401, an admin the 403, and an admin since made a customer their cart.
 */
export function requireCustomerSessionInQuery(guards: Guards, adminMessage: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const claims = guards.readClaims(request);
    if (claims.role.toUpperCase() === 'ADMIN') return requireCustomer(guards, adminMessage)(request);
    request.auth = claimedSession(claims);
  };
}
