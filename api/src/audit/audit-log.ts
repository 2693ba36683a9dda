import type { Role } from 'shared/domain/common/enums';
import type { AuditAction, AuditTargetType, SettingsAuditAction } from 'shared/domain/audit/audit-actions';
import type { ActivityEntry, AuditActor, ListPage } from 'shared/domain/registrations/registration';
import type { Queryable } from '../db/database';
import { toIsoString } from '../db/sql-values';
import { isScoped } from '../db/scoped';

export interface AuditEntryInput {
  actor: AuditActor;
  action: AuditAction;
  registrationId: string;
  /** The registration's name and school value after the change, as Recent Activity shows them. */
  name: string;
  schoolValue: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  note: string | null;
}

/** A change to something other than a registration: settings, centres, templates, flags, staff accounts. */
export interface TargetAuditEntryInput {
  /** null: the system itself (the seed). */
  actor: AuditActor | null;
  action: SettingsAuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  note: string | null;
}

/**
 * The fields whose values differ, before and after: what an audit entry records of a change; null
 * when none does. Every versioned, audited write asks this first: saving what is already stored
 * writes nothing, bumps no version and is not audited.
 */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Call inside the transaction that makes the change, so that both happen or neither. */
export async function writeAuditEntry(tx: Queryable, entry: AuditEntryInput | TargetAuditEntryInput): Promise<void> {
  const target =
    'target' in entry
      ? { registrationId: null, name: entry.target.label, school: null, type: entry.target.type, id: entry.target.id }
      : { registrationId: entry.registrationId, name: entry.name, school: entry.schoolValue, type: null, id: null };
  await tx.query(
    `INSERT INTO audit_log (actor_uid, actor_email, actor_role, action, registration_id, target_name,
                            target_school, before, after, note, target_type, target_id, actor_name, actor_confirmed_with)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12, $13, $14)`,
    [
      entry.actor?.uid ?? null,
      entry.actor?.email ?? null,
      entry.actor?.role ?? null,
      entry.action,
      target.registrationId,
      target.name,
      target.school,
      JSON.stringify(entry.before),
      JSON.stringify(entry.after),
      entry.note,
      target.type,
      target.id,
      entry.actor?.name ?? null,
      entry.actor?.confirmedWith ?? null,
    ],
  );
}

export interface AuditRow {
  id: string;
  at: Date;
  actor_uid: string | null;
  actor_email: string | null;
  actor_role: Role | null;
  actor_name: string | null;
  actor_confirmed_with: 'passkey' | null;
  action: AuditAction;
  registration_id: string;
  target_name: string;
  target_school: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
  target_type: AuditTargetType | null;
  target_id: string | null;
  [column: string]: unknown;
}

export function toActivityEntry(row: AuditRow): ActivityEntry {
  const entry: ActivityEntry = {
    id: row.id,
    action: row.action,
    actor:
      row.actor_uid === null
        ? null
        : {
            uid: row.actor_uid,
            email: row.actor_email,
            ...(row.actor_name !== null && { name: row.actor_name }),
            role: row.actor_role ?? 'user',
            ...(row.actor_confirmed_with !== null && { confirmedWith: row.actor_confirmed_with }),
          },
    registrationId: row.registration_id,
    name: row.target_name,
    school: { value: row.target_school },
    createdAt: toIsoString(row.at),
  };
  if (row.target_type) entry.target = { type: row.target_type, id: row.target_id ?? '', label: row.target_name };
  if (row.note !== null) entry.note = row.note;
  if (row.before !== null) entry.before = row.before;
  if (row.after !== null) entry.after = row.after;
  return entry;
}

/** The columns an AuditRow is read from. */
export const AUDIT_ROW_COLUMNS = `id::text AS id, at, actor_uid, actor_email, actor_name, actor_confirmed_with, actor_role, action, registration_id,
  target_name, target_school, before, after, note, target_type, target_id`;

/** Entries in the whole log: a counter kept by a trigger, not a count of the table. */
export async function countAuditEntries(db: Queryable): Promise<number> {
  // The counter is the organisation's: a person limited to some centres counts the entries the policies show them.
  if (isScoped(db)) {
    const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM audit_log');
    return counted?.total ?? 0;
  }
  const [counter] = await db.query<{ total: number }>('SELECT audit_entries::int AS total FROM summary_counters');
  return counter?.total ?? 0;
}

/**
 * Registration changes, newest first (Recent Activity shows registrations; settings and staff
 * changes appear on the audit trail). Those are rare, so the total is the whole log's counter
 * less a count along their partial index.
 */
export async function listActivity(db: Queryable, page: { limit: number; offset: number }): Promise<ListPage<ActivityEntry>> {
  const rows = await db.query<AuditRow>(`SELECT ${AUDIT_ROW_COLUMNS} FROM audit_log WHERE target_type IS NULL ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`, [
    page.limit,
    page.offset,
  ]);
  return { data: rows.map(toActivityEntry), total: await countRegistrationEntries(db) };
}

/** Entries about registrations (no target): the whole log's counter less a count along the others' partial index. */
export async function countRegistrationEntries(db: Queryable): Promise<number> {
  const [other] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE target_type IS NOT NULL');
  return (await countAuditEntries(db)) - (other?.n ?? 0);
}
