import { createHash } from 'node:crypto';
import type { ProfileUpdateBody } from 'shared/domain/profile';
import type { StaffProfile } from 'shared/domain/profile-answers';
import type { AuditActor } from 'shared/domain/registration';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { readSettingsSnapshot } from '../settings/portal-settings';
import type { AvatarImageType } from './image-type';

interface ProfileRow {
  uid: string;
  email: string | null;
  display_name: string | null;
  phone: string | null;
  alternate_email: string | null;
  avatar_sha256: string | null;
  [column: string]: unknown;
}

const PROFILE_COLUMNS = 'uid, email, display_name, phone, alternate_email, avatar_sha256';

export const avatarPath = (sha256: string) => `/avatars/${sha256}`;

const toProfile = (row: ProfileRow): StaffProfile => ({
  uid: row.uid,
  email: row.email,
  name: row.display_name,
  phone: row.phone,
  alternateEmail: row.alternate_email,
  avatarPath: row.avatar_sha256 === null ? null : avatarPath(row.avatar_sha256),
});

/** The staff member's own profile; the auth hook has made sure the row exists. */
export async function getProfile(db: Queryable, uid: string): Promise<StaffProfile | null> {
  const [row] = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM staff_accounts WHERE uid = $1`, [uid]);
  return row ? toProfile(row) : null;
}

/**
 * Name, phone and alternate e-mail of the staff member's own record; an empty alternate e-mail
 * clears it. Audited, in the same transaction, while the audit settings ask for profile changes.
 */
export async function updateProfile(db: Database, actor: AuditActor, body: ProfileUpdateBody): Promise<StaffProfile | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM staff_accounts WHERE uid = $1 FOR UPDATE`, [actor.uid]);
    if (!current) return null;
    const [row] = await tx.query<ProfileRow>(
      `UPDATE staff_accounts SET display_name = $2, phone = $3, alternate_email = $4 WHERE uid = $1
       RETURNING ${PROFILE_COLUMNS}`,
      [actor.uid, body.name, body.phone, body.alternateEmail === '' ? null : body.alternateEmail],
    );
    const before = toProfile(current);
    const after = toProfile(row!);
    const diff = changedFields(
      { name: before.name, phone: before.phone, alternateEmail: before.alternateEmail },
      { name: after.name, phone: after.phone, alternateEmail: after.alternateEmail },
    );
    const { audit } = await readSettingsSnapshot(tx);
    if (diff && audit.value.logProfileChanges) {
      await writeAuditEntry(tx, {
        actor,
        action: 'profile.updated',
        target: { type: 'staff_account', id: actor.uid, label: after.email ?? actor.uid },
        ...diff,
        note: null,
      });
    }
    return after;
  });
}

/**
 * Stores the image once per content and points the account at it. The image it replaces is
 * deleted when no account uses it any more, so replaced avatars do not pile up.
 */
export async function setAvatar(db: Database, uid: string, bytes: Buffer, contentType: AvatarImageType): Promise<StaffProfile | null> {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO staff_avatars (sha256, content_type, bytes) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING', [sha256, contentType, bytes]);
    const [previous] = await tx.query<{ avatar_sha256: string | null }>('SELECT avatar_sha256 FROM staff_accounts WHERE uid = $1 FOR UPDATE', [uid]);
    if (!previous) return null;
    const [row] = await tx.query<ProfileRow>(`UPDATE staff_accounts SET avatar_sha256 = $2 WHERE uid = $1 RETURNING ${PROFILE_COLUMNS}`, [uid, sha256]);
    const replaced = previous.avatar_sha256;
    if (replaced && replaced !== sha256) {
      await tx.query(
        `DELETE FROM staff_avatars WHERE sha256 = $1
         AND NOT EXISTS (SELECT 1 FROM staff_accounts WHERE avatar_sha256 = $1)`,
        [replaced],
      );
    }
    return toProfile(row!);
  });
}

/** The stored image with this content hash, or null. */
export async function getAvatar(db: Queryable, sha256: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db.query<{ content_type: string; bytes: Uint8Array }>('SELECT content_type, bytes FROM staff_avatars WHERE sha256 = $1', [sha256]);
  // pg answers a Buffer, PGlite a Uint8Array.
  return row ? { contentType: row.content_type, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) } : null;
}
