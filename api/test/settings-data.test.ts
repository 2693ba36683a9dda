import { parseCsv } from 'shared/domain/common/csv';
import { NOT_UTF8 } from 'shared/domain/imports/registration-import';
import { applyRetention } from '../src/settings/retention';
import { testEngines } from './support/environment';
import { call, useTestApp, type TestApp } from './support/test-app';
import { importCsv, numberedImportRow } from './support/import-rows';
import { tokenFor } from './support/tokens';

// The Data tab: server-made export files, an all-or-nothing CSV import, and retention.

const REFUSED = ['admin', 'staff', 'viewer', 'norole'] as const;

const goodRow = (n: number) => numberedImportRow('IMP', n);

async function waitForExport(target: TestApp, id: string) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const list = await call(target, 'GET', '/admin/exports', { token: await tokenFor('superadmin') });
    const found = list.body.data.find((e: { id: string }) => e.id === id);
    if (found.status !== 'running') return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The export did not finish');
}

describe.each(testEngines())('data tab on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 2500 });
  const asSuperadmin = async (method: string, path: string, body?: unknown) => call(target, method, path, { token: await tokenFor('superadmin'), body });

  test.each(REFUSED)('every data call is refused to %s', async (role) => {
    const token = await tokenFor(role);
    const csv = importCsv([goodRow(900)]);
    for (const [method, path, body] of [
      ['GET', '/admin/exports'],
      ['POST', '/admin/exports', { kind: 'registrations' }],
      ['GET', '/admin/exports/00000000-0000-0000-0000-000000000000/file'],
      ['POST', '/admin/imports/preview', { csv }],
      ['POST', '/admin/imports', { csv }],
    ] as const) {
      expect((await call(target, method, path, { token, body })).status).toBe(403);
    }
    expect((await asSuperadmin('GET', '/admin/registrations/IMP-900')).status).toBe(404);
  });

  test('a registrations export holds every registration, with progress, size and an audit entry', async () => {
    const started = await asSuperadmin('POST', '/admin/exports', { kind: 'registrations' });
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      kind: 'registrations',
      status: 'running',
      rowsTotal: 2500,
      fileName: expect.stringMatching(/^registrations-.*\.csv$/),
    });
    const done = await waitForExport(target, started.body.id);
    expect(done).toMatchObject({ status: 'completed', rowsDone: 2500, completedAt: expect.any(String) });

    const response = await fetch(`${target.baseUrl}/admin/exports/${started.body.id}/file`, {
      headers: { authorization: `Bearer ${await tokenFor('superadmin')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${done.fileName}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(done.sizeBytes);
    const [header, ...rows] = parseCsv(bytes.toString('utf8'));
    expect(header!.slice(0, 3)).toEqual(['registrationId', 'name', 'gender']);
    expect(rows).toHaveLength(2500);
    const [stored] = await target.db.query<{ name: string; contact_number: string }>(
      'SELECT name, contact_number FROM registrations WHERE registration_id = $1',
      [rows[1]![0]],
    );
    expect([rows[1]![1], rows[1]![3]]).toEqual([stored!.name, stored!.contact_number]);
    expect(new Set(rows.map((row) => row[0])).size).toBe(2500);

    const [audit] = await target.db.query<{ action: string }>("SELECT action FROM audit_log WHERE target_type = 'data_export' AND target_id = $1", [
      started.body.id,
    ]);
    expect(audit?.action).toBe('data.exported');
  });

  test('an audit-log export holds every audit entry', async () => {
    const started = await asSuperadmin('POST', '/admin/exports', { kind: 'audit' });
    const done = await waitForExport(target, started.body.id);
    const [counted] = await target.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log WHERE id <= (SELECT max(id) FROM audit_log)');
    expect(done.status).toBe('completed');
    expect(done.rowsDone).toBeGreaterThanOrEqual(2500);
    expect(done.rowsDone).toBeLessThanOrEqual(counted!.count);
    // Done and total agree once written (the list read "3,039 / 3,038": its own entry was not counted).
    expect(done.rowsTotal).toBe(done.rowsDone);
    // Named in India time, as the list shows when it started: 07:35:12 UTC is 13:05:12 there.
    const india = new Date(new Date(done.createdAt).getTime() + 330 * 60_000).toISOString().slice(0, 19).replace(/[T:]/g, '-');
    expect(done.fileName).toBe(`audit-log-${india}.csv`);

    // Its times are the requester's wall clock (India here), named in the header, as a spreadsheet reads a date and time.
    expect((await asSuperadmin('GET', '/admin/profile/preferences')).body.timezone).toBe('Asia/Kolkata');
    const response = await fetch(`${target.baseUrl}/admin/exports/${started.body.id}/file`, {
      headers: { authorization: `Bearer ${await tokenFor('superadmin')}` },
    });
    const [header, ...rows] = parseCsv(await response.text());
    expect(header!.slice(0, 3)).toEqual(['id', 'at (Asia/Kolkata)', 'actorEmail']);
    const [first] = await target.db.query<{ id: string; at: Date }>('SELECT id::text AS id, at FROM audit_log ORDER BY id LIMIT 1');
    const inIndia = new Date(new Date(first!.at).getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(rows.find((row) => row[0] === first!.id)?.[1]).toBe(inIndia);
  });

  test('a file with one bad row is reported row by row and nothing is imported until it is fixed', async () => {
    const bad = { ...goodRow(2), std: '13th', paymentAmount: 'abc' };
    const csv = importCsv([goodRow(1), bad, goodRow(3)]);
    const preview = await asSuperadmin('POST', '/admin/imports/preview', { csv });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ totalRows: 3, validRows: 2 });
    expect(preview.body.issues).toEqual([
      { line: 3, column: 'std', code: 'invalid-value', message: 'Class must be 1st to 12th' },
      { line: 3, column: 'paymentAmount', code: 'invalid-value', message: 'Amount must be whole rupees, 0 or more' },
    ]);
    expect(preview.body.preview.map((row: { registrationId: string }) => row.registrationId)).toEqual(['IMP-1', 'IMP-3']);

    const refused = await asSuperadmin('POST', '/admin/imports', { csv });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ message: '1 row of the file has problems; nothing was imported.', code: 'import-rows-invalid' });
    expect((await asSuperadmin('GET', '/admin/registrations/IMP-1')).status).toBe(404);

    const fixed = importCsv([goodRow(1), goodRow(2), goodRow(3)]);
    const imported = await asSuperadmin('POST', '/admin/imports', { csv: fixed });
    expect(imported.status).toBe(201);
    expect(imported.body).toEqual({ imported: 3 });
    const registration = await asSuperadmin('GET', '/admin/registrations/IMP-2');
    expect(registration.body).toMatchObject({
      name: 'Imported Child 2',
      std: '4th',
      status: 'active',
      payment: { paymentId: 'PAY-IMP-2', amount: 300, status: 'pending', mode: 'offline' },
    });
    const audits = await target.db.query<{ actor_email: string; action: string }>(
      "SELECT actor_email, action FROM audit_log WHERE registration_id IN ('IMP-1', 'IMP-2', 'IMP-3')",
    );
    expect(audits).toEqual(Array(3).fill({ actor_email: 'superadmin@example.org', action: 'registration.created' }));

    // The same file again: every id is taken now, so nothing more goes in.
    const again = await asSuperadmin('POST', '/admin/imports/preview', { csv: fixed });
    expect(again.body.validRows).toBe(0);
    expect(again.body.issues[0]).toEqual({
      line: 2,
      column: 'registrationId',
      code: 'id-taken',
      values: { id: 'IMP-1' },
      message: 'IMP-1 is already registered',
    });
  });

  test('a file saved in another encoding than UTF-8 is refused on each line it garbles, with a hint to save it as UTF-8', async () => {
    const csv = importCsv([goodRow(80), { ...goodRow(81), name: 'José Peña' }, goodRow(82), { ...goodRow(83), school: 'École Saint-André' }]);
    // The browser reads the chosen file as UTF-8, as FileReader.readAsText does: Windows-1252 bytes come out as U+FFFD.
    const asTheBrowserReadsIt = new TextDecoder('utf-8').decode(Buffer.from(csv, 'latin1'));
    const message = NOT_UTF8;
    const preview = await asSuperadmin('POST', '/admin/imports/preview', { csv: asTheBrowserReadsIt });
    expect(preview.body).toMatchObject({ totalRows: 4, validRows: 2 });
    expect(preview.body.issues).toEqual([
      { line: 3, column: '', code: 'not-utf8', message },
      { line: 5, column: '', code: 'not-utf8', message },
    ]);
    expect(message).toMatch(/Save the file as "CSV UTF-8/);
    expect((await asSuperadmin('POST', '/admin/imports', { csv: asTheBrowserReadsIt })).status).toBe(400);
    expect((await asSuperadmin('GET', '/admin/registrations/IMP-80')).status).toBe(404);
    // The same rows saved as UTF-8 go in with their letters.
    expect((await asSuperadmin('POST', '/admin/imports', { csv })).status).toBe(201);
    expect((await asSuperadmin('GET', '/admin/registrations/IMP-81')).body.name).toBe('José Peña');
  });

  test("the Payment settings apply: no amount is charged the fee, no payment ID gets the format's next one, a mode switched off is refused", async () => {
    const settings = (await asSuperadmin('GET', '/admin/settings')).body.payment;
    expect(
      (
        await asSuperadmin('PUT', '/admin/settings/payment', {
          value: { ...settings.value, registrationFee: 450, onlineEnabled: false, paymentIdFormat: 'FEE-XXXXXX-X' },
        })
      ).status,
    ).toBe(200);
    try {
      const rows = [
        { ...goodRow(70), paymentAmount: '', paymentId: '' },
        { ...goodRow(71), paymentId: '' },
        { ...goodRow(72), paymentMode: 'online' },
      ];
      const preview = await asSuperadmin('POST', '/admin/imports/preview', { csv: importCsv(rows) });
      expect(preview.body.issues).toEqual([
        {
          line: 4,
          column: 'paymentMode',
          code: 'payment-mode-off',
          values: { mode: 'online' },
          message: 'Online payments are switched off in Settings > Payment; a superadmin can switch them on.',
        },
      ]);
      expect(preview.body.preview.map((row: { paymentId: string; paymentAmount: number }) => [row.paymentId, row.paymentAmount])).toEqual([
        ['FEE-000001-X', 450],
        ['FEE-000002-X', 300],
      ]);
      expect((await asSuperadmin('POST', '/admin/imports', { csv: importCsv(rows.slice(0, 2)) })).status).toBe(201);
      expect((await asSuperadmin('GET', '/admin/registrations/IMP-70')).body.payment).toMatchObject({ paymentId: 'FEE-000001-X', amount: 450 });
      // Numbering goes on from the highest the format has given.
      const next = await asSuperadmin('POST', '/admin/imports/preview', { csv: importCsv([{ ...goodRow(73), paymentId: '' }]) });
      expect(next.body.preview[0].paymentId).toBe('FEE-000003-X');
    } finally {
      expect((await asSuperadmin('PUT', '/admin/settings/payment', { value: settings.value })).status).toBe(200);
    }
  });

  test('a file without the needed columns, or with an id twice, is refused', async () => {
    const noColumns = await asSuperadmin('POST', '/admin/imports/preview', { csv: 'name,school\nA,B\n' });
    expect(noColumns.body.issues[0].message).toMatch(/^Missing columns: registrationId, gender/);
    expect(noColumns.body.issues[0]).toMatchObject({ code: 'missing-columns', values: { columns: expect.stringMatching(/^registrationId, gender/) } });
    const twice = await asSuperadmin('POST', '/admin/imports/preview', { csv: importCsv([goodRow(50), { ...goodRow(51), registrationId: 'IMP-50' }]) });
    expect(twice.body.issues).toEqual([
      { line: 3, column: 'registrationId', code: 'id-repeated', values: { id: 'IMP-50' }, message: 'IMP-50 appears more than once in the file' },
    ]);
  });

  test("retention deletes audit entries and exports older than the setting, messages' text and intents that failed, and keeps the rest", async () => {
    const token = await tokenFor('superadmin');
    // The longest retention, so that the seeded entries (months old) stay and only those made older go.
    expect((await call(target, 'PUT', '/admin/settings/audit', { token, body: { value: { logProfileChanges: true, dataRetentionDays: 3650 } } })).status).toBe(
      200,
    );
    // Registration entries, which Recent Activity counts (the seed's staff entries come first by id).
    await target.db.query(
      "UPDATE audit_log SET at = now() - interval '3651 days' WHERE id IN (SELECT id FROM audit_log WHERE target_type IS NULL ORDER BY id LIMIT 5)",
    );
    const [oldExport] = await target.db.query<{ id: string }>(
      "INSERT INTO data_exports (kind, status, requested_by, created_at) VALUES ('audit', 'completed', 'x', now() - interval '3652 days') RETURNING id::text AS id",
    );
    // An old message loses its text and keeps the fact of sending; a recent one keeps both.
    const [oldMessage, newMessage] = await target.db.query<{ id: string }>(
      `INSERT INTO messages (channel, template, recipient, subject, body, status, created_at, sent_at)
       VALUES ('email', 'export-ready', 'old@example.org', 'Old', 'Old text', 'sent', now() - interval '3652 days', now() - interval '3652 days'),
              ('email', 'export-ready', 'new@example.org', 'New', 'New text', 'sent', now(), now())
       RETURNING id`,
    );
    // An intent that could not be composed holds a message's text too: an old one goes.
    const [oldIntent, newIntent] = await target.db.query<{ id: string }>(
      `INSERT INTO message_intents (intent, failure, created_at)
       VALUES ('{"kind": "old"}', 'No message is composed', now() - interval '3652 days'), ('{"kind": "new"}', 'No message is composed', now())
       RETURNING id::text AS id`,
    );
    const [before] = await target.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    const statsBefore = (await call(target, 'GET', '/admin/activity?limit=1', { token })).body.total;

    expect(await applyRetention(target.db)).toEqual({ auditEntries: 5, exports: 1, messageBodies: 1 });

    const [after] = await target.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log');
    expect(after!.count).toBe(before!.count - 5);
    expect((await call(target, 'GET', '/admin/activity?limit=1', { token })).body.total).toBe(statsBefore - 5);
    expect(await target.db.query('SELECT 1 FROM data_exports WHERE id = $1', [oldExport!.id])).toEqual([]);
    expect(
      await target.db.query('SELECT recipient, status, body IS NOT NULL AS kept FROM messages WHERE id = ANY ($1::uuid[]) ORDER BY recipient', [
        [oldMessage!.id, newMessage!.id],
      ]),
    ).toEqual([
      { recipient: 'new@example.org', status: 'sent', kept: true },
      { recipient: 'old@example.org', status: 'sent', kept: false },
    ]);
    expect(await target.db.query('SELECT id::text AS id FROM message_intents WHERE id IN ($1, $2)', [oldIntent!.id, newIntent!.id])).toEqual([
      { id: newIntent!.id },
    ]);
    expect(await applyRetention(target.db)).toEqual({ auditEntries: 0, exports: 0, messageBodies: 0 });
  });
});
