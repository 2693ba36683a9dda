import type { ListPage, Registration } from 'shared/domain/registration';
import type { Queryable } from '../db/database';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from '../registrations/registration-row';

/** Confirmations waiting for a second admin, oldest first (a partial index holds only those). */
export async function listAwaitingApproval(db: Queryable, limit: number): Promise<ListPage<Registration>> {
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE approval IS NOT NULL
     ORDER BY (approval ->> 'requestedAt'), registration_id LIMIT $1`,
    [limit],
  );
  const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM registrations WHERE approval IS NOT NULL');
  return { data: rows.map(toRegistration), total: counted?.total ?? 0 };
}
