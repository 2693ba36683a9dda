// Calls to the real API with real emulator tokens, for arranging and checking what the browser shows.
import { apiUrl, DEMO_PASSWORD } from './browser';

const AUTH_EMULATOR = 'http://127.0.0.1:9099';

/** A Firebase ID token from the Auth emulator's password sign-in. */
export async function idToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed`);
  return body.idToken;
}

// Tests look into answers of many shapes; each assertion says what it expects.
export async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(apiUrl(path), {
    method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
