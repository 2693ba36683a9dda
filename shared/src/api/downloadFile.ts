// By package name: the shell's one session bridge and configuration, also when a remote loads this file.
import { getRuntimeConfig } from 'shared/config/runtimeConfig';
import { authSession } from 'shared/api/authSession';

/**
 * Fetches a file from the API with the signed-in user's token and hands it to the browser as a
 * download. (A plain link cannot carry the Authorization header.)
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  const token = await authSession().getIdToken();
  if (!token) throw new Error('User not authenticated');
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`Download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
