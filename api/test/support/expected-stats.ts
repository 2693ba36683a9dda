import type { Registration } from 'shared/domain/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../../src/db/database';
import { MIGRATIONS_DIR } from '../../src/db/migrate';
import { openPglite } from '../../src/db/pglite';

/** The fields a KPI reads. */
type CountedRegistration = Pick<Registration, 'status'> & { payment: Pick<Registration['payment'], 'status' | 'mode'> };

/** The migration that defines the KPIs (registration_kpis), the counter trigger's definition too. */
const KPI_DEFINITION = path.join(MIGRATIONS_DIR, '050_registration_kpis.sql');

let definitions: Promise<Database> | undefined;

/** An empty in-memory database holding the KPI definition, opened once per test file. */
function kpiDefinitions(): Promise<Database> {
  definitions ??= openPglite(null).then(async (db) => {
    await db.exec(fs.readFileSync(KPI_DEFINITION, 'utf8'));
    return db;
  });
  return definitions;
}

// Opened before the file's tests, with the time a test app's start has: opening PGlite takes
// seconds, many more on a busy machine, which a test's own time should not pay.
beforeAll(() => kpiDefinitions(), 180_000);

/**
 * The dashboard KPIs of the given registrations, by the same SQL function (registration_kpis) the
 * counter trigger adds up, but applied to the rows as listed rather than to the kept counters:
 * the oracle for GET /admin/stats.
 */
export async function expectedStats(everything: readonly CountedRegistration[]): Promise<DashboardStats> {
  const rows = everything.map((r) => ({ sign: 1, payment_status: r.payment.status, payment_mode: r.payment.mode, status: r.status }));
  const db = await kpiDefinitions();
  const [stats] = await db.query<DashboardStats & Record<string, unknown>>(
    `SELECT total_registrations::int AS "totalRegistrations", successful_payments::int AS "successfulPayments",
            online_pending::int AS "onlinePending", offline_pending::int AS "offlinePending",
            total_disqualified::int AS "totalDisqualified", total_duplicates::int AS "totalDuplicates"
     FROM registration_kpis(ARRAY(SELECT c FROM json_populate_recordset(NULL::registration_change, $1::json) AS c))`,
    [JSON.stringify(rows)],
  );
  if (!stats) throw new Error('registration_kpis answered no row');
  return stats;
}
