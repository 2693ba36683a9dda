import type { Registration } from 'shared/domain/registrations/registration';
import { confirmPaymentRequest } from '../src/payments/confirmation';
import { applyChange } from '../src/registrations/changes';
import { testEngines } from './support/environment';
import { useMessageSinks } from './support/message-sinks';
import { pdfText } from './support/pdf-text';
import { allRegistrations, call, useTestApp, type TestApp } from './support/test-app';
import { signedInNewAccount, tokenFor } from './support/tokens';
import { until } from './support/until';
import { queryOutbox } from './support/outbox';

// Messages on both engines, through a real SMTP server and a stand-in of the SMS gateway's HTTP
// API (tooling/message-sinks.mjs): what a confirmation sends and what it carries, a change rolled
// back sending nothing, retries and final refusals in the server's words, skipped messages, the
// parent's receipt link, who sees which messages, resending, and the order per registration.

describe.each(testEngines())('messages on %s', (engine) => {
  const { sinks, config } = useMessageSinks();
  afterEach(() => {
    sinks.smtp.answerWith(null);
    sinks.gateway.answerWith(null);
  });

  const target: TestApp = useTestApp(engine, { registrations: 300, config });

  let seeded: Registration[];
  const used = new Set<string>();
  beforeAll(async () => {
    seeded = await allRegistrations(target, await tokenFor('admin'));
  });
  function take(
    fits: (r: Registration) => boolean = (r) => r.payment.status === 'pending' && r.status === 'active' && /^[6-9]\d{9}$/.test(r.contactNumber),
  ): Registration {
    const found = seeded.find((r) => !used.has(r.registrationId) && fits(r));
    if (!found) throw new Error('The seeded data has no registration left for this case');
    used.add(found.registrationId);
    return found;
  }
  const as = async (role: 'superadmin' | 'admin' | 'staff' | 'viewer', method: string, path: string, body?: unknown) =>
    call(target, method, path, { token: await tokenFor(role), body });
  const confirm = (r: Registration) => as('admin', 'PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline' } });
  const withEmail = async (r: Registration, email: string | null) => {
    await target.db.query('UPDATE registrations SET email = $2 WHERE registration_id = $1', [r.registrationId, email]);
  };
  const messagesOf = async (r: Registration) =>
    (await as('admin', 'GET', `/admin/messages?registrationId=${r.registrationId}`)).body.data as {
      id: string;
      channel: string;
      status: string;
      to: string;
      template: string;
      lastError: string | null;
      attempts: number;
    }[];
  const settled = async (r: Registration, count: number) => {
    await until(async () => {
      const messages = await messagesOf(r);
      return messages.length >= count && messages.every((m) => !['queued', 'sending'].includes(m.status));
    }, `the messages of ${r.registrationId} to settle`);
    return messagesOf(r);
  };
  const mailTo = (address: string) => sinks.smtp.received.filter((m) => m.to.includes(address));

  test('a confirmation e-mails the receipt, placeholders filled, and texts a link to it', async () => {
    const r = take();
    await withEmail(r, `parent-${r.registrationId.toLowerCase()}@example.org`);
    expect((await confirm(r)).status).toBe(200);
    const messages = await settled(r, 2);
    expect(messages.map((m) => [m.channel, m.template, m.status]).sort()).toEqual([
      ['email', 'payment-received', 'sent'],
      ['sms', 'payment-received', 'sent'],
    ]);
    const [mail] = mailTo(`parent-${r.registrationId.toLowerCase()}@example.org`);
    expect(mail!.subject).toBe(`Payment received for ${r.registrationId}`);
    expect(mail!.text).toContain(`Dear ${r.name},`);
    expect(mail!.text).toContain(`₹${r.payment.amount}`);
    expect(mail!.text).not.toMatch(/\{\{/);
    // The Message-ID is the outbox's id: a second copy after a crash is recognisably the same message.
    const email = messages.find((m) => m.channel === 'email')!;
    expect(mail!.messageId).toBe(`<${email.id}@abacus.example.org>`);
    expect(mail!.attachments).toHaveLength(1);
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    const receipt = (await as('admin', 'GET', `/admin/registrations/${r.registrationId}`)).body.payment.receipt;
    expect(await pdfText(new Uint8Array(mail!.attachments[0]!.content))).toContain(receipt.number);

    const sms = sinks.gateway.received.find((m) => m.to === `91${r.contactNumber}`)!;
    expect(sms.message).toContain(receipt.number);
    const link = /(http\S+\/r\/(\S+))$/.exec(sms.message)!;
    expect(link[2]).not.toContain(r.registrationId);
    // The parent's link: the same receipt, "Duplicate copy" from its second fetch, never counted as a staff print.
    const first = await fetch(`${target.baseUrl}/r/${link[2]}`);
    expect(first.status).toBe(200);
    const firstText = await pdfText(new Uint8Array(await first.arrayBuffer()));
    expect(firstText).toContain(receipt.number);
    expect(firstText).not.toContain('Duplicate copy');
    const second = await pdfText(new Uint8Array(await (await fetch(`${target.baseUrl}/r/${link[2]}`)).arrayBuffer()));
    expect(second).toContain('Duplicate copy');
    const [{ downloads }] = (await target.db.query<{ downloads: number }>('SELECT downloads FROM receipts WHERE number = $1', [receipt.number])) as [
      { downloads: number },
    ];
    expect(downloads).toBe(0);
  });

  test("values are escaped in an e-mail's HTML and kept as written in its text", async () => {
    const r = take();
    const to = `escape-${r.registrationId.toLowerCase()}@example.org`;
    await withEmail(r, to);
    await target.db.query('UPDATE registrations SET name = \'Asha <b>Rao</b> & "Co"\' WHERE registration_id = $1', [r.registrationId]);
    expect((await confirm(r)).status).toBe(200);
    await settled(r, 2);
    const [mail] = mailTo(to);
    expect(mail!.text).toContain('Dear Asha <b>Rao</b> & "Co",');
    expect(mail!.html).toContain('Dear Asha &lt;b&gt;Rao&lt;/b&gt; &amp; &quot;Co&quot;,');
    expect(mail!.html).not.toContain('<b>Rao');
  });

  test('a tampered, unknown or expired receipt link finds nothing', async () => {
    const r = take();
    expect((await confirm(r)).status).toBe(200);
    await settled(r, 1);
    const sms = sinks.gateway.received.find((m) => m.to === `91${r.contactNumber}`)!;
    const token = /\/r\/(\S+)$/.exec(sms.message)![1]!;
    const [id, signature] = token.split('.') as [string, string];
    const flipped = `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    for (const [bad, status] of [
      [flipped, 404],
      [`${'x'.repeat(24)}.${signature}`, 404],
      ['nonsense', 400],
      [`${id}.`, 400],
    ] as const) {
      const response = await fetch(`${target.baseUrl}/r/${encodeURIComponent(bad)}`);
      expect(response.status).toBe(status);
      expect(await response.json()).toMatchObject({
        message: expect.stringContaining('This receipt link is not valid. Ask the organisation for a new one.'),
        code: status === 404 ? 'receipt-link-invalid' : 'invalid-request',
      });
    }
    await target.db.query("UPDATE receipt_links SET expires_at = now() - interval '1 day' WHERE id = $1", [id]);
    const expired = await fetch(`${target.baseUrl}/r/${token}`);
    expect(expired.status).toBe(410);
  });

  test('a change rolled back leaves no message behind', async () => {
    const r = take();
    const admin = { uid: 'rollback-test', email: 'admin@example.org', role: 'admin' as const };
    await expect(
      target.db.transaction(async (tx) => {
        await applyChange(tx, confirmPaymentRequest(r.registrationId, { payment: { status: 'success', mode: 'offline' } }, admin));
        // The change recorded what it means to send, in its own transaction.
        expect((await tx.query('SELECT 1 FROM message_intents WHERE registration_id = $1', [r.registrationId])).length).toBeGreaterThan(0);
        throw new Error('rolled back on purpose');
      }),
    ).rejects.toThrow('rolled back on purpose');
    expect(await queryOutbox(target, 'SELECT 1 FROM messages WHERE registration_id = $1', [r.registrationId])).toEqual([]);
  });

  test('a server answering 451 is tried again and delivers once; 550 fails with its words', async () => {
    const retried = take();
    const refusedOne = take();
    const retriedTo = `retry-${retried.registrationId.toLowerCase()}@example.org`;
    const refusedTo = `refused-${refusedOne.registrationId.toLowerCase()}@example.org`;
    await withEmail(retried, retriedTo);
    await withEmail(refusedOne, refusedTo);
    let greylisted = false;
    sinks.smtp.answerWith((message) => {
      if (message.to.includes(refusedTo)) return { code: 550, text: 'No such mailbox here' };
      if (message.to.includes(retriedTo) && !greylisted) {
        greylisted = true;
        return { code: 451, text: 'Greylisted, try again later' };
      }
      return null;
    });
    expect((await confirm(retried)).status).toBe(200);
    expect((await confirm(refusedOne)).status).toBe(200);
    const retriedEmail = (await settled(retried, 2)).find((m) => m.channel === 'email')!;
    expect(retriedEmail).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(mailTo(retriedTo)).toHaveLength(1);
    const detail = (await as('admin', 'GET', `/admin/messages/${retriedEmail.id}`)).body;
    expect(detail.attemptLog.map((a: { outcome: string }) => a.outcome)).toEqual(['retry', 'sent']);
    expect(detail.attemptLog[0].answer).toContain('Greylisted');

    const refusedEmail = (await settled(refusedOne, 2)).find((m) => m.channel === 'email')!;
    expect(refusedEmail.status).toBe('failed');
    expect(refusedEmail.attempts).toBe(1);
    expect(refusedEmail.lastError).toContain('No such mailbox here');
    expect(mailTo(refusedTo)).toHaveLength(0);
  });

  test('the gateway: 503 is tried again, 400 fails with its words, and the text carries the template and DLT id', async () => {
    const r = take();
    await target.db.query("UPDATE notification_templates SET dlt_template_id = '1107161234567890123' WHERE id = 'payment-received'");
    let busy = true;
    sinks.gateway.answerWith((message) => {
      if (message.to !== `91${r.contactNumber}`) return null;
      if (busy) {
        busy = false;
        return { status: 503, body: { type: 'error', message: 'Service unavailable' } };
      }
      return null;
    });
    expect((await confirm(r)).status).toBe(200);
    const [sms] = (await settled(r, 1)).filter((m) => m.channel === 'sms');
    expect(sms).toMatchObject({ status: 'sent', attempts: 2, to: `+91${r.contactNumber}` });
    const delivered = sinks.gateway.received.filter((m) => m.to === `91${r.contactNumber}`);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ dltTemplateId: '1107161234567890123', reference: sms!.id, sender: 'ABACUS' });

    const refused = take();
    sinks.gateway.answerWith((message) =>
      message.to === `91${refused.contactNumber}` ? { status: 400, body: { type: 'error', message: 'Template not approved on DLT' } } : null,
    );
    expect((await confirm(refused)).status).toBe(200);
    const [failed] = (await settled(refused, 1)).filter((m) => m.channel === 'sms');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toContain('Template not approved on DLT');
  });

  test('a registrant with no e-mail and a number that is no mobile number gets a skipped message with the reason', async () => {
    const r = take();
    await withEmail(r, null);
    await target.db.query("UPDATE registrations SET contact_number = '12345' WHERE registration_id = $1", [r.registrationId]);
    expect((await confirm(r)).status).toBe(200);
    const messages = await settled(r, 1);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ channel: 'sms', status: 'skipped', attempts: 0, to: '12345' });
    expect(messages[0]!.lastError).toBe('The contact number "12345" is not an Indian mobile number, so no SMS was sent.');
  });

  test('a failed message is resent as a new copy, audited; the bulk resend takes failed ones only', async () => {
    const r = take();
    const to = `resend-${r.registrationId.toLowerCase()}@example.org`;
    await withEmail(r, to);
    sinks.smtp.answerWith((message) => (message.to.includes(to) ? { code: 550, text: 'Mailbox full' } : null));
    expect((await confirm(r)).status).toBe(200);
    const messages = await settled(r, 2);
    const failed = messages.find((m) => m.channel === 'email')!;
    const sent = messages.find((m) => m.channel === 'sms')!;
    expect(failed.status).toBe('failed');
    sinks.smtp.answerWith(null);
    expect((await as('staff', 'POST', `/admin/messages/${failed.id}/resend`)).status).toBe(403);
    const bulk = await as('admin', 'POST', '/admin/messages/resend', { ids: [failed.id, sent.id] });
    expect(bulk.status).toBe(200);
    expect(bulk.body.data).toHaveLength(1);
    await until(() => mailTo(to).length === 1, 'the resent copy to arrive');
    const after = await settled(r, 3);
    expect(
      after
        .filter((m) => m.channel === 'email')
        .map((m) => m.status)
        .sort(),
    ).toEqual(['failed', 'sent']);
    const audit = await target.db.query<{ action: string; actor_email: string }>(
      "SELECT action, actor_email FROM audit_log WHERE action = 'message.resent' AND target_id = $1",
      [bulk.body.data[0].id],
    );
    expect(audit).toEqual([{ action: 'message.resent', actor_email: 'admin@example.org' }]);
  });

  test("a registration's messages on one channel go in the order written, even when the first is retried", async () => {
    const r = take();
    const to = `order-${r.registrationId.toLowerCase()}@example.org`;
    await withEmail(r, to);
    let refusals = 0;
    sinks.smtp.answerWith((message) =>
      message.to.includes(to) && message.subject.startsWith('Payment') && refusals++ < 2 ? { code: 421, text: 'Try later' } : null,
    );
    expect((await confirm(r)).status).toBe(200);
    expect(
      (await as('admin', 'PUT', `/admin/registrations/${r.registrationId}/status`, { status: 'disqualified', note: 'Registered twice under another centre' }))
        .status,
    ).toBe(200);
    await settled(r, 4);
    expect(mailTo(to).map((m) => m.subject)).toEqual([`Payment received for ${r.registrationId}`, `Registration ${r.registrationId} disqualified`]);
  });

  test("staff notices follow each person's preferences: emailNotifications off stops all, then the topic's own switch", async () => {
    const preferences = async (role: 'superadmin' | 'admin' | 'staff' | 'viewer', change: Record<string, boolean>) => {
      const current = (await as(role, 'GET', '/admin/profile/preferences')).body;
      const { version: _version, ...values } = current;
      expect((await as(role, 'PUT', '/admin/profile/preferences', { ...values, ...change })).status).toBe(200);
    };
    const noticesOf = async (r: Registration, template: string) =>
      (
        await queryOutbox<{ recipient: string }>(target, 'SELECT recipient FROM messages WHERE registration_id = $1 AND template = $2 ORDER BY recipient', [
          r.registrationId,
          template,
        ])
      ).map((row) => row.recipient);
    const payment = (await as('superadmin', 'GET', '/admin/settings')).body.payment.value;
    try {
      // A disqualification reaches the staff covering its centre but not the admin who did it; the
      // viewer switched disqualification notices off, the staff member every e-mail.
      await preferences('viewer', { disqualificationNotifications: false });
      await preferences('staff', { emailNotifications: false });
      const disqualified = take();
      expect(
        (
          await as('admin', 'PUT', `/admin/registrations/${disqualified.registrationId}/status`, {
            status: 'disqualified',
            note: 'Registered twice under another centre',
          })
        ).status,
      ).toBe(200);
      expect(await noticesOf(disqualified, 'disqualification-staff')).toEqual(['superadmin@example.org']);

      // An approval request reaches the admins who may approve, not the person who asked; the admin
      // switched payment notices off.
      await preferences('admin', { paymentNotifications: false });
      await preferences('staff', { emailNotifications: true });
      const large = take();
      expect((await as('superadmin', 'PUT', '/admin/settings/payment', { value: { ...payment, approvalThreshold: 1 } })).status).toBe(200);
      // 202: the confirmation waits for a second admin.
      expect((await as('staff', 'PUT', `/admin/register/${large.registrationId}`, { payment: { status: 'success', mode: 'offline' } })).status).toBe(202);
      expect(await noticesOf(large, 'approval-requested')).toEqual(['superadmin@example.org']);
      const [mail] = await queryOutbox<{ subject: string; body: string }>(
        target,
        "SELECT subject, body FROM messages WHERE registration_id = $1 AND template = 'approval-requested'",
        [large.registrationId],
      );
      expect(mail!.subject).toBe(`Approval needed: ₹${large.payment.amount} for ${large.registrationId}`);
      expect(mail!.body).toContain('staff@example.org confirmed a payment');
    } finally {
      await as('superadmin', 'PUT', '/admin/settings/payment', { value: payment });
      await preferences('viewer', { disqualificationNotifications: true });
      await preferences('staff', { emailNotifications: true });
      await preferences('admin', { paymentNotifications: true });
    }
  });

  test('an intent that cannot be composed is kept with its failure, and the ones around it are composed', async () => {
    const r = take();
    const registrant = { registrationId: r.registrationId, name: r.name, contactNumber: r.contactNumber, email: null };
    const record = (intent: object) =>
      target.db.query('INSERT INTO message_intents (registration_id, intent) VALUES ($1, $2::jsonb)', [r.registrationId, JSON.stringify(intent)]);
    // What only a bug would write: a kind nobody composes, and a receipt that does not exist, which
    // the database refuses (the batch is then composed one intent at a time); between them a good one.
    await record({ kind: 'no-such-kind' });
    await record({ kind: 'registration-confirmations', registrationIds: [r.registrationId] });
    await record({ kind: 'payment-received', registrant, paymentId: 'PAY-X', amount: 100, receiptNumber: 'NO-SUCH-RECEIPT' });
    expect((await messagesOf(r)).map((m) => [m.channel, m.template])).toEqual([['sms', 'registration-confirmation']]);
    const kept = await target.db.query<{ failure: string }>('SELECT failure FROM message_intents WHERE registration_id = $1 ORDER BY id', [r.registrationId]);
    expect(kept.map((row) => row.failure)).toEqual(['No message is composed for an intent of kind "no-such-kind"', expect.stringContaining('receipt_links')]);
  });

  test('who sees which messages: admins all, readers a registration of theirs, a centre-limited person their centres only', async () => {
    const r = take();
    expect((await confirm(r)).status).toBe(200);
    await settled(r, 1);
    expect((await as('viewer', 'GET', '/admin/messages')).status).toBe(403);
    expect((await as('viewer', 'GET', '/admin/messages/counts')).status).toBe(403);
    const asViewer = await as('viewer', 'GET', `/admin/messages?registrationId=${r.registrationId}`);
    expect(asViewer.status).toBe(200);
    expect(asViewer.body.data.length).toBeGreaterThan(0);
    const counts = (await as('admin', 'GET', '/admin/messages/counts')).body;
    expect(counts.sent).toBeGreaterThan(0);

    const other = seeded.find((s) => s.centerCode !== r.centerCode)!;
    const email = `messages-scope-${engine}-${Date.now()}@example.org`;
    const { user, token } = await signedInNewAccount(target.app.firebaseAuth, email, { role: 'admin' });
    await target.db.query(
      "INSERT INTO staff_accounts (uid, email, display_name, role, status, centers) VALUES ($1, $2, 'Scoped', 'admin', 'active', $3::text[])",
      [user.uid, email, [other.centerCode]],
    );
    try {
      const all = await call(target, 'GET', '/admin/messages?limit=200', { token });
      expect(all.status).toBe(200);
      expect(all.body.data.some((m: { registrationId: string }) => m.registrationId === r.registrationId)).toBe(false);
      const theirs = await call(target, 'GET', `/admin/messages?registrationId=${r.registrationId}`, { token });
      expect(theirs.body).toMatchObject({ data: [], total: 0 });
      const id = (await messagesOf(r))[0]!.id;
      expect((await call(target, 'GET', `/admin/messages/${id}`, { token })).status).toBe(404);
    } finally {
      await target.app.firebaseAuth.deleteUser(user.uid);
    }
  });

  test('the list pages newest first with a cursor and filters by status, channel and template', async () => {
    const first = await as('admin', 'GET', '/admin/messages?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(2);
    const next = await as('admin', 'GET', `/admin/messages?limit=2&cursor=${first.body.nextCursor}`);
    const ids = [...first.body.data, ...next.body.data].map((m: { id: string }) => m.id);
    expect(new Set(ids).size).toBe(4);
    const createdAt = [...first.body.data, ...next.body.data].map((m: { createdAt: string }) => m.createdAt);
    expect([...createdAt].sort().reverse()).toEqual(createdAt);
    const sms = await as('admin', 'GET', '/admin/messages?channel=sms&template=payment-received&status=sent');
    expect(sms.body.data.length).toBeGreaterThan(0);
    expect(
      sms.body.data.every(
        (m: { channel: string; template: string; status: string }) => m.channel === 'sms' && m.template === 'payment-received' && m.status === 'sent',
      ),
    ).toBe(true);
    expect((await as('admin', 'GET', '/admin/messages?cursor=abc')).status).toBe(400);
  });
});
