// Which build of each remote a browser loads, without zod: the shell's start-up reads these, and
// importing them from releases.ts (whose request schemas are built as it loads) put all of zod,
// about 20 KB brotli, into every signed-in screen's first load.

/** Browsers are spread over this many buckets; a rollout at P% serves buckets 0 to P-1. */
export const RELEASE_BUCKETS = 100;

/**
 * The header of GET /releases/remotes naming each entry's version (`mfe-payments=1.4.0, ...`),
 * which the shell's reports name: the body stays the plain map remotes.json also is.
 */
export const RELEASE_VERSIONS_HEADER = 'x-release-versions';

export function formatReleaseVersions(versions: Record<string, string>): string {
  return Object.entries(versions)
    .map(([remote, version]) => `${remote}=${version}`)
    .join(', ');
}

export function parseReleaseVersions(header: string | null): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const part of (header ?? '').split(',')) {
    const [remote, version] = part.trim().split('=');
    if (remote && version) versions[remote] = version;
  }
  return versions;
}

/** The audit and live-feed actor of the registry itself, when it rolls a failing version back. */
export const RELEASE_REGISTRY_UID = 'release-registry';

/** The live feed's id of a change to a remote's releases: a settings event, heard by superadmins only. */
export const RELEASE_EVENT_PREFIX = 'releases:';

/** A bucket from an account id: the same person gets the same versions on every device. */
export function bucketOf(account: string): number {
  let hash = 2166136261;
  for (let i = 0; i < account.length; i += 1) {
    hash ^= account.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return (hash >>> 0) % RELEASE_BUCKETS;
}
