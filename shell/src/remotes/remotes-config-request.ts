/**
 * The request for `/remotes.json`. index.ts starts it before the shared modules (React, the
 * router, ...) are even downloaded: no remote can load before it answers, so on a slow phone
 * connection it should not wait for them. This module runs before the async boundary and
 * therefore imports nothing shared.
 */
export const REMOTES_CONFIG_URL = '/remotes.json';
/** A server-rendered page's copy of /remotes.json: the releases it was rendered with. */
export const REMOTES_CONFIG_ID = '__STORE_REMOTES__';

let early: Promise<unknown> | null = null;

async function request(): Promise<unknown> {
  const response = await fetch(REMOTES_CONFIG_URL, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL} answered ${response.status}`);
  return response.json();
}

/** Starts the request at once (index.ts), unless the page brought its answer. */
export function startRemotesConfigRequest(): void {
  // A server-rendered page says which release of each slice it was rendered with: the browser
  // must hydrate with that code, even if a switch landed since, and needs not ask.
  const inPage = document.getElementById(REMOTES_CONFIG_ID)?.textContent;
  if (inPage) {
    early = Promise.resolve().then(() => JSON.parse(inPage));
    return;
  }
  // A failure is reported by whoever takes the request; unhandled meanwhile, it would be noise.
  early = request();
  early.catch(() => undefined);
}

/** /remotes.json's answer: the early one the first time, a fresh one after that (a retry must ask again). */
export function takeRemotesConfig(): Promise<unknown> {
  const started = early;
  early = null;
  return started ?? request();
}
