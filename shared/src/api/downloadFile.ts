// By package name: the shell's one session bridge and configuration, also when a remote loads this file.
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { authSession } from 'shared/platform/session/authSession';

/**
 * Fetches a file from the API with the signed-in user's token and hands it to the browser as a
 * download. (A plain link cannot carry the Authorization header.)
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveFile(await fetchFile(path), fileName);
}

/** A file from the API, fetched with the signed-in user's token. */
export async function fetchFile(path: string): Promise<Blob> {
  const token = await authSession().getIdToken();
  if (!token) throw new Error('User not authenticated');
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  return response.blob();
}

/**
 * Opens a URL through a temporary link. A response sent as an attachment becomes a download the
 * browser's own download manager streams to disk, and the page stays where it is.
 */
export function openDownloadLink(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands a blob to the browser as a download under a file name, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  openDownloadLink(url, fileName);
  // Revoked later: some browsers read the blob only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
