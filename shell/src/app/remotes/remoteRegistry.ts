import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { containerName } from 'shared/build/container-name.cjs';

/** Remote package name -> URL of its mf-manifest.json, read from /remotes.json at start-up. */
export type RemoteList = Record<string, string>;

let remoteList: RemoteList = {};
// Each remote's routes once loaded, so that a screen shows them without suspending (RemoteRoute).
const loadedRoutes = new Map<string, ComponentType>();

export async function loadRemoteList(url = '/remotes.json'): Promise<RemoteList> {
  const res = await fetch(url, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`Could not load ${url}: HTTP ${res.status}`);
  remoteList = (await res.json()) as RemoteList;
  registerRemotes(Object.entries(remoteList).map(([name, entry]) => ({ name: containerName(name), entry })));
  return remoteList;
}

/** Loads the `./routes` entry a remote exposes. */
export async function loadRemoteRoutes(remote: string): Promise<{ default: ComponentType }> {
  const module = await loadRemote<{ default: ComponentType }>(`${containerName(remote)}/routes`);
  if (!module) throw new Error(`${remote} exposes no routes`);
  loadedRoutes.set(remote, module.default);
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
