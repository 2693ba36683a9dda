import type { Registration } from 'shared/domain/registrations/registration';
import type { DashboardStats } from 'shared/platform/api/dashboardStats';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { migratedPgliteImage } from './migrated-image';

/** The fields a KPI reads. */
type CountedRegistration = Pick<Registration, 'status'> & { payment: Pick<Registration['payment'], 'status' | 'mode'> };

let definitions: Promise<Database> | undefined;

/**
 * An in-memory copy of the run's migrated database (migrated-image.ts), so it holds today's
 * definition of the KPIs (registration_kpis) and of the types they take, whichever migration last
 * redefined them; opened once per test file.
 */
function kpiDefinitions(): Promise<Database> {
  definitions ??= openPglite(null, migratedPgliteImage());
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
