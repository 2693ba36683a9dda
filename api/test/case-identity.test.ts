import { databaseBefore } from './support/database-before';
import { testEngines } from './support/environment';
import { call, useTestApp } from './support/test-app';
import { importCsv, importRow } from './support/import-rows';
import { tokenFor } from './support/tokens';

// Registration, payment and merchant transaction ids are one identity whatever their letter case
// (migration 025): the import, the database and the lookups hold to it, and twins a database held
// from before are reported and kept apart, never merged, never answered as the wrong child.

const IDENTITY_MIGRATION = '025_case_insensitive_identity.sql';

const row = (registrationId: string, paymentId: string) =>
  importRow({ registrationId, paymentId, name: 'Case Twin', gender: 'male', contactNumber: '9876500010' });

/** As the database stood before migration 025 (no centres yet). */
const INSERT_OLD_REGISTRATION = `INSERT INTO registrations (registration_id, name, contact_number, school_value, std, cadre, level_enrolled,
                             payment_id, payment_mode, payment_amount, payment_status, merchant_transaction_id, created_at)
  VALUES ($1, 'Twin Child', '9876500099', 'Sunrise Public School', '4th', 'Primary Level', 'LEVEL 2', $2, 'offline', 300, 'pending', $3, $4)`;

const INSERT_REGISTRATION = `INSERT INTO registrations (registration_id, name, contact_number, school_value, std, cadre, level_enrolled,
                             payment_id, payment_mode, payment_amount, payment_status, merchant_transaction_id, created_at, center_code)
  VALUES ($1, 'Twin Child', '9876500099', 'Sunrise Public School', '4th', 'Primary Level', 'LEVEL 2', $2, 'offline', 300, 'pending', $3, $4, 'DLH01')`;

describe.each(testEngines())('case-insensitive identity on %s', (engine) => {
  describe('new ids', () => {
    const target = useTestApp(engine, { registrations: 20 });
    const asSuperadmin = async (method: string, url: string, body?: unknown) => call(target, method, url, { token: await tokenFor('superadmin'), body });

    test('the import refuses an id that differs from a stored one only in letter case, naming the clash, and imports nothing', async () => {
      const [stored] = await target.db.query<{ registration_id: string; payment_id: string }>(
        'SELECT registration_id, payment_id FROM registrations ORDER BY registration_id LIMIT 1',
      );
      const twinId = stored!.registration_id.toLowerCase();
      const csv = importCsv([row(twinId, 'PAY-FRESH-1'), row('FRESH-2', stored!.payment_id.toLowerCase())]);
      const preview = await asSuperadmin('POST', '/admin/imports/preview', { csv });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ totalRows: 2, validRows: 0 });
      expect(preview.body.issues).toEqual([
        {
          line: 2,
          column: 'registrationId',
          code: 'id-taken-case',
          values: { id: twinId, existing: stored!.registration_id },
          message: `${twinId} is already registered as ${stored!.registration_id} (ids differ only in letter case)`,
        },
        {
          line: 3,
          column: 'paymentId',
          code: 'payment-id-taken-case',
          values: { id: stored!.payment_id.toLowerCase(), registrationId: stored!.registration_id, existing: stored!.payment_id },
          message: `${stored!.payment_id.toLowerCase()} is already used by registration ${stored!.registration_id} as ${stored!.payment_id} (ids differ only in letter case)`,
        },
      ]);
      const refused = await asSuperadmin('POST', '/admin/imports', { csv });
      expect(refused.status).toBe(400);
      expect(refused.body.report.issues).toEqual(preview.body.issues);
      const [{ n }] = (await target.db.query<{ n: number }>("SELECT count(*)::int AS n FROM registrations WHERE upper(registration_id) IN ($1, 'FRESH-2')", [
        stored!.registration_id,
      ])) as [{ n: number }];
      expect(n).toBe(1);
    });

    test('twins within one file are refused on the later line', async () => {
      const csv = importCsv([row('TWIN-FILE-1', 'PAY-TWIN-FILE-1'), row('twin-file-1', 'pay-twin-file-1')]);
      const preview = await asSuperadmin('POST', '/admin/imports/preview', { csv });
      expect(preview.body.issues).toEqual([
        {
          line: 3,
          column: 'registrationId',
          code: 'id-repeated-case',
          values: { id: 'twin-file-1', earlier: 'TWIN-FILE-1', earlierLine: 2 },
          message: 'twin-file-1 appears more than once in the file (as TWIN-FILE-1 on line 2; ids differ only in letter case)',
        },
        {
          line: 3,
          column: 'paymentId',
          code: 'id-repeated-case',
          values: { id: 'pay-twin-file-1', earlier: 'PAY-TWIN-FILE-1', earlierLine: 2 },
          message: 'pay-twin-file-1 appears more than once in the file (as PAY-TWIN-FILE-1 on line 2; ids differ only in letter case)',
        },
      ]);
      expect((await asSuperadmin('POST', '/admin/imports', { csv })).status).toBe(400);
      expect((await asSuperadmin('GET', '/admin/registrations/TWIN-FILE-1')).status).toBe(404);
    });

    test('the database itself refuses a case twin of any id, whoever writes it', async () => {
      const [stored] = await target.db.query<{ registration_id: string; payment_id: string; merchant_transaction_id: string }>(
        'SELECT registration_id, payment_id, merchant_transaction_id FROM registrations WHERE merchant_transaction_id IS NOT NULL LIMIT 1',
      );
      const now = new Date().toISOString();
      for (const [id, paymentId, merchant, index] of [
        [stored!.registration_id.toLowerCase(), 'PAY-DB-1', null, 'registrations_registration_id_upper'],
        ['DB-2', stored!.payment_id.toLowerCase(), null, 'registrations_payment_id_upper'],
        ['DB-3', 'PAY-DB-3', stored!.merchant_transaction_id.toLowerCase(), 'registrations_merchant_transaction_id_upper'],
      ] as const) {
        await expect(target.db.query(INSERT_REGISTRATION, [id, paymentId, merchant, now])).rejects.toMatchObject({ code: '23505', constraint: index });
      }
      // An edit to a twin's value is refused the same way.
      const [other] = await target.db.query<{ registration_id: string }>('SELECT registration_id FROM registrations WHERE payment_id <> $1 LIMIT 1', [
        stored!.payment_id,
      ]);
      await expect(
        target.db.query('UPDATE registrations SET payment_id = $1 WHERE registration_id = $2', [stored!.payment_id.toLowerCase(), other!.registration_id]),
      ).rejects.toMatchObject({ code: '23505', constraint: 'registrations_payment_id_upper' });
    });

    test('the edit call takes no id: sending one is a 400 and changes nothing', async () => {
      const [stored] = await target.db.query<{ registration_id: string; payment_id: string; version: number }>(
        'SELECT registration_id, payment_id, version FROM registrations LIMIT 1',
      );
      for (const body of [{ paymentId: 'pay-other-1' }, { registrationId: 'reg-other-1' }, { merchantTransactionId: 'mt-1' }]) {
        const reply = await call(target, 'PUT', `/admin/registrations/${stored!.registration_id}/details`, {
          token: await tokenFor('admin'),
          body: { ...body, version: stored!.version },
        });
        expect(reply.status).toBe(400);
        expect(reply.body).toMatchObject({
          message: expect.stringMatching(/^Invalid body (paymentId|registrationId|merchantTransactionId): Unknown field$/),
          code: 'invalid-request',
        });
      }
      const [after] = await target.db.query<{ payment_id: string; version: number }>(
        'SELECT payment_id, version FROM registrations WHERE registration_id = $1',
        [stored!.registration_id],
      );
      expect(after).toEqual({ payment_id: stored!.payment_id, version: stored!.version });
    });

    test('the payment lookups find an id in any letter case', async () => {
      const [stored] = await target.db.query<{ registration_id: string; payment_id: string; merchant_transaction_id: string }>(
        'SELECT registration_id, payment_id, merchant_transaction_id FROM registrations WHERE merchant_transaction_id IS NOT NULL LIMIT 1',
      );
      const token = await tokenFor('viewer');
      const byPayment = await call(target, 'GET', `/admin/find-by-payment-id?paymentId=${stored!.payment_id.toLowerCase()}`, { token });
      expect(byPayment.body.registrationId).toBe(stored!.registration_id);
      const byMerchant = await call(
        target,
        'GET',
        `/admin/find-by-merchant-transaction-id?merchantTransactionId=${stored!.merchant_transaction_id.toLowerCase()}`,
        {
          token,
        },
      );
      expect(byMerchant.body.registrationId).toBe(stored!.registration_id);
    });
  });

  describe('a database that held case twins before the rule', () => {
    const older = new Date('2026-05-01T00:00:00Z').toISOString();
    const younger = new Date('2026-05-02T00:00:00Z').toISOString();
    // Migrations up to the identity one, then twins in each id, then the app (which applies 025).
    const prepare = databaseBefore(IDENTITY_MIGRATION, async (db) => {
      await db.query(INSERT_OLD_REGISTRATION, ['REG-GENUINE', 'PAY-ABACUS-000010', 'MT-GENUINE', older]);
      await db.query(INSERT_OLD_REGISTRATION, ['reg-genuine', 'pay-abacus-000010', 'mt-genuine', younger]);
      await db.query(INSERT_OLD_REGISTRATION, ['REG-PLAIN', 'PAY-PLAIN', null, older]);
    });
    const target = useTestApp(engine, { registrations: 0, prepare });

    test('the migration reports every group and keeps both registrations as they were', async () => {
      const reported = await target.db.query('SELECT id_column, upper_value, registration_ids, id_values FROM identity_case_twins ORDER BY id_column');
      expect(reported).toEqual([
        {
          id_column: 'merchant_transaction_id',
          upper_value: 'MT-GENUINE',
          registration_ids: ['REG-GENUINE', 'reg-genuine'],
          id_values: ['MT-GENUINE', 'mt-genuine'],
        },
        {
          id_column: 'payment_id',
          upper_value: 'PAY-ABACUS-000010',
          registration_ids: ['REG-GENUINE', 'reg-genuine'],
          id_values: ['PAY-ABACUS-000010', 'pay-abacus-000010'],
        },
        {
          id_column: 'registration_id',
          upper_value: 'REG-GENUINE',
          registration_ids: ['REG-GENUINE', 'reg-genuine'],
          id_values: ['REG-GENUINE', 'reg-genuine'],
        },
      ]);
      const rows = await target.db.query('SELECT registration_id, payment_id, legacy_case_twin FROM registrations ORDER BY registration_id');
      expect(rows).toEqual([
        { registration_id: 'REG-GENUINE', payment_id: 'PAY-ABACUS-000010', legacy_case_twin: null },
        { registration_id: 'REG-PLAIN', payment_id: 'PAY-PLAIN', legacy_case_twin: null },
        { registration_id: 'reg-genuine', payment_id: 'pay-abacus-000010', legacy_case_twin: ['registration_id', 'payment_id', 'merchant_transaction_id'] },
      ]);
    });

    test('a lookup of a twinned id answers 409 naming both, in whatever case it is typed; never one of them', async () => {
      const token = await tokenFor('staff');
      for (const typed of ['PAY-ABACUS-000010', 'pay-abacus-000010', 'Pay-Abacus-000010']) {
        const reply = await call(target, 'GET', `/admin/find-by-payment-id?paymentId=${typed}`, { token });
        expect(reply.status).toBe(409);
        expect(reply.body).toMatchObject({
          message: `${typed} matches more than one registration, whose ids differ only in letter case: REG-GENUINE (PAY-ABACUS-000010), reg-genuine (pay-abacus-000010). Correct the wrong one before going on.`,
          code: 'registration-id-ambiguous',
        });
      }
      const merchant = await call(target, 'GET', '/admin/find-by-merchant-transaction-id?merchantTransactionId=mt-genuine', { token });
      expect(merchant.status).toBe(409);
      expect(merchant.body).toMatchObject({
        message: expect.stringContaining('REG-GENUINE (MT-GENUINE), reg-genuine (mt-genuine)'),
        code: 'registration-id-ambiguous',
      });
    });

    test('no third twin can join a group, and an id corrected loses its mark and is held to the rule', async () => {
      const now = new Date().toISOString();
      await expect(target.db.query(INSERT_REGISTRATION, ['REG-THIRD', 'Pay-Abacus-000010', null, now])).rejects.toMatchObject({ code: '23505' });
      await target.db.query("UPDATE registrations SET payment_id = 'PAY-ABACUS-000011' WHERE registration_id = 'reg-genuine'");
      const [marked] = await target.db.query("SELECT legacy_case_twin FROM registrations WHERE registration_id = 'reg-genuine'");
      expect(marked).toEqual({ legacy_case_twin: ['registration_id', 'merchant_transaction_id'] });
      const token = await tokenFor('staff');
      const found = await call(target, 'GET', '/admin/find-by-payment-id?paymentId=pay-abacus-000010', { token });
      expect(found.status).toBe(200);
      expect(found.body.registrationId).toBe('REG-GENUINE');
      await expect(target.db.query("UPDATE registrations SET payment_id = 'pay-plain' WHERE registration_id = 'reg-genuine'")).rejects.toMatchObject({
        code: '23505',
      });
    });
  });
});
