import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import { SoftwarePasskey } from 'tooling/software-authenticator';
import { ApiClient } from './api-client';
import type { HttpCase } from './http-cases';

// The second factor's cost (issue 58): the same light call by a session that passed its passkey check
// while the organisation requires one (orgWide2FA on), against that call with the switch off; and the
// passkey check itself (the API verifying a real ES256 signature, and its single-use challenge).

/** Passkey checks timed one after another (a smoke run: 20). */
export const PASSKEY_CHECKS = 200;

export interface SecondFactorFigures {
  /** The call's p95 with the switch off, and on (the session having passed its second factor), ms. */
  checkedOffP95Ms: number;
  checkedOnP95Ms: number;
  verifications: number;
  /** POST /admin/profile/second-factor, each with a fresh challenge, ms. */
  verifyP50Ms: number;
  verifyP95Ms: number;
}

/** The two timed cases, off then on. */
export const SECOND_FACTOR_CASE_NAMES = ['stats, orgWide2FA off', 'stats, orgWide2FA on, second factor passed'] as const;

/** A call every screen makes (the signed-in person's profile reads their session's state in the same statement). */
const CHECKED_CALL = '/admin/stats';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

interface Signed {
  client: ApiClient;
  passkey: SoftwarePasskey;
  id: string;
}

/** A new sign-in of `email` (a session of its own) with a passkey added to the account. */
async function withPasskey(baseUrl: string, email: string, origin: string): Promise<Signed> {
  const client = new ApiClient(baseUrl, email);
  const passkey = new SoftwarePasskey(origin);
  const options = await client.json('/admin/profile/passkeys/options', { method: 'POST' });
  const added = await client.json<Passkey>('/admin/profile/passkeys', { method: 'POST', body: { response: passkey.register(options), name: 'Bench key' } });
  return { client, passkey, id: added.id };
}

/** The session passes its second factor: the time of the verifying call alone, ms. */
async function passSecondFactor({ client, passkey }: Signed): Promise<number> {
  const options = await client.json('/admin/profile/second-factor/options', { method: 'POST' });
  const response = passkey.authenticate(options);
  const started = performance.now();
  await client.text('/admin/profile/second-factor', { method: 'POST', body: { response } });
  return performance.now() - started;
}

const setSwitch = (client: ApiClient, enabled: boolean) => client.text('/admin/feature-flags/orgWide2FA', { method: 'PUT', body: { enabled } });

export async function measureSecondFactor(
  baseUrl: string,
  portalOrigin: string,
  verifications: number,
  runCase: (client: ApiClient, spec: HttpCase) => Promise<{ p95: number }>,
): Promise<SecondFactorFigures> {
  const spec = (name: string): HttpCase => ({ name, kind: 'second-factor', connections: 1, next: () => ({ method: 'GET', path: CHECKED_CALL }) });
  // The superadmin turns the switch on (only from a session that passed its own passkey); the admin measures.
  const superadmin = await withPasskey(baseUrl, 'superadmin@example.org', portalOrigin);
  const admin = await withPasskey(baseUrl, 'admin@example.org', portalOrigin);
  await passSecondFactor(superadmin);
  try {
    const [offName, onName] = SECOND_FACTOR_CASE_NAMES;
    const off = await runCase(admin.client, spec(offName));
    const timings: number[] = [];
    for (let i = 0; i < verifications; i++) timings.push(await passSecondFactor(admin));
    await setSwitch(superadmin.client, true);
    const on = await runCase(admin.client, spec(onName));
    timings.sort((a, b) => a - b);
    return {
      checkedOffP95Ms: off.p95,
      checkedOnP95Ms: on.p95,
      verifications,
      verifyP50Ms: percentile(timings, 50),
      verifyP95Ms: percentile(timings, 95),
    };
  } finally {
    // The parts after this one run as before: the switch off and no passkey (a passkey makes money actions ask for one).
    await passSecondFactor(superadmin);
    await setSwitch(superadmin.client, false);
    await passSecondFactor(admin);
    for (const person of [admin, superadmin]) await person.client.text(`/admin/profile/passkeys/${person.id}`, { method: 'DELETE' });
  }
}
