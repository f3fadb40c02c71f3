/**
 * Runtime plugin: a slice's release runs in the browser only as it was published. The shell loads
 * a release's manifest and remote entry with the Subresource Integrity /remotes.json gives (the
 * registry's digests), and preloads the slot's files with the integrity the verified manifest names
 * for them; the slice's own runtime loads its chunks with the digests its verified entry holds
 * (rspack.shared.ts). A file whose bytes differ is refused by the browser, so the slot fails to load
 * and shows its fallback. A release /remotes.json gives no integrity for is not loaded at all.
 *
 * Every such load is CORS (crossorigin="anonymous", same-origin for the site's own /releases/):
 * the browser checks integrity only then, and a preload serves only a load of the same integrity
 * and mode, so a slice served from its own address gets its preloads' digests from its manifest too.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_ENTRY_FILE, type RemotesConfig } from 'shared-contracts';

/** The integrity of each file of a slice the shell loads, by its absolute URL. */
const integrityByUrl = new Map<string, string>();
/** Each remote's manifest, and whether it is a release's: a release's is loaded only with its integrity. */
const manifests = new Map<string, { release: boolean }>();

/** Takes the remotes of /remotes.json's answer, before they are registered. */
export function trustRemotes(remotes: Partial<RemotesConfig>): void {
  for (const remote of Object.values(remotes)) {
    if (typeof remote?.manifest !== 'string') continue;
    const manifest = new URL(remote.manifest, window.location.href).href;
    manifests.set(manifest, { release: Boolean(remote.release) });
    if (!remote.release || !remote.integrity) continue;
    integrityByUrl.set(manifest, remote.integrity.manifest);
    integrityByUrl.set(new URL(REMOTE_ENTRY_FILE, manifest).href, remote.integrity.entry);
  }
}

/**
 * The digests a manifest names for the files beside it (rspack.integrity.ts): vouched for when the
 * manifest was a release's, fetched with its integrity. A slice served from its own address (no
 * release) is trusted as its origin is; its digests only make the preloads match the loads its
 * runtime makes, which carry them.
 */
async function learnFromManifest(manifestUrl: string, response: Response): Promise<void> {
  const { integrity } = (await response.clone().json()) as { integrity?: Record<string, string> };
  for (const [file, value] of Object.entries(integrity ?? {})) {
    const url = new URL(file, manifestUrl).href;
    // The registry's digest of the entry stays the one in force.
    if (!integrityByUrl.has(url)) integrityByUrl.set(url, value);
  }
}

/** A remote's manifest, a release's with its integrity, and the digests it names taken in. */
async function fetchManifest(url: string, init: RequestInit, release: boolean): Promise<Response> {
  const integrity = integrityByUrl.get(url);
  if (release && !integrity) {
    throw new Error(`${url}: /remotes.json gives no integrity for this release, so it is not loaded`);
  }
  const response = await globalThis.fetch(url, integrity ? { ...init, integrity } : init);
  if (response.ok) await learnFromManifest(url, response);
  return response;
}

function withIntegrity<E extends HTMLScriptElement | HTMLLinkElement>(
  element: E,
  attrs: Record<string, unknown> | undefined,
  integrity: string,
): E {
  for (const [name, value] of Object.entries(attrs ?? {})) element.setAttribute(name, String(value));
  element.integrity = integrity;
  element.crossOrigin = 'anonymous';
  return element;
}

export default function releaseIntegrity(): ModuleFederationRuntimePlugin {
  return {
    name: 'release-integrity',
    fetch(url, init) {
      const manifest = manifests.get(url);
      return manifest ? fetchManifest(url, init, manifest.release) : undefined;
    },
    createScript({ url, attrs }) {
      const integrity = integrityByUrl.get(url);
      if (!integrity) return undefined;
      const script = withIntegrity(document.createElement('script'), attrs, integrity);
      script.src = url;
      return script;
    },
    createLink({ url, attrs }) {
      const integrity = integrityByUrl.get(url);
      if (!integrity) return undefined;
      const link = withIntegrity(document.createElement('link'), attrs, integrity);
      link.href = url;
      return link;
    },
  };
}
