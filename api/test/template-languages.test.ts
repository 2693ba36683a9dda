import type { Registration } from 'shared/domain/registrations/registration';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { testEngines } from './support/environment';
import { queryOutbox } from './support/outbox';
import { withPaymentSettings } from './support/payment-settings';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { tokenFor, type DemoRole } from './support/tokens';

// Issue 63 item 5 on both engines: each template has an English, a Hindi and a Tamil version
// (`?locale=`), read and saved apart, each with its own version; registrants are written to in the
// organisation's receipt language, staff in their own; a language without a text sends the English one.

type Role = Exclude<DemoRole, 'norole'>;

describe.each(testEngines())('templates in each language on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 60 });
  const as = async (role: Role, method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor(role), body });
  const list = async (locale?: string) =>
    (await as('superadmin', 'GET', `/admin/notification-templates${locale ? `?locale=${locale}` : ''}`)).body.data as NotificationTemplate[];
  const read = async (id: string, locale?: string) => (await list(locale)).find((template) => template.id === id)!;
  const save = (id: string, locale: string | null, body: unknown) =>
    as('superadmin', 'PUT', `/admin/notification-templates/${id}${locale ? `?locale=${locale}` : ''}`, body);

  let seeded: Registration[];
  const used = new Set<string>();
  beforeAll(async () => {
    seeded = await allRegistrations(target, await tokenFor('admin'));
  });
  const take = () => {
    const found = seeded.find(
      (r) => !used.has(r.registrationId) && r.payment.status === 'pending' && r.status === 'active' && /^[6-9]\d{9}$/.test(r.contactNumber),
    );
    if (!found) throw new Error('The seeded data has no registration left for this case');
    used.add(found.registrationId);
    return found;
  };
  const withEmail = async (r: Registration) => {
    const email = `parent-${r.registrationId.toLowerCase()}@example.org`;
    await target.db.query('UPDATE registrations SET email = $2 WHERE registration_id = $1', [r.registrationId, email]);
    return email;
  };
  const sentFor = (r: Registration, template: string) =>
    queryOutbox<{ channel: string; recipient: string; subject: string | null; body: string; dlt_template_id: string | null }>(
      target,
      'SELECT channel, recipient, subject, body, dlt_template_id FROM messages WHERE registration_id = $1 AND template = $2 ORDER BY channel, recipient',
      [r.registrationId, template],
    );

  test('every template has a Hindi and a Tamil text from the start, with the English variables', async () => {
    const [english, hindi, tamil] = [await list(), await list('hi-IN'), await list('ta-IN')];
    expect(hindi.map((t) => t.id)).toEqual(english.map((t) => t.id));
    expect(tamil.map((t) => t.id)).toEqual(english.map((t) => t.id));
    const placeholders = (text: string) => [...new Set(text.match(/\{\{\w+\}\}/g))].sort();
    for (const [i, template] of english.entries()) {
      for (const translated of [hindi[i]!, tamil[i]!]) {
        expect(translated).toMatchObject({ name: template.name, variables: template.variables, version: 1, dltTemplateId: '' });
        expect(translated.subject).not.toBe(template.subject);
        expect(translated.content).not.toBe(template.content);
        expect(placeholders(translated.subject + translated.content)).toEqual(placeholders(template.subject + template.content));
        expect(placeholders(translated.smsText)).toEqual(placeholders(template.smsText));
      }
    }
    expect((await read('payment-received', 'hi-IN')).content).toContain('भुगतान');
    expect((await read('payment-received', 'ta-IN')).content).toContain('கட்டணம்');
  });

  test('a locale reads its language: hi reads Hindi, one of a language the portal does not speak reads English, a malformed one is refused', async () => {
    const english = await list();
    expect(await list('en-IN')).toEqual(english);
    expect(await list('en-GB')).toEqual(english);
    expect(await list('bn-IN')).toEqual(english);
    expect(await list('hi')).toEqual(await list('hi-IN'));
    const refused = await as('superadmin', 'GET', '/admin/notification-templates?locale=hi%20IN');
    expect([refused.status, refused.body.code]).toEqual([400, 'invalid-request']);
    const unknown = await as('superadmin', 'GET', '/admin/notification-templates?language=hi-IN');
    expect(unknown.status).toBe(400);
  });

  test("each language is saved apart with its own version; a write without the SMS fields keeps that language's; a stale version is 409 per language; audited with its language", async () => {
    const id = 'disqualification-notice';
    const [english, hindi, tamil] = [await read(id), await read(id, 'hi-IN'), await read(id, 'ta-IN')];

    const hindiSms = 'प्रिय {{name}}, पंजीकरण {{registrationId}} अयोग्य घोषित। कारण: {{reason}}';
    const saved = await save(id, 'hi-IN', { ...hindi, smsText: hindiSms, dltTemplateId: '1107000000000000001' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id, subject: hindi.subject, smsText: hindiSms, dltTemplateId: '1107000000000000001', version: hindi.version + 1 });
    const [audit] = await target.db.query<{ action: string; target_id: string; before: object; after: object; note: string }>(
      "SELECT action, target_id, before, after, note FROM audit_log WHERE action = 'template.updated' ORDER BY id DESC LIMIT 1",
    );
    expect(audit).toEqual({
      action: 'template.updated',
      target_id: id,
      before: { smsText: hindi.smsText, dltTemplateId: '' },
      after: { smsText: hindiSms, dltTemplateId: '1107000000000000001' },
      note: 'Language: hi-IN',
    });
    // No other language's version moved.
    expect(await read(id)).toEqual(english);
    expect(await read(id, 'ta-IN')).toEqual(tamil);

    // A screen built before the SMS fields sends subject and content: Hindi's SMS and DLT id stay.
    const older = await save(id, 'hi-IN', { subject: 'अयोग्य: {{registrationId}}', content: hindi.content, version: hindi.version + 1 });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({
      subject: 'अयोग्य: {{registrationId}}',
      smsText: hindiSms,
      dltTemplateId: '1107000000000000001',
      version: hindi.version + 2,
    });

    // Versions are per language: English at its own version still saves, Hindi's old one is stale.
    const stale = await save(id, 'hi-IN', { subject: 'Stale', content: 'Stale', version: hindi.version });
    expect(stale).toMatchObject({
      status: 409,
      body: { code: 'stale-version', current: { subject: 'अयोग्य: {{registrationId}}', version: hindi.version + 2 } },
    });
    const tamilStale = await save(id, 'ta-IN', { subject: 'Stale', content: 'Stale', version: tamil.version + 1 });
    expect(tamilStale).toMatchObject({ status: 409, body: { code: 'stale-version', current: { subject: tamil.subject, version: tamil.version } } });
    const englishSaved = await save(id, null, { subject: 'Disqualified: {{registrationId}}', content: english.content, version: english.version });
    expect(englishSaved.body).toMatchObject({ subject: 'Disqualified: {{registrationId}}', smsText: english.smsText, version: english.version + 1 });
    expect((await read(id, 'hi-IN')).subject).toBe('अयोग्य: {{registrationId}}');
    const [englishAudit] = await target.db.query<{ note: string }>("SELECT note FROM audit_log WHERE action = 'template.updated' ORDER BY id DESC LIMIT 1");
    expect(englishAudit!.note).toBe('Language: en-IN');

    // Staff notices go by e-mail only, in every language; an empty subject is refused as in English.
    const invitation = await read('staff-invitation', 'ta-IN');
    expect((await save('staff-invitation', 'ta-IN', { ...invitation, smsText: 'இணைப்பு: {{link}}' })).body.code).toBe('staff-notice-email-only');
    expect((await save('staff-invitation', 'ta-IN', { ...invitation, subject: '' })).status).toBe(400);
    expect(await read('staff-invitation', 'ta-IN')).toEqual(invitation);
    expect((await save('nope', 'hi-IN', { subject: 'a', content: 'b' })).status).toBe(404);
  });

  test('a registrant is written to in the receipt language, amount in Indian grouping; an emptied SMS text sends the English one', async () => {
    await withPaymentSettings(target, { receiptLanguage: 'ta-IN' }, async () => {
      const r = take();
      const email = await withEmail(r);
      expect((await as('admin', 'PUT', `/admin/register/${r.registrationId}`, { payment: { status: 'success', mode: 'offline' } })).status).toBe(200);
      const [mail, sms] = await sentFor(r, 'payment-received');
      expect(mail).toMatchObject({ channel: 'email', recipient: email, subject: `பதிவு ${r.registrationId}: கட்டணம் பெறப்பட்டது` });
      expect(mail!.body).toContain(`அன்புள்ள ${r.name},`);
      expect(mail!.body).toContain(`₹${new Intl.NumberFormat('en-IN').format(r.payment.amount)} (கட்டண ID `);
      expect(sms!.body).toMatch(new RegExp(`^அன்புள்ள .*, பதிவு ${r.registrationId}: ₹[\\d,]+ பெறப்பட்டது. ரசீது \\S+: http\\S+/r/\\S+$`));

      // Tamil's SMS emptied: the English SMS (with its own DLT id) goes, the e-mail stays Tamil.
      const tamil = await read('payment-received', 'ta-IN');
      await target.db.query("UPDATE notification_templates SET dlt_template_id = '1107000000000000009' WHERE id = 'payment-received'");
      expect((await save('payment-received', 'ta-IN', { ...tamil, smsText: '', dltTemplateId: '' })).status).toBe(200);
      const next = take();
      await withEmail(next);
      expect((await as('admin', 'PUT', `/admin/register/${next.registrationId}`, { payment: { status: 'success', mode: 'offline' } })).status).toBe(200);
      const [nextMail, englishSms] = await sentFor(next, 'payment-received');
      expect(nextMail!.subject).toBe(`பதிவு ${next.registrationId}: கட்டணம் பெறப்பட்டது`);
      expect(englishSms).toMatchObject({ channel: 'sms', dlt_template_id: '1107000000000000009' });
      expect(englishSms!.body).toMatch(new RegExp(`^Dear .*, we received ₹[\\d,]+ for registration ${next.registrationId}\\.`));
    });
  });

  test("staff notices go in each person's own language; a template with no text in a language sends the English one", async () => {
    const preferences = async (role: Role, locale: string) => {
      const { version: _version, ...values } = (await as(role, 'GET', '/admin/profile/preferences')).body;
      expect((await as(role, 'PUT', '/admin/profile/preferences', { ...values, locale })).status).toBe(200);
    };
    await preferences('superadmin', 'hi-IN');
    try {
      await withPaymentSettings(target, { receiptLanguage: 'hi-IN' }, async () => {
        const r = take();
        await withEmail(r);
        const disqualify = await as('admin', 'PUT', `/admin/registrations/${r.registrationId}/status`, { status: 'disqualified', note: 'Registered twice' });
        expect(disqualify.status).toBe(200);
        const notices = await sentFor(r, 'disqualification-staff');
        const hindi = notices.find((notice) => notice.recipient === 'superadmin@example.org')!;
        expect(hindi.subject).toBe(`पंजीकरण ${r.registrationId} अयोग्य घोषित`);
        expect(hindi.body).toContain(`admin@example.org ने केंद्र ${r.centerCode} के ${r.name} (${r.registrationId}) को अयोग्य घोषित किया है।`);
        expect(hindi.body).toContain('कारण: Registered twice');
        // Everyone else reads English (their locale is the default en-IN).
        for (const notice of notices.filter((n) => n !== hindi)) expect(notice.subject).toBe(`Registration ${r.registrationId} disqualified`);
        const [registrantMail] = (await sentFor(r, 'disqualification-notice')).filter((m) => m.channel === 'email');
        // The Hindi version as the test before saved it.
        expect(registrantMail!.subject).toBe(`अयोग्य: ${r.registrationId}`);

        // A template written in no other language yet (say, one added later): English to everyone.
        await target.db.query("DELETE FROM notification_template_texts WHERE template_id IN ('disqualification-notice', 'disqualification-staff')");
        expect((await read('disqualification-staff', 'hi-IN')).subject).toBe((await read('disqualification-staff')).subject);
        const next = take();
        await withEmail(next);
        await as('admin', 'PUT', `/admin/registrations/${next.registrationId}/status`, { status: 'disqualified', note: 'Registered twice' });
        const englishNotice = (await sentFor(next, 'disqualification-staff')).find((notice) => notice.recipient === 'superadmin@example.org')!;
        expect(englishNotice.subject).toBe(`Registration ${next.registrationId} disqualified`);
        const [englishMail] = (await sentFor(next, 'disqualification-notice')).filter((m) => m.channel === 'email');
        expect(englishMail!.subject).toBe((await read('disqualification-notice')).subject.replace('{{registrationId}}', next.registrationId));
      });
    } finally {
      await preferences('superadmin', 'en-IN');
    }
  });
});
