import { createHash, randomBytes } from 'node:crypto';

/**
 * The token of a mailed link (confirm, unsubscribe): 32 random bytes. Only its SHA-256 is stored,
 * so a copy of the database cannot be used to confirm or unsubscribe anyone; a token this long
 * needs no salt or slow hash.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
