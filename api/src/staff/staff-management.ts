import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { SettingsAuditAction } from 'shared/domain/audit/audit-actions';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { nameFromEmail, type ManagedRole } from 'shared/domain/settings/settings';
import type { ManagedUser } from 'shared/domain/settings/settings-answers';
import { writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { conflict, notFound } from '../http-error';
import { queueInvitation } from '../messages/notices';
import { toIsoString } from '../db/sql-values';
import { recordGrant } from './approver-independence';
import { centersOf, STAFF_COLUMNS as COLUMNS, type StaffAccountRow } from './staff-accounts';

function toManagedUser(row: StaffAccountRow): ManagedUser {
  const email = row.email ?? '';
  return {
    id: row.uid,
    name: row.display_name ?? nameFromEmail(email),
    email,
    role: row.role,
    status: row.status,
    lastActive: row.last_active_at ? toIsoString(row.last_active_at) : null,
    centers: centersOf(row),
  };
}

/**
 * The codes as the centres write them (codes are one whatever their letter case), each once, in
 * code order; the centres are held until the change commits, so none can be deleted under it.
 * A code no centre has is refused with 409.
 */
async function existingCenterCodes(tx: Queryable, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const wanted = codes.map((code) => code.toUpperCase());
  const found = await tx.query<{ code: string }>('SELECT code FROM centers WHERE upper(code) = ANY($1::text[]) ORDER BY code FOR KEY SHARE', [wanted]);
  const known = new Set(found.map((row) => row.code.toUpperCase()));
  const unknown = [...new Set(codes.filter((code) => !known.has(code.toUpperCase())))];
  if (unknown.length > 0) throw conflict('center-code-unknown', `No center has the code ${unknown.join(', ')}. Choose centers that exist.`);
  return found.map((row) => row.code);
}

/** Every staff account, removed ones included (they stay, inactive, for the audit trail). */
export async function listStaffAccounts(db: Queryable): Promise<ManagedUser[]> {
  // Staff accounts number in the tens; the bound only keeps a mistake from reading without end.
  const rows = await db.query<StaffAccountRow>(`SELECT ${COLUMNS} FROM staff_accounts ORDER BY created_at, uid LIMIT 1000`);
  return rows.map(toManagedUser);
}

/** An invitation made: the account as now recorded, and the password-set link its e-mail carries. */
export interface InvitationSent {
  user: ManagedUser;
  passwordSetLink: string;
}

/**
 * Creates the Firebase account with the role claim and a password nobody knows, records it as
 * invited, and queues the staff-invitation e-mail with the link with which the invitee sets their
 * own password (in the same transaction: no invitation without its e-mail, no e-mail without its
 * invitation), answering the link too. The account becomes active on its first signed-in request
 * (staffAccountForToken). A removed person is invited again on their old account and row (history
 * kept), with the new role.
 */
export async function inviteStaff(
  db: Database,
  auth: Auth,
  input: { email: string; role: ManagedRole; centers: string[] },
  actor: AuditActor,
  continueUrl: string | null,
): Promise<InvitationSent> {
  // Checked before any account is made; checked again (and held) in the transaction that records it.
  await existingCenterCodes(db, input.centers);
  const [existing] = await db.query<StaffAccountRow>(`SELECT ${COLUMNS} FROM staff_accounts WHERE lower(email) = $1`, [input.email]);
  if (existing?.status === 'inactive') return inviteRemovedAgain(db, auth, existing, input, actor, continueUrl);
  if (existing) throw conflict('staff-email-taken', 'A staff account with this e-mail already exists.');
  const name = nameFromEmail(input.email);
  let uid: string;
  try {
    ({ uid } = await auth.createUser({ email: input.email, displayName: name, password: randomBytes(24).toString('base64url') }));
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/email-already-exists') {
      throw conflict('sign-in-email-taken', 'This e-mail already has a sign-in account. Ask its owner, or use another e-mail.');
    }
    throw error;
  }
  try {
    await auth.setCustomUserClaims(uid, { role: input.role });
    const link = await passwordSetLink(auth, input.email, continueUrl);
    const user = await db.transaction(async (tx) => {
      const centers = await existingCenterCodes(tx, input.centers);
      const [row] = await tx.query<StaffAccountRow>(
        `INSERT INTO staff_accounts (uid, email, display_name, role, status, centers) VALUES ($1, $2, $3, $4, 'invited', $5::text[])
         RETURNING ${COLUMNS}`,
        [uid, input.email, name, input.role, centers],
      );
      await writeAuditEntry(tx, {
        actor,
        action: 'staff.invited',
        target: { type: 'staff_account', id: uid, label: input.email },
        before: {},
        after: { email: input.email, role: input.role, status: 'invited', ...(centers.length > 0 && { centers }) },
        note: null,
      });
      await recordGrant(tx, uid, actor.uid, 'invited');
      await queueInvitation(tx, { uid, email: input.email }, actor, input.role, link);
      return toManagedUser(row!);
    });
    return { user, passwordSetLink: link };
  } catch (error) {
    // No half-made invitation: without its row (or its link) the account is removed again.
    await db.query('DELETE FROM staff_accounts WHERE uid = $1', [uid]).catch(() => {});
    await auth.deleteUser(uid).catch(() => {});
    throw error;
  }
}

const passwordSetLink = (auth: Auth, email: string, continueUrl: string | null) =>
  auth.generatePasswordResetLink(email, continueUrl ? { url: continueUrl } : undefined);

/**
 * Re-enables a removed person's Firebase account with the new role claim and a fresh password
 * nobody knows (the link sets theirs), then marks the row invited again, audited, with its
 * invitation e-mail. Their old sessions stay revoked.
 */
async function inviteRemovedAgain(
  db: Database,
  auth: Auth,
  removed: StaffAccountRow,
  input: { email: string; role: ManagedRole; centers: string[] },
  actor: AuditActor,
  continueUrl: string | null,
): Promise<InvitationSent> {
  try {
    await auth.updateUser(removed.uid, { disabled: false, password: randomBytes(24).toString('base64url') });
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') {
      throw conflict('sign-in-account-gone', "This person's sign-in account no longer exists, so they cannot be invited again with this e-mail.");
    }
    throw error;
  }
  try {
    await auth.setCustomUserClaims(removed.uid, { role: input.role });
    const link = await passwordSetLink(auth, input.email, continueUrl);
    const user = await db.transaction(async (tx) => {
      const centers = await existingCenterCodes(tx, input.centers);
      const [row] = await tx.query<StaffAccountRow>(
        `UPDATE staff_accounts SET status = 'invited', role = $2, centers = $3::text[] WHERE uid = $1 AND status = 'inactive' RETURNING ${COLUMNS}`,
        [removed.uid, input.role, centers],
      );
      if (!row) throw conflict('staff-email-taken', 'A staff account with this e-mail already exists.');
      const centersChanged = centers.join() !== removed.centers.join();
      await writeAuditEntry(tx, {
        actor,
        action: 'staff.invited',
        target: { type: 'staff_account', id: removed.uid, label: removed.email ?? input.email },
        before: { role: removed.role, status: 'inactive', ...(centersChanged && { centers: removed.centers }) },
        after: { email: input.email, role: input.role, status: 'invited', ...(centersChanged && { centers }) },
        note: null,
      });
      await recordGrant(tx, removed.uid, actor.uid, 'invited');
      await queueInvitation(tx, { uid: removed.uid, email: input.email }, actor, input.role, link);
      return toManagedUser(row);
    });
    return { user, passwordSetLink: link };
  } catch (error) {
    // Not invited after all: the account stays as removal left it.
    const [row] = await db.query<StaffAccountRow>('SELECT status FROM staff_accounts WHERE uid = $1', [removed.uid]).catch(() => []);
    if (row?.status === 'inactive') {
      await auth.setCustomUserClaims(removed.uid, { role: removed.role }).catch(() => {});
      await auth.updateUser(removed.uid, { disabled: true }).catch(() => {});
    }
    throw error;
  }
}

/**
 * Sends a person still invited a new password-set link (they lost the first, or it expired):
 * queued by e-mail, audited as an invitation, and counted as one for independent approvals (the
 * person sending it holds the link too). 409 in words for anyone no longer invited.
 */
export async function resendInvitation(db: Database, auth: Auth, uid: string, actor: AuditActor, continueUrl: string | null): Promise<InvitationSent> {
  const stillInvited = (row: StaffAccountRow | undefined): StaffAccountRow & { email: string } => {
    if (!row) throw notFound('staff-account-not-found', 'Staff account not found');
    if (row.status !== 'invited' || !row.email) {
      const now = row.status === 'active' ? 'has already signed in' : 'has been removed; invite them again instead';
      throw conflict('not-still-invited', `Only a person still invited can be sent a new invitation; ${row.email ?? 'this person'} ${now}.`);
    }
    return row as StaffAccountRow & { email: string };
  };
  const [current] = await db.query<StaffAccountRow>(`SELECT ${COLUMNS} FROM staff_accounts WHERE uid = $1`, [uid]);
  // The link is made before the transaction, which holds the row only as long as the database needs.
  const link = await passwordSetLink(auth, stillInvited(current).email, continueUrl).catch((error: { code?: string }) => {
    if (error.code === 'auth/email-not-found' || error.code === 'auth/user-not-found') {
      throw conflict(
        'sign-in-account-gone',
        "This person's sign-in account no longer exists, so no link can be made for it. Remove them and invite them again.",
      );
    }
    throw error;
  });
  return db.transaction(async (tx) => {
    const [locked] = await tx.query<StaffAccountRow>(`SELECT ${COLUMNS} FROM staff_accounts WHERE uid = $1 FOR UPDATE`, [uid]);
    const row = stillInvited(locked);
    await writeAuditEntry(tx, {
      actor,
      action: 'staff.invited',
      target: { type: 'staff_account', id: uid, label: row.email },
      before: { status: 'invited' },
      after: { email: row.email, role: row.role, status: 'invited' },
      note: 'Invitation sent again with a new link',
    });
    await recordGrant(tx, uid, actor.uid, 'invited');
    await queueInvitation(tx, { uid, email: row.email }, actor, row.role, link);
    return { user: toManagedUser(row), passwordSetLink: link };
  });
}

/**
 * Locks the account and every active superadmin, so that two changes at once cannot together
 * leave the portal without one.
 */
async function lockForChange(tx: Queryable, uid: string): Promise<StaffAccountRow> {
  await tx.query("SELECT uid FROM staff_accounts WHERE role = 'superadmin' AND status <> 'inactive' ORDER BY uid FOR UPDATE");
  const [row] = await tx.query<StaffAccountRow>(`SELECT ${COLUMNS} FROM staff_accounts WHERE uid = $1 FOR UPDATE`, [uid]);
  if (!row) throw notFound('staff-account-not-found', 'Staff account not found');
  if (row.status === 'inactive') throw conflict('account-removed', 'This account has been removed.');
  return row;
}

async function refuseLastSuperadmin(tx: Queryable, row: StaffAccountRow): Promise<void> {
  if (row.role !== 'superadmin') return;
  const [others] = await tx.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM staff_accounts WHERE role = 'superadmin' AND status = 'active' AND uid <> $1",
    [row.uid],
  );
  if ((others?.count ?? 0) === 0) throw conflict('last-superadmin', 'The portal needs at least one active superadmin; this is the last one.');
}

/** Sets one column of the locked account, audited with its value before and after; answers the account as it now is. */
async function setAudited<Column extends 'role' | 'centers' | 'status'>(
  tx: Queryable,
  row: StaffAccountRow,
  column: Column,
  value: StaffAccountRow[Column],
  action: SettingsAuditAction,
  actor: AuditActor,
): Promise<ManagedUser> {
  const [updated] = await tx.query<StaffAccountRow>(`UPDATE staff_accounts SET ${column} = $2 WHERE uid = $1 RETURNING ${COLUMNS}`, [row.uid, value]);
  await writeAuditEntry(tx, {
    actor,
    action,
    target: { type: 'staff_account', id: row.uid, label: row.email ?? row.uid },
    before: { [column]: row[column] },
    after: { [column]: value },
    note: null,
  });
  return toManagedUser(updated!);
}

/** Counts at the API on the account's next request; the claim follows for the browser's next token. */
export async function changeStaffRole(db: Database, auth: Auth, uid: string, role: ManagedRole, actor: AuditActor): Promise<ManagedUser> {
  const user = await db.transaction(async (tx) => {
    // One's own role is changed by another superadmin, never by oneself: a slip of the select
    // would take one's own settings away mid-task.
    if (uid === actor.uid) throw conflict('cannot-change-own-role', 'You cannot change your own role; another superadmin can.');
    const row = await lockForChange(tx, uid);
    if (row.role === role) return toManagedUser(row);
    await refuseLastSuperadmin(tx, row);
    await recordGrant(tx, uid, actor.uid, 'role_changed');
    return setAudited(tx, row, 'role', role, 'staff.role_changed', actor);
  });
  await auth.setCustomUserClaims(uid, { role });
  return user;
}

/**
 * Limits the account to the centres of these codes (none: every centre). Counts on the account's
 * next request, which reads the account again.
 */
export async function changeStaffCenters(db: Database, uid: string, codes: string[], actor: AuditActor): Promise<ManagedUser> {
  return db.transaction(async (tx) => {
    const row = await lockForChange(tx, uid);
    if (row.role === 'superadmin') throw conflict('superadmin-centers-unlimited', 'A superadmin sees every center; their centers cannot be limited.');
    const centers = await existingCenterCodes(tx, codes);
    if (centers.join() === row.centers.join()) return toManagedUser(row);
    return setAudited(tx, row, 'centers', centers, 'staff.centers_changed', actor);
  });
}

/**
 * Deactivates the account (its row and audit history stay): the API refuses it from the next
 * request, and the Firebase account is disabled and its sessions revoked so it cannot sign in.
 */
export async function removeStaff(db: Database, auth: Auth, uid: string, actor: AuditActor): Promise<ManagedUser> {
  const user = await db.transaction(async (tx) => {
    const row = await lockForChange(tx, uid);
    // Removing oneself would end one's own session mid-task; another superadmin can do it.
    if (uid === actor.uid) throw conflict('cannot-remove-self', 'You cannot remove your own account.');
    await refuseLastSuperadmin(tx, row);
    return setAudited(tx, row, 'status', 'inactive', 'staff.removed', actor);
  });
  await auth.updateUser(uid, { disabled: true });
  await auth.revokeRefreshTokens(uid);
  return user;
}
