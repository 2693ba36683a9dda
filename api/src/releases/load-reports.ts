import type { LoadReport } from 'shared/domain/releases';
import type { Queryable } from '../db/database';

/** Adds browsers' reports to their minute's loads and failures, per remote version: one statement. */
export async function recordLoadReports(db: Queryable, reports: readonly LoadReport[]): Promise<void> {
  const counts = new Map<string, { remote: string; version: string; loads: number; failures: number }>();
  for (const report of reports) {
    const key = `${report.remote}\0${report.version}`;
    const count = counts.get(key) ?? { remote: report.remote, version: report.version, loads: 0, failures: 0 };
    // Loads are attempts: one that failed to load counts as a load and a failure; a screen that
    // loaded ('loaded', counted already) and then threw while rendering, as a failure only.
    if (report.stage !== 'render') count.loads += 1;
    if (report.stage !== 'loaded') count.failures += 1;
    counts.set(key, count);
  }
  const rows = [...counts.values()];
  // Only versions the registry knows are counted: a report cannot make up a remote.
  await db.query(
    `INSERT INTO release_load_minutes (remote, version, minute, loads, failures)
     SELECT r.remote, r.version, date_trunc('minute', now()), r.loads, r.failures
     FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) AS r(remote, version, loads, failures)
     JOIN release_versions v ON v.remote = r.remote AND v.version = r.version
     ON CONFLICT (remote, version, minute)
     DO UPDATE SET loads = release_load_minutes.loads + EXCLUDED.loads, failures = release_load_minutes.failures + EXCLUDED.failures`,
    [rows.map((row) => row.remote), rows.map((row) => row.version), rows.map((row) => row.loads), rows.map((row) => row.failures)],
  );
}
