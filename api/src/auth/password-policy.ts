/**
 * Passwords nobody should be able to guess: not among the most common passwords (the 49,000 of
 * zxcvbn-ts's common list, shipped in the package, compared ignoring case), not one or two
 * characters repeated, and not the user's own username or email nor the shop's name.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { eq } from 'drizzle-orm';
import { PASSWORD_MESSAGES } from 'shared-contracts';
import type { Executor } from '../db/database.js';
import { company } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';

let common: Set<string> | undefined;

/** Loaded at the first check, kept for the life of the process. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
  return common;
}

/** Lower-case letters and digits only: `Electronics Store` and `electronics-store` compare alike. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/** 400 when the password is common or easy to guess; the words that are the user's own are checked only when given. */
export function assertNotCommon(password: string): void {
  if (commonPasswords().has(password.toLowerCase()) || new Set(password.toLowerCase()).size < 3) {
    throw badRequest(PASSWORD_MESSAGES.tooCommon);
  }
}

/** The check above, plus the user's own username and email and the shop's name. */
export async function assertGoodPassword(
  db: Executor,
  password: string,
  owner: { username: string; email: string },
): Promise<void> {
  assertNotCommon(password);
  const given = bare(password);
  const [shop] = await db.select({ name: company.name }).from(company).where(eq(company.id, 1)).limit(1);
  const shopName = shop ? bare(shop.name) : '';
  const own = [owner.username, owner.email, owner.email.split('@')[0] ?? ''].map(bare);
  if (own.includes(given) || (shopName.length >= 4 && given.includes(shopName))) {
    throw badRequest(PASSWORD_MESSAGES.personal);
  }
}
