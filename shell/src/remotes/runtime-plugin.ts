import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Sees every failed remote load (toolchain-notes.md): logs which area and lifecycle failed so an
 * operator reading the console knows whether the manifest, the entry or a chunk was at fault.
 * It substitutes nothing: the area's error boundary shows the fallback with Retry.
 */
const areaFailureLogger = (): ModuleFederationRuntimePlugin => ({
  name: 'area-failure-logger',
  errorLoadRemote(args) {
    const { id, lifecycle } = args as { id?: string; lifecycle?: string };
    console.warn(`[areas] could not load ${id ?? 'a remote'} (${lifecycle ?? 'unknown stage'})`);
    return undefined;
  },
});

export default areaFailureLogger;
