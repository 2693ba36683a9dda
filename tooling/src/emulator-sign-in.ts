// Signing in to the Auth emulator as the demo accounts, as the browser tests and the benchmark do.
import { authEmulatorHost, DEMO_PROJECT_ID } from 'shared/build/local-site.cjs';

export const DEMO_PASSWORD = 'demo-pass-123';
export const AUTH_EMULATOR = `http://${authEmulatorHost()}`;

/** Whether a request failed because the server closed the connection before it answered. */
function closedBeforeAnswer(error: unknown): boolean {
  // By its code: under Jest the error comes from another realm's TypeError.
  return (error as { cause?: { code?: string } } | null)?.cause?.code === 'UND_ERR_SOCKET';
}

/**
 * A POST of JSON to the Auth emulator's REST API. fetch reuses an idle connection, and the
 * emulator closes one after 5 s idle: on a loaded machine fetch's own timer to drop it runs late,
 * the request goes out on a connection the emulator has just closed, and fails unanswered (a
 * browser test file failed whole on it under load). Such a request never reached the emulator,
 * so it is sent again, on a new connection.
 */
export async function postToEmulator(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const send = () =>
    fetch(`${AUTH_EMULATOR}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  for (let tries = 1; ; tries++) {
    try {
      return await send();
    } catch (error) {
      if (tries === 3 || !closedBeforeAnswer(error)) throw error;
    }
  }
}

/** A Firebase ID token from the Auth emulator's password sign-in. */
export async function idToken(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await postToEmulator('/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake', {
    email,
    password,
    returnSecureToken: true,
  });
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed`);
  return body.idToken;
}

/** Gives an account made through the API (an invitation) the demo password, so that it can sign in. */
export async function setDemoPassword(localId: string): Promise<void> {
  const response = await postToEmulator(
    `/identitytoolkit.googleapis.com/v1/projects/${DEMO_PROJECT_ID}/accounts:update`,
    { localId, password: DEMO_PASSWORD },
    { authorization: 'Bearer owner' },
  );
  if (!response.ok) throw new Error(`The Auth emulator refused a password for ${localId}: ${response.status} ${await response.text()}`);
}
