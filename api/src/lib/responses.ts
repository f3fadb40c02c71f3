/**
 * The error answers a route declares beside its success schema, so the OpenAPI document lists
 * them and Fastify serialises them like any other answer: each is `{ message }` (error-handler.ts).
 */
import { messageSchema } from 'shared-contracts/schemas';
import type { z } from 'zod';

/** Why each status is sent; the document shows it as the response's description. */
const REASONS = {
  400: 'The request is invalid: a field breaks its rule, or text cannot be stored',
  401: 'Not logged in, or the session has ended',
  403: 'Logged in, but this is not yours to do (admins only, or customers only)',
  404: 'What the request names does not exist',
  409: 'The request conflicts with what is stored (a name taken, a stock too low, a state that cannot change)',
  413: 'The body or an image is too large',
  415: 'The body is neither JSON nor a form this route reads',
  429: 'Too many attempts: wait and try again',
  500: 'Something failed on the server',
  502: 'A server this one relies on (the mail server) failed',
} as const;

export type ErrorStatus = 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502;

/**
 * A JSON response with its own description (a schema's `.describe()` would not reach the response:
 * the document shows "Default Response").
 */
export function described<T extends z.ZodType>(description: string, schema: T) {
  return { description, content: { 'application/json': { schema } } };
}

/**
 * `{ message }` for each status given, plus the two every route can send: 400 (every request's
 * params, query and body are checked, text-input.ts) and 500.
 */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]) {
  const all = [400, ...statuses, 500] as const;
  return Object.fromEntries(all.map((status) => [status, described(REASONS[status], messageSchema)])) as Record<
    400 | S | 500,
    ReturnType<typeof described<typeof messageSchema>>
  >;
}

/** What a route behind a guard adds: 401 for requireUser, 401 and 403 for requireAdmin or a customers-only route. */
export const USER_ERRORS = [401] as const satisfies ErrorStatus[];
export const ROLE_ERRORS = [401, 403] as const satisfies ErrorStatus[];
/** What a route that reads a body adds. */
export const BODY_ERRORS = [413, 415] as const satisfies ErrorStatus[];
