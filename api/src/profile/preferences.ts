import { preferencesSchema } from 'shared/domain/profile/preferences';
import { DEFAULT_PREFERENCES, type Preferences } from 'shared/platform/settings/preferences';
import type { AuditActor } from 'shared/domain/registrations/registration';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { readSettingsSnapshot } from '../settings/portal-settings';

/**
 * The stored preferences over the spec's defaults. A stored value the schema no longer accepts
 * (a preference narrowed later) falls back to its default rather than failing the read.
 */
function withDefaults(stored: Record<string, unknown> | undefined): Preferences {
  const preferences = { ...DEFAULT_PREFERENCES };
  for (const [key, value] of Object.entries(stored ?? {})) {
    const field = preferencesSchema.shape[key as keyof Preferences];
    if (field?.safeParse(value).success) Object.assign(preferences, { [key]: value });
  }
  return preferences;
}

/** The signed-in staff member's own preferences; the spec's defaults until they change one. */
export async function getPreferences(db: Queryable, uid: string): Promise<Preferences> {
  const [row] = await db.query<{ preferences: Record<string, unknown> }>('SELECT preferences FROM staff_preferences WHERE uid = $1', [uid]);
  return withDefaults(row?.preferences);
}

/**
 * Stores the whole set. Audited, in the same transaction, while the audit settings ask for
 * profile changes; saving what is stored writes no entry.
 */
export async function updatePreferences(db: Database, actor: AuditActor, body: Preferences): Promise<Preferences> {
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO staff_preferences (uid) VALUES ($1) ON CONFLICT (uid) DO NOTHING', [actor.uid]);
    const [current] = await tx.query<{ preferences: Record<string, unknown>; email: string | null }>(
      `SELECT p.preferences, s.email FROM staff_preferences p JOIN staff_accounts s ON s.uid = p.uid WHERE p.uid = $1 FOR UPDATE OF p`,
      [actor.uid],
    );
    const before = withDefaults(current!.preferences);
    const diff = changedFields({ ...before }, { ...body });
    if (!diff) return before;
    await tx.query('UPDATE staff_preferences SET preferences = $2::jsonb, updated_at = now() WHERE uid = $1', [actor.uid, JSON.stringify(body)]);
    const { audit } = await readSettingsSnapshot(tx);
    if (audit.value.logProfileChanges) {
      await writeAuditEntry(tx, {
        actor,
        action: 'profile.preferences_updated',
        target: { type: 'staff_account', id: actor.uid, label: current!.email ?? actor.uid },
        ...diff,
        note: null,
      });
    }
    return body;
  });
}
