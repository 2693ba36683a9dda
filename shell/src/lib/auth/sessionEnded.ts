import { SESSION_ENDED_CODE } from 'shared/domain/auth/session-ended';
import { getRuntimeConfig } from 'shared/platform/config/runtimeConfig';
import { authSession } from 'shared/platform/session/authSession';

// A session ended on another device (Profile > Security) or by a superadmin answers 401 with
// `code: "session-ended"`. The platform's base query reports a 401 without its body, so the shell
// asks the API once more when told of one, and the sign-in page then says why the person is there.

const NOTICE_KEY = 'abacus.session.endedElsewhere';

/** Whether the API refuses this token's session as ended; false when it cannot tell (offline, another refusal). */
export async function sessionEndedElsewhere(token: string): Promise<boolean> {
  try {
    const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
    const response = await fetch(`${base}/admin/profile`, { headers: { Authorization: `Bearer ${token}` }, cache: 'no-store' });
    if (response.status !== 401) return false;
    const body = (await response.json()) as { code?: unknown } | null;
    return body?.code === SESSION_ENDED_CODE;
  } catch {
    return false;
  }
}

/** Keeps, for the sign-in page of this tab, that the session was ended elsewhere. */
export function noteSessionEndedElsewhere(): void {
  sessionStorage.setItem(NOTICE_KEY, '1');
}

/** Whether the sign-in page should say the session was ended elsewhere. */
export function sessionWasEndedElsewhere(): boolean {
  return sessionStorage.getItem(NOTICE_KEY) === '1';
}

/** Forgets it once the person signs in again. */
export function forgetSessionEndedElsewhere(): void {
  sessionStorage.removeItem(NOTICE_KEY);
}

/**
 * The live feed dropped: it does so at once when a session of the account ends (the API ends the
 * account's streams), and its reconnection is refused if it was this one. An idle browser learns it
 * here rather than on its next click.
 */
export async function signOutIfSessionEnded(): Promise<void> {
  const session = authSession();
  const token = await session.getIdToken();
  if (token && (await sessionEndedElsewhere(token))) session.onUnauthenticated();
}
