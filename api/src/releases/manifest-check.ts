import { containerName } from 'shared/build/container-name.cjs';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import contract from 'shared/platform/contract.json';
import { HttpError } from '../http-error';

// What registration asks of a build before it may be served: its manifest answers, is a Module
// Federation manifest of the remote it is registered for, comes from an allowed origin, and needs
// no newer contract than the shell's.

const MANIFEST_TIMEOUT_MS = 5000;
const CONTRACT_PREFIX = 'shared/platform/';

const refused = (code: RefusalCode, message: string) => new HttpError(422, code, message);

/** Whether `url`'s origin is one of `allowed` (a port of `*` matches any port). */
export function isAllowedOrigin(url: string, allowed: readonly string[]): boolean {
  const { protocol, hostname, port, origin } = new URL(url);
  return allowed.some((entry) => {
    const match = /^(https?:)\/\/([^:/]+)(?::(\d+|\*))?$/i.exec(entry);
    if (!match) return false;
    const [, allowedProtocol, allowedHost, allowedPort] = match;
    if (allowedPort !== '*') return new URL(entry).origin === origin;
    return allowedProtocol!.toLowerCase() === protocol && allowedHost!.toLowerCase() === hostname && port !== undefined;
  });
}

interface ManifestShape {
  id?: unknown;
  name?: unknown;
  metaData?: { remoteEntry?: unknown };
  shared?: { sharedName?: unknown; name?: unknown; version?: unknown }[];
  exposes?: unknown;
}

const majorOf = (version: string) => Number(version.split('.')[0]);

/** The contract major this portal's shell provides: builds needing a newer one are refused. */
export const SHELL_CONTRACT_VERSION = contract.version;

/** Fetches and checks the manifest of a build of `remote`; throws a plain 422 saying what is wrong. */
export async function checkManifest(remote: string, manifestUrl: string, allowedOrigins: readonly string[]): Promise<void> {
  if (!isAllowedOrigin(manifestUrl, allowedOrigins)) {
    throw refused(
      'release-origin-not-allowed',
      `${new URL(manifestUrl).origin} is not an allowed release origin (${allowedOrigins.join(', ') || 'none configured'}).`,
    );
  }
  let manifest: ManifestShape;
  try {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS), redirect: 'error' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = (await response.json()) as ManifestShape;
  } catch (error) {
    throw refused(
      'manifest-unreadable',
      `The manifest at ${manifestUrl} did not answer with JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
  const isFederationManifest =
    manifest !== null &&
    typeof manifest === 'object' &&
    typeof manifest.name === 'string' &&
    typeof manifest.metaData === 'object' &&
    manifest.metaData !== null &&
    typeof manifest.metaData.remoteEntry === 'object' &&
    Array.isArray(manifest.shared) &&
    Array.isArray(manifest.exposes);
  if (!isFederationManifest) throw refused('not-a-federation-manifest', `${manifestUrl} is not a Module Federation manifest (mf-manifest.json).`);
  // The shell loads a remote by its container name: another remote's build would answer for this one.
  if (manifest.name !== containerName(remote)) {
    throw refused(
      'manifest-names-other-remote',
      `${manifestUrl} is a build of ${JSON.stringify(String(manifest.name).slice(0, 100))}, not of ${remote}: its manifest's name must be ${containerName(remote)}.`,
    );
  }
  const built = manifest.shared!.find((shared) => String(shared.sharedName ?? shared.name ?? '').startsWith(CONTRACT_PREFIX))?.version;
  if (typeof built === 'string' && majorOf(built) > majorOf(SHELL_CONTRACT_VERSION)) {
    throw refused(
      'contract-too-new',
      `This build needs platform contract ^${built}; the portal's shell provides ${SHELL_CONTRACT_VERSION}. Release the shell first.`,
    );
  }
}
