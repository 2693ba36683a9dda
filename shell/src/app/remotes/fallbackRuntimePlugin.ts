import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote cannot be loaded (server down, bad manifest, refused shared version), hand back a
 * module whose component rethrows the failure while rendering, so the remote's error boundary
 * shows it in its own content area instead of the whole page failing. Imports no shared library:
 * runtime plugins run before sharing is set up.
 */
export default function fallbackRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-load-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure = error instanceof Error ? error : new Error(String(error));
      return {
        default: function RemoteLoadFailed(): never {
          throw Object.assign(failure, { remoteId: id });
        },
      };
    },
  };
}
