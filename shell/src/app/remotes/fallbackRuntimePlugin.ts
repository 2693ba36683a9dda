import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkRemoteContract } from './contractRefusal';

// A property name, not a symbol: the runtime's copy of this file and the shell's may be two modules.
const LOAD_FAILURE = '__remoteLoadFailure';

/** The failure a fallback module stands for; undefined for a remote's real module. */
export function loadFailureOf(module: object): Error | undefined {
  return (module as { [LOAD_FAILURE]?: Error })[LOAD_FAILURE];
}

/**
 * When a remote cannot be loaded (server down, bad manifest, refused shared version), hand back a
 * module whose component rethrows the failure while rendering, so the remote's error boundary
 * shows it in its own content area instead of the whole page failing. Imports no shared library:
 * runtime plugins run before sharing is set up.
 */
export default function fallbackRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-load-fallback',
    // Before the remote's entry runs: one built for a newer platform contract is refused here.
    loadRemoteSnapshot(args) {
      const snapshot = args.remoteSnapshot as { shared?: { sharedName: string; version: string }[] };
      checkRemoteContract(args.moduleInfo.name, snapshot.shared, args.options as Parameters<typeof checkRemoteContract>[2]);
      return args;
    },
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      const failure = error instanceof Error ? error : new Error(String(error));
      return {
        [LOAD_FAILURE]: failure,
        default: function RemoteLoadFailed(): never {
          throw Object.assign(failure, { remoteId: id });
        },
      };
    },
  };
}
