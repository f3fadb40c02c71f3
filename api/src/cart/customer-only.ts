/** Cart, wishlist and a customer's own orders are for customers: an admin gets a 403 with the UI's own wording. */
import type { FastifyRequest } from 'fastify';
import type { Guards } from '../auth/guards.js';
import { forbidden } from '../lib/errors.js';

/** An onRequest hook: a logged-in caller (401 otherwise) who is not an admin (403 with `adminMessage`). */
export function requireCustomer(guards: Guards, adminMessage: string) {
  return async (request: FastifyRequest): Promise<void> => {
    await guards.requireUser(request);
    if (request.auth?.role.toUpperCase() === 'ADMIN') throw forbidden(adminMessage);
  };
}
