import { CADRES, CLASSES, GENDERS, LEVELS } from 'shared/domain/common/enums';
import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import { listQueryParams, type RegistrationListQuery } from 'shared/domain/registrations/list-rules';
import { applyListQuery } from 'shared/testing/listQuery';
import { normalizeContactNumber } from 'shared/domain/registrations/contact-number';
import { IMPORT_COLUMNS } from 'shared/domain/imports/registration-import';
import type { Registration } from 'shared/domain/registrations/registration';
import { runBulkJob } from './support/bulk-jobs';
import { testEngines } from './support/environment';
import { expectedStats } from './support/expected-stats';
import { allRegistrations, call, useTestApp } from './support/test-app';
import { SEED_CENTER_CODES } from '../src/seed/registration-generator';
import { tokenFor } from './support/tokens';

// The counts triggers keep (list totals per filter mix and per school, the dashboard counter slots, Duplicate
// Audit's contact groups and their number) and the search table must equal plain counts and copies of the registrations after
// any sequence of changes: single and concurrent, bulk, import, edits and deletes.

/** A small deterministic pseudo-random stream, so that a failing sequence can be replayed. */
function randomStream(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const FILTER_MIXES: Partial<RegistrationListQuery>[] = [
  {},
  { status: ['duplicate'] },
  { status: ['disqualified', 'active'], paymentMode: ['offline'] },
  { paymentStatus: ['pending', 'pending_payment_gateway'], paymentMode: ['online'] },
  { gender: ['female'], cadre: ['Kids Level', 'Senior Level'] },
  { std: ['3rd', '7th'], levelEnrolled: ['LEVEL 1', 'LEVEL 5'], status: ['active'] },
  { paymentStatus: ['success'], gender: ['male', 'female'] },
  { school: 'public' },
  { school: 'sunrise', status: ['active'], paymentMode: ['offline'] },
  { school: 'ACADEMY', cadre: ['Junior Level'] },
  // Substrings of a name only: a page reads them by substring, not by the school values (see matchingSchoolValues).
  { school: 'vidya' },
  { school: 'pune', status: ['active'] },
  { center: ['CHN01'] },
  { center: ['DLH01', 'MUM01'], paymentStatus: ['success'] },
  { center: ['BLR01'], school: 'public' },
  // Counted on the search table (migration 011): edits change names and contact numbers.
  { q: 'edited' },
  { q: '98111', status: ['active'] },
];

const SCHOOLS = [
  { value: 'Sunrise Public School' },
  { value: 'Sunrise Public School', name: 'SUNRISE PUBLIC SCHOOL, PUNE' },
  { value: 'Lotus Academy', name: 'Lotus Vidya Academy' },
];

describe.each(testEngines())('trigger-kept counts on %s', (engine) => {
  // Five imports at once from one account: more than an account's share of uploads by default.
  const target = useTestApp(engine, { registrations: 400, config: { fairShares: { uploadsPerAccount: 5 }, uploadsAtOnce: 5 } });
  const random = randomStream(9);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
  let importCounter = 0;

  const as = async (role: 'superadmin' | 'admin' | 'staff', method: string, path: string, body?: unknown) =>
    call(target, method, path, { token: await tokenFor(role), body });

  /** Every count the triggers keep, compared with the same count made from the rows. */
  async function expectCountsEqualPlainCounts(): Promise<void> {
    const everything = await allRegistrations(target, await tokenFor('viewer'));
    const stats = await as('admin', 'GET', '/admin/stats');
    expect(stats.body).toEqual(await expectedStats(everything));

    const key = 'center_code, status, cadre, std, payment_mode, payment_status, gender, level_enrolled';
    const kept = await target.db.query(`SELECT ${key}, registrations::int AS n FROM registration_filter_counts WHERE registrations <> 0 ORDER BY ${key}`);
    const counted = await target.db.query(
      `SELECT center_code, status, cadre, std, payment_mode, payment_status, coalesce(gender, '') AS gender, level_enrolled, count(*)::int AS n
       FROM registrations GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8`,
    );
    expect(kept).toEqual(counted);

    const schoolKey = `school_value, school_name, ${key}`;
    const keptBySchool = await target.db.query(
      `SELECT ${schoolKey}, registrations::int AS n FROM school_filter_counts WHERE registrations <> 0 ORDER BY ${schoolKey}`,
    );
    const countedBySchool = await target.db.query(
      `SELECT school_value, coalesce(school_name, '') AS school_name, center_code, status, cadre, std, payment_mode, payment_status,
              coalesce(gender, '') AS gender, level_enrolled, count(*)::int AS n
       FROM registrations GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10`,
    );
    expect(keptBySchool).toEqual(countedBySchool);
    const keptSchools = await target.db.query(
      'SELECT school_value, school_name, registrations::int AS n FROM registration_schools WHERE registrations <> 0 ORDER BY 1, 2',
    );
    const countedSchools = await target.db.query(
      `SELECT school_value, coalesce(school_name, '') AS school_name, count(*)::int AS n FROM registrations GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(keptSchools).toEqual(countedSchools);

    // The search table (migration 011) holds exactly each registration's searched fields.
    const searchRows = 'SELECT registration_id, search_text, search_contact FROM registration_search ORDER BY registration_id';
    const keptSearch = await target.db.query(searchRows);
    const searched = await target.db.query(
      `SELECT registration_id, lower(name || E'\\x1f' || registration_id || E'\\x1f' || payment_id) AS search_text, contact_number AS search_contact
       FROM registrations ORDER BY registration_id`,
    );
    expect(keptSearch).toEqual(searched);
    expect(keptSearch).toHaveLength(everything.length);

    for (const mix of FILTER_MIXES) {
      const query = registrationListQuerySchema.parse(listQueryParams({ ...mix, limit: 5 }));
      const page = await as('admin', 'GET', `/admin/registrations?${new URLSearchParams(listQueryParams(query))}`);
      const expected = applyListQuery(everything, query);
      expect(page.body.total).toBe(expected.total);
      expect(page.body.data.map((r: Registration) => r.registrationId)).toEqual(expected.data.map((r) => r.registrationId));
    }

    const groups = new Map<string, number>();
    // A registration merged into another is in no group.
    for (const r of everything.filter((registration) => !registration.mergedInto)) {
      const contactKey = normalizeContactNumber(r.contactNumber) ?? r.contactNumber;
      groups.set(contactKey, (groups.get(contactKey) ?? 0) + 1);
    }
    const keptGroups = await target.db.query<{ contact_key: string; member_count: number }>(
      'SELECT contact_key, member_count FROM contact_groups WHERE member_count <> 0 ORDER BY contact_key',
    );
    expect(new Map(keptGroups.map((g) => [g.contact_key, g.member_count]))).toEqual(groups);
    const duplicates = await as('admin', 'GET', '/admin/registrations/duplicates?limit=1');
    expect(duplicates.body.total).toBe([...groups.values()].filter((n) => n > 1).length);

    const [audit] = await target.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
    const [auditCounter] = await target.db.query<{ n: number }>('SELECT audit_entries::int AS n FROM summary_counters');
    expect(auditCounter?.n).toBe(audit?.n);

    // The trend chart's quarter hours per centre (migrations 017, 067), against the same bins counted in plain code.
    const quarters = new Map<string, number>();
    for (const r of everything) {
      const quarter = `${new Date(Math.floor(new Date(r.createdAt).getTime() / 900_000) * 900_000).toISOString()} ${r.centerCode}`;
      quarters.set(quarter, (quarters.get(quarter) ?? 0) + 1);
    }
    const keptQuarters = await target.db.query<{ quarter: Date | string; center_code: string; registrations: number }>(
      'SELECT quarter, center_code, registrations::int AS registrations FROM registration_quarter_hour_counts WHERE registrations <> 0 ORDER BY quarter, center_code',
    );
    expect(new Map(keptQuarters.map((q) => [`${new Date(q.quarter).toISOString()} ${q.center_code}`, q.registrations]))).toEqual(quarters);

    const trends = await as('admin', 'GET', '/admin/dashboard/trends?days=1');
    for (const cadre of CADRES) {
      expect(trends.body.cadres.find((c: { cadre: string }) => c.cadre === cadre).registrations).toBe(everything.filter((r) => r.cadre === cadre).length);
    }
  }

  /** One random change through the API; refusals (409) are part of the sequence. */
  async function randomChange(everything: Registration[]): Promise<void> {
    const r = pick(everything);
    const id = encodeURIComponent(r.registrationId);
    switch (pick(['confirm', 'disqualify', 'duplicate', 'clear', 'edit', 'contact', 'bulk', 'merge'] as const)) {
      case 'confirm':
        await as('staff', 'PUT', `/admin/register/${id}`, { payment: { status: 'success', mode: 'offline' } });
        return;
      case 'disqualify':
        await as('admin', 'PUT', `/admin/registrations/${id}/status`, { status: 'disqualified', note: 'Counted in a random sequence' });
        return;
      case 'duplicate':
        await as('admin', 'PUT', `/admin/registrations/${id}/status`, { status: 'duplicate' });
        return;
      case 'clear':
        await as('admin', 'PUT', `/admin/register/${id}`, { status: 'active' });
        return;
      case 'edit':
        await as('admin', 'PUT', `/admin/registrations/${id}/details`, {
          std: pick(CLASSES),
          cadre: pick(CADRES),
          levelEnrolled: pick(LEVELS),
          name: `${r.name.split(' ')[0]} Edited`,
          ...(random() < 0.5 && { school: pick(SCHOOLS) }),
          ...(random() < 0.3 && { centerCode: pick(SEED_CENTER_CODES) }),
        });
        return;
      case 'contact':
        // Another registration's number joins (or forms) a group and may leave one behind.
        await as('admin', 'PUT', `/admin/registrations/${id}/details`, { contactNumber: pick(everything).contactNumber });
        return;
      case 'bulk':
        await runBulkJob(target, await tokenFor('admin'), {
          action: pick(['confirmPayment', 'markDuplicate', 'clearStatus', 'disqualify'] as const),
          note: 'Counted in a random bulk action',
          registrationIds: [pick(everything).registrationId, pick(everything).registrationId, r.registrationId],
        });
        return;
      case 'merge': {
        // Another registration merged into this one, taking its name and number: it leaves its group.
        const [kept, away] = await Promise.all(
          [r, pick(everything)].map(
            async (x) => (await as('admin', 'GET', `/admin/registrations/${encodeURIComponent(x.registrationId)}`)).body as Registration,
          ),
        );
        await as('admin', 'POST', `/admin/registrations/${id}/merge`, {
          mergeIds: [away!.registrationId],
          fields: { name: away!.registrationId, contactNumber: away!.registrationId },
          versions: { [kept!.registrationId]: kept!.version, [away!.registrationId]: away!.version },
        });
      }
    }
  }

  async function importRegistrations(count: number, contactOf: (n: number) => string): Promise<void> {
    const rows = Array.from({ length: count }, () => {
      importCounter += 1;
      const n = importCounter;
      const paymentMode = pick(['online', 'offline']);
      const row: Record<string, string> = {
        registrationId: `CNT-${n}`,
        name: `Counted Child ${n}`,
        gender: pick([...GENDERS, '']),
        contactNumber: contactOf(n),
        school: 'Sunrise Public School',
        std: pick(CLASSES),
        cadre: pick(CADRES),
        levelEnrolled: pick(LEVELS),
        centerCode: 'DLH01',
        paymentId: `PAY-CNT-${n}`,
        paymentMode,
        paymentAmount: '300',
        // An import never brings an offline payment in paid: only a confirmation, with its receipt, does.
        paymentStatus: pick(paymentMode === 'offline' ? ['pending', 'failed'] : ['pending', 'success', 'failed']),
      };
      return IMPORT_COLUMNS.map((column) => row[column] ?? '').join(',');
    });
    const reply = await as('superadmin', 'POST', '/admin/imports', { csv: `${[IMPORT_COLUMNS.join(','), ...rows].join('\n')}\n` });
    expect(reply.status).toBe(201);
  }

  test('the seeded counts equal plain counts', async () => {
    await expectCountsEqualPlainCounts();
  });

  test('they stay equal after a random sequence of single changes, bulk actions and imports', async () => {
    for (let round = 0; round < 4; round += 1) {
      const everything = await allRegistrations(target, await tokenFor('viewer'));
      for (let step = 0; step < 15; step += 1) await randomChange(everything);
      // Some imported numbers are new, some join existing groups.
      await importRegistrations(6, (n) => (n % 2 === 0 ? pick(everything).contactNumber : `98111${String(n).padStart(5, '0')}`));
      await expectCountsEqualPlainCounts();
    }
  }, 240_000);

  test('they stay equal after 20 concurrent writers', async () => {
    const everything = await allRegistrations(target, await tokenFor('viewer'));
    await Promise.all(Array.from({ length: 20 }, () => randomChange(everything)));
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 === 0
          ? as('staff', 'PUT', `/admin/register/${encodeURIComponent(everything[i]!.registrationId)}`, { payment: { status: 'success', mode: 'offline' } })
          : as('admin', 'PUT', `/admin/registrations/${encodeURIComponent(everything[i]!.registrationId)}/status`, {
              status: 'disqualified',
              note: 'Counted while others write',
            }),
      ),
    );
    await expectCountsEqualPlainCounts();
  }, 120_000);

  test('they stay equal after simultaneous imports, with writers alongside', async () => {
    // Imported rows are created now: every import adds to the same quarter hour's counter row at once.
    const everything = await allRegistrations(target, await tokenFor('viewer'));
    await Promise.all([
      ...Array.from({ length: 5 }, () => importRegistrations(8, (n) => (n % 3 === 0 ? pick(everything).contactNumber : `98222${String(n).padStart(5, '0')}`))),
      ...Array.from({ length: 5 }, () => randomChange(everything)),
    ]);
    await expectCountsEqualPlainCounts();
  }, 120_000);

  test('they stay equal when registrations and audit entries are deleted', async () => {
    // No call deletes a registration; retention deletes audit entries. Both run through the
    // delete triggers, so they are exercised here directly.
    const everything = await allRegistrations(target, await tokenFor('viewer'));
    const gone = [everything[0]!, everything[1]!, everything[everything.length - 1]!].map((r) => r.registrationId);
    await target.db.transaction(async (tx) => {
      await tx.query('DELETE FROM audit_log WHERE registration_id = ANY($1::text[])', [gone]);
      await tx.query('DELETE FROM registrations WHERE registration_id = ANY($1::text[])', [gone]);
    });
    await expectCountsEqualPlainCounts();
  });
});
