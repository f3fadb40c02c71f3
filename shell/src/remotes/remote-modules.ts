/**
 * Lazy components for remote modules, cached at module level: react-router renders
 * in transitions, and a lazy created during render would fetch again each time.
 */
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { lazy } from 'react';
import { REMOTE_LOAD_RETRY_DELAYS_MS, type RemoteModuleId, type RemoteName } from 'shared-contracts';
import type { RemotePageModule } from 'store-runtime';
import { remotesRegistered, resetRemote } from './remote-registry';
import type { RemoteComponent } from './remote-source';

const components = new Map<RemoteModuleId, RemoteComponent>();

async function importRemote(id: RemoteModuleId): Promise<RemotePageModule> {
  await remotesRegistered();
  // From the manifest, the module's own files download beside the remote's entry, not after it.
  // Shared modules are left to the normal negotiation (the shell's copies are already loaded).
  const [remote, expose] = id.split('/') as [RemoteName, string];
  preloadRemote([{ nameOrAlias: remote, exposes: [expose], share: false, depsRemote: false }]).catch(() => undefined);
  const module = await loadRemote<RemotePageModule>(id);
  if (!module?.default) throw new Error(`Remote module ${id} could not be loaded`);
  return module;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The module, tried again after each delay when a file of the slice failed to load: the remote is
 * registered afresh first, so its manifest, entry and chunks are requested anew.
 */
export async function importRemoteWithRetry(
  id: RemoteModuleId,
  delaysMs: readonly number[] = REMOTE_LOAD_RETRY_DELAYS_MS,
): Promise<RemotePageModule> {
  for (const delayMs of delaysMs) {
    try {
      return await importRemote(id);
    } catch (error) {
      console.warn(`[shell] ${id} failed to load; trying again in ${delayMs} ms`, error);
      await wait(delayMs);
      await resetRemote(id.split('/')[0] as RemoteName).catch(() => undefined);
    }
  }
  return importRemote(id);
}

export function remoteComponent(id: RemoteModuleId): RemoteComponent {
  let component = components.get(id);
  if (!component) {
    component = lazy(() => importRemoteWithRetry(id));
    components.set(id, component);
  }
  return component;
}

/** Forgets every cached component of the remote and registers it afresh, so a retry refetches. */
export async function forgetRemote(id: RemoteModuleId): Promise<void> {
  const remote = id.split('/')[0] as RemoteName;
  for (const cached of components.keys()) if (cached.startsWith(`${remote}/`)) components.delete(cached);
  await resetRemote(remote).catch(() => undefined);
}
