import type { DuplicateGroup, ListPage } from 'shared/domain/registration';
import type { Queryable } from '../db/database';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

/**
 * Contact numbers shared by more than one registration (normalised, see migration 003), one
 * page of groups in number order with their registrations oldest first. Groups come from the
 * trigger-kept contact_groups table through its partial index and their number from a counter
 * kept with it (migration 007), so a page costs the same at a million registrations as at a thousand.
 */
export async function listDuplicateGroups(db: Queryable, page: { limit: number; offset: number }): Promise<ListPage<DuplicateGroup>> {
  const groups = await db.query<{ contact_key: string; member_count: number }>(
    `SELECT contact_key, member_count FROM contact_groups WHERE member_count > 1
     ORDER BY contact_key LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
  const [counted] = await db.query<{ total: number }>('SELECT shared_contact_numbers::int AS total FROM summary_counters');
  if (groups.length === 0) return { data: [], total: counted?.total ?? 0 };
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS}, contact_key FROM registrations WHERE contact_key = ANY($1::text[])
     ORDER BY contact_key, created_at, registration_id`,
    [groups.map((g) => g.contact_key)],
  );
  const byKey = new Map<string, DuplicateGroup>(groups.map((g) => [g.contact_key, { contactNumber: g.contact_key, count: g.member_count, registrations: [] }]));
  for (const row of rows) byKey.get(row.contact_key as string)?.registrations.push(toRegistration(row));
  return { data: [...byKey.values()], total: counted?.total ?? 0 };
}
