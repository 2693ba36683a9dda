import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { containerName } from 'shared/build/container-name.cjs';
import type { RemoteMap } from 'shared/domain/releases/releases-answers';
import { setLoadedRemotes } from 'shared/platform/releases/loadedRemotes';
import { fetchRemoteListing, reportLoad } from '../../lib/releases/releaseClient';
import { loadFailureOf } from './fallbackRuntimePlugin';

let remoteList: RemoteMap = {};
// Each remote's routes once loaded, so that a screen shows them without suspending (RemoteRoute).
const loadedRoutes = new Map<string, ComponentType>();

/**
 * Remote package name -> URL of its mf-manifest.json, asked of the release registry at start-up
 * (on the API at `apiBaseUrl`; null: none in use), or as the browser last heard it, or from
 * `fileUrl` beside the shell.
 */
export async function loadRemoteList(apiBaseUrl: string | null, fileUrl = '/remotes.json'): Promise<RemoteMap> {
  const listing = await fetchRemoteListing(apiBaseUrl, fileUrl);
  remoteList = listing.remotes;
  setLoadedRemotes(
    Object.fromEntries(Object.entries(remoteList).map(([name, manifestUrl]) => [name, { manifestUrl, version: listing.versions[name] ?? null }])),
  );
  registerRemotes(Object.entries(remoteList).map(([name, entry]) => ({ name: containerName(name), entry })));
  return remoteList;
}

/** Loads the `./routes` entry a remote exposes. */
export async function loadRemoteRoutes(remote: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${containerName(remote)}/routes`);
  if (!module) throw new Error(`${remote} exposes no routes`);
  // A failed load hands back the fallback, whose screen the error boundary reports when it throws.
  if (!loadFailureOf(module)) {
    reportLoad(remote, 'loaded');
    loadedRoutes.set(remote, module.default);
  }
  return module;
}

/** A remote's routes if they have loaded already. */
export function loadedRemoteRoutes(remote: string): ComponentType | undefined {
  return loadedRoutes.get(remote);
}

/** Loads a remote's routes ahead of its screen; a failure is forgotten, and the screen's own load tries again. */
export function preloadRemoteRoutes(remote: string): void {
  if (!remoteList[remote] || loadedRoutes.has(remote)) return;
  loadRemoteRoutes(remote).catch(() => resetRemote(remote));
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: string): void {
  loadedRoutes.delete(remote);
  const entry = remoteList[remote];
  if (entry) registerRemotes([{ name: containerName(remote), entry }], { force: true });
}
