/**
 * For a POST that takes no body (logout, renewal): any body is refused with 400 before the
 * handler runs, as every other route refuses a body it cannot read.
 */
import type { FastifyRequest } from 'fastify';
import { REQUEST_MESSAGES } from 'shared-contracts';
import { badRequest } from './errors.js';

export async function refuseBody(request: FastifyRequest): Promise<void> {
  const length = Number(request.headers['content-length'] ?? 0);
  if (length > 0 || request.headers['transfer-encoding'] !== undefined || request.body !== undefined) {
    throw badRequest(REQUEST_MESSAGES.noBodyExpected);
  }
}
