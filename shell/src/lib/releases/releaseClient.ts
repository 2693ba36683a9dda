import type { LoadReport, LoadStage } from 'shared/domain/releases/releases';
import type { RemoteMap } from 'shared/domain/releases/releases-answers';
import { bucketOf, parseReleaseVersions, RELEASE_BUCKETS, RELEASE_VERSIONS_HEADER } from 'shared/domain/releases/release-routing';
import { authSession } from 'shared/platform/session/authSession';

// Which build of each remote this browser loads, asked of the release registry, and how those
// loads went, told back to it. The portal never fails to open because the registry is away: it
// falls back to the last map it received, then to the remotes.json served beside the shell.

const BUCKET_STORAGE_KEY = 'admin-portal-release-bucket';
const LAST_MAP_STORAGE_KEY = 'admin-portal-release-remotes';
// A registry slower than this is treated as away: the portal opens with what it had.
const REGISTRY_TIMEOUT_MS = 3000;
// Reports wait this long to go in one batch; a page being left sends what waits at once.
const REPORT_BATCH_MS = 5000;
const MAX_BATCH = 100;

export interface RemoteListing {
  remotes: RemoteMap;
  /** Each remote's version, as the registry named it; empty from remotes.json. */
  versions: Record<string, string>;
}

let apiBaseUrl: string | null = null;
let versions: Record<string, string> = {};
let waiting: LoadReport[] = [];
let batchTimer: ReturnType<typeof setTimeout> | null = null;

/** This browser's bucket (0-99): drawn once and kept, so a person sees the same versions on every reload. */
export function releaseBucket(): number {
  const stored = localStorage.getItem(BUCKET_STORAGE_KEY);
  const bucket = Number(stored);
  if (stored !== null && Number.isInteger(bucket) && bucket >= 0 && bucket < RELEASE_BUCKETS) return bucket;
  const drawn = Math.floor(Math.random() * RELEASE_BUCKETS);
  localStorage.setItem(BUCKET_STORAGE_KEY, String(drawn));
  return drawn;
}

/**
 * After sign-in the bucket comes from the account (from the next load on: remotes already loaded
 * stay), so the same person gets the same versions on every device.
 */
export function rememberAccount(uid: string): void {
  localStorage.setItem(BUCKET_STORAGE_KEY, String(bucketOf(uid)));
}

const isRemoteMap = (value: unknown): value is RemoteMap =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((entry) => typeof entry === 'string');

function lastListing(): RemoteListing | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_MAP_STORAGE_KEY) ?? 'null') as Partial<RemoteListing> | null;
    return stored && isRemoteMap(stored.remotes) && isRemoteMap(stored.versions) ? { remotes: stored.remotes, versions: stored.versions } : null;
  } catch {
    return null;
  }
}

async function askRegistry(api: string): Promise<RemoteListing> {
  const response = await fetch(`${api}/releases/remotes?bucket=${releaseBucket()}`, { signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The release registry answered HTTP ${response.status}`);
  const remotes: unknown = await response.json();
  if (!isRemoteMap(remotes)) throw new Error('The release registry answered something other than a remote map');
  const listing = { remotes, versions: parseReleaseVersions(response.headers.get(RELEASE_VERSIONS_HEADER)) };
  localStorage.setItem(LAST_MAP_STORAGE_KEY, JSON.stringify(listing));
  return listing;
}

/**
 * The remotes to load: the registry's answer for this browser's bucket (the registry on the API at
 * `api`), else the last one received, else `fileUrl`; `api` null: `fileUrl` alone (no registry in use).
 */
export async function fetchRemoteListing(api: string | null, fileUrl: string): Promise<RemoteListing> {
  apiBaseUrl = api;
  let listing: RemoteListing | null = null;
  if (api) {
    try {
      listing = await askRegistry(api);
    } catch (error) {
      console.warn('The release registry could not be asked; the portal opens with the remotes it knew.', error);
      listing = lastListing();
    }
  }
  if (!listing) {
    const response = await fetch(fileUrl, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`Could not load ${fileUrl}: HTTP ${response.status}`);
    const remotes: unknown = await response.json();
    if (!isRemoteMap(remotes)) throw new Error(`${fileUrl} is not a map of remote names to manifests`);
    listing = { remotes, versions: {} };
  }
  versions = listing.versions;
  return listing;
}

async function sendReports(): Promise<void> {
  if (batchTimer) clearTimeout(batchTimer);
  batchTimer = null;
  if (!apiBaseUrl || waiting.length === 0) return;
  // The registry counts only signed-in people's reports, named by their ID token as every call is.
  // Reports made before sign-in wait (one batch at most) for the next batch after it; a page left
  // before then loses them.
  const token = await authSession()
    .getIdToken()
    .catch(() => null);
  if (!token) {
    waiting.splice(0, waiting.length - MAX_BATCH);
    return;
  }
  const reports = waiting.splice(0, MAX_BATCH);
  // keepalive: a batch sent as the page is left still arrives. A lost batch is only lost figures.
  fetch(`${apiBaseUrl}/releases/reports`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ reports }),
  }).catch(() => {});
  if (waiting.length > 0) await sendReports();
}

/** Tells the registry how a remote's load went: 'loaded', or the stage it failed at. Only registered versions are reported. */
export function reportLoad(remote: string, stage: LoadStage): void {
  const version = versions[remote];
  if (!version) return;
  waiting.push({ remote, version, stage });
  if (waiting.length >= MAX_BATCH) return void sendReports();
  batchTimer ??= setTimeout(() => void sendReports(), REPORT_BATCH_MS);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void sendReports());

/** For tests: forgets what this module holds. */
export function forgetReleaseState(): void {
  apiBaseUrl = null;
  versions = {};
  waiting = [];
  if (batchTimer) clearTimeout(batchTimer);
  batchTimer = null;
}
