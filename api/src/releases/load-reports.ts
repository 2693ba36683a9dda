import { createHash } from 'node:crypto';
import type { LoadReport } from 'shared/domain/releases/releases';
import type { Queryable } from '../db/database';

export interface Figures {
  /** People who reported a load attempt of the version in the window. */
  loads: number;
  /** Those of them who saw a load of it fail: never more than `loads`. */
  failures: number;
}

export type VersionFigures = Figures & { remote: string; version: string };

export const figuresKey = (remote: string, version: string) => `${remote} ${version}`;

/** How a person is named in the reports' table: a hash of the account, never the account. */
const personOf = (uid: string) => createHash('sha256').update(uid).digest('hex');

/**
 * Records that the signed-in person (`uid`, from the token, never from the body) tried to load each
 * remote version the reports name, and whether one of those loads failed: one row per person and
 * version, so however many reports a person sends, they count once as a load and once as a failure.
 */
export async function recordLoadReports(db: Queryable, uid: string, reports: readonly LoadReport[]): Promise<void> {
  const versions = new Map<string, { remote: string; version: string; failed: boolean }>();
  for (const { remote, version, stage } of reports) {
    // Any report is a load attempt; every stage but 'loaded' is a failure ('render' too: the screen
    // loaded and then threw).
    const failed = (versions.get(figuresKey(remote, version))?.failed ?? false) || stage !== 'loaded';
    versions.set(figuresKey(remote, version), { remote, version, failed });
  }
  const rows = [...versions.values()];
  // Only versions the registry knows are counted: a report cannot make up a remote.
  await db.query(
    `INSERT INTO release_load_people (remote, version, person, seen_at, failed_at)
     SELECT r.remote, r.version, $4, now(), CASE WHEN r.failed THEN now() END
     FROM unnest($1::text[], $2::text[], $3::boolean[]) AS r(remote, version, failed)
     JOIN release_versions v ON v.remote = r.remote AND v.version = r.version
     ON CONFLICT (remote, version, person)
     DO UPDATE SET seen_at = EXCLUDED.seen_at, failed_at = coalesce(EXCLUDED.failed_at, release_load_people.failed_at)`,
    [rows.map((row) => row.remote), rows.map((row) => row.version), rows.map((row) => row.failed), personOf(uid)],
  );
}

/** Each remote version's people over the last `minutes`, keyed by figuresKey. */
export async function figuresPerVersion(db: Queryable, minutes: number): Promise<Map<string, VersionFigures>> {
  // Failures count only among the people seen in the window, so they never outnumber the loads.
  const rows = await db.query<VersionFigures & Record<string, unknown>>(
    `SELECT remote, version, count(*)::int AS loads, count(*) FILTER (WHERE failed_at > now() - make_interval(mins => $1))::int AS failures
     FROM release_load_people WHERE seen_at > now() - make_interval(mins => $1)
     GROUP BY remote, version ORDER BY remote, version`,
    [minutes],
  );
  return new Map(rows.map((row) => [figuresKey(row.remote, row.version), row]));
}
