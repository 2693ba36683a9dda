// Calls to the real API with real emulator tokens, for arranging and checking what the browser shows.
import { idToken, postToEmulator } from 'tooling/emulator-sign-in';
import { DEMO_PROJECT_ID } from '../../shared/build/local-site.cjs';
import { DEFAULT_PREFERENCES } from '../../shared/src/platform/settings/preferences';
import { IMPORT_COLUMNS } from '../../shared/src/domain/imports/registration-import';
import { apiUrl } from './browser';

export const PROJECT_ID = DEMO_PROJECT_ID;

/** A POST to the Auth emulator's REST API; `admin` acts as the project owner. */
export async function emulator(path: string, body: unknown, admin = false): Promise<any> {
  const res = await postToEmulator(path, body, admin ? { authorization: 'Bearer owner' } : {});
  const answer = await res.json();
  if (!res.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Accounts a test made go again: the emulator is shared by every run on the machine. */
export async function deleteAccounts(localIds: string[]): Promise<void> {
  for (const localId of localIds) {
    await emulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:delete`, { localId }, true).catch(() => {});
  }
}

/** The uids of the accounts a suite creates, deleted after the suite (see deleteAccounts). */
export function useThrowawayAccounts(): string[] {
  const uids: string[] = [];
  afterAll(() => deleteAccounts(uids));
  return uids;
}

/** The demo accounts with a role, whose saved preferences the browser tests change. */
const DEMO_STAFF = ['superadmin@example.org', 'admin@example.org', 'staff@example.org', 'viewer@example.org'];

/**
 * Gives every demo account the default theme again when a file left another saved: the top bar's
 * toggle saves the choice, so a file would otherwise start in whatever theme the last one ended.
 */
export async function resetSavedThemes(): Promise<void> {
  for (const email of DEMO_STAFF) {
    const token = await idToken(email);
    const preferences = (await api(token, 'GET', '/admin/profile/preferences')).body;
    if (preferences.theme === DEFAULT_PREFERENCES.theme) continue;
    const reply = await api(token, 'PUT', '/admin/profile/preferences', { ...preferences, theme: DEFAULT_PREFERENCES.theme });
    if (reply.status !== 200) throw new Error(`Resetting the theme of ${email} answered ${reply.status}`);
  }
}

// Tests look into answers of many shapes; each assertion says what it expects.
export async function api(token: string, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * A call that must succeed, as `email`, to the test portal's API or to the API instance at
 * `baseUrl`; answers its JSON and throws with the answer on anything but 2xx.
 */
export async function apiOk<T>(
  method: string,
  path: string,
  { body, email = 'admin@example.org', baseUrl }: { body?: unknown; email?: string; baseUrl?: string } = {},
): Promise<T> {
  const response = await fetch(baseUrl ? `${baseUrl}${path}` : apiUrl(path), {
    method,
    headers: { authorization: `Bearer ${await idToken(email)}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `run` with the account's theme preference at `theme`, put back as it was after. */
export async function withThemePreference(email: string, theme: 'light' | 'dark', run: () => Promise<void>): Promise<void> {
  const token = await idToken(email);
  const preferences = (await api(token, 'GET', '/admin/profile/preferences')).body;
  expect((await api(token, 'PUT', '/admin/profile/preferences', { ...preferences, theme })).status).toBe(200);
  try {
    await run();
  } finally {
    expect((await api(token, 'PUT', '/admin/profile/preferences', preferences)).status).toBe(200);
  }
}

/**
 * A fresh staff account with `password` (accounts come only from invitations, made here by the demo
 * superadmin), its uid kept in `created` (useThrowawayAccounts) to go after the suite. Answers its e-mail.
 */
export async function newStaffAccount(created: string[], { name, role, password }: { name: string; role: string; password: string }): Promise<string> {
  const email = `e2e-${name}-${Date.now()}@example.org`;
  const invited = await api(await idToken('superadmin@example.org'), 'POST', '/admin/staff-accounts', { email, role });
  if (invited.status !== 201) throw new Error(`Inviting ${email} answered ${invited.status}: ${JSON.stringify(invited.body)}`);
  created.push(invited.body.user.id);
  await emulator(`/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`, { localId: invited.body.user.id, password }, true);
  return email;
}

/**
 * A registration of this test's own, imported as the superadmin: active, its offline payment as
 * `paymentStatus` gives it. Rows the seed made are shared with other files running at the same
 * time, which may change them under a test.
 */
export async function importRegistration(tag: string, paymentStatus: string): Promise<{ registrationId: string; paymentId: string }> {
  const stamp = `${Date.now() % 100_000_000}`.padStart(8, '0');
  const row: Record<string, string> = {
    registrationId: `REG-${tag}-${stamp}`,
    name: `Imported Child ${tag}`,
    gender: 'female',
    contactNumber: `95${stamp}`,
    school: 'Imported School',
    std: '4th',
    cadre: 'Primary Level',
    levelEnrolled: 'LEVEL 2',
    centerCode: 'DLH01',
    paymentId: `PAY-${tag}-${stamp}`,
    paymentMode: 'offline',
    paymentAmount: '300',
    paymentStatus,
  };
  const csv = `${IMPORT_COLUMNS.join(',')}\n${IMPORT_COLUMNS.map((column) => row[column] ?? '').join(',')}\n`;
  await apiOk('POST', '/admin/imports', { email: 'superadmin@example.org', body: { csv } });
  return { registrationId: row.registrationId!, paymentId: row.paymentId! };
}

/** A registration whose offline payment is still pending at the gateway (the demo data has none; the payment lookup still confirms one). */
export function importOfflineAtGateway(tag: string): Promise<{ registrationId: string; paymentId: string }> {
  return importRegistration(`GW-${tag}`, 'pending_payment_gateway');
}
