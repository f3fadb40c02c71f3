/**
 * The API's logger (pino, one JSON object per line). No token, password or OTP may reach a log
 * line (docs/security.md): Fastify's request serializer already leaves headers and bodies out, and
 * these paths are censored whoever logs an object holding them, so a careless `log.info({ req })`
 * or `log.info({ body })` cannot leak one either.
 */
import type { Writable } from 'node:stream';
import type { FastifyServerOptions } from 'fastify';

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

/** Fastify's logger option: off, on (stdout, info), or every level into a stream (tests). */
export function loggerOptions(enabled: boolean, stream?: Writable): FastifyServerOptions['logger'] {
  if (!enabled && !stream) return false;
  const redact = { paths: REDACTED_PATHS, censor: '[redacted]' };
  return stream ? { level: 'trace', redact, stream } : { redact };
}
