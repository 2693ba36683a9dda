import { dumpSettled } from './support/database-dump';
import { testEngines } from './support/environment';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// Invisible text is no text, and look-alikes are one value: every class of stored text field is
// normalised (NFKC, invisible and bidirectional-control characters removed, trimmed) before its
// length and uniqueness rules. And saving what is stored writes nothing: no version, no audit entry.

const INVISIBLE = '\u200B\u200C\u200D\u2060\uFEFF\u00AD\u202E\u2066\u2069\u200E\u200F\u061C\u3164';

describe.each(testEngines())('hostile text and empty saves on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 20 });
  let superadmin: string;
  const as = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: superadmin, body });
  const expectFieldRefused = (reply: Reply, field: string) => {
    expect({ status: reply.status, fields: reply.body.issues?.map((issue: { path: string }) => issue.path) }).toEqual({
      status: 400,
      fields: expect.arrayContaining([field]),
    });
  };

  beforeAll(async () => {
    superadmin = await tokenFor('superadmin');
  });

  test('text made only of invisible characters is refused in every class of text field, and nothing changes', async () => {
    const [registration] = await allRegistrations(target, superadmin);
    const id = registration!.registrationId;
    const center = (await as('POST', '/admin/centers', { code: 'INV1', name: 'Invisible Test', city: 'Pune' })).body;
    const template = (await as('GET', '/admin/notification-templates')).body.data[0];
    const settings = (await as('GET', '/admin/settings')).body;
    const before = await dumpSettled(target);
    const cases: [string, string, unknown, string][] = [
      ['PUT', `/admin/registrations/${id}/status`, { status: 'disqualified', note: INVISIBLE.repeat(3) }, 'note'],
      ['PUT', `/admin/registrations/${id}/details`, { name: INVISIBLE }, 'name'],
      ['PUT', `/admin/registrations/${id}/details`, { school: { value: INVISIBLE } }, 'school.value'],
      ['PUT', `/admin/registrations/${id}/details`, { contactNumber: `98765${INVISIBLE}` }, 'contactNumber'],
      ['POST', '/admin/centers', { code: `X${INVISIBLE}`, name: 'Look Alike', city: 'Pune' }, 'code'],
      ['POST', '/admin/centers', { code: 'INV2', name: INVISIBLE, city: 'Pune' }, 'name'],
      ['PUT', `/admin/centers/${center.id}`, { code: 'INV1', name: 'Invisible Test', city: `P${INVISIBLE}` }, 'city'],
      ['PUT', `/admin/notification-templates/${template.id}`, { subject: INVISIBLE, content: 'Hello' }, 'subject'],
      ['PUT', '/admin/settings/organization', { value: { ...settings.organization.value, name: INVISIBLE } }, 'value.name'],
      ['PUT', '/admin/settings/payment', { value: { ...settings.payment.value, paymentIdFormat: INVISIBLE } }, 'value.paymentIdFormat'],
      ['PUT', '/admin/profile', { name: INVISIBLE, phone: '', alternateEmail: '' }, 'name'],
    ];
    for (const [method, path, body, field] of cases) expectFieldRefused(await as(method, path, body), field);
    expect(await dumpSettled(target)).toEqual(before);
  });

  test('look-alike centre codes (zero-width space, full-width letters) are the same code: 409', async () => {
    expect((await as('POST', '/admin/centers', { code: 'LKA01', name: 'Look Alike', city: 'Pune' })).status).toBe(201);
    for (const code of ['LKA\u200B01', 'ＬＫＡ０１', 'lka01\u200E', ' ＬKA01\u2060']) {
      const reply = await as('POST', '/admin/centers', { code, name: 'Look Alike Two', city: 'Pune' });
      expect({ code, status: reply.status, body: reply.body }).toEqual({
        code,
        status: 409,
        body: { message: 'Center code LKA01 is already in use', code: 'center-code-taken' },
      });
    }
  });

  test('stored text is the normalised text', async () => {
    const created = await as('POST', '/admin/centers', { code: ' ＮＲＭ\u200B01 ', name: '\u202ENorm\u200B Centre ', city: 'Pune\u200F' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'NRM01', name: 'Norm Centre', city: 'Pune' });
    const [registration] = await allRegistrations(target, superadmin);
    const changed = await as('PUT', `/admin/registrations/${registration!.registrationId}/details`, { name: '\uFEFFAsha\u200B Rao\u2066' });
    expect(changed.body.name).toBe('Asha Rao');
  });

  const auditCount = async () => (await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]!.n;

  test('saving every versioned or audited thing unchanged writes nothing: same version, no audit entry', async () => {
    const center = (await as('POST', '/admin/centers', { code: 'SAME1', name: 'Same Centre', city: 'Pune', contact: '9876543210' })).body;
    const template = (await as('GET', '/admin/notification-templates')).body.data[0];
    const settings = (await as('GET', '/admin/settings')).body;
    const [registration] = await allRegistrations(target, superadmin);
    const profileBody = { name: 'Meera Iyer', phone: '+919876543210', alternateEmail: '' };
    expect((await as('PUT', '/admin/profile', profileBody)).status).toBe(200);
    const staff = (await as('GET', '/admin/staff-accounts')).body.data.find((user: { email: string }) => user.email === 'viewer@example.org');
    const before = await dumpSettled(target);
    const audits = await auditCount();

    const saves: [string, string, unknown, (reply: Reply) => void][] = [
      [
        'PUT',
        `/admin/centers/${center.id}`,
        { code: center.code, name: center.name, city: center.city, contact: center.contact, version: center.version },
        (reply) => expect(reply.body.version).toBe(center.version),
      ],
      // Saved as typed in a form: normalising makes it the same text.
      [
        'PUT',
        `/admin/centers/${center.id}`,
        { code: ` ${center.code}\u200B`, name: center.name, city: center.city, contact: center.contact, version: center.version },
        (reply) => expect(reply.body.version).toBe(center.version),
      ],
      [
        'PUT',
        `/admin/notification-templates/${template.id}`,
        { subject: template.subject, content: template.content, version: template.version },
        (reply) => expect(reply.body.version).toBe(template.version),
      ],
      [
        'PUT',
        '/admin/settings/organization',
        { value: settings.organization.value, version: settings.organization.version },
        (reply) => expect(reply.body.version).toBe(settings.organization.version),
      ],
      [
        'PUT',
        '/admin/settings/audit',
        { value: settings.audit.value, version: settings.audit.version },
        (reply) => expect(reply.body.version).toBe(settings.audit.version),
      ],
      [
        'PUT',
        '/admin/feature-flags/csvExport',
        { enabled: settings.featureFlags.value.csvExport },
        (reply) => expect(reply.body.version).toBe(settings.featureFlags.version),
      ],
      [
        'PUT',
        `/admin/registrations/${registration!.registrationId}/details`,
        { name: registration!.name, version: registration!.version },
        (reply) => expect(reply.body.version).toBe(registration!.version),
      ],
      ['PUT', `/admin/staff-accounts/${staff.id}/role`, { role: 'viewer' }, (reply) => expect(reply.body.role).toBe('viewer')],
      ['PUT', '/admin/profile', profileBody, (reply) => expect(reply.body.name).toBe(profileBody.name)],
    ];
    for (const [method, path, body, check] of saves) {
      const reply = await as(method, path, body);
      expect({ path, status: reply.status }).toEqual({ path, status: 200 });
      check(reply);
    }
    expect(await auditCount()).toBe(audits);
    expect(await dumpSettled(target)).toEqual(before);
  });
});
