// The remotes this page loads, as the shell registered them at start-up: each one's manifest and,
// when the release registry named it, its version. The Modules tab says from it which version
// this browser runs. Added in contract 2.18.0.

export interface LoadedRemote {
  manifestUrl: string;
  /** The registry's name for the build; null when the shell opened with remotes.json. */
  version: string | null;
}

let loaded: Readonly<Record<string, LoadedRemote>> = {};

/** The shell, once it has its remote list. */
export function setLoadedRemotes(remotes: Record<string, LoadedRemote>): void {
  loaded = remotes;
}

/** Remote package name -> what this page loads of it; empty where no shell registered any (a remote's dev harness). */
export function loadedRemotes(): Readonly<Record<string, LoadedRemote>> {
  return loaded;
}
