import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { testEngines } from './support/environment';
import { useMessageSinks } from './support/message-sinks';
import { call, useTestApp } from './support/test-app';
import { setPasswordWithLink, signIn, tokenFor } from './support/tokens';
import { until } from './support/until';
import { queryOutbox } from './support/outbox';

// Staff messages on both engines, through a real SMTP server (tooling/message-sinks.mjs): an
// invitation e-mails its password-set link, which lets the invitee in; a person still invited is
// sent a new link; an export's export-ready notice reaches its requester only by their preferences.
// (Without an SMTP server, `emailed` is false: users.test.ts, whose app has none.)

describe.each(testEngines())('invitations and export notices on %s', (engine) => {
  const { sinks: sink, config } = useMessageSinks();
  const target = useTestApp(engine, { registrations: 20, config });

  const createdUids: string[] = [];
  afterAll(async () => {
    for (const uid of createdUids) await target.app.firebaseAuth.deleteUser(uid).catch(() => {});
  });
  let counter = 0;
  const uniqueEmail = (label: string) => `${label}-${engine}-${process.pid}-${(counter += 1)}@example.org`;
  const asSuperadmin = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor('superadmin'), body });
  const mailTo = (address: string) => sink.smtp.received.filter((mail) => mail.to.includes(address));
  const linkIn = (text: string) => /(https?:\/\/\S*oobCode\S*)/.exec(text)?.[1];
  async function mailsArrived(address: string, count: number) {
    await until(() => mailTo(address).length >= count, `${count} e-mail(s) to ${address}`);
    return mailTo(address);
  }
  async function invite(email: string, role = 'staff') {
    const reply = await asSuperadmin('POST', '/admin/staff-accounts', { email, role });
    expect(reply.status).toBe(201);
    createdUids.push(reply.body.user.id);
    return reply.body as { user: { id: string; status: string }; passwordSetLink: string; emailed: boolean };
  }

  test('an invitation e-mails its link, which sets the password and lets the invitee sign in', async () => {
    const email = uniqueEmail('mailed');
    const invitation = await invite(email);
    expect(invitation.emailed).toBe(true);
    // Remotes already deployed read the link from the answer.
    expect(invitation.passwordSetLink).toContain('oobCode');

    const [mail] = await mailsArrived(email, 1);
    expect(mail!.subject).toBe('You are invited to the Abacus Admin Portal');
    expect(mail!.text).toContain('superadmin@example.org has invited you to the Abacus Admin Portal as staff.');
    const link = linkIn(mail!.text);
    expect(link).toBe(invitation.passwordSetLink);
    // The server has the e-mail a moment before the worker records that it went.
    const invitationMessage = async () =>
      (
        await queryOutbox<{ id: string; staff_uid: string; status: string }>(
          target,
          "SELECT id, staff_uid, status FROM messages WHERE template = 'staff-invitation' AND recipient = $1",
          [email],
        )
      )[0];
    await until(async () => (await invitationMessage())?.status === 'sent', 'the invitation to be recorded as sent');
    const message = await invitationMessage();
    expect(message).toMatchObject({ staff_uid: invitation.user.id, status: 'sent' });
    expect(mail!.messageId).toBe(`<${message!.id}@abacus.example.org>`);

    await setPasswordWithLink(link!, 'mailed-pass-123');
    const token = await signIn(email, 'mailed-pass-123');
    expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);
  });

  test('an invitation refused sends nothing', async () => {
    const email = uniqueEmail('twice');
    await invite(email);
    await mailsArrived(email, 1);
    expect((await asSuperadmin('POST', '/admin/staff-accounts', { email, role: 'admin' })).status).toBe(409);
    const messages = await queryOutbox(target, 'SELECT id FROM messages WHERE recipient = $1', [email]);
    expect(messages).toHaveLength(1);
  });

  test('a person still invited is sent a new link, audited; an active or unknown person is refused in words', async () => {
    const email = uniqueEmail('reinvited');
    const first = await invite(email, 'viewer');
    await mailsArrived(email, 1);

    // Sent as the portal sends it: a JSON content type and no body.
    const again = await call(target, 'POST', `/admin/staff-accounts/${first.user.id}/reinvite`, {
      token: await tokenFor('superadmin'),
      headers: { 'content-type': 'application/json' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ user: { id: first.user.id, status: 'invited', role: 'viewer' }, emailed: true });
    expect(again.body.passwordSetLink).not.toBe(first.passwordSetLink);
    const mails = await mailsArrived(email, 2);
    const freshLink = linkIn(mails[1]!.text);
    expect(freshLink).toBe(again.body.passwordSetLink);
    const [audit] = await target.db.query<{ action: string; note: string }>(
      "SELECT action, note FROM audit_log WHERE target_type = 'staff_account' AND target_id = $1 ORDER BY id DESC LIMIT 1",
      [first.user.id],
    );
    expect(audit).toEqual({ action: 'staff.invited', note: 'Invitation sent again with a new link' });

    await setPasswordWithLink(freshLink!, 'reinvited-pass-123');
    const token = await signIn(email, 'reinvited-pass-123');
    expect((await call(target, 'GET', '/admin/stats', { token })).status).toBe(200);

    // Signed in, the person is active: no more invitations, and nothing queued.
    const refused = await asSuperadmin('POST', `/admin/staff-accounts/${first.user.id}/reinvite`);
    expect(refused).toMatchObject({
      status: 409,
      body: { message: `Only a person still invited can be sent a new invitation; ${email} has already signed in.`, code: 'not-still-invited' },
    });
    expect(await queryOutbox(target, 'SELECT id FROM messages WHERE recipient = $1', [email])).toHaveLength(2);
    expect((await asSuperadmin('POST', '/admin/staff-accounts/no-such-uid/reinvite')).status).toBe(404);

    // Invited, but the sign-in account was deleted outside the portal: refused in words, nothing queued.
    const orphanEmail = uniqueEmail('orphan');
    const orphan = await invite(orphanEmail, 'viewer');
    await target.app.firebaseAuth.deleteUser(orphan.user.id);
    const noAccount = await asSuperadmin('POST', `/admin/staff-accounts/${orphan.user.id}/reinvite`);
    expect(noAccount).toMatchObject({
      status: 409,
      body: {
        message: "This person's sign-in account no longer exists, so no link can be made for it. Remove them and invite them again.",
        code: 'sign-in-account-gone',
      },
    });
    expect(await queryOutbox(target, 'SELECT id FROM messages WHERE recipient = $1', [orphanEmail])).toHaveLength(1);
    const adminReply = await call(target, 'POST', `/admin/staff-accounts/${first.user.id}/reinvite`, { token: await tokenFor('admin') });
    expect(adminReply.status).toBe(403);
  });

  test("an export's ready notice reaches its requester only while their export notifications are on", async () => {
    const [superadmin] = await target.db.query<{ uid: string }>("SELECT uid FROM staff_accounts WHERE email = 'superadmin@example.org'");
    const exportReadyCount = async () =>
      (await queryOutbox(target, "SELECT id FROM messages WHERE template = 'export-ready' AND staff_uid = $1", [superadmin!.uid])).length;
    const setPreferences = async (change: Partial<typeof DEFAULT_PREFERENCES>) =>
      expect((await asSuperadmin('PUT', '/admin/profile/preferences', { ...DEFAULT_PREFERENCES, ...change })).status).toBe(200);
    const exportFinished = async (kind: 'registrations' | 'audit') => {
      const started = await asSuperadmin('POST', '/admin/exports', { kind });
      expect(started.status).toBe(202);
      await until(
        async () => (await asSuperadmin('GET', '/admin/exports')).body.data.find((e: { id: string }) => e.id === started.body.id).status === 'completed',
        'the export to finish',
      );
    };

    // The default (spec): off.
    await exportFinished('registrations');
    // Export notices on, but every e-mail notice off.
    await setPreferences({ exportNotifications: true, emailNotifications: false });
    await exportFinished('registrations');
    expect(await exportReadyCount()).toBe(0);

    await setPreferences({ exportNotifications: true });
    await exportFinished('audit');
    expect(await exportReadyCount()).toBe(1);
    const [mail] = await mailsArrived('superadmin@example.org', 1);
    expect(mail!.subject).toBe('Your audit log export is ready');
    expect(mail!.text).toContain('/settings?tab=data');
    // Nobody else was told.
    expect(await queryOutbox(target, "SELECT recipient FROM messages WHERE template = 'export-ready'")).toEqual([{ recipient: 'superadmin@example.org' }]);
  });
});
