import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { setPasswordWithLink, signIn, tokenFor } from './support/tokens';
import { queryOutbox } from './support/outbox';

// The Users tab for real: an invitation makes a Firebase account with the role, its link sets a
// password, and role changes and removal count on the account's next request.

describe.each(testEngines())('staff accounts on %s', (engine) => {
  // Verified tokens are trusted for a second only, so a revoked session shows within a test.
  const target = useTestApp(engine, { registrations: 5, config: { tokenRecheckSeconds: 1 } });
  const createdUids: string[] = [];
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${engine}-${Date.now()}-${(counter += 1)}@example.org`;
  const asSuperadmin = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor('superadmin'), body });

  async function invite(email: string, role?: string) {
    const reply = await asSuperadmin('POST', '/admin/staff-accounts', role ? { email, role } : { email });
    if (reply.status === 201) createdUids.push(reply.body.user.id);
    return reply;
  }

  afterAll(async () => {
    for (const uid of createdUids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });

  test('the list holds the demo accounts with role, status and last active', async () => {
    const reply = await asSuperadmin('GET', '/admin/staff-accounts');
    expect(reply.status).toBe(200);
    const viewer = reply.body.data.find((u: { email: string }) => u.email === 'viewer@example.org');
    expect(viewer).toMatchObject({ name: 'Sanjay Gupta', role: 'viewer', status: 'active' });
    expect(reply.body.data.find((u: { email: string }) => u.email === 'superadmin@example.org').lastActive).toEqual(expect.any(String));
  });

  test('an invitation creates the account with the role, audited, and its link lets the invitee in with that role', async () => {
    const email = uniqueEmail('invitee');
    const reply = await invite(email.toUpperCase());
    expect(reply.status).toBe(201);
    const { user, passwordSetLink } = reply.body;
    // This app has no SMTP server: the e-mail stays queued, and the screen shows the link to hand over.
    expect(reply.body.emailed).toBe(false);
    expect(await queryOutbox(target, "SELECT status FROM messages WHERE template = 'staff-invitation' AND staff_uid = $1", [user.id])).toEqual([
      { status: 'queued' },
    ]);
    expect(user).toEqual({ id: expect.any(String), name: email.split('@')[0], email, role: 'viewer', status: 'invited', lastActive: null, centers: [] });
    expect((await target.app.firebaseAuth.getUser(user.id)).customClaims).toEqual({ role: 'viewer' });
    const [audit] = await target.db.query<{ action: string; actor_email: string; after: unknown }>(
      "SELECT action, actor_email, after FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1",
      [user.id],
    );
    expect(audit).toEqual({ action: 'staff.invited', actor_email: 'superadmin@example.org', after: { email, role: 'viewer', status: 'invited' } });

    expect((await invite(email)).status).toBe(409);

    await setPasswordWithLink(passwordSetLink, 'invited-pass-123');
    const token = await signIn(email, 'invited-pass-123');
    expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
    const [registration] = await allRegistrations(target, token);
    const edit = { name: `${registration!.name} X` };
    expect((await call(target, 'PUT', `/admin/registrations/${registration!.registrationId}/details`, { token, body: edit })).status).toBe(403);

    const listed = (await asSuperadmin('GET', '/admin/staff-accounts')).body.data.find((u: { id: string }) => u.id === user.id);
    expect(listed).toMatchObject({ status: 'active', lastActive: expect.any(String) });

    // A role change counts on the very next request, with the same token.
    const changed = await asSuperadmin('PUT', `/admin/staff-accounts/${user.id}/role`, { role: 'staff' });
    expect(changed.status).toBe(200);
    expect(changed.body.role).toBe('staff');
    expect((await call(target, 'PUT', `/admin/registrations/${registration!.registrationId}/details`, { token, body: edit })).status).toBe(200);
    expect((await target.app.firebaseAuth.getUser(user.id)).customClaims).toEqual({ role: 'staff' });

    // Removal too: refused at once, and no new sign-in.
    const removed = await asSuperadmin('DELETE', `/admin/staff-accounts/${user.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.status).toBe('inactive');
    expect((await call(target, 'GET', '/admin/stats', { token })).status).toBeGreaterThanOrEqual(401);
    await expect(signIn(email, 'invited-pass-123')).rejects.toThrow(/USER_DISABLED/);

    const actions = await target.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1 ORDER BY id",
      [user.id],
    );
    expect(actions.map((a) => a.action)).toEqual(['staff.invited', 'staff.role_changed', 'staff.removed']);
  });

  test('a removed person can be invited again: the same account and row, the new role, audited; the old password is gone', async () => {
    const email = uniqueEmail('returning');
    const first = await invite(email, 'staff');
    const uid = first.body.user.id;
    await setPasswordWithLink(first.body.passwordSetLink, 'returning-pass-123');
    const oldToken = await signIn(email, 'returning-pass-123');
    expect((await call(target, 'GET', '/admin/stats', { token: oldToken })).status).toBe(200);
    // Revocation has one-second resolution: a token issued in the same second as the removal would survive it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await asSuperadmin('DELETE', `/admin/staff-accounts/${uid}`)).status).toBe(200);

    const again = await invite(email, 'viewer');
    expect(again.status).toBe(201);
    expect(again.body.user).toMatchObject({ id: uid, email, role: 'viewer', status: 'invited' });
    expect(again.body.passwordSetLink).toEqual(expect.stringContaining('oobCode'));
    const account = await target.app.firebaseAuth.getUser(uid);
    expect({ disabled: account.disabled, claims: account.customClaims }).toEqual({ disabled: false, claims: { role: 'viewer' } });
    const [latest] = await target.db.query<{ action: string; actor_email: string; before: unknown; after: unknown }>(
      "SELECT action, actor_email, before, after FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1 ORDER BY id DESC LIMIT 1",
      [uid],
    );
    expect(latest).toEqual({
      action: 'staff.invited',
      actor_email: 'superadmin@example.org',
      before: { role: 'staff', status: 'inactive' },
      after: { email, role: 'viewer', status: 'invited' },
    });
    // The sessions revoked at removal stay revoked (once the token cache asks Firebase again), and
    // the old password no longer works.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await call(target, 'GET', '/admin/stats', { token: oldToken })).status).toBe(401);
    await expect(signIn(email, 'returning-pass-123')).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);

    await setPasswordWithLink(again.body.passwordSetLink, 'returning-pass-456');
    const token = await signIn(email, 'returning-pass-456');
    expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
    const [registration] = await allRegistrations(target, token);
    expect(
      (await call(target, 'PUT', `/admin/registrations/${registration!.registrationId}/details`, { token, body: { name: 'Returning Edit' } })).status,
    ).toBe(403);
    // Invited and active now: a second invitation is refused.
    expect((await invite(email, 'admin')).status).toBe(409);
  });

  test('the invited role is the one asked for', async () => {
    const reply = await invite(uniqueEmail('admin-invitee'), 'admin');
    expect(reply.body.user.role).toBe('admin');
    expect((await target.app.firebaseAuth.getUser(reply.body.user.id)).customClaims).toEqual({ role: 'admin' });
  });

  test.each([
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: 'someone@example.org', role: 'superadmin' }, undefined],
  ])('an invitation of %j answers 400', async (body, message) => {
    const reply = await asSuperadmin('POST', '/admin/staff-accounts', body);
    expect(reply.status).toBe(400);
    if (message) expect(reply.body.issues[0].message).toBe(message);
  });

  test('the last active superadmin can neither remove nor demote themselves', async () => {
    const email = uniqueEmail('lone-superadmin');
    const user = await target.app.firebaseAuth.createUser({ email, password: 'super-pass-123' });
    createdUids.push(user.uid);
    // Staff rows come only from the seed and invitations, and invitations never make a superadmin.
    await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'superadmin', 'active')", [user.uid, email]);
    const token = await signIn(email, 'super-pass-123');
    // In this suite's own database only: the demo superadmin stops counting, so this one is the last.
    await target.db.query("UPDATE staff_accounts SET status = 'inactive' WHERE email = 'superadmin@example.org'");
    try {
      const demote = await call(target, 'PUT', `/admin/staff-accounts/${user.uid}/role`, { token, body: { role: 'admin' } });
      expect(demote.status).toBe(409);
      const remove = await call(target, 'DELETE', `/admin/staff-accounts/${user.uid}`, { token });
      expect(remove.status).toBe(409);
      const [row] = await target.db.query<{ role: string; status: string }>('SELECT role, status FROM staff_accounts WHERE uid = $1', [user.uid]);
      expect(row).toEqual({ role: 'superadmin', status: 'active' });
    } finally {
      await target.db.query("UPDATE staff_accounts SET status = 'active' WHERE email = 'superadmin@example.org'");
    }
  });

  test('a superadmin cannot change their own role, even with another superadmin there; another superadmin can', async () => {
    const email = uniqueEmail('second-superadmin');
    const user = await target.app.firebaseAuth.createUser({ email, password: 'super-pass-123' });
    createdUids.push(user.uid);
    await target.db.query("INSERT INTO staff_accounts (uid, email, role, status) VALUES ($1, $2, 'superadmin', 'active')", [user.uid, email]);
    const token = await signIn(email, 'super-pass-123');
    const own = await call(target, 'PUT', `/admin/staff-accounts/${user.uid}/role`, { token, body: { role: 'admin' } });
    expect(own).toMatchObject({ status: 409, body: { message: 'You cannot change your own role; another superadmin can.', code: 'cannot-change-own-role' } });
    const [row] = await target.db.query<{ role: string }>('SELECT role FROM staff_accounts WHERE uid = $1', [user.uid]);
    expect(row?.role).toBe('superadmin');
    const byAnother = await asSuperadmin('PUT', `/admin/staff-accounts/${user.uid}/role`, { role: 'admin' });
    expect(byAnother.status).toBe(200);
    expect(byAnother.body.role).toBe('admin');
  });

  test('removal, sent as the portal sends it (JSON content type, no body), deactivates the account; nobody removes themselves', async () => {
    const invited = await invite(uniqueEmail('removed'), 'viewer');
    const superadminToken = await tokenFor('superadmin');
    const jsonHeader = { 'content-type': 'application/json' };
    const removed = await call(target, 'DELETE', `/admin/staff-accounts/${invited.body.user.id}`, { token: superadminToken, headers: jsonHeader });
    expect(removed.status).toBe(200);
    expect(removed.body.status).toBe('inactive');

    const self = (await asSuperadmin('GET', '/admin/staff-accounts')).body.data.find((u: { email: string }) => u.email === 'superadmin@example.org');
    const selfRemoval = await call(target, 'DELETE', `/admin/staff-accounts/${self.id}`, { token: superadminToken, headers: jsonHeader });
    expect(selfRemoval.status).toBe(409);
    expect(selfRemoval.body).toMatchObject({ message: 'You cannot remove your own account.', code: 'cannot-remove-self' });
    const [row] = await target.db.query<{ status: string }>('SELECT status FROM staff_accounts WHERE uid = $1', [self.id]);
    expect(row?.status).toBe('active');

    // A call that needs a body and sends none under the JSON header is told so, not crashed.
    const noBody = await call(target, 'PUT', `/admin/staff-accounts/${invited.body.user.id}/role`, { token: superadminToken, headers: jsonHeader });
    expect(noBody.status).toBe(400);
    expect(noBody.body).toMatchObject({ message: expect.stringMatching(/^Invalid body/), code: 'invalid-request' });
  });

  test("an account's centres are set at invitation and changed later, audited, and count on its next request", async () => {
    const email = uniqueEmail('scoped');
    const invited = await asSuperadmin('POST', '/admin/staff-accounts', { email, role: 'staff', centers: ['chn01', 'MUM01', 'CHN01'] });
    expect(invited.status).toBe(201);
    createdUids.push(invited.body.user.id);
    const uid = invited.body.user.id as string;
    // The centres' own spelling, each once, in code order.
    expect(invited.body.user.centers).toEqual(['CHN01', 'MUM01']);
    await setPasswordWithLink(invited.body.passwordSetLink, 'scoped-pass-123');
    const token = await signIn(email, 'scoped-pass-123');
    const scopeOf = async () => (await call(target, 'GET', '/admin/registrations/centers', { token })).body;
    expect(await scopeOf()).toEqual({
      centers: [
        { code: 'CHN01', name: 'Chennai T. Nagar', city: 'Chennai' },
        { code: 'MUM01', name: 'Mumbai Andheri', city: 'Mumbai' },
      ],
      allCenters: false,
    });

    const changed = await asSuperadmin('PUT', `/admin/staff-accounts/${uid}/centers`, { centers: ['blr01'] });
    expect(changed.status).toBe(200);
    expect(changed.body.centers).toEqual(['BLR01']);
    // The very next request, with the same token.
    expect(await scopeOf()).toEqual({ centers: [{ code: 'BLR01', name: 'Bangalore Indiranagar', city: 'Bangalore' }], allCenters: false });
    const listed = (await asSuperadmin('GET', '/admin/staff-accounts')).body.data.find((u: { id: string }) => u.id === uid);
    expect(listed.centers).toEqual(['BLR01']);

    const entries = await target.db.query("SELECT count(*)::int AS count FROM audit_log WHERE target_type = 'staff_account'");
    const unknown = await asSuperadmin('PUT', `/admin/staff-accounts/${uid}/centers`, { centers: ['BLR01', 'XYZ99'] });
    expect(unknown.status).toBe(409);
    expect(unknown.body).toMatchObject({ message: 'No center has the code XYZ99. Choose centers that exist.', code: 'center-code-unknown' });
    const superadminUid = (await asSuperadmin('GET', '/admin/staff-accounts')).body.data.find(
      (u: { email: string }) => u.email === 'superadmin@example.org',
    ).id;
    const superadmin = await asSuperadmin('PUT', `/admin/staff-accounts/${superadminUid}/centers`, { centers: ['BLR01'] });
    expect(superadmin.status).toBe(409);
    expect(superadmin.body).toMatchObject({
      message: 'A superadmin sees every center; their centers cannot be limited.',
      code: 'superadmin-centers-unlimited',
    });
    expect((await asSuperadmin('POST', '/admin/staff-accounts', { email: uniqueEmail('nowhere'), centers: ['XYZ99'] })).status).toBe(409);
    expect(await target.db.query("SELECT count(*)::int AS count FROM audit_log WHERE target_type = 'staff_account'")).toEqual(entries);

    // A centre a staff account is limited to keeps its code and stays.
    const added = await asSuperadmin('POST', '/admin/centers', { code: `S${engine.slice(0, 2).toUpperCase()}1`, name: 'Scoped Hall', city: 'Pune' });
    await asSuperadmin('PUT', `/admin/staff-accounts/${uid}/centers`, { centers: [added.body.code] });
    const refused = await asSuperadmin('DELETE', `/admin/centers/${added.body.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      message: `1 staff account is limited to center ${added.body.code}: move them to another center before deleting it.`,
      code: 'center-in-use',
    });

    // Empty: every centre again.
    expect((await asSuperadmin('PUT', `/admin/staff-accounts/${uid}/centers`, { centers: [] })).body.centers).toEqual([]);
    expect((await scopeOf()).allCenters).toBe(true);
    expect((await asSuperadmin('DELETE', `/admin/centers/${added.body.id}`)).status).toBe(204);
    const audited = await target.db.query<{ before: unknown; after: unknown }>(
      "SELECT before, after FROM audit_log WHERE action = 'staff.centers_changed' AND target_id = $1 ORDER BY id",
      [uid],
    );
    expect(audited).toEqual([
      { before: { centers: ['CHN01', 'MUM01'] }, after: { centers: ['BLR01'] } },
      { before: { centers: ['BLR01'] }, after: { centers: [added.body.code] } },
      { before: { centers: [added.body.code] }, after: { centers: [] } },
    ]);
  });

  test('unknown accounts answer 404', async () => {
    expect((await asSuperadmin('PUT', '/admin/staff-accounts/no-such-uid/centers', { centers: [] })).status).toBe(404);
    expect((await asSuperadmin('PUT', '/admin/staff-accounts/no-such-uid/role', { role: 'staff' })).status).toBe(404);
    expect((await asSuperadmin('DELETE', '/admin/staff-accounts/no-such-uid')).status).toBe(404);
  });
});
