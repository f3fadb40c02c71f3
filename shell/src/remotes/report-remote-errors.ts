import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Runtime plugin: logs which remote failed and at which step. It returns nothing,
 * so the error reaches the slot's error boundary, which shows a fallback with a retry.
 */
export default function reportRemoteErrors(): ModuleFederationRuntimePlugin {
  return {
    name: 'report-remote-errors',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[shell] remote "${id}" failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
