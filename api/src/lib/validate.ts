import type { z } from 'zod';
import { issueMessage } from './error-handler.js';
import { badRequest } from './errors.js';

/** Parses with a shared-contracts schema; a bad value is a 400 naming its field. */
export function parseWith<T extends z.ZodType>(schema: T, data: unknown, part = 'body'): z.output<T> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issueMessage({ message: issue?.message, instancePath: `/${(issue?.path ?? []).join('/')}` }, part));
}
