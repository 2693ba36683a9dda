// Signing in to the Auth emulator as the demo accounts, as the browser tests and the benchmark do.
import { authEmulatorHost } from 'shared/build/local-site.cjs';

export const DEMO_PASSWORD = 'demo-pass-123';
export const AUTH_EMULATOR = `http://${authEmulatorHost()}`;

/** A Firebase ID token from the Auth emulator's password sign-in. */
export async function idToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed`);
  return body.idToken;
}
