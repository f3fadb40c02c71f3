/**
 * Where each remote is deployed comes from `/remotes.json` at run time, so a
 * slice moves or ships without rebuilding the shell: the site server answers it for this visitor,
 * with the release of each slice the visitor's pages are rendered with.
 */
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from 'shared-contracts';
import { trustRemotes } from './release-integrity';
import { takeRemotesConfig } from './remotes-config-request';

let config: Promise<RemotesConfig> | null = null;

async function fetchRemotesConfig(): Promise<RemotesConfig> {
  const entries = (await takeRemotesConfig()) as Partial<RemotesConfig>;
  const known = REMOTE_NAMES.filter((name) => typeof entries[name]?.manifest === 'string');
  trustRemotes(entries);
  registerRemotes(known.map((name) => ({ name, entry: entries[name]?.manifest as string })));
  return entries as RemotesConfig;
}

/** Fetches and registers the remotes once; a failure is forgotten so the next call tries again. */
export function remotesRegistered(): Promise<RemotesConfig> {
  config ??= fetchRemotesConfig().catch((error: unknown) => {
    config = null;
    throw error;
  });
  return config;
}

/** Before a retry: register the remote afresh so its manifest and entry are fetched again. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const entries = await remotesRegistered();
  const entry = entries[name]?.manifest;
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
