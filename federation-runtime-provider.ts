/**
 * A slice's own page (its index.html) loads this first. The slice's scripts take the federation
 * runtime from the page instead of carrying their own copy (`externalRuntime`, rspack.shared.ts);
 * on the site the shell provides it, here this file does.
 */
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
