import { normalizeContactNumber } from 'shared/domain/registrations/contact-number';
import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import { listQueryParams, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { applyListQuery } from 'shared/testing/listQuery';
import type { ActivityEntry, DuplicateGroup, Registration } from 'shared/domain/registrations/registration';
import { checkImportCsv, OFFLINE_PAID_REFUSAL } from 'shared/domain/imports/registration-import';
import { DEFAULT_PAYMENT_SETTINGS } from 'shared/domain/settings/settings';
import { expectedImportRow } from 'shared/testing/importRow';
import { SEED_CENTER_CODES } from '../src/seed/registration-generator';
import { testEngines } from './support/environment';
import { allRegistrations, call, useSuiteCallers, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Beyond the spec: CSV export (the whole filtered, sorted set, streamed in keyset batches),
// Duplicate Audit groups and per-registration history (bulk actions: bulk-jobs.test.ts).

/** RFC 4180 fields, enough for the export's own output. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r') continue;
    else if (char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  return rows;
}

/** `2026-11-28T08:35:09.123Z` as `2026-11-28 14:05:09`: India's clock, which has no daylight saving. */
const inKolkata = (instant: string) => new Date(Date.parse(instant) + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

describe.each(testEngines())('registration tools on %s', (engine) => {
  // More rows than several export batches (250 each), so the keyset continuation is exercised.
  const target = useTestApp(engine, { registrations: 2600 });
  const callers = useSuiteCallers(target);

  async function exportCsv(query: Partial<RegistrationListQuery>, token = callers.viewerToken) {
    const response = await fetch(`${target.baseUrl}/admin/registrations/export?${new URLSearchParams(listQueryParams(query))}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const bytes = new Uint8Array(await response.arrayBuffer());
    // TextDecoder drops the byte order mark, so look for it in the bytes.
    const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
    return { status: response.status, headers: response.headers, bom, text: new TextDecoder().decode(bytes) };
  }

  const expectedIds = (query: Partial<RegistrationListQuery>) => {
    const parsed = registrationListQuerySchema.parse(listQueryParams(query));
    return applyListQuery(callers.everything, { ...parsed, limit: callers.everything.length, offset: 0 }).data.map((r) => r.registrationId);
  };

  describe('GET /admin/registrations/export', () => {
    test.each<[string, Partial<RegistrationListQuery>]>([
      ['the default order', {}],
      ['a filter, by class descending', { paymentMode: ['offline'], sort: 'std', order: 'desc' }],
      ['gender (nullable) descending', { sort: 'gender', order: 'desc' }],
      ['gender ascending', { sort: 'gender', order: 'asc' }],
      ['name ascending with a search', { q: 'a', sort: 'name', order: 'asc' }],
      ['created time ascending', { sort: 'createdAt', order: 'asc' }],
      ['amount descending', { sort: 'paymentAmount', order: 'desc' }],
    ])('holds every row of %s, in the list order', async (_label, query) => {
      const reply = await exportCsv({ ...query, limit: 5, offset: 10 });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(reply.bom).toBe(true);
      const [header, ...rows] = parseCsv(reply.text);
      expect(header).toEqual([
        'registrationId',
        'name',
        'gender',
        'contactNumber',
        'school',
        'schoolName',
        'std',
        'cadre',
        'levelEnrolled',
        'centerCode',
        'status',
        'paymentId',
        'paymentMode',
        'paymentAmount',
        'paymentStatus',
        'merchantTransactionId',
        'disqualificationNote',
        'adminNote',
        'createdAt (Asia/Kolkata)',
        'updatedAt (Asia/Kolkata)',
        'email',
        'paymentMethod',
        'receiptNumber',
      ]);
      const ids = expectedIds(query);
      if (Object.keys(query).length === 0) expect(ids.length).toBeGreaterThan(2000);
      expect(rows.map((row) => row[0])).toEqual(ids);
    });

    test("writes each field of a row as the API holds it, a phone number as written (a plain number runs nothing in a spreadsheet), times on the exporter's clock (Asia/Kolkata, UTC+05:30 all year)", async () => {
      const sample = callers.everything.find((r) => r.contactNumber.startsWith('+')) ?? callers.everything[0]!;
      // Seeded payments were never confirmed in the portal: no receipt (export-times.test.ts writes one).
      expect(sample.payment.receipt).toBeNull();
      const reply = await exportCsv({ q: sample.registrationId });
      const [, row] = parseCsv(reply.text);
      expect(row).toEqual([
        sample.registrationId,
        sample.name,
        sample.gender ?? '',
        sample.contactNumber,
        sample.school.value,
        sample.school.name ?? '',
        sample.std,
        sample.cadre,
        sample.levelEnrolled,
        sample.centerCode,
        sample.status,
        sample.payment.paymentId,
        sample.payment.mode,
        String(sample.payment.amount),
        sample.payment.status,
        sample.merchantTransactionId ?? '',
        sample.disqualificationNote ?? '',
        sample.adminNote ?? '',
        inKolkata(sample.createdAt),
        inKolkata(sample.updatedAt),
        sample.email ?? '',
        sample.payment.method ?? '',
        '',
      ]);
    });

    test('a list export is imported back unchanged: the import reads the values every row holds, and refuses only offline payments marked paid', async () => {
      const reply = await exportCsv({ sort: 'registrationId', order: 'asc' });
      const checked = await checkImportCsv(reply.text, { payment: DEFAULT_PAYMENT_SETTINGS, nextPaymentIdNumber: 1, centerCodes: SEED_CENTER_CODES });
      const sorted = [...callers.everything].sort((a, b) => (a.registrationId < b.registrationId ? -1 : 1));
      const offlinePaid = sorted.flatMap((r, index) => (r.payment.mode === 'offline' && r.payment.status === 'success' ? [index + 2] : []));
      expect(offlinePaid.length).toBeGreaterThan(0);
      expect(checked.issues).toEqual(offlinePaid.map((line) => ({ line, column: 'paymentStatus', code: 'offline-paid', message: OFFLINE_PAID_REFUSAL })));
      const byId = new Map(callers.everything.map((r) => [r.registrationId, r]));
      expect(checked.rows.length).toBe(callers.everything.length - offlinePaid.length);
      for (const row of checked.rows) {
        expect(row).toEqual(expectedImportRow(byId.get(row.registrationId)!, row.line));
      }
    });

    test('refuses a bad filter with 400 and callers without the read permission', async () => {
      expect((await exportCsv({ status: ['gone' as never] })).status).toBe(400);
      expect((await exportCsv({}, await tokenFor('norole'))).status).toBe(403);
      expect((await fetch(`${target.baseUrl}/admin/registrations/export`)).status).toBe(401);
    });
  });

  describe('GET /admin/registrations/duplicates', () => {
    /** Plain-code grouping: normalised number (else as written), groups of two or more, by number. */
    function expectedGroups(registrations: Registration[]) {
      const groups = new Map<string, string[]>();
      for (const r of registrations) {
        const key = normalizeContactNumber(r.contactNumber) ?? r.contactNumber;
        groups.set(key, [...(groups.get(key) ?? []), r.registrationId]);
      }
      return [...groups].filter(([, ids]) => ids.length > 1).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    }

    async function everyGroup(): Promise<DuplicateGroup[]> {
      const groups: DuplicateGroup[] = [];
      for (let offset = 0; ; offset += 100) {
        const reply = await call(target, 'GET', `/admin/registrations/duplicates?limit=100&offset=${offset}`, { token: callers.viewerToken });
        expect(reply.status).toBe(200);
        groups.push(...reply.body.data);
        if (reply.body.data.length < 100) {
          expect(reply.body.total).toBe(groups.length);
          return groups;
        }
      }
    }

    test('groups registrations whose numbers are one number, with every member', async () => {
      const expected = expectedGroups(await allRegistrations(target, callers.viewerToken));
      expect(expected.length).toBeGreaterThan(0);
      const groups = await everyGroup();
      expect(groups.map((g) => [g.contactNumber, g.registrations.map((r) => r.registrationId).sort()])).toEqual(
        expected.map(([key, ids]) => [key, [...ids].sort()]),
      );
      for (const group of groups) expect(group.count).toBe(group.registrations.length);
    });

    test('follows edits: a number changed into another joins its group', async () => {
      const [groupOwner, mover] = callers.everything.filter((r) => r.status === 'active' && normalizeContactNumber(r.contactNumber)).slice(-2);
      const edited = await call(target, 'PUT', `/admin/registrations/${mover!.registrationId}/details`, {
        token: callers.staffToken,
        body: { contactNumber: `+91 ${normalizeContactNumber(groupOwner!.contactNumber)}` },
      });
      expect(edited.status).toBe(200);
      const groups = await everyGroup();
      const joined = groups.find((g) => g.contactNumber === normalizeContactNumber(groupOwner!.contactNumber));
      expect(joined?.registrations.map((r) => r.registrationId)).toEqual(expect.arrayContaining([groupOwner!.registrationId, mover!.registrationId]));
      expect(groups.map((g) => [g.contactNumber, g.registrations.map((r) => r.registrationId).sort()])).toEqual(
        expectedGroups(await allRegistrations(target, callers.viewerToken)).map(([key, ids]) => [key, [...ids].sort()]),
      );
    });
  });

  test('every tool call answers 401 without a token and 403 to a role without the permission, changing nothing', async () => {
    const id = callers.everything.find((r) => r.status === 'active')!.registrationId;
    const noRole = await tokenFor('norole');
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/registrations/duplicates'],
      ['GET', `/admin/registrations/${id}/history`],
      ['GET', '/admin/registrations/export'],
      ['POST', '/admin/registrations/bulk', { action: 'markDuplicate', registrationIds: [id] }],
    ];
    for (const [method, path, body] of calls) {
      expect((await call(target, method, path, { body })).status).toBe(401);
      expect((await call(target, method, path, { token: noRole, body })).status).toBe(403);
    }
    const after = (await call(target, 'GET', `/admin/registrations/${id}`, { token: callers.viewerToken })).body;
    expect(after.status).toBe('active');
  });

  describe('GET /admin/registrations/{id}/history', () => {
    test("answers the registration's own entries, newest first, with before and after", async () => {
      const r = callers.everything.find((x) => x.status === 'active' && x.payment.status !== 'pending')!;
      expect(
        (await call(target, 'PUT', `/admin/registrations/${r.registrationId}/status`, { token: callers.adminToken, body: { status: 'duplicate' } })).status,
      ).toBe(200);
      expect((await call(target, 'PUT', `/admin/register/${r.registrationId}`, { token: callers.adminToken, body: { status: 'active' } })).status).toBe(200);
      const reply = await call(target, 'GET', `/admin/registrations/${r.registrationId}/history`, { token: callers.viewerToken });
      expect(reply.status).toBe(200);
      expect(reply.body.total).toBe(3);
      expect(reply.body.data.map((e: ActivityEntry) => e.action)).toEqual(['registration.status_cleared', 'registration.duplicate', 'registration.created']);
      expect(reply.body.data.every((e: ActivityEntry) => e.registrationId === r.registrationId)).toBe(true);
      expect(reply.body.data[0]).toMatchObject({ before: { status: 'duplicate' }, after: { status: 'active' }, note: 'Status cleared by admin.' });
      const paged = await call(target, 'GET', `/admin/registrations/${r.registrationId}/history?limit=1&offset=1`, { token: callers.viewerToken });
      expect(paged.body).toEqual({ data: [reply.body.data[1]], total: 3 });
    });

    test('404 for an unknown registration, 400 for a bad page', async () => {
      expect((await call(target, 'GET', '/admin/registrations/NOPE-1/history', { token: callers.viewerToken })).status).toBe(404);
      expect(
        (await call(target, 'GET', `/admin/registrations/${callers.everything[0]!.registrationId}/history?limit=0`, { token: callers.viewerToken })).status,
      ).toBe(400);
    });
  });
});
