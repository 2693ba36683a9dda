import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ProfileUpdateBody } from 'shared/domain/profile/profile';
import { staffProfileSchema, type StaffProfile } from 'shared/domain/profile/profile-answers';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { readSettingsSnapshot } from '../settings/portal-settings';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';
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
/** The profile's own fields, and the server's as read (refused when changed: 400 naming the field). */
export type ProfileWrite = Omit<ProfileUpdateBody, 'alternateEmail'> & { alternateEmail: string | null } & Partial<
    Pick<StaffProfile, 'uid' | 'email' | 'avatarPath'>
  >;

export async function updateProfile(db: Database, actor: AuditActor, body: ProfileWrite): Promise<StaffProfile | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM staff_accounts WHERE uid = $1 FOR UPDATE`, [actor.uid]);
    if (!current) return null;
    refuseChangedServerOwnedFields(body, toProfile(current), staffProfileSchema);
    const [row] = await tx.query<ProfileRow>(
      `UPDATE staff_accounts SET display_name = $2, phone = $3, alternate_email = $4 WHERE uid = $1
       RETURNING ${PROFILE_COLUMNS}`,
      [actor.uid, body.name, body.phone, body.alternateEmail || null],
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

/** The size of an avatar's parts (migration 068): each is written and read by a statement of its own. */
export const AVATAR_PART_BYTES = 256 * 1024;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * Writes the parts of the image in `file`, each by a statement of its own after `pause` (light
 * calls waiting go first); parts already there stay.
 */
async function writeParts(db: Queryable, sha256: string, file: string, size: number, pause: () => Promise<void>): Promise<void> {
  const handle = await fs.promises.open(file, 'r');
  try {
    for (let part = 0; part * AVATAR_PART_BYTES < size; part += 1) {
      await pause();
      const bytes = Buffer.alloc(Math.min(AVATAR_PART_BYTES, size - part * AVATAR_PART_BYTES));
      await handle.read(bytes, 0, bytes.length, part * AVATAR_PART_BYTES);
      // Sent as base64 text: PGlite encodes a Buffer parameter in JavaScript, about 55 ms of the event
      // loop for 256 KB (every other request waits), where Node's base64 and the server's decode take 8.
      await db.query("INSERT INTO staff_avatar_parts (sha256, part, bytes) VALUES ($1, $2, decode($3, 'base64')) ON CONFLICT (sha256, part) DO NOTHING", [
        sha256,
        part,
        bytes.toString('base64'),
      ]);
    }
  } finally {
    await handle.close();
  }
}

const partsOf = (size: number) => Math.ceil(size / AVATAR_PART_BYTES);

/**
 * Stores the image in `file` once per content and points the account at it. Its parts are written
 * first, one statement each and outside the transaction, each after `pause` (the scheduler lets light
 * calls waiting go first), so that on PGlite other requests are served between them; the transaction then names the avatar, writing again any part a concurrent
 * replacement removed meanwhile. The image it replaces is deleted when no account uses it any more,
 * and parts left by an upload that never finished are swept after an hour.
 */
export async function setAvatar(
  db: Database,
  uid: string,
  file: { path: string; size: number },
  contentType: AvatarImageType,
  pause: () => Promise<void>,
): Promise<StaffProfile | null> {
  const sha256 = await sha256Of(file.path);
  const parts = partsOf(file.size);
  const [stored] = await db.query('SELECT 1 FROM staff_avatars WHERE sha256 = $1', [sha256]);
  if (!stored) await writeParts(db, sha256, file.path, file.size, pause);
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO staff_avatars (sha256, content_type, parts) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING', [sha256, contentType, parts]);
    const [written] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM staff_avatar_parts WHERE sha256 = $1', [sha256]);
    if (written!.n < parts) await writeParts(tx, sha256, file.path, file.size, async () => {});
    const [previous] = await tx.query<{ avatar_sha256: string | null }>('SELECT avatar_sha256 FROM staff_accounts WHERE uid = $1 FOR UPDATE', [uid]);
    if (!previous) return null;
    const [row] = await tx.query<ProfileRow>(`UPDATE staff_accounts SET avatar_sha256 = $2 WHERE uid = $1 RETURNING ${PROFILE_COLUMNS}`, [uid, sha256]);
    const replaced = previous.avatar_sha256;
    if (replaced && replaced !== sha256) {
      const removed = await tx.query(
        `DELETE FROM staff_avatars WHERE sha256 = $1
         AND NOT EXISTS (SELECT 1 FROM staff_accounts WHERE avatar_sha256 = $1) RETURNING sha256`,
        [replaced],
      );
      if (removed.length) await tx.query('DELETE FROM staff_avatar_parts WHERE sha256 = $1', [replaced]);
    }
    await tx.query(
      `DELETE FROM staff_avatar_parts AS p WHERE p.written_at < now() - interval '1 hour'
       AND NOT EXISTS (SELECT 1 FROM staff_avatars AS a WHERE a.sha256 = p.sha256)`,
    );
    return toProfile(row!);
  });
}

/** The stored image with this content hash, or null; read a part at a time. */
export async function getAvatar(db: Queryable, sha256: string): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [avatar] = await db.query<{ content_type: string; parts: number }>('SELECT content_type, parts FROM staff_avatars WHERE sha256 = $1', [sha256]);
  if (!avatar) return null;
  const parts: Buffer[] = [];
  for (let part = 0; part < avatar.parts; part += 1) {
    const [row] = await db.query<{ bytes: Uint8Array }>('SELECT bytes FROM staff_avatar_parts WHERE sha256 = $1 AND part = $2', [sha256, part]);
    // Removed between two reads: the avatar was replaced and is no longer there.
    if (!row) return null;
    // pg answers a Buffer, PGlite a Uint8Array.
    parts.push(Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength));
  }
  return { contentType: avatar.content_type, bytes: Buffer.concat(parts) };
}
