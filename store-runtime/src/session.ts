/**
 * The session's life on the server's side: logout ends the token there before local storage is
 * cleared, and an active shopper's token is swapped for a fresh one before its idle window ends
 * (SESSION_IDLE_MINUTES), so a shopper at work is never logged out and an abandoned copy dies.
 */
import { SESSION_RENEW_AFTER_MINUTES } from 'shared-contracts';
import { authApi } from './api-client.js';
import { clearSession, readStoredState, storeRenewedToken } from './storage.js';

/** Logout waits this long for the server at most: a slow API must not keep the shopper logged in. */
const LOGOUT_WAIT_MS = 3000;

/**
 * Logout: the server ends the token (a copy kept anywhere dies with it), then the stored session,
 * cart and wishlist ids are cleared whatever it answered: an expired token, no network.
 */
export async function logOut(): Promise<void> {
  if (readStoredState().authToken) {
    await Promise.race([
      authApi.logout().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, LOGOUT_WAIT_MS)),
    ]);
  }
  clearSession();
}

/** When the token was issued (ms), read from its payload; null when it cannot be read. */
export function issuedAtOf(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const iat = (JSON.parse(json) as { iat?: unknown }).iat;
    return typeof iat === 'number' ? iat * 1000 : null;
  } catch {
    return null;
  }
}

/** What counts as the shopper being active. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * From now on, whenever the shopper does something and the token is older than
 * SESSION_RENEW_AFTER_MINUTES, asks the server for a fresh one. Returns a function that stops.
 */
export function keepSessionAlive(target: Window = window): () => void {
  let renewing = false;
  const onActivity = () => {
    const { authToken } = readStoredState();
    if (renewing || !authToken) return;
    const issuedAt = issuedAtOf(authToken);
    if (issuedAt === null || Date.now() - issuedAt < SESSION_RENEW_AFTER_MINUTES * 60_000) return;
    renewing = true;
    authApi
      .renew()
      // Unless the session changed meanwhile (a logout, another login).
      .then(({ token }) => readStoredState().authToken === authToken && storeRenewedToken(token))
      // A 401 has cleared the session (api-client.ts); anything else is tried again at the next activity.
      .catch(() => undefined)
      .finally(() => {
        renewing = false;
      });
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, onActivity, { capture: true, passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, onActivity, { capture: true });
  };
}
