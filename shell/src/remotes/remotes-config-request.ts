/**
 * The request for `/remotes.json`. index.ts starts it before the shared modules (React, the
 * router, ...) are even downloaded: no remote can load before it answers, so on a slow phone
 * connection it should not wait for them. This module runs before the async boundary and
 * therefore imports nothing shared.
 */
export const REMOTES_CONFIG_URL = '/remotes.json';

let early: Promise<Response> | null = null;

const request = () => fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });

/** Starts the request at once (index.ts). */
export function startRemotesConfigRequest(): void {
  // A failure is reported by whoever takes the request; unhandled meanwhile, it would be noise.
  early = request();
  early.catch(() => undefined);
}

/** The early request the first time, a fresh one after that (a retry must ask again). */
export function takeRemotesConfigRequest(): Promise<Response> {
  const started = early;
  early = null;
  return started ?? request();
}
