import { generateKeyPairSync, sign } from 'node:crypto';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import type { Registration } from 'shared/domain/registrations/registration';
import { testEngines } from './support/environment';
import { allRegistrations, call, PORTAL_ORIGIN, useTestApp, type Reply } from './support/test-app';
import { craftToken, flawedToken, signedInNewAccount, signIn, tokenClaims, tokenFor } from './support/tokens';

// Hardening around the access rules: headers, CORS, error bodies that give nothing away, the
// production token path (no emulator), revocation with the token cache, and request limits.

const FOREIGN_ORIGIN = 'https://evil.example';

/** A refusal of `status` and its `code`: a plain message, field issues (400), the row as it is (409), nothing that leaks. */
function expectPlainError(reply: Reply, status: number, code: RefusalCode): void {
  expect(reply.status).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(typeof reply.body.message).toBe('string');
  expect(reply.body.code).toBe(code);
  expect(Object.keys(reply.body).filter((key) => !['message', 'issues', 'current', 'code'].includes(key))).toEqual([]);
  const text = JSON.stringify(reply.body);
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|\/src\/|stack/i);
  expect(text).not.toMatch(/\b(SELECT|INSERT|UPDATE|DELETE)\b.*\b(FROM|INTO|SET)\b|relation "|syntax error|violates|constraint/i);
  expect(text).not.toMatch(/superadmin@example\.org|admin@example\.org/);
}

describe.each(testEngines())('security on %s', (engine) => {
  describe('headers, CORS and errors', () => {
    const target = useTestApp(engine, { registrations: 20 });
    let registrations: Registration[];
    beforeAll(async () => {
      registrations = await allRegistrations(target, await tokenFor('superadmin'));
    });

    test.each([
      ['a public answer', '/health', undefined, 200],
      ['a signed-in answer', '/admin/stats', 'viewer', 200],
      ['a refusal', '/admin/stats', undefined, 401],
      ['an unknown call', '/admin/nothing-here', 'viewer', 404],
    ] as const)('%s carries the security headers', async (_label, path, role, status) => {
      const reply = await call(target, 'GET', path, { token: role ? await tokenFor(role) : undefined });
      expect(reply.status).toBe(status);
      expect(reply.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('referrer-policy')).toBe('no-referrer');
      expect(reply.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(reply.headers.get('cache-control')).toBe('no-store');
    });

    describe('CORS', () => {
      test('an allowed portal origin is answered with its origin', async () => {
        const reply = await call(target, 'GET', '/admin/stats', { token: await tokenFor('viewer'), headers: { origin: PORTAL_ORIGIN } });
        expect(reply.status).toBe(200);
        expect(reply.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
        expect(reply.headers.get('vary')).toMatch(/origin/i);
      });

      test('a foreign origin gets no CORS permission, so its page cannot read the answer', async () => {
        const reply = await call(target, 'GET', '/admin/stats', { token: await tokenFor('viewer'), headers: { origin: FOREIGN_ORIGIN } });
        expect(reply.headers.get('access-control-allow-origin')).toBeNull();
        expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
      });

      test('a preflight from the portal may send the token and change data', async () => {
        const reply = await call(target, 'OPTIONS', '/admin/registrations/x/status', {
          headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
        });
        expect(reply.status).toBe(204);
        expect(reply.headers.get('access-control-allow-origin')).toBe(PORTAL_ORIGIN);
        expect(reply.headers.get('access-control-allow-methods')).toMatch(/PUT/);
        expect(reply.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization/);
        expect(reply.headers.get('access-control-max-age')).toBe('7200');
      });

      test('a preflight from the portal may PATCH: renaming a passkey', async () => {
        const reply = await call(target, 'OPTIONS', '/admin/profile/passkeys/x', {
          headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type' },
        });
        expect(reply.status).toBe(204);
        expect(reply.headers.get('access-control-allow-methods')).toMatch(/PATCH/);
      });

      test('a preflight from the portal may send Last-Event-ID, which a reconnecting event stream sends', async () => {
        const reply = await call(target, 'OPTIONS', '/admin/events', {
          headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,last-event-id' },
        });
        expect(reply.status).toBe(204);
        expect(reply.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/last-event-id/);
      });

      test('a preflight from a foreign origin is not allowed', async () => {
        const reply = await call(target, 'OPTIONS', '/admin/registrations/x/status', {
          headers: { origin: FOREIGN_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization' },
        });
        // Without Access-Control-Allow-Origin the browser does not send the real request.
        expect(reply.headers.get('access-control-allow-origin')).toBeNull();
      });
    });

    describe('error answers carry a plain message and its code, and nothing else', () => {
      test('400: invalid parameters', async () => {
        const reply = await call(target, 'GET', '/admin/registrations?limit=abc', { token: await tokenFor('viewer') });
        expectPlainError(reply, 400, 'invalid-request');
        expect(reply.body.issues).toEqual([expect.objectContaining({ path: 'limit' })]);
      });

      test('400: a body that is not JSON', async () => {
        const reply = await call(target, 'PUT', `/admin/registrations/${registrations[0]!.registrationId}/details`, {
          token: await tokenFor('staff'),
          body: '{"name": "Broken',
          headers: { 'content-type': 'application/json' },
        });
        expectPlainError(reply, 400, 'invalid-request');
      });

      test('401 and 403', async () => {
        expectPlainError(await call(target, 'GET', '/admin/settings', { token: 'not-a-jwt' }), 401, 'sign-in-invalid');
        expectPlainError(await call(target, 'GET', '/admin/settings'), 401, 'sign-in-required');
        expectPlainError(await call(target, 'GET', '/admin/settings', { token: await tokenFor('viewer') }), 403, 'permission-denied');
      });

      test('404: unknown call and unknown registration', async () => {
        expectPlainError(await call(target, 'GET', '/admin/registrations/NO-SUCH-ID', { token: await tokenFor('viewer') }), 404, 'registration-not-found');
        expectPlainError(await call(target, 'DELETE', '/admin/stats', { token: await tokenFor('viewer') }), 404, 'no-such-call');
        const unknown = await call(target, 'GET', '/admin/nothing-here?x=1', { token: await tokenFor('viewer') });
        expectPlainError(unknown, 404, 'no-such-call');
        expect(unknown.body.message).toBe('No such call: GET /admin/nothing-here');
      });

      test('409: a change from a stale copy answers the row as the caller may read it', async () => {
        const registration = registrations[1]!;
        const path = `/admin/registrations/${registration.registrationId}/details`;
        const token = await tokenFor('staff');
        expect((await call(target, 'PUT', path, { token, body: { name: `${registration.name} New`, version: registration.version } })).status).toBe(200);
        const reply = await call(target, 'PUT', path, { token, body: { name: `${registration.name} Stale`, version: registration.version } });
        expectPlainError(reply, 409, 'stale-version');
        expect(reply.body.current.registrationId).toBe(registration.registrationId);
      });

      test('413 and 415: too big, and not a type the call takes', async () => {
        const token = await tokenFor('staff');
        const path = `/admin/registrations/${registrations[2]!.registrationId}/details`;
        expectPlainError(await call(target, 'PUT', path, { token, body: { name: 'x'.repeat(20_000) } }), 413, 'request-too-large');
        expectPlainError(
          await call(target, 'PUT', path, { token, body: '<name>x</name>', headers: { 'content-type': 'application/xml' } }),
          415,
          'unsupported-media-type',
        );
      });

      test('500: a failing query answers a general message, never the SQL or the stack', async () => {
        await target.db.query('ALTER TABLE registrations RENAME TO registrations_away');
        try {
          const reply = await call(target, 'GET', `/admin/registrations/${registrations[3]!.registrationId}`, { token: await tokenFor('viewer') });
          expectPlainError(reply, 500, 'server-error');
          expect(reply.body).toEqual({ message: 'Something went wrong on the server. Please try again.', code: 'server-error' });
        } finally {
          await target.db.query('ALTER TABLE registrations_away RENAME TO registrations');
        }
      });
    });

    describe('the production token path (FIREBASE_AUTH_EMULATOR_HOST unset)', () => {
      const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      let emulatorHost: string | undefined;
      beforeEach(() => {
        emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
        delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      });
      afterEach(() => {
        process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
      });

      // Google's keys cannot be fetched here: a signed token is refused either way, 401 (bad
      // signature, unknown key) or 503 (keys unreachable); what matters is that it never passes.
      const expectRefused = (reply: Reply) => {
        expect([401, 503]).toContain(reply.status);
        expect(reply.body).toEqual({ message: expect.any(String), code: reply.status === 401 ? 'sign-in-invalid' : 'sign-in-unavailable' });
      };

      test('an unsigned token shaped as the emulator issues them is refused', async () => {
        // Not one this app has already verified: its answer would come from the token cache, filled
        // while the emulator variable was set (in production it never is).
        const token = craftToken({ ...tokenClaims(await tokenFor('viewer')), iat: Math.floor(Date.now() / 1000) - 5 });
        const reply = await call(target, 'GET', '/admin/stats', { token });
        expect(reply.status).toBe(401);
      });

      test('a token whose signature was stripped is refused', async () => {
        const token = flawedToken(await tokenFor('viewer'), 'signature stripped');
        expectRefused(await call(target, 'GET', '/admin/stats', { token }));
      });

      test("a token signed with a key that is not Google's, or signed and then edited, is refused", async () => {
        const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
        const claims = tokenClaims(craftToken({ sub: 'someone', user_id: 'someone' }));
        const signed = (payload: object) => {
          const unsigned = `${enc({ alg: 'RS256', kid: 'not-googles', typ: 'JWT' })}.${enc(payload)}`;
          return `${unsigned}.${sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url')}`;
        };
        const token = signed(claims);
        expectRefused(await call(target, 'GET', '/admin/stats', { token }));
        const [header, , signature] = token.split('.');
        const edited = `${header}.${enc({ ...claims, sub: 'someone-else', role: 'superadmin' })}.${signature}`;
        expectRefused(await call(target, 'GET', '/admin/stats', { token: edited }));
      });
    });
  });

  describe('revocation with the token cache', () => {
    const target = useTestApp(engine, { registrations: 5, config: { tokenRecheckSeconds: 1 } });
    const created: string[] = [];
    afterAll(async () => {
      for (const uid of created) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
    });

    test('a session revoked in Firebase answers 401 once the recheck time has passed', async () => {
      const { user, token } = await signedInNewAccount(target.app.firebaseAuth, `revoked-${engine}-${Date.now()}@example.org`, { role: 'viewer' });
      created.push(user.uid);
      await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'viewer', 'active')", [user.uid, user.email]);
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      // Revocation has one-second resolution: a token issued in the same second would survive.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await target.app.firebaseAuth.revokeRefreshTokens(user.uid);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expectPlainError(await call(target, 'GET', '/admin/stats', { token }), 401, 'session-ended');
    });
  });

  describe('role changes and removal while the token is trusted from the cache', () => {
    // Long enough that the token is surely not checked with Firebase again during a test.
    const target = useTestApp(engine, { registrations: 5, config: { tokenRecheckSeconds: 300 } });
    const created: string[] = [];
    afterAll(async () => {
      for (const uid of created) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
    });

    /** A staff member invited through the Users tab, signed in and seen by the API (its token now cached). */
    async function invitedStaff(label: string): Promise<{ uid: string; token: string }> {
      const email = `${label}-${engine}-${Date.now()}@example.org`;
      const invited = await call(target, 'POST', '/admin/staff-accounts', { token: await tokenFor('superadmin'), body: { email, role: 'staff' } });
      const uid = invited.body.user.id;
      created.push(uid);
      await target.app.firebaseAuth.updateUser(uid, { password: 'test-pass-123' });
      const token = await signIn(email, 'test-pass-123');
      expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
      return { uid, token };
    }

    test('a demotion in the Users tab counts on the very next request with the cached token', async () => {
      const { uid, token } = await invitedStaff('demoted');
      const [registration] = await allRegistrations(target, token);
      const path = `/admin/registrations/${registration!.registrationId}/details`;
      const body = { name: `${registration!.name} Edited` };
      expect((await call(target, 'PUT', `/admin/staff-accounts/${uid}/role`, { token: await tokenFor('superadmin'), body: { role: 'viewer' } })).status).toBe(
        200,
      );
      expectPlainError(await call(target, 'PUT', path, { token, body }), 403, 'permission-denied');
      expect((await call(target, 'GET', `/admin/registrations/${registration!.registrationId}`, { token })).body).toEqual(registration);
    });

    test('a removal in the Users tab counts on the very next request with the cached token', async () => {
      const { uid, token } = await invitedStaff('removed');
      expect((await call(target, 'DELETE', `/admin/staff-accounts/${uid}`, { token: await tokenFor('superadmin') })).status).toBe(200);
      expectPlainError(await call(target, 'GET', '/admin/stats', { token }), 403, 'account-deactivated');
    });
  });

  describe('request limits', () => {
    const target = useTestApp(engine, { registrations: 5, config: { rateLimit: { requestsPerMinute: 20, authFailuresPerMinute: 5 } } });

    const expectTooMany = (reply: Reply) => {
      expectPlainError(reply, 429, 'too-many-requests');
      expect(reply.body.message).toMatch(/Too many requests/);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    };

    // One test: the second part throttles this address's failing requests, which would spoil any test after it.
    test('each account has its own request budget; past the refused-token budget only failing requests are throttled', async () => {
      const viewer = await tokenFor('viewer');
      for (let i = 0; i < 20; i += 1) expect((await call(target, 'GET', '/admin/stats', { token: viewer })).status).toBe(200);
      expectTooMany(await call(target, 'GET', '/admin/stats', { token: viewer }));
      // Counted per account, not per address: another account from the same address goes on.
      expect((await call(target, 'GET', '/admin/stats', { token: await tokenFor('staff') })).status).toBe(200);

      for (let i = 0; i < 5; i += 1) expect((await call(target, 'GET', '/admin/stats', { token: `guess-${i}` })).status).toBe(401);
      expectTooMany(await call(target, 'GET', '/admin/stats', { token: 'guess-again' }));
      expectTooMany(await call(target, 'GET', '/admin/stats'));
      expectTooMany(await call(target, 'GET', '/admin/stats', { token: flawedToken(await tokenFor('admin'), 'expired') }));
      // Only the failing requests are throttled: a colleague's valid token from the same address
      // goes on, and the health check is never limited.
      expect((await call(target, 'GET', '/admin/stats', { token: await tokenFor('admin') })).status).toBe(200);
      expect((await call(target, 'GET', '/admin/stats', { token: await tokenFor('superadmin') })).status).toBe(200);
      for (let i = 0; i < 30; i += 1) expect((await call(target, 'GET', '/health')).status).toBe(200);
      expectTooMany(await call(target, 'GET', '/admin/stats', { token: 'guess-once-more' }));
    });
  });
});
