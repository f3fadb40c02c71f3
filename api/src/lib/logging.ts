/**
 * The API's logger (pino, one JSON object per line). No token, password or OTP may reach a log
 * line (docs/security.md): Fastify's request serializer already leaves headers and bodies out, and
 * these paths are censored whoever logs an object holding them, so a careless `log.info({ req })`
 * or `log.info({ body })` cannot leak one either.
 */
import type { Writable } from 'node:stream';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';

const SECRET_FIELDS = ['password', 'newPassword', 'currentPassword', 'otp', 'token'];

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  // One and two levels down: { body: { password } }, { req: { body: { otp } } }.
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
];

/** Fastify's logger option: off, on (stdout, at `level`), or every level into a stream (tests). */
export function loggerOptions(enabled: boolean, level: string, stream?: Writable): FastifyServerOptions['logger'] {
  if (!enabled && !stream) return false;
  const redact = { paths: REDACTED_PATHS, censor: '[redacted]' };
  return stream ? { level: 'trace', redact, stream } : { level, redact };
}

/**
 * One line per request, once it is answered: method, URL, client address, status and time.
 * Fastify's default writes two, "incoming request" and "request completed", the first of which
 * the second repeats. Half the lines for a log collector, and half the redaction above, which is
 * most of a line's cost (~12 µs a line against ~3 µs unredacted).
 */
export class OneLinePerRequest extends LogController {
  /** Nothing yet: the completed request's line holds the request too. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
