/**
 * A storefront slice on the server (architecture §3): its Node build (dist/server/ beside its
 * browser files) is loaded over HTTP at run time, sharing this process's React and the other
 * singletons the host passes. At a slice's configured address the server manifest is read again
 * before each use (at most once per `recheckMs`): when it changed, the slice was redeployed, and
 * the next load runs the new code, with no shell rebuild or restart. A release's address never
 * changes what it serves, so its manifest is read once. A slice that cannot be reached throws; the
 * caller then renders that slot in the browser.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';

/** Where a slice's Node build lives, given its browser manifest's address from remotes.json. */
export function serverBuildUrls(browserManifestUrl: string) {
  return {
    manifest: new URL('server/mf-manifest.json', browserManifestUrl).href,
    entry: new URL('server/remoteEntry.js', browserManifestUrl).href,
  };
}

/** A package's installed version, from its package.json (found from its entry: not every package exports it). */
function installedVersion(packageName: string, require: NodeJS.Require): string {
  let dir = path.dirname(require.resolve(packageName));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (manifest.name === packageName) return manifest.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json for ${packageName}`);
    dir = parent;
  }
}

/**
 * The host's copies of the shared singletons, by share key (e.g. `react/jsx-runtime`), with the
 * versions installed here, so that a slice's components run on this process's React and contexts.
 */
export function hostShared(modules: Record<string, unknown>, requireFrom: string) {
  const require = createRequire(requireFrom);
  return Object.fromEntries(
    Object.entries(modules).map(([key, module]) => {
      const packageName = key.startsWith('@') ? key.split('/').slice(0, 2).join('/') : (key.split('/')[0] as string);
      const version = installedVersion(packageName, require);
      return [key, { version, lib: () => module, shareConfig: { singleton: true, requiredVersion: `^${version}` } }];
    }),
  );
}

/**
 * Drops the slice's own instance, and every instance that loads it, from the runtime's global list
 * before its entry is loaded anew: the new entry would otherwise reuse the old instance found by
 * name (and with it the old chunk loader), and look its chunks up beside an old entry's address.
 */
function forgetInstances(sliceName: string) {
  const global = globalThis as { __FEDERATION__?: { __INSTANCES__: ModuleFederation[] } };
  const instances = global.__FEDERATION__?.__INSTANCES__;
  if (!instances) return;
  const kept = instances.filter(
    (instance) => instance.name !== sliceName && !instance.options.remotes.some((remote) => remote.name === sliceName),
  );
  instances.splice(0, instances.length, ...kept);
}

/** What the runtime keeps in globals for one loaded entry, besides the instance list. */
interface FederationGlobals {
  __FEDERATION__?: { __INSTANCES__: ModuleFederation[]; __SHARE__: Record<string, unknown> };
  __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
}

/**
 * Lets go of what the runtime holds globally for a loaded entry that is no longer used: the
 * host instance made for it, that instance's share scope, and the entry's loading promise (keyed
 * by its address). Without this every release ever loaded stays reachable, code and all.
 */
function forgetDeployed({ federation, entry }: Deployed) {
  const global = globalThis as FederationGlobals;
  const instances = global.__FEDERATION__?.__INSTANCES__;
  if (instances) {
    const index = instances.indexOf(federation);
    if (index !== -1) instances.splice(index, 1);
  }
  delete global.__FEDERATION__?.__SHARE__[federation.name];
  const loading = global.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {};
  for (const key of Object.keys(loading)) if (key.endsWith(entry)) delete loading[key];
}

interface ServerSliceOptions {
  /** Federation name, e.g. `mf_catalog`. */
  name: string;
  /** The slice's browser manifest address, as in remotes.json. */
  browserManifestUrl: string;
  shared: ReturnType<typeof hostShared>;
  /** How long a manifest read is trusted before the next one. */
  recheckMs?: number;
  /** The address is a release's, whose files never change: its manifest is read once. */
  immutable?: boolean;
}

/** The slice's code as deployed now: its server manifest's hash and the runtime instance that loads it. */
interface Deployed {
  version: string;
  federation: ModuleFederation;
  /** The remote entry's address, as the runtime loads it. */
  entry: string;
}

/** Runtime instances made in this process: each gets a name of its own, also when two releases of a slice are loaded side by side. */
let instancesMade = 0;

export function createServerSlice({
  name,
  browserManifestUrl,
  shared,
  recheckMs = 1000,
  immutable = false,
}: ServerSliceOptions) {
  const urls = serverBuildUrls(browserManifestUrl);
  let current: Deployed | null = null;
  let checkedAt = 0;
  let checking: Promise<Deployed> | null = null;

  function forget() {
    if (current) forgetDeployed(current);
    current = null;
  }

  async function readVersion(): Promise<string> {
    const response = await fetch(urls.manifest, { cache: 'no-store', signal: AbortSignal.timeout(2000) });
    if (!response.ok) throw new Error(`${name}: its server manifest answered ${response.status}`);
    return createHash('sha256')
      .update(await response.text())
      .digest('hex')
      .slice(0, 16);
  }

  async function check(): Promise<Deployed> {
    const version = await readVersion();
    checkedAt = Date.now();
    if (current?.version !== version) {
      // The runtime keeps a loaded entry in a global under the slice's name and reuses it: forget it
      // (and the instances that hold it, see forgetInstances), then load the new entry.
      const globals = globalThis as Record<string, unknown>;
      delete globals[name];
      delete globals[`__FEDERATION_${name}:custom__`];
      forgetInstances(name);
      if (current) forgetDeployed(current);
      instancesMade += 1;
      const entry = `${urls.entry}?v=${version}`;
      const federation = createInstance({
        name: `shell_server_${name}_${instancesMade}`,
        remotes: [{ name, entry }],
        shared,
        shareStrategy: 'loaded-first',
      });
      current = { version, federation, entry };
    }
    return current;
  }

  async function deployed(): Promise<Deployed> {
    if (current && (immutable || Date.now() - checkedAt < recheckMs)) return current;
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    /** The version of the slice's code as deployed now (its server manifest's hash). */
    async version(): Promise<string> {
      return (await deployed()).version;
    },
    /**
     * An exposed module, e.g. `HomePage`, from the slice as deployed now, with the version of the
     * code it came from (the render cache keys markup by it).
     */
    async load<T>(module: string): Promise<{ exports: T; version: string }> {
      try {
        const { version, federation } = await deployed();
        const loaded = await federation.loadRemote<T>(`${name}/${module}`);
        if (!loaded) throw new Error(`${name}/${module} did not load`);
        return { exports: loaded, version };
      } catch (error) {
        // The runtime may keep a half-loaded entry (its server went down mid-load): start afresh next time.
        forget();
        throw error;
      }
    },
    /** Lets go of the loaded code: the next use loads it afresh. */
    forget,
  };
}
