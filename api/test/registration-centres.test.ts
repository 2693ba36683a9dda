import { databaseBefore } from './support/database-before';
import { testEngines } from './support/environment';
import { useTestApp } from './support/test-app';

// Every registration belongs to a centre. A database from before the centres had none: the
// migration deals its registrations to the centres in turn, in order of registration.

const CENTRES_MIGRATION = '060_registration_centres.sql';

const INSERT_REGISTRATION = `INSERT INTO registrations (registration_id, name, contact_number, school_value, std, cadre, level_enrolled,
                             payment_id, payment_mode, payment_amount, payment_status, created_at)
  VALUES ($1, 'Old Child', '9876500099', 'Sunrise Public School', '4th', 'Primary Level', 'LEVEL 2', $2, 'offline', 300, 'pending', $3)`;

describe.each(testEngines())('registration centres on %s', (engine) => {
  describe('a database from before the centres', () => {
    // Created out of id order, two at one instant (the registration id breaks the tie).
    const rows: [string, string][] = [
      ['OLD-6', '2026-05-06T00:00:00Z'],
      ['OLD-1', '2026-05-01T00:00:00Z'],
      ['OLD-3', '2026-05-03T00:00:00Z'],
      ['OLD-2', '2026-05-03T00:00:00Z'],
      ['OLD-5', '2026-05-05T00:00:00Z'],
      ['OLD-4', '2026-05-04T00:00:00Z'],
    ];
    const prepare = databaseBefore(CENTRES_MIGRATION, async (db) => {
      for (const [id, at] of rows) await db.query(INSERT_REGISTRATION, [id, `PAY-${id}`, at]);
    });
    const target = useTestApp(engine, { registrations: 0, prepare });

    test('deals the registrations to the centres in code order, in order of registration, and leaves the counters as they were', async () => {
      const assigned = await target.db.query('SELECT registration_id, center_code FROM registrations ORDER BY registration_id');
      expect(assigned).toEqual([
        { registration_id: 'OLD-1', center_code: 'BLR01' },
        { registration_id: 'OLD-2', center_code: 'CHN01' },
        { registration_id: 'OLD-3', center_code: 'DLH01' },
        { registration_id: 'OLD-4', center_code: 'MUM01' },
        { registration_id: 'OLD-5', center_code: 'BLR01' },
        { registration_id: 'OLD-6', center_code: 'CHN01' },
      ]);
      const [counted] = await target.db.query<{ total: number }>('SELECT sum(total_registrations)::integer AS total FROM summary_counter_slots');
      expect(counted!.total).toBe(6);
    });

    test('a registration without a centre, or with a centre that does not exist, is refused by the database', async () => {
      await expect(target.db.query(INSERT_REGISTRATION, ['NEW-1', 'PAY-NEW-1', '2026-05-07T00:00:00Z'])).rejects.toThrow(/center_code/);
      await expect(target.db.query("UPDATE registrations SET center_code = 'NOPE1' WHERE registration_id = 'OLD-1'")).rejects.toThrow(
        /registrations_center_code_fkey/,
      );
    });
  });
});
