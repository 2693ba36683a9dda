import type { ActivityEntry, ListPage } from 'shared/domain/registrations/registration';
import { AUDIT_ROW_COLUMNS, toActivityEntry, type AuditRow } from '../audit/audit-log';
import type { Queryable } from '../db/database';

/**
 * One registration's audit entries, newest first, in the shape of GET /admin/activity. Read
 * along the registration's audit index; a registration has a handful of entries, so the
 * window count is cheap.
 */
export async function listRegistrationHistory(
  db: Queryable,
  registrationId: string,
  page: { limit: number; offset: number },
): Promise<ListPage<ActivityEntry>> {
  const rows = await db.query<AuditRow & { total: number }>(
    `SELECT ${AUDIT_ROW_COLUMNS}, count(*) OVER ()::int AS total
     FROM audit_log WHERE registration_id = $1
     ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
    [registrationId, page.limit, page.offset],
  );
  const total =
    rows[0]?.total ??
    (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log WHERE registration_id = $1', [registrationId]))[0]?.total ??
    0;
  return { total, data: rows.map(toActivityEntry) };
}
