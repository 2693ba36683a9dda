import type { UserRecord } from 'firebase-admin/auth';
import type { Permission } from 'shared/domain/permissions';
import type { Registration } from 'shared/domain/registration';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp, type TestApp } from './support/test-app';
import { craftToken, DEMO_ROLES, signIn, tokenFor, type DemoRole } from './support/tokens';

// Every call x every role, without a token and with a garbage one: the right status every time,
// and a refused call changes nothing.

interface EndpointCase {
  name: string;
  permission: Exclude<Permission, 'settings'>;
  /** Registrations this call can be made on successfully by a permitted role. */
  fits?: (registration: Registration) => boolean;
  request: (registration: Registration) => { method: 'GET' | 'PUT' | 'POST'; path: string; body?: unknown };
}

const ENDPOINTS: EndpointCase[] = [
  { name: 'GET /admin/registrations', permission: 'read', request: () => ({ method: 'GET', path: '/admin/registrations' }) },
  { name: 'GET /admin/registrations?…', permission: 'read', request: () => ({ method: 'GET', path: '/admin/registrations?status=active&sort=name&limit=5' }) },
  { name: 'GET /admin/registrations/{id}', permission: 'read', request: (r) => ({ method: 'GET', path: `/admin/registrations/${r.registrationId}` }) },
  {
    name: 'GET /admin/find-by-merchant-transaction-id',
    permission: 'read',
    fits: (r) => r.merchantTransactionId !== undefined,
    request: (r) => ({ method: 'GET', path: `/admin/find-by-merchant-transaction-id?merchantTransactionId=${r.merchantTransactionId}` }),
  },
  { name: 'GET /admin/find-by-payment-id', permission: 'read', request: (r) => ({ method: 'GET', path: `/admin/find-by-payment-id?paymentId=${r.payment.paymentId}` }) },
  { name: 'GET /admin/stats', permission: 'read', request: () => ({ method: 'GET', path: '/admin/stats' }) },
  { name: 'GET /admin/activity', permission: 'read', request: () => ({ method: 'GET', path: '/admin/activity?limit=5' }) },
  { name: 'GET /admin/registrations/export', permission: 'read', request: () => ({ method: 'GET', path: '/admin/registrations/export?status=disqualified' }) },
  { name: 'GET /admin/registrations/duplicates', permission: 'read', request: () => ({ method: 'GET', path: '/admin/registrations/duplicates?limit=5' }) },
  { name: 'GET /admin/registrations/{id}/history', permission: 'read', request: (r) => ({ method: 'GET', path: `/admin/registrations/${r.registrationId}/history` }) },
  { name: 'GET /admin/payments/awaiting-confirmation', permission: 'read', request: () => ({ method: 'GET', path: '/admin/payments/awaiting-confirmation?limit=5' }) },
  { name: 'GET /admin/dashboard/trends', permission: 'read', request: () => ({ method: 'GET', path: '/admin/dashboard/trends' }) },
  { name: 'GET /admin/audit', permission: 'read', request: () => ({ method: 'GET', path: '/admin/audit?limit=5' }) },
  { name: 'GET /admin/profile', permission: 'read', request: () => ({ method: 'GET', path: '/admin/profile' }) },
  {
    name: 'POST /admin/registrations/bulk (confirm payment)',
    permission: 'write',
    fits: (r) => r.payment.status === 'pending',
    request: (r) => ({ method: 'POST', path: '/admin/registrations/bulk', body: { action: 'confirmPayment', registrationIds: [r.registrationId] } }),
  },
  {
    name: 'POST /admin/registrations/bulk (mark duplicate)',
    permission: 'admin',
    fits: (r) => r.status === 'active',
    request: (r) => ({ method: 'POST', path: '/admin/registrations/bulk', body: { action: 'markDuplicate', registrationIds: [r.registrationId] } }),
  },
  {
    name: 'PUT /admin/register/{id} (confirm payment)',
    permission: 'write',
    fits: (r) => r.payment.status === 'pending',
    request: (r) => ({ method: 'PUT', path: `/admin/register/${r.registrationId}`, body: { payment: { status: 'success', mode: 'offline' }, adminNote: 'Verified and confirmed by admin' } }),
  },
  {
    name: 'PUT /admin/register/{id} (clear status)',
    permission: 'admin',
    fits: (r) => r.status !== 'active',
    request: (r) => ({ method: 'PUT', path: `/admin/register/${r.registrationId}`, body: { status: 'active', adminNote: 'Status cleared by admin.' } }),
  },
  {
    name: 'PUT /admin/registrations/{id}/status (duplicate)',
    permission: 'admin',
    fits: (r) => r.status === 'active',
    request: (r) => ({ method: 'PUT', path: `/admin/registrations/${r.registrationId}/status`, body: { status: 'duplicate' } }),
  },
  {
    name: 'PUT /admin/registrations/{id}/status (disqualify)',
    permission: 'admin',
    fits: (r) => r.status === 'active',
    request: (r) => ({ method: 'PUT', path: `/admin/registrations/${r.registrationId}/status`, body: { status: 'disqualified', note: 'Age proof does not match the class.' } }),
  },
  {
    name: 'PUT /admin/registrations/{id}/details',
    permission: 'write',
    request: (r) => ({ method: 'PUT', path: `/admin/registrations/${r.registrationId}/details`, body: { name: `${r.name} Edited` } }),
  },
];

type Caller = DemoRole | 'no token' | 'garbage token';
const CALLERS: Caller[] = [...DEMO_ROLES, 'no token', 'garbage token'];

/** The permission table of product decisions, written out here rather than read from the code under test. */
const ALLOWED_ROLES: Record<Exclude<Permission, 'settings'>, DemoRole[]> = {
  read: ['superadmin', 'admin', 'staff', 'viewer'],
  write: ['superadmin', 'admin', 'staff'],
  admin: ['superadmin', 'admin'],
};

function expectedStatus(caller: Caller, permission: Exclude<Permission, 'settings'>): number {
  if (caller === 'no token' || caller === 'garbage token') return 401;
  return ALLOWED_ROLES[permission].includes(caller) ? 200 : 403;
}

async function changeEntries(target: TestApp, registrationId: string): Promise<number> {
  const [row] = await target.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM audit_log WHERE registration_id = $1 AND action <> 'registration.created'",
    [registrationId],
  );
  return row!.count;
}

describe.each(testEngines())('access on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 400 });
  let superadminToken: string;
  let registrations: Registration[];
  const used = new Set<string>();

  beforeAll(async () => {
    superadminToken = await tokenFor('superadmin');
    registrations = await allRegistrations(target, superadminToken);
  });

  /** A registration no other test of this suite has touched, fitting the call. */
  function freshRegistration(fits: (r: Registration) => boolean = () => true): Registration {
    const registration = registrations.find((r) => !used.has(r.registrationId) && fits(r));
    if (!registration) throw new Error('The seeded data has no registration left for this case');
    used.add(registration.registrationId);
    return registration;
  }

  async function tokenOf(caller: Caller): Promise<string | undefined> {
    if (caller === 'no token') return undefined;
    if (caller === 'garbage token') return 'not-a-jwt';
    return tokenFor(caller);
  }

  test('GET /health answers without a token', async () => {
    const reply = await call(target, 'GET', '/health');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ status: 'ok' });
  });

  describe.each(ENDPOINTS)('$name', (endpoint) => {
    test.each(CALLERS)('as %s', async (caller) => {
      const registration = freshRegistration(endpoint.fits);
      const { method, path, body } = endpoint.request(registration);
      const expected = expectedStatus(caller, endpoint.permission);
      const reply = await call(target, method, path, { token: await tokenOf(caller), body });

      expect(reply.status).toBe(expected);
      if (expected !== 200) {
        expect(reply.body).toEqual({ message: expect.any(String) });
        const unchanged = await call(target, 'GET', `/admin/registrations/${registration.registrationId}`, { token: superadminToken });
        expect(unchanged.body).toEqual(registration);
        expect(await changeEntries(target, registration.registrationId)).toBe(0);
      } else if (method === 'PUT') {
        expect(reply.body.registrationId).toBe(registration.registrationId);
        expect(reply.body.version).toBe(registration.version + 1);
        expect(await changeEntries(target, registration.registrationId)).toBe(1);
      } else if (method === 'POST') {
        expect(reply.body).toMatchObject({ updated: 1, skipped: 0 });
        expect(await changeEntries(target, registration.registrationId)).toBe(1);
      }
    });
  });

  test.each([
    ['another scheme', 'Basic YWRtaW46cGFzcw=='],
    ['Bearer without a token', 'Bearer'],
    ['two tokens', 'Bearer a b'],
  ])('a malformed Authorization header (%s) answers 401', async (_label, header) => {
    const reply = await call(target, 'GET', '/admin/stats', { headers: { authorization: header } });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: expect.any(String) });
  });

  describe('token checks', () => {
    let viewerUid: string;
    beforeAll(async () => {
      viewerUid = (await target.app.firebaseAuth.getUserByEmail('viewer@example.org')).uid;
    });
    const claimsOf = (uid: string) => ({ sub: uid, user_id: uid, email: 'viewer@example.org', firebase: { sign_in_provider: 'password', identities: {} } });

    test('a well-formed token for the project is accepted (so the refusals below are about the flaw)', async () => {
      const reply = await call(target, 'GET', '/admin/stats', { token: craftToken(claimsOf(viewerUid)) });
      expect(reply.status).toBe(200);
    });

    test('an expired token answers 401', async () => {
      const now = Math.floor(Date.now() / 1000);
      const token = craftToken({ ...claimsOf(viewerUid), iat: now - 7200, exp: now - 3600 });
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(401);
    });

    test('a token of another Firebase project answers 401', async () => {
      const token = craftToken({ ...claimsOf(viewerUid), aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' });
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(401);
    });

    test('a token for an account that does not exist answers 401', async () => {
      const token = craftToken(claimsOf('no-such-uid'));
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(401);
    });
  });

  describe('accounts', () => {
    const created: UserRecord[] = [];
    async function newAccount(claims: Record<string, unknown> | null): Promise<{ user: UserRecord; token: string }> {
      const email = `test-${engine}-${Date.now()}-${created.length}@example.org`;
      const user = await target.app.firebaseAuth.createUser({ email, password: 'test-pass-123' });
      created.push(user);
      if (claims) await target.app.firebaseAuth.setCustomUserClaims(user.uid, claims);
      return { user, token: await signIn(email, 'test-pass-123') };
    }
    async function staffRow(uid: string) {
      const [row] = await target.db.query<{ role: string; status: string; last_active_at: Date | null }>(
        'SELECT role, status, last_active_at FROM staff_accounts WHERE uid = $1',
        [uid],
      );
      return row;
    }
    afterAll(async () => {
      for (const user of created) await target.app.firebaseAuth.deleteUser(user.uid);
    });

    test('a role change on the server counts on the next request', async () => {
      const token = await tokenFor('admin');
      const registration = freshRegistration((r) => r.status === 'active');
      const path = `/admin/registrations/${registration.registrationId}/status`;
      await target.db.query("UPDATE staff_accounts SET role = 'viewer' WHERE email = 'admin@example.org'");
      try {
        expect((await call(target, 'PUT', path, { token, body: { status: 'duplicate' } })).status).toBe(403);
        expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      } finally {
        await target.db.query("UPDATE staff_accounts SET role = 'admin' WHERE email = 'admin@example.org'");
      }
      expect((await call(target, 'PUT', path, { token, body: { status: 'duplicate' } })).status).toBe(200);
    });

    test('a deactivated account is refused on the next request', async () => {
      const token = await tokenFor('staff');
      await target.db.query("UPDATE staff_accounts SET status = 'inactive' WHERE email = 'staff@example.org'");
      try {
        const reply = await call(target, 'GET', '/admin/stats', { token });
        expect(reply.status).toBe(403);
        expect(reply.body.message).toMatch(/deactivated/);
      } finally {
        await target.db.query("UPDATE staff_accounts SET status = 'active' WHERE email = 'staff@example.org'");
      }
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
    });

    test("a first-time account gets a row from its role claim, and from then on the row decides", async () => {
      const { user, token } = await newAccount({ role: 'staff' });
      expect(await staffRow(user.uid)).toBeUndefined();
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      expect(await staffRow(user.uid)).toMatchObject({ role: 'staff', status: 'active', last_active_at: expect.any(Date) });

      // The claim now says admin, but the server's record still says staff.
      await target.app.firebaseAuth.setCustomUserClaims(user.uid, { role: 'admin' });
      const promotedToken = await signIn(user.email!, 'test-pass-123');
      const registration = freshRegistration((r) => r.status === 'active');
      const reply = await call(target, 'PUT', `/admin/registrations/${registration.registrationId}/status`, {
        token: promotedToken, body: { status: 'duplicate' },
      });
      expect(reply.status).toBe(403);
    });

    test("a first-time account without a role claim is a 'user' and may not read", async () => {
      const { user, token } = await newAccount(null);
      expect((await call(target, 'GET', '/admin/registrations?limit=1', { token })).status).toBe(403);
      expect(await staffRow(user.uid)).toMatchObject({ role: 'user' });
    });

    test('an unknown role claim is treated as user', async () => {
      const { token } = await newAccount({ role: 'owner' });
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(403);
    });

    test('an invited account becomes active on first use', async () => {
      const { user, token } = await newAccount(null);
      await target.db.query(
        "INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'viewer', 'invited')",
        [user.uid, user.email],
      );
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      expect(await staffRow(user.uid)).toMatchObject({ role: 'viewer', status: 'active' });
    });

    test('a revoked session answers 401 at once', async () => {
      const { user, token } = await newAccount({ role: 'viewer' });
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      // Revocation has one-second resolution: a token issued in the same second would survive.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await target.app.firebaseAuth.revokeRefreshTokens(user.uid);
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(401);
    });
  });
});
