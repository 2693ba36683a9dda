import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Queryable } from '../../src/db/database';
import { DEMO_PASSWORD } from '../../src/seed/demo-accounts';
import { AUTH_EMULATOR_ORIGIN } from './environment';
import { DEMO_PROJECT_ID } from 'shared/build/local-site.cjs';

export const DEMO_ROLES = ['superadmin', 'admin', 'staff', 'viewer', 'norole'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

/** A real ID token from the Auth emulator's REST sign-in. */
export async function signIn(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/** Follows a password-set link (an invitation's) as the invitee's browser would, through the emulator's REST API. */
export async function setPasswordWithLink(link: string, password: string): Promise<void> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  if (!oobCode) throw new Error(`No oobCode in ${link}`);
  const response = await fetch(`${AUTH_EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=fake`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ oobCode, newPassword: password }),
  });
  if (!response.ok) throw new Error(`Setting the password failed: ${await response.text()}`);
}

const NEW_ACCOUNT_PASSWORD = 'test-pass-123';

/** A new account with the claims (none: null), signed in. The caller deletes it afterwards. */
export async function signedInNewAccount(auth: Auth, email: string, claims: Record<string, unknown> | null): Promise<{ user: UserRecord; token: string }> {
  const user = await auth.createUser({ email, password: NEW_ACCOUNT_PASSWORD });
  if (claims) await auth.setCustomUserClaims(user.uid, claims);
  return { user, token: await signIn(email, NEW_ACCOUNT_PASSWORD) };
}

/**
 * A staff member of their own with `role`, never a demo account (whose sign-ins other suites share),
 * signed in once; their uid goes into `created`, for the suite to delete from the emulator after.
 */
export async function newStaffMember(
  target: { app: { firebaseAuth: Auth }; db: Queryable },
  email: string,
  role: string,
  created: string[],
): Promise<{ uid: string; email: string; token: string }> {
  const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role });
  created.push(user.uid);
  await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, $3, 'active')", [user.uid, email, role]);
  return { uid: user.uid, email, token };
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
  const projectId = process.env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
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

/** The claims of a token, read without any check. */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

/** The same token with its claims changed and its header and signature part kept. */
export function withClaims(token: string, change: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${encode({ ...tokenClaims(token), ...change })}.${signature ?? ''}`;
}

export const TOKEN_FLAWS = ['expired', 'signature stripped', 'payload edited', 'another project'] as const;
export type TokenFlaw = (typeof TOKEN_FLAWS)[number];

/**
 * A real token of an account, spoilt one way. Emulator tokens are unsigned (alg none), so on the
 * emulator a payload edit is caught only where the Admin SDK's checks reach: the edit here names
 * an account that does not exist (and claims superadmin), and "signature stripped" is a production
 * token's shape (RS256 with a key id) whose signature part is empty.
 */
export function flawedToken(token: string, flaw: TokenFlaw): string {
  const claims = tokenClaims(token);
  const now = Math.floor(Date.now() / 1000);
  switch (flaw) {
    case 'expired':
      return withClaims(token, { iat: now - 7200, exp: now - 3600 });
    case 'signature stripped':
      return `${encode({ alg: 'RS256', kid: 'stripped', typ: 'JWT' })}.${encode(claims)}.`;
    case 'payload edited':
      return withClaims(token, { sub: `${claims.sub}x`, user_id: `${claims.sub}x`, role: 'superadmin' });
    case 'another project':
      return withClaims(token, { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' });
  }
}
