import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { AUTH_EMULATOR_ORIGIN } from './environment';

export const DEMO_ROLES = ['superadmin', 'admin', 'staff', 'viewer', 'norole'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** A real ID token from the Auth emulator's REST sign-in. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(
    `${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

const tokens = new Map<DemoRole, Promise<string>>();

/** The demo account of the role (norole@example.org has no role claim); signed in once per suite. */
export function tokenFor(role: DemoRole): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = signIn(`${role}@example.org`);
    tokens.set(role, token);
  }
  return token;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * An unsigned token shaped like an emulator token, with chosen claims: the API accepts only
 * emulator tokens whose project, times and subject are right, so this tests those checks.
 */
export function craftToken(claims: Record<string, unknown>): string {
  const now = Math.floor(Date.now() / 1000);
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-abacus';
  const payload = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    // Not earlier than now: the revocation check refuses sign-ins older than the account's
    // tokensValidAfterTime, which on a fresh emulator is a moment ago.
    auth_time: now,
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
}
