import type { Registration } from 'shared/domain/registrations/registration';
import { SERVER_OWNED_MESSAGE } from 'shared/domain/common/server-owned';
import { SETTINGS_SECTIONS } from 'shared/domain/settings/settings';
import { dumpSettled } from './support/database-dump';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// The API takes back what it gives: every write whose body is an object the API also answers
// takes that answer back whole. Server-owned fields (ids, versions, timestamps, a payment's
// receipt and approval) sent as answered are ignored; sent changed, they answer 400 naming the
// field and change nothing. Finding 8 of issue 55: the spec's confirm body, the payment as read.

/** The writes whose body is such an object, each walked below; every other write with a body says why it is not one. */
const TAKE_BACK_THEIR_ANSWER = [
  'PUT /admin/register/:id',
  'PUT /admin/registrations/:id/details',
  'PUT /admin/notification-templates/:id',
  'PUT /admin/registration-views/:id',
  'PUT /admin/centers/:id',
  'PUT /admin/profile/preferences',
  'PUT /admin/profile',
  ...SETTINGS_SECTIONS.map((section) => `PUT /admin/settings/${section}`),
];
const NOT_AN_ANSWER_TAKEN_BACK: Record<string, string> = {
  'POST /admin/registration-views': 'creates a view: nothing stored to compare server-owned fields with',
  'PUT /admin/registration-views/default': 'names a view; answers the list',
  'POST /admin/registrations/:id/receipt/cancel': 'a reason and a version, not an answered object',
  'POST /admin/registrations/:id/approval': 'a decision, not an answered object',
  'PUT /admin/registrations/:id/status': 'a status change and its note, not an answered object',
  'POST /admin/registrations/:id/undo': 'names a history entry',
  'POST /admin/registrations/:keepId/merge': 'names registrations, their versions and where each field comes from; answers the kept one',
  'PUT /admin/registrations/duplicates/:contactNumber/verdict': 'a new verdict each time; its answer records who gave it and when',
  'POST /admin/registrations/bulk': 'an action on a set of registrations',
  'PUT /admin/reconciliation/statements/:id/lines/:line/match': 'names a registration and a note',
  'DELETE /admin/reconciliation/statements/:id/lines/:line/match': 'a note',
  'POST /admin/reconciliation/statements': 'a statement file',
  'POST /admin/reconciliation/preview': 'a statement file; writes nothing',
  'POST /admin/reconciliation/presets': 'creates a preset',
  'PUT /admin/feature-flags/:key': 'one switch; answers every flag',
  'POST /admin/centers': 'creates a centre',
  'POST /admin/staff-accounts': 'an invitation',
  'PUT /admin/staff-accounts/:uid/role': 'one role; answers the account',
  'PUT /admin/staff-accounts/:uid/centers': "the account's centres; answers the account",
  'POST /admin/exports': 'names the kind of export',
  'POST /admin/imports/preview': 'a CSV file',
  'POST /admin/imports': 'a CSV file, and whether to send registration confirmations',
  'POST /admin/profile/passkeys': "a browser's new passkey and its name",
  'PATCH /admin/profile/passkeys/:id': 'one name; answers the passkey',
  'POST /admin/profile/second-factor': "a passkey's signature",
  'POST /admin/messages/resend': 'the ids of failed messages; answers their new copies',
  'POST /releases/reports': "browsers' load reports",
  'POST /admin/releases': 'registers a new build',
  'PUT /admin/releases/:remote/rollout': 'a version and a share',
};

describe.each(testEngines())('writes take back their answers on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 60 });
  let superadmin: string;
  let pendingOffline: Registration[];
  const as = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: superadmin, body });
  const ok = (reply: Reply, status = 200) => {
    expect({ status: reply.status, body: reply.status === status ? 'as expected' : reply.body }).toEqual({ status, body: 'as expected' });
    return reply.body;
  };
  /** 400 naming exactly these fields, each as set by the server, and the database as it was. */
  const expectRefused = async (method: string, path: string, body: unknown, fields: string[]) => {
    const before = await dumpSettled(target);
    const reply = await as(method, path, body);
    expect({ status: reply.status, issues: reply.body.issues }).toEqual({
      status: 400,
      issues: fields.map((field) => ({ path: field, message: SERVER_OWNED_MESSAGE })),
    });
    expect(reply.body).toMatchObject({ message: `Invalid body ${fields[0]}: ${SERVER_OWNED_MESSAGE}`, code: 'invalid-request' });
    expect(await dumpSettled(target)).toEqual(before);
  };

  beforeAll(async () => {
    superadmin = await tokenFor('superadmin');
    const everything = await allRegistrations(target, superadmin);
    pendingOffline = everything.filter((r) => r.status === 'active' && r.payment.status === 'pending' && r.payment.mode === 'offline');
    expect(pendingOffline.length).toBeGreaterThanOrEqual(2);
  });

  test('every write with a body either takes back its answer or says why it has none to take', () => {
    const writes = target.app.routeCatalogue.filter((route) => route.accepts.body).map((route) => `${route.method} ${route.url}`);
    expect([...writes].sort()).toEqual([...TAKE_BACK_THEIR_ANSWER, ...Object.keys(NOT_AN_ANSWER_TAKEN_BACK)].sort());
  });

  test("the spec's confirm body, the payment as read with its status changed, confirms and issues the receipt", async () => {
    const read: Registration = ok(await as('GET', `/admin/registrations/${pendingOffline[0]!.registrationId}`));
    expect(read.payment).toMatchObject({ status: 'pending', receipt: null, approval: null });
    const confirmed: Registration = ok(
      await as('PUT', `/admin/register/${read.registrationId}`, { payment: { ...read.payment, status: 'success' }, adminNote: 'Cash received' }),
    );
    expect(confirmed.payment).toMatchObject({
      status: 'success',
      mode: 'offline',
      approval: null,
      receipt: { number: expect.stringMatching(/^RCT\/\d{4}\/\d{6}$/) },
    });
    expect(confirmed.version).toBe(read.version + 1);
    expect(ok(await as('GET', `/admin/registrations/${read.registrationId}`))).toEqual(confirmed);
  });

  test("a payment's receipt or approval sent changed is refused naming it; an unknown field is still unknown", async () => {
    const read: Registration = ok(await as('GET', `/admin/registrations/${pendingOffline[1]!.registrationId}`));
    const path = `/admin/register/${read.registrationId}`;
    const payment = { ...read.payment, status: 'success' };
    const receipt = { number: 'RCT/2627/000001', issuedAt: '2026-05-01T10:00:00.000Z', issuedBy: 'admin@example.org' };
    const approval = { requestedBy: 'staff@example.org', requestedAt: '2026-05-01T10:00:00.000Z', note: null };
    await expectRefused('PUT', path, { payment: { ...payment, receipt } }, ['payment.receipt']);
    await expectRefused('PUT', path, { payment: { ...payment, approval }, version: read.version }, ['payment.approval']);
    await expectRefused('PUT', path, { payment: { ...payment, receipt, approval } }, ['payment.receipt', 'payment.approval']);
    const unknown = await as('PUT', path, { payment: { ...payment, paidBy: 'cash' } });
    expect({ status: unknown.status, message: unknown.body.message, code: unknown.body.code }).toEqual({
      status: 400,
      message: 'Invalid body payment.paidBy: Unknown field',
      code: 'invalid-request',
    });
    // The same payment with its receipt and approval as read goes through.
    expect(ok(await as('PUT', path, { payment, version: read.version })).payment.status).toBe('success');
  });

  test("a registration's school comes back as read beside a changed name", async () => {
    const read: Registration = ok(await as('GET', `/admin/registrations/${pendingOffline[2]!.registrationId}`));
    const saved: Registration = ok(
      await as('PUT', `/admin/registrations/${read.registrationId}/details`, { name: 'Round Trip', school: read.school, version: read.version }),
    );
    expect({ name: saved.name, school: saved.school }).toEqual({ name: 'Round Trip', school: read.school });
  });

  test('a template comes back whole with its text changed; its id, name, variables sent changed are refused', async () => {
    const [template] = ok(await as('GET', '/admin/notification-templates')).data;
    const path = `/admin/notification-templates/${template.id}`;
    // Unchanged: nothing written, the version stays.
    expect(ok(await as('PUT', path, template))).toEqual(template);
    const saved = ok(await as('PUT', path, { ...template, subject: `${template.subject} (round trip)` }));
    expect(saved).toEqual({ ...template, subject: `${template.subject} (round trip)`, version: template.version + 1 });
    await expectRefused('PUT', path, { ...saved, id: 'another-template' }, ['id']);
    await expectRefused('PUT', path, { ...saved, name: 'Another name' }, ['name']);
    await expectRefused('PUT', path, { ...saved, variables: [...saved.variables, 'secret'] }, ['variables']);
    // The version keeps its own rule: a stale copy answers 409.
    expect((await as('PUT', path, { ...saved, version: template.version })).status).toBe(409);
  });

  test('a saved view comes back whole with its name changed; its id, owner and editability sent changed are refused', async () => {
    const view = ok(await as('POST', '/admin/registration-views', { name: 'Round trip', query: 'status=active', shared: false }), 201);
    const path = `/admin/registration-views/${view.id}`;
    expect(ok(await as('PUT', path, { ...view, name: 'Round trip, renamed' }))).toEqual({ ...view, name: 'Round trip, renamed' });
    await expectRefused('PUT', path, { ...view, id: '00000000-0000-4000-8000-000000000000' }, ['id']);
    await expectRefused('PUT', path, { ...view, ownerName: 'Someone else' }, ['ownerName']);
    await expectRefused('PUT', path, { ...view, editable: false }, ['editable']);
  });

  test('a centre comes back whole with its city changed; its id sent changed is refused', async () => {
    const center = ok(await as('POST', '/admin/centers', { code: 'RT01', name: 'Round Trip Centre', city: 'Pune' }), 201);
    const path = `/admin/centers/${center.id}`;
    const saved = ok(await as('PUT', path, { ...center, city: 'Nagpur' }));
    expect(saved).toEqual({ ...center, city: 'Nagpur', version: center.version + 1 });
    await expectRefused('PUT', path, { ...saved, id: '00000000-0000-4000-8000-000000000000' }, ['id']);
  });

  test('a profile comes back whole with its phone changed, an alternate e-mail of null meaning none; its uid, e-mail and avatar sent changed are refused', async () => {
    ok(await as('PUT', '/admin/profile', { name: 'Round Trip Admin', phone: '+919876500001', alternateEmail: '' }));
    const profile = ok(await as('GET', '/admin/profile'));
    expect(profile.alternateEmail).toBeNull();
    const saved = ok(await as('PUT', '/admin/profile', { ...profile, phone: '+919876500002' }));
    expect(saved).toEqual({ ...profile, phone: '+919876500002' });
    expect(ok(await as('GET', '/admin/profile'))).toEqual(saved);
    await expectRefused('PUT', '/admin/profile', { ...saved, uid: 'someone-else' }, ['uid']);
    await expectRefused('PUT', '/admin/profile', { ...saved, email: 'other@example.org', avatarPath: '/avatars/x' }, ['email', 'avatarPath']);
  });

  test('preferences and every settings section come back as read and change nothing', async () => {
    const preferences = ok(await as('GET', '/admin/profile/preferences'));
    expect(ok(await as('PUT', '/admin/profile/preferences', preferences))).toEqual(preferences);
    const snapshot = ok(await as('GET', '/admin/settings'));
    const before = await dumpSettled(target);
    for (const section of SETTINGS_SECTIONS) expect(ok(await as('PUT', `/admin/settings/${section}`, snapshot[section]))).toEqual(snapshot[section]);
    expect(await dumpSettled(target)).toEqual(before);
    const renamed = ok(
      await as('PUT', '/admin/settings/organization', { ...snapshot.organization, value: { ...snapshot.organization.value, name: 'Round Trip Org' } }),
    );
    expect(renamed).toEqual({ value: { ...snapshot.organization.value, name: 'Round Trip Org' }, version: snapshot.organization.version + 1 });
  });
});
