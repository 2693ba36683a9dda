import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** Remote package name -> URL of its mf-manifest.json, read from /remotes.json at start-up. */
export type RemoteList = Record<string, string>;

let remoteList: RemoteList = {};

/** Container names must be identifiers: `mfe-payments` -> `mfe_payments` (as in shared/build/webpack.cjs). */
const containerName = (packageName: string) => packageName.replace(/-/g, '_');

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
  return module;
}

/** Fetches a remote's entry and the chunks of its `./routes` without running them; a failure waits for the real load. */
export function preloadRemoteRoutes(remote: string): void {
  if (!remoteList[remote]) return;
  preloadRemote([{ nameOrAlias: containerName(remote), exposes: ['./routes'] }]).catch(() => {});
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: string): void {
  const entry = remoteList[remote];
  if (entry) registerRemotes([{ name: containerName(remote), entry }], { force: true });
}
