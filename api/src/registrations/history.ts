import type { Role } from 'shared/domain/enums';
import type { ActivityEntry, AuditAction, ListPage } from 'shared/domain/registration';
import type { Queryable } from '../db/database';
import { toIsoString } from './registration-row';

interface HistoryRow {
  id: string;
  at: Date;
  actor_uid: string | null;
  actor_email: string | null;
  actor_role: Role | null;
  action: AuditAction;
  registration_id: string;
  target_name: string;
  target_school: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
  total: number;
  [column: string]: unknown;
}

/**
 * One registration's audit entries, newest first, in the shape of GET /admin/activity. Read
 * along audit_log_registration_newest; a registration has a handful of entries, so the
 * window count is cheap.
 */
export async function listRegistrationHistory(
  db: Queryable,
  registrationId: string,
  page: { limit: number; offset: number },
): Promise<ListPage<ActivityEntry>> {
  const rows = await db.query<HistoryRow>(
    `SELECT id::text AS id, at, actor_uid, actor_email, actor_role, action, registration_id, target_name,
            target_school, before, after, note, count(*) OVER ()::int AS total
     FROM audit_log WHERE registration_id = $1
     ORDER BY at DESC, id DESC LIMIT $2 OFFSET $3`,
    [registrationId, page.limit, page.offset],
  );
  const total = rows[0]?.total
    ?? (await db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log WHERE registration_id = $1', [registrationId]))[0]?.total
    ?? 0;
  return {
    total,
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: row.actor_uid === null ? null : { uid: row.actor_uid, email: row.actor_email, role: row.actor_role ?? 'user' },
      registrationId: row.registration_id,
      name: row.target_name,
      school: { value: row.target_school },
      createdAt: toIsoString(row.at),
      ...(row.note !== null && { note: row.note }),
      ...(row.before !== null && { before: row.before }),
      ...(row.after !== null && { after: row.after }),
    })),
  };
}
