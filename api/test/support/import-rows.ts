import { IMPORT_COLUMNS, OPTIONAL_IMPORT_COLUMNS, type ImportColumn } from 'shared/domain/imports/registration-import';
import type { Database } from '../../src/db/database';
import { call, type TestApp } from './test-app';

export type ImportRow = Partial<Record<ImportColumn, string>>;

/** A row the import takes: a Primary Level child at DLH01 with a pending ₹300 offline payment; `fields` replace any column. */
export function importRow(fields: ImportRow): ImportRow {
  return {
    name: 'Imported Child',
    gender: 'female',
    contactNumber: '9876500000',
    school: 'Sunrise Public School',
    std: '4th',
    cadre: 'Primary Level',
    levelEnrolled: 'LEVEL 2',
    centerCode: 'DLH01',
    paymentMode: 'offline',
    paymentAmount: '300',
    paymentStatus: 'pending',
    ...fields,
  };
}

/** Row `n` of a batch: ids `<prefix>-<n>` and `PAY-<prefix>-<n>`, and a name and phone number of its own. */
export function numberedImportRow(prefix: string, n: number, fields: ImportRow = {}): ImportRow {
  return importRow({
    registrationId: `${prefix}-${n}`,
    paymentId: `PAY-${prefix}-${n}`,
    name: `Imported Child ${n}`,
    contactNumber: `98765${String(n).padStart(5, '0')}`,
    ...fields,
  });
}

/** The rows as an import file, every column in the import's order; an optional column only when a row has it. */
export function importCsv(rows: ImportRow[]): string {
  const columns = [...IMPORT_COLUMNS, ...OPTIONAL_IMPORT_COLUMNS.filter((column) => rows.some((row) => row[column] !== undefined))];
  return `${[columns.join(','), ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\n')}\n`;
}

/**
 * Imports `count` offline payments pending at the gateway (`<prefix>-<n>`) through the import route:
 * the demo data has none, and the payment lookup still confirms them.
 */
export async function importOfflineAtGateway(target: Pick<TestApp, 'baseUrl'>, token: string, prefix: string, count: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, n) => numberedImportRow(prefix, n + 1, { paymentStatus: 'pending_payment_gateway' }));
  const reply = await call(target, 'POST', '/admin/imports', { token, body: { csv: importCsv(rows) } });
  if (reply.status !== 201) throw new Error(`The import of ${prefix} was refused: ${JSON.stringify(reply.body)}`);
}

/** Runs `run` while the database refuses to insert the registration `registrationId`: a fault an import file's check cannot see. */
export async function whileRefusingRow(db: Database, registrationId: string, run: () => Promise<void>): Promise<void> {
  await db.exec(`
    CREATE FUNCTION refuse_one_import_row() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.registration_id = '${registrationId}' THEN RAISE EXCEPTION 'refused for the test'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER refuse_one_import_row BEFORE INSERT ON registrations FOR EACH ROW EXECUTE FUNCTION refuse_one_import_row();`);
  try {
    await run();
  } finally {
    await db.exec('DROP TRIGGER refuse_one_import_row ON registrations; DROP FUNCTION refuse_one_import_row();');
  }
}
