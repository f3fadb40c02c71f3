/**
 * The API's logger (pino, one JSON object per line). No token, password or OTP may reach a log
 * line (docs/security.md): Fastify's request serializer already leaves headers and bodies out, and
 * these paths are censored whoever logs an object holding them, so a careless `log.info({ req })`
 * or `log.info({ body })` cannot leak one either.
 */
import type { Writable } from 'node:stream';
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

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
 * the second repeats. Half the lines for a log collector, and half the redaction above.
 *
 * A request answered without error is logged without redaction: its line holds only what the
 * serializers keep of the request and the reply (method, URL, host, address, status), none of the
 * redacted fields, and redacting it cost ~10 µs a line against ~1.3 µs. An error's line holds the
 * error, which may quote a body, so it keeps the redaction.
 */
export class OneLinePerRequest extends LogController {
  /** The server's logger without redaction, made once from the first request's server. */
  private unredacted: FastifyBaseLogger | undefined;

  /** Nothing yet: the completed request's line holds the request too. */
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    this.unredacted ??= request.server.log.child({}, { redact: { paths: [] } });
    this.unredacted.info({ [this.requestIdLogLabel]: request.id, ...line }, 'request completed');
  }
}
