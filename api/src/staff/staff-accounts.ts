import type { DecodedIdToken } from 'firebase-admin/auth';
import type { Role, StaffAccountStatus } from 'shared/domain/common/enums';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database } from '../db/database';
import { forbidden } from '../http-error';

/** The server's own record of a staff member; it, not the token's claim, decides what they may do. */
export interface StaffAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  role: Role;
  status: StaffAccountStatus;
  /** Codes of the centres whose registrations the person sees; empty: every centre (a superadmin's always is). */
  centers: string[];
}

/** A staff_accounts row as the API reads it. */
export interface StaffAccountRow {
  uid: string;
  email: string | null;
  display_name: string | null;
  role: Role;
  status: StaffAccountStatus;
  last_active_at: Date | null;
  centers: string[];
  [column: string]: unknown;
}

export const STAFF_COLUMNS = 'uid, email, display_name, role, status, last_active_at, centers';

/** The centres the account sees: a superadmin sees every centre, whatever is stored. */
export const centersOf = (row: Pick<StaffAccountRow, 'role' | 'centers'>): string[] => (row.role === 'superadmin' ? [] : row.centers);

// Recording every request would write on every read; once a minute is enough for "last active".
export const LAST_ACTIVE_RESOLUTION_MS = 60_000;

const toStaffAccount = (row: StaffAccountRow): StaffAccount => ({
  uid: row.uid,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  centers: centersOf(row),
});

/** The sign-in a token belongs to, as the per-call read of its account found it. */
export interface SessionSeen {
  id: string;
  endedAt: Date | null;
  lastSeenAt: Date;
  /** When the session last passed its second factor (a passkey); null: never. */
  secondFactorAt: Date | null;
}

/** What decides whether a call needs the second factor (auth/second-factor.ts), read with the account. */
export interface SecondFactorPolicy {
  /** The organisation's orgWide2FA switch. */
  required: boolean;
  /** The person has at least one passkey. */
  hasPasskey: boolean;
}

/** A verified token's account, and its session (null: this is the sign-in's first call). */
export interface TokenAccount {
  account: StaffAccount;
  session: SessionSeen | null;
  secondFactor: SecondFactorPolicy;
}

interface AccountWithSessionRow extends StaffAccountRow {
  session_id: string | null;
  session_ended_at: Date | null;
  session_seen_at: Date | null;
  session_second_factor_at: Date | null;
  second_factor_required: boolean | null;
  has_passkey: boolean;
}

/**
 * The account behind a verified token: only one the seed or an invitation made (else 403, and
 * nothing is written). From then on the row alone decides, so a role change or deactivation
 * counts on the next request. An invited account becomes active when it is first used. The
 * e-mail follows the token only where Firebase verified it, and each such change is audited.
 * The token's session (uid and auth_time) is read in the same statement, so a session ended on
 * any instance counts on its next call without a round trip of its own (../auth/sessions.ts); so
 * are its second factor, the organisation's orgWide2FA switch and whether the person has a passkey
 * (../auth/second-factor.ts).
 */
export async function staffAccountForToken(db: Database, token: DecodedIdToken): Promise<TokenAccount> {
  const [existing] = await db.query<AccountWithSessionRow>(
    `SELECT ${STAFF_COLUMNS}, session_id, session_ended_at, session_seen_at, session_second_factor_at,
       (SELECT (value ->> 'orgWide2FA')::boolean FROM portal_settings WHERE section = 'featureFlags') AS second_factor_required,
       EXISTS (SELECT 1 FROM staff_passkeys WHERE staff_passkeys.uid = $1) AS has_passkey
     FROM staff_accounts
     LEFT JOIN (SELECT uid, id AS session_id, ended_at AS session_ended_at, last_seen_at AS session_seen_at, second_factor_at AS session_second_factor_at
                FROM staff_sessions WHERE uid = $1 AND auth_time = $2) session USING (uid)
     WHERE uid = $1`,
    [token.uid, token.auth_time],
  );
  if (!existing) throw forbidden('not-invited', 'This account has not been invited to the portal. Ask a superadmin for an invitation.');
  const session = existing.session_id
    ? { id: existing.session_id, endedAt: existing.session_ended_at, lastSeenAt: existing.session_seen_at!, secondFactorAt: existing.session_second_factor_at }
    : null;
  const secondFactor = { required: existing.second_factor_required === true, hasPasskey: existing.has_passkey };
  return { account: await accountOfRow(db, existing, token), session, secondFactor };
}

async function accountOfRow(db: Database, existing: StaffAccountRow, token: DecodedIdToken): Promise<StaffAccount> {
  const stale = !existing.last_active_at || Date.now() - existing.last_active_at.getTime() > LAST_ACTIVE_RESOLUTION_MS;
  // A verified e-mail change (profile page) reaches the record with the first token that carries it.
  const verifiedEmail = token.email_verified === true && token.email ? token.email : null;
  if (verifiedEmail !== null && verifiedEmail !== existing.email) return changeEmail(db, existing, verifiedEmail);
  if (existing.status === 'invited' || stale) {
    const [updated] = await db.query<StaffAccountRow>(
      `UPDATE staff_accounts
       SET last_active_at = now(), status = CASE WHEN status = 'invited' THEN 'active' ELSE status END
       WHERE uid = $1
       RETURNING ${STAFF_COLUMNS}`,
      [existing.uid],
    );
    return toStaffAccount(updated ?? existing);
  }
  return toStaffAccount(existing);
}

async function changeEmail(db: Database, existing: StaffAccountRow, email: string): Promise<StaffAccount> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<StaffAccountRow>(`SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE uid = $1 FOR UPDATE`, [existing.uid]);
    if (!current) throw forbidden('not-invited', 'This account has not been invited to the portal. Ask a superadmin for an invitation.');
    // Another request of the same account may have recorded it a moment ago.
    if (current.email === email) return toStaffAccount(current);
    const [updated] = await tx.query<StaffAccountRow>(
      `UPDATE staff_accounts
       SET email = $2, last_active_at = now(), status = CASE WHEN status = 'invited' THEN 'active' ELSE status END
       WHERE uid = $1
       RETURNING ${STAFF_COLUMNS}`,
      [current.uid, email],
    );
    await writeAuditEntry(tx, {
      actor: { uid: current.uid, email, role: current.role },
      action: 'staff.email_changed',
      target: { type: 'staff_account', id: current.uid, label: email },
      before: { email: current.email },
      after: { email },
      note: null,
    });
    return toStaffAccount(updated!);
  });
}
