import { DEFAULT_PAYMENT_SETTINGS } from 'shared/domain/settings/settings';
import type { NotificationTemplate } from 'shared/domain/settings/settings-answers';
import { testEngines } from './support/environment';
import { call, useTestApp, type TestApp } from './support/test-app';
import { tokenFor, type DemoRole } from './support/tokens';

// Settings are the superadmin's: every other role is refused and a refusal changes nothing.
// What a superadmin saves persists, is audited, and every staff member reads the same.

const SEEDED_CENTER = '00000000-0000-0000-0000-000000000000';

interface SettingsCall {
  name: string;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  path: string;
  body?: unknown;
}

/** Every superadmin-only call, each with a body a superadmin could send successfully. */
const SETTINGS_CALLS: SettingsCall[] = [
  { name: 'read settings', method: 'GET', path: '/admin/settings' },
  { name: 'save organization', method: 'PUT', path: '/admin/settings/organization', body: { value: { name: 'Refused Org', primaryColor: '#123456' } } },
  {
    name: 'save payment',
    method: 'PUT',
    path: '/admin/settings/payment',
    body: { value: { ...DEFAULT_PAYMENT_SETTINGS, registrationFee: 1, onlineEnabled: false, paymentIdFormat: 'X-XXXXXX' } },
  },
  { name: 'save audit', method: 'PUT', path: '/admin/settings/audit', body: { value: { logProfileChanges: false, dataRetentionDays: 30 } } },
  { name: 'switch a flag', method: 'PUT', path: '/admin/feature-flags/commandPalette', body: { enabled: false } },
  { name: 'list centers', method: 'GET', path: '/admin/centers' },
  { name: 'add a center', method: 'POST', path: '/admin/centers', body: { code: 'REF01', name: 'Refused', city: 'Pune' } },
  { name: 'edit a center', method: 'PUT', path: `/admin/centers/${SEEDED_CENTER}`, body: { code: 'REF02', name: 'Refused', city: 'Pune' } },
  { name: 'delete a center', method: 'DELETE', path: `/admin/centers/${SEEDED_CENTER}` },
  { name: 'list templates', method: 'GET', path: '/admin/notification-templates' },
  { name: 'edit a template', method: 'PUT', path: '/admin/notification-templates/registration-confirmation', body: { subject: 'Refused', content: 'Refused' } },
  { name: 'list staff', method: 'GET', path: '/admin/staff-accounts' },
  { name: 'invite', method: 'POST', path: '/admin/staff-accounts', body: { email: 'refused-invite@example.org', role: 'viewer' } },
  { name: 'change a role', method: 'PUT', path: '/admin/staff-accounts/someone/role', body: { role: 'staff' } },
  { name: 'remove a user', method: 'DELETE', path: '/admin/staff-accounts/someone' },
];

const REFUSED_ROLES: DemoRole[] = ['admin', 'staff', 'viewer', 'norole'];
const READERS: DemoRole[] = ['superadmin', 'admin', 'staff', 'viewer'];

async function auditCount(target: TestApp, where = 'target_type IS NOT NULL'): Promise<number> {
  const [row] = await target.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM audit_log WHERE ${where}`);
  return row!.count;
}

async function lastAudit(target: TestApp) {
  const [row] = await target.db.query<{ action: string; target_type: string; target_id: string; actor_email: string; before: unknown; after: unknown }>(
    'SELECT action, target_type, target_id, actor_email, before, after FROM audit_log WHERE target_type IS NOT NULL ORDER BY id DESC LIMIT 1',
  );
  return row;
}

describe.each(testEngines())('settings on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 5 });
  const asSuperadmin = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor('superadmin'), body });

  describe.each(SETTINGS_CALLS)('$name ($method $path)', ({ method, path, body }) => {
    test.each(REFUSED_ROLES)('is refused to %s, changing nothing', async (role) => {
      const before = (await asSuperadmin('GET', '/admin/settings')).body;
      const centersBefore = (await asSuperadmin('GET', '/admin/centers')).body;
      const entries = await auditCount(target);

      const reply = await call(target, method, path, { token: await tokenFor(role), body });

      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ message: expect.any(String), code: 'permission-denied' });
      expect((await asSuperadmin('GET', '/admin/settings')).body).toEqual(before);
      expect((await asSuperadmin('GET', '/admin/centers')).body).toEqual(centersBefore);
      expect(await auditCount(target)).toBe(entries);
    });

    test('is refused without a token', async () => {
      expect((await call(target, method, path, { body })).status).toBe(401);
    });
  });

  test.each(READERS)('GET /admin/portal-settings answers branding, flags and the approval threshold to %s', async (role) => {
    const reply = await call(target, 'GET', '/admin/portal-settings', { token: await tokenFor(role) });
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['featureFlags', 'organization', 'payment']);
    expect(reply.body.payment).toEqual({ approvalThreshold: null });
    expect(Object.keys(reply.body.featureFlags).sort()).toEqual(['commandPalette', 'csvExport', 'duplicateMerge', 'orgWide2FA']);
  });

  test('GET /admin/portal-settings is refused to an account with no role', async () => {
    expect((await call(target, 'GET', '/admin/portal-settings', { token: await tokenFor('norole') })).status).toBe(403);
  });

  test("a fresh database holds the spec's defaults, but for Duplicate Merge, which the demo data switches on", async () => {
    const reply = await asSuperadmin('GET', '/admin/settings');
    expect(reply.status).toBe(200);
    expect(reply.body.organization.value).toEqual({ name: 'Admin Portal', primaryColor: '#6366f1', address: '', phone: '', email: '' });
    expect(reply.body.payment.value).toEqual({
      registrationFee: 300,
      currency: 'INR',
      onlineEnabled: true,
      offlineEnabled: true,
      paymentIdFormat: 'PAY-ABACUS-XXXXXX',
      receiptPrefix: 'RCT',
      approvalThreshold: null,
      receiptLanguage: 'en-IN',
    });
    expect(reply.body.audit.value).toEqual({ logProfileChanges: true, dataRetentionDays: 365 });
    expect(reply.body.featureFlags.value).toEqual({ commandPalette: true, csvExport: true, duplicateMerge: true, orgWide2FA: false });
    expect(reply.body.featureFlags.version).toBe(1);
  });

  test('the organization a superadmin saves is what every role reads, and it is audited', async () => {
    const { version } = (await asSuperadmin('GET', '/admin/settings')).body.organization;
    const saved = await asSuperadmin('PUT', '/admin/settings/organization', { value: { name: 'Bright Minds Abacus', primaryColor: '#0f766e' }, version });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ value: { name: 'Bright Minds Abacus', primaryColor: '#0f766e', address: '', phone: '', email: '' }, version: version + 1 });

    for (const role of READERS) {
      const read = await call(target, 'GET', '/admin/portal-settings', { token: await tokenFor(role) });
      expect(read.body.organization).toEqual({ name: 'Bright Minds Abacus', primaryColor: '#0f766e' });
    }
    expect(await lastAudit(target)).toEqual({
      action: 'settings.updated',
      target_type: 'settings',
      target_id: 'organization',
      actor_email: 'superadmin@example.org',
      before: { name: 'Admin Portal', primaryColor: '#6366f1' },
      after: { name: 'Bright Minds Abacus', primaryColor: '#0f766e' },
    });
  });

  test('settings changes show on the audit trail, not in Recent Activity (which lists registration changes)', async () => {
    const activityBefore = (await asSuperadmin('GET', '/admin/activity?limit=100')).body;
    const { version, value } = (await asSuperadmin('GET', '/admin/settings')).body.payment;
    expect((await asSuperadmin('PUT', '/admin/settings/payment', { value: { ...value, registrationFee: value.registrationFee + 1 }, version })).status).toBe(
      200,
    );

    const activityAfter = (await asSuperadmin('GET', '/admin/activity?limit=100')).body;
    expect(activityAfter.total).toBe(activityBefore.total);
    expect(activityAfter.data).toEqual(activityBefore.data);
    expect(activityAfter.data.every((entry: { registrationId: unknown }) => typeof entry.registrationId === 'string')).toBe(true);
    const trail = (await asSuperadmin('GET', '/admin/audit?limit=1')).body;
    expect(trail.data[0]).toMatchObject({ action: 'settings.updated', registrationId: null });
  });

  test('a change made from a stale version answers 409 with the current values and changes nothing', async () => {
    const { version, value } = (await asSuperadmin('GET', '/admin/settings')).body.payment;
    expect((await asSuperadmin('PUT', '/admin/settings/payment', { value: { ...value, registrationFee: 450 }, version })).status).toBe(200);
    const entries = await auditCount(target);
    const stale = await asSuperadmin('PUT', '/admin/settings/payment', { value: { ...value, registrationFee: 999 }, version });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual({ value: { ...value, registrationFee: 450 }, version: version + 1 });
    expect(await auditCount(target)).toBe(entries);
  });

  test('payment and audit settings persist, only the changed fields audited', async () => {
    const payment = {
      registrationFee: 0,
      currency: 'INR',
      onlineEnabled: false,
      offlineEnabled: true,
      paymentIdFormat: 'ABC-XXXXXX',
      receiptPrefix: 'ABCD',
      approvalThreshold: 5000,
    };
    expect((await asSuperadmin('PUT', '/admin/settings/payment', { value: payment })).status).toBe(200);
    expect((await asSuperadmin('PUT', '/admin/settings/audit', { value: { logProfileChanges: false, dataRetentionDays: 3650 } })).status).toBe(200);
    const audit = await lastAudit(target);
    expect(audit).toMatchObject({
      target_id: 'audit',
      before: { logProfileChanges: true, dataRetentionDays: 365 },
      after: { logProfileChanges: false, dataRetentionDays: 3650 },
    });
    const read = (await asSuperadmin('GET', '/admin/settings')).body;
    // Written without the receipt language (as a screen built before it does), which keeps its stored value.
    expect(read.payment.value).toEqual({ ...payment, receiptLanguage: 'en-IN' });
    expect(read.audit.value).toEqual({ logProfileChanges: false, dataRetentionDays: 3650 });
    // The threshold reaches every role that confirms payments, for the question asked before a confirmation.
    for (const role of READERS) {
      const portal = await call(target, 'GET', '/admin/portal-settings', { token: await tokenFor(role) });
      expect(portal.body.payment).toEqual({ approvalThreshold: 5000 });
    }
  });

  test.each([
    ['/admin/settings/organization', { name: 'X', primaryColor: '6366f1' }, 'Invalid color format'],
    ['/admin/settings/organization', { name: '  ', primaryColor: '#6366f1' }, 'Organization name is required'],
    ['/admin/settings/payment', { ...DEFAULT_PAYMENT_SETTINGS, registrationFee: -1 }, 'Fee must be 0 or greater'],
    ['/admin/settings/payment', { ...DEFAULT_PAYMENT_SETTINGS, currency: 'USD' }, undefined],
    ['/admin/settings/payment', { ...DEFAULT_PAYMENT_SETTINGS, paymentIdFormat: '' }, 'Payment ID format is required'],
    ...(
      [
        ['ABCDE', null, 'Use 1 to 4 capital letters, so that a receipt number stays within 16 characters'],
        ['rct', null, 'Use 1 to 4 capital letters, so that a receipt number stays within 16 characters'],
        ['', null, 'Use 1 to 4 capital letters, so that a receipt number stays within 16 characters'],
        ['RCT', 1500.5, 'Use a whole number of rupees'],
        ['RCT', 0, 'Use at least 1 rupee, or leave it empty for no approvals'],
      ] as const
    ).map(
      ([receiptPrefix, approvalThreshold, message]) =>
        ['/admin/settings/payment', { ...DEFAULT_PAYMENT_SETTINGS, receiptPrefix, approvalThreshold }, message] as [
          string,
          Record<string, unknown>,
          string | undefined,
        ],
    ),
    ['/admin/settings/audit', { logProfileChanges: true, dataRetentionDays: 0 }, 'Must be at least 1 day'],
    ['/admin/settings/audit', { logProfileChanges: true, dataRetentionDays: 3651 }, 'Cannot exceed 10 years'],
  ])('%s refuses %j with 400', async (path, value, message) => {
    const entries = await auditCount(target);
    const reply = await asSuperadmin('PUT', path, { value });
    expect([reply.status, reply.body.code]).toEqual([400, 'invalid-request']);
    if (message) expect(reply.body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    expect(await auditCount(target)).toBe(entries);
  });

  test('turning csvExport off changes what every role reads; duplicateMerge switches like any flag', async () => {
    const off = await asSuperadmin('PUT', '/admin/feature-flags/csvExport', { enabled: false });
    expect(off.status).toBe(200);
    expect(off.body.value.csvExport).toBe(false);
    for (const role of READERS) {
      const read = await call(target, 'GET', '/admin/portal-settings', { token: await tokenFor(role) });
      expect(read.body.featureFlags).toEqual({ commandPalette: true, csvExport: false, duplicateMerge: true, orgWide2FA: false });
    }
    expect(await lastAudit(target)).toMatchObject({
      action: 'feature_flag.updated',
      target_id: 'csvExport',
      before: { csvExport: true },
      after: { csvExport: false },
    });

    const merge = await asSuperadmin('PUT', '/admin/feature-flags/duplicateMerge', { enabled: false });
    expect(merge.status).toBe(200);
    expect(merge.body.value.duplicateMerge).toBe(false);
    const on = await asSuperadmin('PUT', '/admin/feature-flags/duplicateMerge', { enabled: true });
    expect(on.status).toBe(200);
    await asSuperadmin('PUT', '/admin/feature-flags/csvExport', { enabled: true });
    const read = await call(target, 'GET', '/admin/portal-settings', { token: await tokenFor('viewer') });
    expect(read.body.featureFlags).toEqual({ commandPalette: true, csvExport: true, duplicateMerge: true, orgWide2FA: false });
  });

  describe('centers', () => {
    test('the four sample centres are seeded', async () => {
      const reply = await asSuperadmin('GET', '/admin/centers');
      expect(reply.body.data.map((c: { code: string; city: string }) => [c.code, c.city])).toEqual([
        ['BLR01', 'Bangalore'],
        ['CHN01', 'Chennai'],
        ['DLH01', 'Delhi'],
        ['MUM01', 'Mumbai'],
      ]);
    });

    test('add, edit and delete, each audited; codes stay unique whatever their case', async () => {
      const entries = await auditCount(target);
      const added = await asSuperadmin('POST', '/admin/centers', { code: 'PUN01', name: 'Pune Camp', city: 'Pune' });
      expect(added.status).toBe(201);
      expect(added.body).toMatchObject({ code: 'PUN01', name: 'Pune Camp', city: 'Pune', version: 1 });

      const taken = await asSuperadmin('POST', '/admin/centers', { code: 'dlh01', name: 'Another Delhi', city: 'Delhi' });
      expect(taken.status).toBe(409);
      const renamedOnto = await asSuperadmin('PUT', `/admin/centers/${added.body.id}`, { code: 'MUM01', name: 'Pune Camp', city: 'Pune' });
      expect(renamedOnto.status).toBe(409);

      const edited = await asSuperadmin('PUT', `/admin/centers/${added.body.id}`, {
        code: 'PUN02',
        name: 'Pune Camp',
        city: 'Pune',
        contact: '020 1234',
        version: 1,
      });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ code: 'PUN02', contact: '020 1234', version: 2 });
      expect((await asSuperadmin('PUT', `/admin/centers/${added.body.id}`, { code: 'PUN03', name: 'Pune', city: 'Pune', version: 1 })).status).toBe(409);

      const [editEntry] = await target.db.query<{ before: object; after: object }>(
        "SELECT before, after FROM audit_log WHERE action = 'center.updated' AND target_id = $1",
        [added.body.id],
      );
      // Only what changed: the name and city stayed as they were.
      expect(editEntry).toEqual({ before: { code: 'PUN01', contact: null }, after: { code: 'PUN02', contact: '020 1234' } });

      // The portal sends its JSON content type on every call, a body-less DELETE included.
      const deleted = await call(target, 'DELETE', `/admin/centers/${added.body.id}`, {
        token: await tokenFor('superadmin'),
        headers: { 'content-type': 'application/json' },
      });
      expect(deleted.status).toBe(204);
      expect((await asSuperadmin('DELETE', `/admin/centers/${added.body.id}`)).status).toBe(404);
      const codes = (await asSuperadmin('GET', '/admin/centers')).body.data.map((c: { code: string }) => c.code);
      expect(codes).not.toContain('PUN02');

      const actions = await target.db.query<{ action: string }>('SELECT action FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id', [
        'center',
        added.body.id,
      ]);
      expect(actions.map((a) => a.action)).toEqual(['center.created', 'center.updated', 'center.deleted']);
      expect(await auditCount(target)).toBe(entries + 3);
    });

    test('a centre that registrations belong to keeps its code and cannot be deleted; a move between centres is audited', async () => {
      const added = await asSuperadmin('POST', '/admin/centers', { code: 'PUN05', name: 'Pune Five', city: 'Pune' });
      expect(added.status).toBe(201);
      const registration = (await asSuperadmin('GET', '/admin/registrations/REG-0000002')).body;
      const moved = await asSuperadmin('PUT', '/admin/registrations/REG-0000002/details', { centerCode: 'pun05', version: registration.version });
      expect(moved.status).toBe(200);
      // The centre's own spelling of its code, whatever the letter case sent.
      expect(moved.body.centerCode).toBe('PUN05');
      const [entry] = await target.db.query<{ before: object; after: object }>(
        "SELECT before, after FROM audit_log WHERE action = 'registration.updated' AND registration_id = 'REG-0000002' ORDER BY id DESC LIMIT 1",
      );
      expect(entry).toEqual({ before: { centerCode: registration.centerCode }, after: { centerCode: 'PUN05' } });

      const entries = await auditCount(target);
      const refusedDelete = await asSuperadmin('DELETE', `/admin/centers/${added.body.id}`);
      expect(refusedDelete.status).toBe(409);
      expect(refusedDelete.body).toMatchObject({
        message: '1 registration belongs to center PUN05: move them to another center before deleting it.',
        code: 'center-in-use',
      });
      const refusedCode = await asSuperadmin('PUT', `/admin/centers/${added.body.id}`, { code: 'PUN06', name: 'Pune Five', city: 'Pune' });
      expect(refusedCode.status).toBe(409);
      expect(refusedCode.body).toMatchObject({
        message: '1 registration belongs to center PUN05: its code cannot change while they do.',
        code: 'center-code-locked',
      });
      // A rename that keeps the code is no problem.
      expect((await asSuperadmin('PUT', `/admin/centers/${added.body.id}`, { code: 'PUN05', name: 'Pune Camp Five', city: 'Pune' })).status).toBe(200);
      expect(await auditCount(target)).toBe(entries + 1);

      const unknown = await asSuperadmin('PUT', '/admin/registrations/REG-0000002/details', { centerCode: 'NOPE1', version: moved.body.version });
      expect(unknown.status).toBe(409);
      expect(unknown.body).toMatchObject({
        message: 'No center has the code NOPE1: it may have been deleted. Choose another center.',
        code: 'center-code-unknown',
      });

      const back = await asSuperadmin('PUT', '/admin/registrations/REG-0000002/details', { centerCode: registration.centerCode, version: moved.body.version });
      expect(back.status).toBe(200);
      expect((await asSuperadmin('DELETE', `/admin/centers/${added.body.id}`)).status).toBe(204);
    });

    test.each([
      [{ code: 'A', name: 'Name', city: 'City' }, 'Center code must be at least 2 characters'],
      [{ code: 'ABCDEFGHIJK', name: 'Name', city: 'City' }, 'Center code must be less than 10 characters'],
      [{ code: 'AB1', name: 'N', city: 'City' }, 'Center name must be at least 2 characters'],
      [{ code: 'AB1', name: 'Name', city: 'C' }, 'City name must be at least 2 characters'],
    ])('refuses %j with the spec message', async (body, message) => {
      const reply = await asSuperadmin('POST', '/admin/centers', body);
      expect([reply.status, reply.body.code]).toEqual([400, 'invalid-request']);
      expect(reply.body.issues.map((issue: { message: string }) => issue.message)).toContain(message);
    });
  });

  test('a template edit persists and is audited; unknown templates answer 404', async () => {
    const list = await asSuperadmin('GET', '/admin/notification-templates');
    // The spec's three templates to registrants, and the staff notices.
    expect(list.body.data.map((t: { id: string }) => t.id).sort()).toEqual([
      'approval-requested',
      'disqualification-notice',
      'disqualification-staff',
      'export-ready',
      'payment-received',
      'registration-confirmation',
      'second-factor-reset',
      'staff-invitation',
    ]);
    const payment = list.body.data.find((t: { id: string }) => t.id === 'payment-received');
    expect(payment.variables).toEqual(['name', 'paymentId', 'amount', 'registrationId', 'receiptNumber', 'receiptLink']);
    expect(payment.smsText).toContain('{{receiptLink}}');
    // The default writes amounts as the portal does (₹300), not "Rs. 300".
    expect(payment.content).toContain('your payment of ₹{{amount}} (payment ID');
    expect(payment.content).not.toContain('Rs.');

    const saved = await asSuperadmin('PUT', '/admin/notification-templates/payment-received', {
      subject: 'Paid: {{paymentId}}',
      content: 'Hello {{name}}',
      version: payment.version,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ subject: 'Paid: {{paymentId}}', content: 'Hello {{name}}', version: payment.version + 1 });
    expect(await lastAudit(target)).toMatchObject({
      action: 'template.updated',
      target_id: 'payment-received',
      after: { subject: 'Paid: {{paymentId}}', content: 'Hello {{name}}' },
    });
    expect((await asSuperadmin('PUT', '/admin/notification-templates/nope', { subject: 'a', content: 'b' })).status).toBe(404);
  });

  test("a template's SMS text and DLT id are kept when left out, stored when sent, and refused in words when wrong", async () => {
    const read = async (id: string) =>
      (await asSuperadmin('GET', '/admin/notification-templates')).body.data.find((t: { id: string }) => t.id === id) as NotificationTemplate;
    const before = await read('disqualification-notice');
    const rowOf = async (id: string) => target.db.query('SELECT subject, sms_text, dlt_template_id, version FROM notification_templates WHERE id = $1', [id]);

    // A screen built before the SMS fields sends only subject and content: the SMS stays.
    const older = await asSuperadmin('PUT', '/admin/notification-templates/disqualification-notice', {
      subject: 'Disqualified: {{registrationId}}',
      content: before.content,
      version: before.version,
    });
    expect(older.status).toBe(200);
    expect(older.body).toMatchObject({ subject: 'Disqualified: {{registrationId}}', smsText: before.smsText, dltTemplateId: '' });

    // Any {{word}} is accepted and stays as written.
    const sms = 'Dear {{name}}, {{registrationId}} is disqualified: {{reason}}. {{unknownWord}}';
    const saved = await asSuperadmin('PUT', '/admin/notification-templates/disqualification-notice', {
      ...older.body,
      smsText: sms,
      dltTemplateId: '1107161234567890123',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ smsText: sms, dltTemplateId: '1107161234567890123', version: before.version + 2 });
    expect(await lastAudit(target)).toMatchObject({
      action: 'template.updated',
      target_id: 'disqualification-notice',
      before: { smsText: before.smsText, dltTemplateId: '' },
      after: { smsText: sms, dltTemplateId: '1107161234567890123' },
    });

    const stored = await rowOf('disqualification-notice');
    for (const [change, field, message] of [
      [{ dltTemplateId: '1107-1612' }, 'dltTemplateId', 'DLT template ID must be digits only, at most 30'],
      [{ dltTemplateId: '1'.repeat(31) }, 'dltTemplateId', 'DLT template ID must be digits only, at most 30'],
      [{ smsText: 'x'.repeat(1001) }, 'smsText', 'SMS text must be at most 1000 characters'],
    ] as const) {
      const refused = await asSuperadmin('PUT', '/admin/notification-templates/disqualification-notice', { ...saved.body, ...change });
      expect([refused.status, refused.body.code]).toEqual([400, 'invalid-request']);
      expect(refused.body.issues).toContainEqual({ path: field, message });
    }
    expect(await rowOf('disqualification-notice')).toEqual(stored);

    // Staff notices go by e-mail only.
    const invitation = await read('staff-invitation');
    const staffSms = await asSuperadmin('PUT', '/admin/notification-templates/staff-invitation', { ...invitation, smsText: 'Your link: {{link}}' });
    expect(staffSms).toMatchObject({
      status: 409,
      body: {
        message: 'This staff notice is sent by e-mail only, so it takes no SMS text or DLT template ID. Leave both empty.',
        code: 'staff-notice-email-only',
      },
    });
    expect(await read('staff-invitation')).toEqual(invitation);
  });
});
