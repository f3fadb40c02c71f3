/** Every error leaves the API as JSON `{message}` with a fitting status. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { REQUEST_MESSAGES } from 'shared-contracts';
import { databaseErrorOf, PG_ERRORS } from '../db/driver-results.js';
import { HttpError } from './errors.js';

interface Issue {
  message?: string;
  instancePath?: string;
  params?: { input?: unknown; expected?: string };
}

/** zod's own wording ("Invalid input: ...") does not name the field: put the field's path in front. */
export function issueMessage(issue: Issue, part: string): string {
  const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
  const message = issue.message ?? 'Invalid input';
  if (!/^(Invalid|Too (small|big)|Unrecognized|Expected)/.test(message)) return message;
  if (!field) return part === 'body' ? 'Request body must be a JSON object' : `Invalid ${part}: ${message}`;
  return `${field}: ${message}`;
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0] as Issue;
      return reply.status(400).send({ message: issueMessage(first, error.validationContext ?? 'body') });
    }
    const code = (error as FastifyError).code;
    const status = (error as FastifyError).statusCode ?? 500;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ message: REQUEST_MESSAGES.imageTooLarge });
    }
    if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || (error as SyntaxError).name === 'SyntaxError') {
      return reply.status(400).send({ message: REQUEST_MESSAGES.invalidJson });
    }
    if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ message: REQUEST_MESSAGES.notAnObject });
    }
    if (code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
      return reply.status(413).send({ message: REQUEST_MESSAGES.tooLarge });
    }
    if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
      return reply.status(415).send({ message: REQUEST_MESSAGES.unsupportedType });
    }
    // Unique violations that a service did not foresee (e.g. two requests racing).
    if (databaseErrorOf(error).code === PG_ERRORS.uniqueViolation)
      return reply.status(409).send({ message: REQUEST_MESSAGES.duplicate });
    if (status >= 400 && status < 500) return reply.status(status).send({ message: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ message: REQUEST_MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send({ message: REQUEST_MESSAGES.routeNotFound(request.method, request.url.split('?')[0] ?? '') });
  });
}
