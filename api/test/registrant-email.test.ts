import { parseCsv } from 'shared/domain/common/csv';
import type { Registration } from 'shared/domain/registrations/registration';
import { PGLITE_IMPORT_PART_ROWS } from '../src/imports/registration-import';
import { dumpSettled } from './support/database-dump';
import { testEngines } from './support/environment';
import { importCsv, numberedImportRow, whileRefusingRow } from './support/import-rows';
import { useMessageSinks } from './support/message-sinks';
import { allRegistrations, call, useTestApp, type TestApp } from './support/test-app';
import { tokenFor } from './support/tokens';
import { until } from './support/until';
import { queryOutbox } from './support/outbox';

// A registrant's e-mail on both engines: set and cleared through the details call (a bad one
// refused in words, nothing written), carried by the registration's answer and its CSV, read from an
// import file's optional `email` column; and an import's "Send registration confirmations", queued
// with the import's rows (a file refused or rolled back queues nothing), delivered to a real SMTP
// server and the gateway's stand-in.

interface MessageRow {
  registration_id: string;
  channel: string;
  template: string;
  recipient: string;
  status: string;
  [column: string]: unknown;
}

describe.each(testEngines())('registrant e-mail and import confirmations on %s', (engine) => {
  const { sinks, config } = useMessageSinks();
  const target: TestApp = useTestApp(engine, { registrations: 30, config });

  let seeded: Registration[];
  beforeAll(async () => {
    seeded = await allRegistrations(target, await tokenFor('admin'));
  });
  const as = async (role: 'superadmin' | 'admin' | 'staff', method: string, path: string, body?: unknown) =>
    call(target, method, path, { token: await tokenFor(role), body });
  const messagesOf = (prefix: string) =>
    queryOutbox<MessageRow>(
      target,
      'SELECT registration_id, channel, template, recipient, status FROM messages WHERE registration_id LIKE $1 ORDER BY registration_id, channel',
      [`${prefix}-%`],
    );
  const countOf = async (prefix: string) =>
    Number((await target.db.query<{ n: string }>('SELECT count(*) AS n FROM registrations WHERE registration_id LIKE $1', [`${prefix}-%`]))[0]!.n);

  test('the details call sets the e-mail and clears it with an empty one or null; the answer, the list and the history carry it', async () => {
    const r = seeded[0]!;
    const path = `/admin/registrations/${r.registrationId}/details`;
    const set = await as('staff', 'PUT', path, { email: ' Parent.One@Example.org\u200B ', version: r.version });
    expect(set.status).toBe(200);
    expect(set.body.email).toBe('Parent.One@Example.org');
    expect((await as('staff', 'GET', `/admin/registrations/${r.registrationId}`)).body.email).toBe('Parent.One@Example.org');
    const listed = (await as('staff', 'GET', `/admin/registrations?q=${r.registrationId}`)).body.data;
    expect(listed.find((row: Registration) => row.registrationId === r.registrationId).email).toBe('Parent.One@Example.org');
    const history = (await as('staff', 'GET', `/admin/registrations/${r.registrationId}/history`)).body.data;
    expect(history[0]).toMatchObject({ action: 'registration.updated', before: { email: null }, after: { email: 'Parent.One@Example.org' } });

    for (const cleared of ['', null]) {
      await as('staff', 'PUT', path, { email: 'again@example.org' });
      const reply = await as('staff', 'PUT', path, { email: cleared });
      expect(reply.status).toBe(200);
      // Left out when none is known, as gender is.
      expect('email' in reply.body).toBe(false);
      const [stored] = await target.db.query<{ email: string | null }>('SELECT email FROM registrations WHERE registration_id = $1', [r.registrationId]);
      expect(stored!.email).toBeNull();
    }
  });

  test("a bad e-mail is refused with the spec's words and nothing is written", async () => {
    const r = seeded[1]!;
    const before = await dumpSettled(target);
    for (const email of ['not-an-email', 'parent@', 'parent@example', `${'x'.repeat(250)}@example.org`, 42]) {
      const reply = await as('staff', 'PUT', `/admin/registrations/${r.registrationId}/details`, { email, name: 'Changed Name' });
      expect({ email, status: reply.status, issues: reply.body.issues }).toEqual({
        email,
        status: 400,
        issues: [{ path: 'email', message: typeof email === 'number' ? expect.any(String) : 'Invalid email address' }],
      });
    }
    expect(await dumpSettled(target)).toEqual(before);
  });

  test('the registration CSV carries the e-mail in its column', async () => {
    const r = seeded[2]!;
    expect((await as('staff', 'PUT', `/admin/registrations/${r.registrationId}/details`, { email: 'csv-parent@example.org' })).status).toBe(200);
    const response = await fetch(`${target.baseUrl}/admin/registrations/export?q=${r.registrationId}`, {
      headers: { authorization: `Bearer ${await tokenFor('staff')}` },
    });
    const [header, row] = parseCsv(await response.text());
    expect(header!.slice(0, 2)).toEqual(['registrationId', 'name']);
    expect(row![header!.indexOf('email')]).toBe('csv-parent@example.org');
  });

  // More rows than one part on PGlite: the confirmations of earlier parts go with the last.
  const ROWS = PGLITE_IMPORT_PART_ROWS + 3;
  const rowsOf = (prefix: string, rows: number) =>
    Array.from({ length: rows }, (_, n) => numberedImportRow(prefix, n + 1, { email: n % 2 === 0 ? `${prefix.toLowerCase()}-${n + 1}@example.org` : '' }));
  const fileOf = (prefix: string, rows = ROWS) => importCsv(rowsOf(prefix, rows));

  test('an import with sendConfirmations queues registration-confirmation for each row: by e-mail when it has one, by SMS to its number', async () => {
    const prefix = `CONF${engine}`;
    const preview = await as('superadmin', 'POST', '/admin/imports/preview', { csv: fileOf(prefix) });
    expect(preview.body.preview[0]).toMatchObject({ registrationId: `${prefix}-1`, email: `${prefix.toLowerCase()}-1@example.org` });
    expect('email' in preview.body.preview[1]).toBe(false);

    const reply = await as('superadmin', 'POST', '/admin/imports', { csv: fileOf(prefix), sendConfirmations: true });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ imported: ROWS });
    const messages = await messagesOf(prefix);
    const expected = Array.from({ length: ROWS }, (_, n) => {
      const row = numberedImportRow(prefix, n + 1);
      return [
        ...(n % 2 === 0 ? [[row.registrationId, 'email', 'registration-confirmation', `${prefix.toLowerCase()}-${n + 1}@example.org`]] : []),
        [row.registrationId, 'sms', 'registration-confirmation', `+91${row.contactNumber}`],
      ];
    }).flat();
    expect(messages.map((m) => [m.registration_id, m.channel, m.template, m.recipient]).sort()).toEqual(expected.sort());
    // The registration carries the file's e-mail; and the first confirmation reaches the SMTP server, its name filled in.
    expect((await as('admin', 'GET', `/admin/registrations/${prefix}-1`)).body.email).toBe(`${prefix.toLowerCase()}-1@example.org`);
    await until(() => sinks.smtp.received.some((m) => m.to.includes(`${prefix.toLowerCase()}-1@example.org`)), 'the confirmation e-mail');
    const mail = sinks.smtp.received.find((m) => m.to.includes(`${prefix.toLowerCase()}-1@example.org`))!;
    expect(mail.text).toContain('Imported Child 1');
    expect(mail.text).not.toMatch(/\{\{/);
  });

  test('an import without sendConfirmations, or with it false, queues nothing', async () => {
    for (const [prefix, body] of [
      [`NOCONF${engine}`, {}],
      [`OFFCONF${engine}`, { sendConfirmations: false }],
    ] as const) {
      const reply = await as('superadmin', 'POST', '/admin/imports', { csv: fileOf(prefix, 3), ...body });
      expect(reply.status).toBe(201);
      expect(await countOf(prefix)).toBe(3);
      expect(await messagesOf(prefix)).toEqual([]);
    }
  });

  test('an import refused for its rows, or rolled back part-way, queues nothing', async () => {
    const refusedPrefix = `BADCONF${engine}`;
    const bad = importCsv([...rowsOf(refusedPrefix, 3), numberedImportRow(refusedPrefix, 4, { email: 'not-an-email' })]);
    const refused = await as('superadmin', 'POST', '/admin/imports', { csv: bad, sendConfirmations: true });
    expect([refused.status, refused.body.code]).toEqual([400, 'import-rows-invalid']);
    expect(refused.body.report.issues).toEqual([{ line: 5, column: 'email', code: 'invalid-value', message: 'Invalid email address' }]);
    expect(await countOf(refusedPrefix)).toBe(0);
    expect(await messagesOf(refusedPrefix)).toEqual([]);

    const prefix = `ROLLCONF${engine}`;
    // The database refuses the file's last row (on PGlite, in its last part).
    await whileRefusingRow(target.db, `${prefix}-${ROWS}`, async () => {
      const rolledBack = await as('superadmin', 'POST', '/admin/imports', { csv: fileOf(prefix), sendConfirmations: true });
      expect(rolledBack.status).toBe(500);
    });
    expect(await countOf(prefix)).toBe(0);
    expect(await messagesOf(prefix)).toEqual([]);
  });
});
