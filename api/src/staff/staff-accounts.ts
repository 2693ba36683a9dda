import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Role, StaffAccountStatus } from 'shared/domain/enums';
import { roleFromClaim } from 'shared/domain/permissions';
import type { Queryable } from '../db/database';

/** The server's own record of a staff member; it, not the token's claim, decides what they may do. */
export interface StaffAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  role: Role;
  status: StaffAccountStatus;
}

/** A staff_accounts row as the API reads it. */
export interface StaffAccountRow {
  uid: string;
  email: string | null;
  display_name: string | null;
  role: Role;
  status: StaffAccountStatus;
  last_active_at: Date | null;
  [column: string]: unknown;
}

// Recording every request would write on every read; once a minute is enough for "last active".
const LAST_ACTIVE_RESOLUTION_MS = 60_000;

const toStaffAccount = (row: StaffAccountRow): StaffAccount => ({
  uid: row.uid,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
});

/**
 * The account behind a verified token. The first time a uid is seen its row is created from
 * the token (role from the `role` claim, 'user' when it has none); from then on the row alone
 * decides, so a role change or deactivation counts on the next request. An invited account
 * becomes active when it is first used. The e-mail follows the token, where Firebase verified it.
 */
export async function staffAccountForToken(db: Queryable, token: DecodedIdToken): Promise<StaffAccount> {
  const [existing] = await db.query<StaffAccountRow>(
    'SELECT uid, email, display_name, role, status, last_active_at FROM staff_accounts WHERE uid = $1',
    [token.uid],
  );
  if (!existing) {
    const [created] = await db.query<StaffAccountRow>(
      `INSERT INTO staff_accounts (uid, email, display_name, role, status, last_active_at)
       VALUES ($1, $2, $3, $4, 'active', now())
       ON CONFLICT (uid) DO UPDATE SET last_active_at = now()
       RETURNING uid, email, display_name, role, status, last_active_at`,
      [token.uid, token.email ?? null, (token.name as string | undefined) ?? null, roleFromClaim(token.role)],
    );
    return toStaffAccount(created!);
  }
  const stale = !existing.last_active_at || Date.now() - existing.last_active_at.getTime() > LAST_ACTIVE_RESOLUTION_MS;
  // A verified e-mail change (profile page) reaches the record with the first token that carries it.
  const emailChanged = token.email !== undefined && token.email !== existing.email;
  if (existing.status === 'invited' || stale || emailChanged) {
    const [updated] = await db.query<StaffAccountRow>(
      `UPDATE staff_accounts
       SET last_active_at = now(), status = CASE WHEN status = 'invited' THEN 'active' ELSE status END,
           email = COALESCE($2, email)
       WHERE uid = $1
       RETURNING uid, email, display_name, role, status, last_active_at`,
      [token.uid, token.email ?? null],
    );
    return toStaffAccount(updated ?? existing);
  }
  return toStaffAccount(existing);
}
