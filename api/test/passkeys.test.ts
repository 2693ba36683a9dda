import { SoftwarePasskey, strangerKey, type Answer } from 'tooling/software-authenticator';
import { SECOND_FACTOR_REQUIRED_CODE, STEP_UP_REQUIRED_CODE } from 'shared/domain/auth/passkeys';
import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import type { RefusalCode } from 'shared/domain/common/refusal-codes';
import { testEngines } from './support/environment';
import { call, PORTAL_ORIGIN, useTestApp, type Reply } from './support/test-app';
import { newStaffMember, signIn, tokenClaims } from './support/tokens';
import { queryOutbox } from './support/outbox';
import { until } from './support/until';

// Passkeys and a session's second factor, against a software authenticator with real ES256
// signatures (tooling/src/software-authenticator.ts): registration, authentication, and what must be
// refused: a replayed challenge, an expired one, another session's, a signature by another key,
// another person's passkey, an answer without user verification or from another origin.

describe.each(testEngines())('passkeys on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 5 });
  const createdUids: string[] = [];
  let counter = 0;

  afterAll(async () => {
    for (const uid of createdUids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });

  /** A staff member of their own (passkeys would change what the shared demo accounts must do), signed in once. */
  const newStaff = () => newStaffMember(target, `passkeys-${engine}-${process.pid}-${Date.now()}-${(counter += 1)}@example.org`, 'admin', createdUids);

  /** Another sign-in of the person: a later auth_time (whole seconds) makes it another session. */
  async function signInAgain(person: { email: string; token: string }): Promise<string> {
    const since = tokenClaims(person.token).auth_time as number;
    await until(() => Math.floor(Date.now() / 1000) > since, 'the next second');
    return signIn(person.email, 'test-pass-123');
  }

  const as = (token: string, method: string, path: string, body?: unknown) => call(target, method, path, { token, body });

  async function registered(
    token: string,
    passkey = new SoftwarePasskey(PORTAL_ORIGIN),
    name = 'Laptop',
  ): Promise<{ passkey: SoftwarePasskey; added: Passkey }> {
    const options = await as(token, 'POST', '/admin/profile/passkeys/options');
    expect(options.status).toBe(200);
    const reply = await as(token, 'POST', '/admin/profile/passkeys', { response: passkey.register(options.body), name });
    expect(reply.status).toBe(201);
    return { passkey, added: reply.body };
  }

  /** The second factor's options, then the passkey's answer to them (as `answer` says). */
  async function confirm(token: string, passkey: SoftwarePasskey, answer: Answer = {}): Promise<Reply> {
    const options = await as(token, 'POST', '/admin/profile/second-factor/options');
    expect(options.status).toBe(200);
    return as(token, 'POST', '/admin/profile/second-factor', { response: passkey.authenticate(options.body, answer) });
  }

  const secondFactorAt = async (token: string) => {
    const [row] = await target.db.query<{ second_factor_at: Date | null }>('SELECT second_factor_at FROM staff_sessions WHERE uid = $1 AND auth_time = $2', [
      tokenClaims(token).sub,
      tokenClaims(token).auth_time,
    ]);
    return row?.second_factor_at ?? null;
  };

  /** As if the session had not passed its second factor yet (registering a passkey passes it). */
  const forgetSecondFactor = (uid: string) => target.db.query('UPDATE staff_sessions SET second_factor_at = NULL WHERE uid = $1', [uid]);

  const expectRefused = (reply: Reply, status: number, code: RefusalCode, message: RegExp) =>
    expect({ status: reply.status, code: reply.body.code, message: reply.body.message }).toEqual({ status, code, message: expect.stringMatching(message) });

  test('registration: options from the API (user verification required, the portal as relying party), a passkey added, listed and audited; the session has then passed its second factor', async () => {
    const person = await newStaff();
    const options = await as(person.token, 'POST', '/admin/profile/passkeys/options');
    expect(options.body).toMatchObject({
      rp: { id: 'localhost' },
      user: { name: person.email },
      attestation: 'none',
      authenticatorSelection: { userVerification: 'required' },
      excludeCredentials: [],
    });
    const passkey = new SoftwarePasskey(PORTAL_ORIGIN);
    const reply = await as(person.token, 'POST', '/admin/profile/passkeys', { response: passkey.register(options.body), name: '  Work laptop ' });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ id: expect.any(String), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null });
    expect((await as(person.token, 'GET', '/admin/profile/passkeys')).body).toEqual({ data: [reply.body] });
    expect(await secondFactorAt(person.token)).toBeInstanceOf(Date);
    const audit = await target.db.query('SELECT action, after FROM audit_log WHERE target_id = $1 AND action LIKE $2', [person.uid, 'profile.passkey%']);
    expect(audit).toEqual([{ action: 'profile.passkey_added', after: { passkey: reply.body.id, name: 'Work laptop' } }]);

    // The same passkey again is excluded by the next options, and refused.
    const again = await as(person.token, 'POST', '/admin/profile/passkeys/options');
    expect(again.body.excludeCredentials).toEqual([{ id: passkey.id, type: 'public-key', transports: ['internal'] }]);
    expectRefused(
      await as(person.token, 'POST', '/admin/profile/passkeys', { response: passkey.register(again.body), name: 'Twice' }),
      409,
      'passkey-already-added',
      /added already/,
    );
  });

  test('authentication: a signature by the passkey over the session challenge passes the second factor and records the last use', async () => {
    const person = await newStaff();
    const { passkey, added } = await registered(person.token);
    await forgetSecondFactor(person.uid);
    const options = await as(person.token, 'POST', '/admin/profile/second-factor/options');
    expect(options.body).toMatchObject({ rpId: 'localhost', userVerification: 'required', allowCredentials: [{ id: passkey.id, type: 'public-key' }] });
    const reply = await as(person.token, 'POST', '/admin/profile/second-factor', { response: passkey.authenticate(options.body) });
    expect(reply.status).toBe(200);
    expect(new Date(reply.body.confirmedAt)).toEqual(await secondFactorAt(person.token));
    const [listed] = (await as(person.token, 'GET', '/admin/profile/passkeys')).body.data;
    expect(listed).toEqual({ ...added, lastUsedAt: reply.body.confirmedAt });
  });

  test('a replayed answer is refused: each challenge serves once', async () => {
    const person = await newStaff();
    const { passkey } = await registered(person.token);
    const options = await as(person.token, 'POST', '/admin/profile/second-factor/options');
    const response = passkey.authenticate(options.body);
    expect((await as(person.token, 'POST', '/admin/profile/second-factor', { response })).status).toBe(200);
    expectRefused(await as(person.token, 'POST', '/admin/profile/second-factor', { response }), 403, 'passkey-challenge-unknown', /used already/);
    // A registration answer is used up the same way.
    const registration = await as(person.token, 'POST', '/admin/profile/passkeys/options');
    const another = new SoftwarePasskey(PORTAL_ORIGIN).register(registration.body);
    expect((await as(person.token, 'POST', '/admin/profile/passkeys', { response: another, name: 'Phone' })).status).toBe(201);
    expectRefused(
      await as(person.token, 'POST', '/admin/profile/passkeys', { response: another, name: 'Phone' }),
      403,
      'passkey-challenge-unknown',
      /used already/,
    );
  });

  test('an expired challenge is refused, and used up', async () => {
    const person = await newStaff();
    const { passkey } = await registered(person.token);
    const options = await as(person.token, 'POST', '/admin/profile/second-factor/options');
    await target.db.query("UPDATE webauthn_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1", [options.body.challenge]);
    const response = passkey.authenticate(options.body);
    expectRefused(
      await as(person.token, 'POST', '/admin/profile/second-factor', { response }),
      403,
      'passkey-challenge-expired',
      /expired \(they last 2 minutes\)/,
    );
    expect(await target.db.query('SELECT 1 FROM webauthn_challenges WHERE challenge = $1', [options.body.challenge])).toEqual([]);
  });

  test("another session's challenge is refused: a challenge belongs to the sign-in that asked for it", async () => {
    const person = await newStaff();
    const { passkey } = await registered(person.token);
    const other = await signInAgain(person);
    const options = await as(person.token, 'POST', '/admin/profile/second-factor/options');
    expectRefused(
      await as(other, 'POST', '/admin/profile/second-factor', { response: passkey.authenticate(options.body) }),
      403,
      'passkey-challenge-unknown',
      /not for a request of this session/,
    );
    expect(await secondFactorAt(other)).toBeNull();
  });

  test('a signature by another key is refused, and passes nothing', async () => {
    const person = await newStaff();
    const { passkey } = await registered(person.token);
    await forgetSecondFactor(person.uid);
    expectRefused(await confirm(person.token, passkey, { signingKey: strangerKey() }), 403, 'passkey-not-verified', /could not be verified/);
    expect(await secondFactorAt(person.token)).toBeNull();
  });

  test("another person's passkey is refused as an unknown one", async () => {
    const person = await newStaff();
    await registered(person.token);
    const colleague = await newStaff();
    const { passkey: theirs } = await registered(colleague.token);
    await forgetSecondFactor(person.uid);
    expectRefused(await confirm(person.token, theirs), 403, 'passkey-not-yours', /not one of yours/);
    expectRefused(await confirm(person.token, new SoftwarePasskey(PORTAL_ORIGIN)), 403, 'passkey-not-yours', /not one of yours/);
    expect(await secondFactorAt(person.token)).toBeNull();
  });

  test('an answer without user verification, or made for another origin, is refused', async () => {
    const person = await newStaff();
    const options = await as(person.token, 'POST', '/admin/profile/passkeys/options');
    expectRefused(
      await as(person.token, 'POST', '/admin/profile/passkeys', {
        response: new SoftwarePasskey(PORTAL_ORIGIN).register(options.body, { userVerified: false }),
        name: 'Key',
      }),
      400,
      'passkey-answer-unreadable',
      /could not be read: .*user.*verif/i,
    );
    const { passkey } = await registered(person.token);
    await forgetSecondFactor(person.uid);
    expectRefused(await confirm(person.token, passkey, { userVerified: false }), 400, 'passkey-answer-unreadable', /could not be read: .*user.*verif/i);
    expectRefused(
      await confirm(person.token, passkey, { origin: 'https://phish.example.org' }),
      400,
      'passkey-answer-unreadable',
      /could not be read: .*origin/i,
    );
    expect(await secondFactorAt(person.token)).toBeNull();
    expectRefused(
      await as(person.token, 'POST', '/admin/profile/second-factor', { response: { ...passkey.authenticate({ challenge: 'x' }), type: 'other' } }),
      400,
      'invalid-request',
      /./,
    );
  });

  test('someone without a passkey is told to add one; rename and remove touch only their own', async () => {
    const person = await newStaff();
    expectRefused(await as(person.token, 'POST', '/admin/profile/second-factor/options'), 409, 'no-passkey', /no passkey yet/);
    const { added } = await registered(person.token);
    const renamed = await as(person.token, 'PATCH', `/admin/profile/passkeys/${added.id}`, { name: 'Phone' });
    expect(renamed.body).toEqual({ ...added, name: 'Phone' });
    const colleague = await newStaff();
    expect((await as(colleague.token, 'PATCH', `/admin/profile/passkeys/${added.id}`, { name: 'Mine' })).status).toBe(404);
    expect((await as(colleague.token, 'DELETE', `/admin/profile/passkeys/${added.id}`)).status).toBe(404);
    expect((await as(person.token, 'DELETE', `/admin/profile/passkeys/${added.id}`)).status).toBe(204);
    expect((await as(person.token, 'GET', '/admin/profile/passkeys')).body).toEqual({ data: [] });
    const audit = await target.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target_id = $1 AND action LIKE $2 ORDER BY id', [
      person.uid,
      'profile.passkey%',
    ]);
    expect(audit.map((entry) => entry.action)).toEqual(['profile.passkey_added', 'profile.passkey_renamed', 'profile.passkey_removed']);
  });

  test('with a passkey, adding another or removing one needs a second factor from the last 5 minutes', async () => {
    const person = await newStaff();
    const { passkey, added } = await registered(person.token);
    await target.db.query("UPDATE staff_sessions SET second_factor_at = now() - interval '6 minutes' WHERE uid = $1", [person.uid]);
    for (const [method, path] of [
      ['POST', '/admin/profile/passkeys/options'],
      ['DELETE', `/admin/profile/passkeys/${added.id}`],
    ] as const) {
      const reply = await as(person.token, method, path);
      expect({ status: reply.status, code: reply.body.code }).toEqual({ status: 403, code: STEP_UP_REQUIRED_CODE });
    }
    expect((await confirm(person.token, passkey)).status).toBe(200);
    await registered(person.token, new SoftwarePasskey(PORTAL_ORIGIN), 'Phone');
    expect((await as(person.token, 'DELETE', `/admin/profile/passkeys/${added.id}`)).status).toBe(204);
  });

  test('only a session that has passed its second factor can require one of everyone', async () => {
    const person = await newStaffMember(target, `passkeys-${engine}-${process.pid}-${Date.now()}-superadmin@example.org`, 'superadmin', createdUids);
    const switchTo = (enabled: boolean) => as(person.token, 'PUT', '/admin/feature-flags/orgWide2FA', { enabled });
    expectRefused(
      await switchTo(true),
      409,
      'own-passkey-check-needed',
      /Confirm it's you with a passkey of your own before requiring a second factor of everyone/,
    );
    expect((await as(person.token, 'GET', '/admin/portal-settings')).body.featureFlags.orgWide2FA).toBe(false);
    await registered(person.token);
    expect((await switchTo(true)).body.value.orgWide2FA).toBe(true);
    expect((await switchTo(false)).body.value.orgWide2FA).toBe(false);
  });

  const newSuperadmin = () =>
    newStaffMember(target, `passkeys-${engine}-${process.pid}-${Date.now()}-${(counter += 1)}-superadmin@example.org`, 'superadmin', createdUids);

  /** A money action as `token`: the payment settings saved with the fee one rupee more. */
  async function changeFee(token: string): Promise<Reply> {
    const payment = (await as(token, 'GET', '/admin/settings')).body.payment.value;
    return as(token, 'PUT', '/admin/settings/payment', { value: { ...payment, registrationFee: payment.registrationFee + 1 } });
  }
  const fee = async (token: string) => (await as(token, 'GET', '/admin/settings')).body.payment.value.registrationFee;
  /** The newest payment-settings change of `email`, as the audit trail answers it. */
  const lastSettingsEntry = async (token: string, email: string) =>
    (await as(token, 'GET', `/admin/audit?action=settings.updated&actor=${encodeURIComponent(email)}&limit=1`)).body.data[0];

  test('a money action: without a passkey done as before; with one, refused until the second factor is fresh, then audited as confirmed with the passkey', async () => {
    const person = await newSuperadmin();
    expect((await changeFee(person.token)).status).toBe(200);
    expect((await lastSettingsEntry(person.token, person.email)).actor).toEqual({ uid: person.uid, email: person.email, role: 'superadmin' });

    const { passkey } = await registered(person.token);
    await target.db.query("UPDATE staff_sessions SET second_factor_at = now() - interval '6 minutes' WHERE uid = $1", [person.uid]);
    const feeBefore = await fee(person.token);
    const refused = await changeFee(person.token);
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 403,
      body: { code: STEP_UP_REQUIRED_CODE, message: "Confirm it's you with your passkey again: this action needs a passkey check from the last 5 minutes." },
    });
    expect(await fee(person.token)).toBe(feeBefore);

    expect((await confirm(person.token, passkey)).status).toBe(200);
    expect((await changeFee(person.token)).status).toBe(200);
    expect(await fee(person.token)).toBe(feeBefore + 1);
    expect((await lastSettingsEntry(person.token, person.email)).actor).toEqual({
      uid: person.uid,
      email: person.email,
      role: 'superadmin',
      confirmedWith: 'passkey',
    });
  });

  describe("a superadmin's reset of a staff member's second factor", () => {
    test('removes their passkeys and ends their sessions (the next call answers 401), audited; they sign in again with no passkey', async () => {
      const superadmin = await newSuperadmin();
      const colleague = await newStaff();
      await registered(colleague.token);
      await registered(colleague.token, new SoftwarePasskey(PORTAL_ORIGIN), 'Phone');
      const reset = await as(superadmin.token, 'DELETE', `/admin/staff-accounts/${colleague.uid}/passkeys`);
      expect({ status: reset.status, body: reset.body }).toEqual({ status: 200, body: { removed: 2, ended: 1 } });
      const next = await as(colleague.token, 'GET', '/admin/profile/passkeys');
      expect({ status: next.status, code: next.body.code }).toEqual({ status: 401, code: 'session-ended' });
      const again = await signInAgain(colleague);
      expect((await as(again, 'GET', '/admin/profile/passkeys')).body).toEqual({ data: [] });
      const audit = await target.db.query('SELECT actor_uid, action, before, after FROM audit_log WHERE target_id = $1 AND action = $2', [
        colleague.uid,
        'staff.second_factor_reset',
      ]);
      expect(audit).toEqual([
        { actor_uid: superadmin.uid, action: 'staff.second_factor_reset', before: { passkeys: 2 }, after: { passkeys: 0, sessionsEnded: 1 } },
      ]);
      // They are told by e-mail, who did it and where to add a new passkey: a reset they did not ask for is noticed.
      const told = await queryOutbox(
        target,
        "SELECT channel, recipient, subject, body FROM messages WHERE template = 'second-factor-reset' AND staff_uid = $1",
        [colleague.uid],
      );
      expect(told).toEqual([
        {
          channel: 'email',
          recipient: colleague.email,
          subject: 'Your passkeys for the Abacus Admin Portal were removed',
          body: expect.stringMatching(new RegExp(`^Hello,\\n\\n${superadmin.email} removed your passkeys.*/profile\\?tab=security`, 's')),
        },
      ]);
    });

    test("never one's own (409, saying why), nor an unknown account's (404); a superadmin with a passkey needs a fresh check", async () => {
      const superadmin = await newSuperadmin();
      const { passkey } = await registered(superadmin.token);
      expectRefused(
        await as(superadmin.token, 'DELETE', `/admin/staff-accounts/${superadmin.uid}/passkeys`),
        409,
        'cannot-reset-own-second-factor',
        /cannot reset your own second factor/,
      );
      expect((await as(superadmin.token, 'GET', '/admin/profile/passkeys')).body.data).toHaveLength(1);
      expect((await as(superadmin.token, 'DELETE', '/admin/staff-accounts/no-such-account/passkeys')).status).toBe(404);

      const colleague = await newStaff();
      const { added } = await registered(colleague.token);
      await target.db.query("UPDATE staff_sessions SET second_factor_at = now() - interval '6 minutes' WHERE uid = $1", [superadmin.uid]);
      const refused = await as(superadmin.token, 'DELETE', `/admin/staff-accounts/${colleague.uid}/passkeys`);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: STEP_UP_REQUIRED_CODE });
      expect((await as(colleague.token, 'GET', '/admin/profile/passkeys')).body.data).toEqual([added]);
      expect((await confirm(superadmin.token, passkey)).status).toBe(200);
      expect((await as(superadmin.token, 'DELETE', `/admin/staff-accounts/${colleague.uid}/passkeys`)).body).toEqual({ removed: 1, ended: 1 });
      const [entry] = await target.db.query('SELECT actor_confirmed_with FROM audit_log WHERE target_id = $1 AND action = $2', [
        colleague.uid,
        'staff.second_factor_reset',
      ]);
      expect(entry).toEqual({ actor_confirmed_with: 'passkey' });
    });
  });

  describe('while the organisation requires a second factor (orgWide2FA on)', () => {
    // Switched in SQL: the access matrix switches it through the API, as a superadmin would.
    const orgWide2FA = (on: boolean) =>
      target.db.query("UPDATE portal_settings SET value = jsonb_set(value, '{orgWide2FA}', $1::jsonb) WHERE section = 'featureFlags'", [JSON.stringify(on)]);
    beforeAll(() => orgWide2FA(true));
    afterAll(() => orgWide2FA(false));

    const expectSecondFactorRequired = (reply: Reply) =>
      expect({ status: reply.status, body: reply.body }).toEqual({
        status: 403,
        body: { code: SECOND_FACTOR_REQUIRED_CODE, message: expect.stringMatching(/Confirm it's you/) },
      });

    test('a password alone reaches only the profile, the portal settings and adding a passkey; the passkey added, everything', async () => {
      const person = await newStaff();
      expectSecondFactorRequired(await as(person.token, 'GET', '/admin/stats'));
      expectSecondFactorRequired(await as(person.token, 'GET', '/admin/profile/sessions'));
      expect((await as(person.token, 'GET', '/admin/profile')).status).toBe(200);
      expect((await as(person.token, 'GET', '/admin/portal-settings')).body.featureFlags.orgWide2FA).toBe(true);
      await registered(person.token);
      expect((await as(person.token, 'GET', '/admin/stats')).status).toBe(200);
    });

    test('a new sign-in of someone with a passkey is refused until it passes its second factor, and a password alone cannot add another passkey', async () => {
      const person = await newStaff();
      const { passkey } = await registered(person.token);
      const again = await signInAgain(person);
      expectSecondFactorRequired(await as(again, 'GET', '/admin/stats'));
      const adding = await as(again, 'POST', '/admin/profile/passkeys/options');
      expect({ status: adding.status, code: adding.body.code }).toEqual({ status: 403, code: STEP_UP_REQUIRED_CODE });
      expect((await confirm(again, passkey)).status).toBe(200);
      expect((await as(again, 'GET', '/admin/stats')).status).toBe(200);
    });

    test('a money action needs a fresh second factor of everyone, with a passkey or without', async () => {
      const withPasskey = await newSuperadmin();
      await registered(withPasskey.token);
      // Without a passkey a session cannot pass in the portal; this one's is set as if it once had.
      const without = await newSuperadmin();
      for (const person of [withPasskey, without]) {
        expect((await as(person.token, 'GET', '/admin/profile')).status).toBe(200);
        await target.db.query("UPDATE staff_sessions SET second_factor_at = now() - interval '6 minutes' WHERE uid = $1", [person.uid]);
        const feeBefore = await fee(person.token);
        const refused = await changeFee(person.token);
        expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 403, code: STEP_UP_REQUIRED_CODE });
        expect(await fee(person.token)).toBe(feeBefore);
      }
    });

    test('the last passkey cannot be removed, and says why; one of two can', async () => {
      const person = await newStaff();
      const { added: first } = await registered(person.token);
      const { added: second } = await registered(person.token, new SoftwarePasskey(PORTAL_ORIGIN), 'Phone');
      expect((await as(person.token, 'DELETE', `/admin/profile/passkeys/${first.id}`)).status).toBe(204);
      expectRefused(
        await as(person.token, 'DELETE', `/admin/profile/passkeys/${second.id}`),
        409,
        'last-passkey-required',
        /only passkey, and this organisation requires one to sign in: add another passkey before removing this one/,
      );
      expect((await as(person.token, 'GET', '/admin/profile/passkeys')).body.data).toEqual([second]);
    });
  });
});
