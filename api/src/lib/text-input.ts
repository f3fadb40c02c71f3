/**
 * Text that cannot be stored is refused with a 400 before any query sees it: PostgreSQL rejects
 * a NUL character in text (a 500 otherwise), and a lone UTF-16 surrogate, which JSON can escape
 * ("\ud800"), would be saved as U+FFFD instead of what was sent.
 */
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from 'shared-contracts';
import { badRequest } from './errors.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isUnstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** How much of a field's path a message names: enough to find it, however deep the body. */
const PATH_DEPTH = 3;
const PATH_LENGTH = 100;

/**
 * Where an unstorable string in `value` is ("" for `value` itself, "address.city" inside it),
 * or null. Walks without recursion: a body may be nested thousands deep.
 */
export function findUnstorableText(value: unknown): string | null {
  const pending: [unknown, string[]][] = [[value, []]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (isUnstorableText(item)) return at.join('.').slice(0, PATH_LENGTH);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item))
        pending.push([inner, at.length < PATH_DEPTH ? [...at, key] : at]);
    }
  }
  return null;
}

/** The 400 for unstorable text at `at` (in a request `part` when `at` is empty). */
export function unstorableTextError(at: string, part: string) {
  return badRequest(`${at || part}: ${MESSAGES.unstorableText}`);
}

/** Checks the JSON body, the query string and the path parameters of every request. */
export function installTextChecks(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const at = findUnstorableText(value);
      if (at !== null) throw unstorableTextError(at, part);
    }
  });
}
