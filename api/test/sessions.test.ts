import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SESSION_ENDED_CODE } from 'shared/domain/auth/session-ended';
import type { SignedInSession } from 'shared/domain/auth/sessions-answers';
import { buildApp } from '../src/app';
import { testEngines } from './support/environment';
import { call, useTestApp, type Reply } from './support/test-app';
import { newStaffMember, signIn, tokenClaims, tokenFor } from './support/tokens';
import { until } from './support/until';

// Sessions (Profile > Security): one per sign-in (the token's uid and auth_time), listed, ended one
// by one, all but this one, or every one by a superadmin; an ended session's next call answers 401
// `session-ended`, on a second instance of the same database too.

const PASSWORD = 'test-pass-123';
const LAPTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe.each(testEngines())('sessions on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 5 });
  const createdUids: string[] = [];
  let counter = 0;

  afterAll(async () => {
    for (const uid of createdUids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });

  /** A staff member of their own (never a demo account, whose sign-ins other suites share), signed in once. */
  const newStaff = () => newStaffMember(target, `sessions-${engine}-${process.pid}-${Date.now()}-${(counter += 1)}@example.org`, 'staff', createdUids);

  /** Another sign-in of the same person: a later auth_time (whole seconds) makes it another session. */
  async function signInAgain(email: string, after: string): Promise<string> {
    const since = tokenClaims(after).auth_time as number;
    await until(() => Math.floor(Date.now() / 1000) > since, 'the next second');
    return signIn(email, PASSWORD);
  }

  /** A new person signed in twice, each sign-in used once: on a laptop, then on a phone. */
  async function onTwoDevices() {
    const person = await newStaff();
    expect((await as(person.token, 'GET', '/admin/stats')).status).toBe(200);
    const phone = await signInAgain(person.email, person.token);
    expect((await as(phone, 'GET', '/admin/stats', PHONE)).status).toBe(200);
    return { person, laptop: person.token, phone };
  }

  const as = (token: string, method: string, path: string, userAgent = LAPTOP) => call(target, method, path, { token, headers: { 'user-agent': userAgent } });
  const sessionsOf = async (token: string): Promise<SignedInSession[]> => {
    const reply = await as(token, 'GET', '/admin/profile/sessions');
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const expectEnded = (reply: Reply) => {
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ message: expect.stringMatching(/signed out on another device/), code: SESSION_ENDED_CODE });
  };
  const auditOf = (uid: string, action: string) =>
    target.db.query<{ actor_uid: string; before: unknown; after: unknown }>(
      "SELECT actor_uid, before, after FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1 AND action = $2 ORDER BY id",
      [uid, action],
    );

  test('two sign-ins of one person are two sessions, each listed with its device and marked where it is the current one', async () => {
    const { laptop, phone } = await onTwoDevices();
    // A token refreshed from a sign-in keeps its auth_time: it is the same session.
    expect((await as(laptop, 'GET', '/admin/profile')).status).toBe(200);

    const fromLaptop = await sessionsOf(laptop);
    expect(fromLaptop).toHaveLength(2);
    expect(fromLaptop.map(({ device, current }) => ({ device, current })).sort((a, b) => a.device.localeCompare(b.device))).toEqual([
      { device: 'Chrome on Windows', current: true },
      { device: 'Safari on iPhone', current: false },
    ]);
    for (const session of fromLaptop) {
      expect(Date.parse(session.signedInAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
    }
    const signedInAt = (token: string) => new Date((tokenClaims(token).auth_time as number) * 1000).toISOString();
    expect(fromLaptop.find((s) => s.current)!.signedInAt).toBe(signedInAt(laptop));
    const fromPhone = await sessionsOf(phone);
    expect(fromPhone.find((s) => s.current)!.id).toBe(fromLaptop.find((s) => !s.current)!.id);
    expect(fromPhone.find((s) => s.current)!.signedInAt).toBe(signedInAt(phone));
  });

  test("ending the other session: its next call answers 401 session-ended while this one works; audited; someone else's session cannot be ended", async () => {
    const { person, laptop, phone } = await onTwoDevices();
    const other = (await sessionsOf(laptop)).find((s) => !s.current)!;

    // Another person cannot end it, nor learn that it exists.
    const stranger = await newStaff();
    expect((await as(stranger.token, 'DELETE', `/admin/profile/sessions/${other.id}`)).status).toBe(404);
    expect((await as(phone, 'GET', '/admin/stats', PHONE)).status).toBe(200);

    expect((await as(laptop, 'DELETE', `/admin/profile/sessions/${other.id}`)).status).toBe(204);
    expectEnded(await as(phone, 'GET', '/admin/stats', PHONE));
    expectEnded(await as(phone, 'GET', '/admin/profile/sessions', PHONE));
    expect((await as(laptop, 'GET', '/admin/stats')).status).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
    expect((await as(laptop, 'DELETE', `/admin/profile/sessions/${other.id}`)).status).toBe(404);
    expect(await auditOf(person.uid, 'profile.session_ended')).toEqual([
      { actor_uid: person.uid, before: { session: other.id, device: 'Safari on iPhone', signedInAt: other.signedInAt }, after: { ended: true } },
    ]);

    // A new sign-in on the phone is a new session.
    const again = await signInAgain(person.email, phone);
    expect((await as(again, 'GET', '/admin/stats', PHONE)).status).toBe(200);
    expect(await sessionsOf(laptop)).toHaveLength(2);
  });

  test('ending all but this one', async () => {
    const { person, laptop: first, phone: second } = await onTwoDevices();
    const third = await signInAgain(person.email, second);
    expect((await as(third, 'GET', '/admin/stats')).status).toBe(200);

    const reply = await as(second, 'POST', '/admin/profile/sessions/revoke-others');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ended: 2 });
    expectEnded(await as(first, 'GET', '/admin/stats'));
    expectEnded(await as(third, 'GET', '/admin/stats'));
    expect((await as(second, 'GET', '/admin/stats', PHONE)).status).toBe(200);
    expect((await sessionsOf(second)).map((s) => s.device)).toEqual(['Safari on iPhone']);
    // Nothing left to end: nothing written.
    expect((await as(second, 'POST', '/admin/profile/sessions/revoke-others')).body).toEqual({ ended: 0 });
    expect(await auditOf(person.uid, 'profile.other_sessions_ended')).toEqual([{ actor_uid: person.uid, before: {}, after: { ended: 2 } }]);
  });

  test("a superadmin's Sign out everywhere ends every session of the person, a sign-in not used yet included; not their own", async () => {
    const person = await newStaff();
    expect((await as(person.token, 'GET', '/admin/stats')).status).toBe(200);
    const unused = await signInAgain(person.email, person.token);
    await until(() => Math.floor(Date.now() / 1000) > (tokenClaims(unused).auth_time as number), 'the next second');
    const superadmin = await tokenFor('superadmin');

    const reply = await as(superadmin, 'DELETE', `/admin/staff-accounts/${person.uid}/sessions`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ ended: 1 });
    expectEnded(await as(person.token, 'GET', '/admin/stats'));
    // Never seen by the API: Firebase's revocation of the account's sign-ins refuses it.
    expectEnded(await as(unused, 'GET', '/admin/stats'));
    const [audit] = await auditOf(person.uid, 'staff.signed_out_everywhere');
    expect(audit).toEqual({ actor_uid: (await target.app.firebaseAuth.getUserByEmail('superadmin@example.org')).uid, before: {}, after: { ended: 1 } });
    // Signing in again works.
    expect((await as(await signIn(person.email, PASSWORD), 'GET', '/admin/stats')).status).toBe(200);

    const ownUid = tokenClaims(superadmin).sub as string;
    expect((await as(superadmin, 'DELETE', `/admin/staff-accounts/${ownUid}/sessions`)).status).toBe(409);
    expect((await as(superadmin, 'DELETE', '/admin/staff-accounts/nobody-by-this-uid/sessions')).status).toBe(404);
    expect((await as(person.token, 'GET', '/admin/profile/sessions')).status).toBe(401);
  });

  test('a call refused for its permission starts no session', async () => {
    const person = await newStaff();
    expect((await as(person.token, 'GET', '/admin/settings')).status).toBe(403);
    expect(await target.db.query('SELECT id FROM staff_sessions WHERE uid = $1', [person.uid])).toEqual([]);
  });

  if (engine === 'postgres') {
    describe('a second instance on the same database', () => {
      let second: { app: FastifyInstance; baseUrl: string };
      beforeAll(async () => {
        const app = await buildApp({ ...target.app.config, port: 0, demoData: null });
        await app.listen({ host: '127.0.0.1', port: 0 });
        second = { app, baseUrl: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
      }, 180_000);
      afterAll(() => second?.app.close());

      test('refuses a session ended through the first within 5 seconds, its token verified and cached before', async () => {
        const person = await newStaff();
        const laptop = person.token;
        expect((await as(laptop, 'GET', '/admin/stats')).status).toBe(200);
        const phone = await signInAgain(person.email, laptop);
        // The phone works through the second instance, which has its token verified and cached.
        expect((await call(second, 'GET', '/admin/stats', { token: phone })).status).toBe(200);
        const other = (await sessionsOf(laptop)).find((s) => !s.current)!;

        expect((await as(laptop, 'DELETE', `/admin/profile/sessions/${other.id}`)).status).toBe(204);
        const endedAt = Date.now();
        let refused: Reply | null = null;
        await until(
          async () => {
            const reply = await call(second, 'GET', '/admin/stats', { token: phone });
            if (reply.status === 200) return false;
            refused = reply;
            return true;
          },
          'the second instance to refuse the ended session',
          5_000,
        );
        expect(Date.now() - endedAt).toBeLessThan(5_000);
        expectEnded(refused!);
        expect((await call(second, 'GET', '/admin/stats', { token: laptop })).status).toBe(200);
      });
    });
  }
});
