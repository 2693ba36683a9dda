import { can } from 'shared/domain/common/permissions';
import type { Refusal } from 'shared/domain/common/refusal-codes';
import type { AuditAction } from 'shared/domain/audit/audit-actions';
import type { AuditActor, PaymentApproval, Receipt, Registration } from 'shared/domain/registrations/registration';
import type { ClearStatusBody, RegistrationDetailsBody, StatusChangeBody } from 'shared/domain/registrations/registration-requests';
import { DEFAULT_CLEAR_STATUS_NOTE, statusChangeRefusal, UNDOABLE_ACTIONS } from 'shared/domain/registrations/transitions';
import { describeAuditAction } from 'shared/domain/common/labels';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow } from '../db/versioned-row';
import { queueDisqualification } from '../messages/notices';
import { conflict, forbidden } from '../http-error';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

// The locked, audited change every write of a registration goes through (applyChange), and the
// registration's own changes: status, details, undo. The payment's (confirmation, approval, a
// receipt's cancellation) are in ../payments/.

export const REGISTRATION_NOT_FOUND = 'Registration not found';

/** The fields a change may set, named by their path in a Registration (as the audit log records them). */
const COLUMN_OF_FIELD = {
  name: 'name',
  gender: 'gender',
  contactNumber: 'contact_number',
  email: 'email',
  'school.value': 'school_value',
  'school.name': 'school_name',
  std: 'std',
  cadre: 'cadre',
  levelEnrolled: 'level_enrolled',
  centerCode: 'center_code',
  status: 'status',
  disqualificationNote: 'disqualification_note',
  adminNote: 'admin_note',
  'payment.status': 'payment_status',
  'payment.mode': 'payment_mode',
  'payment.method': 'payment_method',
  'payment.receipt': 'receipt',
  'payment.approval': 'approval',
  mergedInto: 'merged_into',
} as const;
export type Field = keyof typeof COLUMN_OF_FIELD;
// The receipt and the approval are stored as JSON, as the registration answer carries them.
const JSON_FIELDS: ReadonlySet<Field> = new Set(['payment.receipt', 'payment.approval']);
export type FieldValues = Partial<Record<Field, string | Receipt | PaymentApproval | null>>;

export function currentValue(registration: Registration, field: Field): FieldValues[Field] {
  switch (field) {
    case 'payment.receipt':
      return registration.payment.receipt ?? null;
    case 'payment.approval':
      return registration.payment.approval ?? null;
    case 'school.value':
      return registration.school.value;
    case 'school.name':
      return registration.school.name ?? null;
    case 'payment.status':
      return registration.payment.status;
    case 'payment.mode':
      return registration.payment.mode;
    case 'payment.method':
      return registration.payment.method ?? null;
    default:
      return registration[field] ?? null;
  }
}

export interface PlannedChange {
  action: AuditAction;
  set: FieldValues;
  note: string | null;
  /**
   * A change of status made with other fields (the edit dialog) is audited under its own status
   * action, in an entry of its own, so that filtering the trail by that action finds it.
   */
  statusAction?: AuditAction;
  /** Columns written with the change but not part of the answer or the audit entry. */
  alsoSet?: Record<string, string | null>;
  /** An audit entry even when no field changes (a merge that keeps every field of the kept registration). */
  alwaysAudited?: boolean;
  /** Writes what goes with the change in the same transaction (the receipts row). */
  after?: (tx: Queryable, updated: Registration) => Promise<void>;
}

/** The fields a status change sets, audited together under the status action. */
const STATUS_FIELDS: readonly Field[] = ['status', 'disqualificationNote'];

/** The audit entries of a change: one, or the status fields apart under the status action. */
function auditEntriesOf(planned: PlannedChange, before: FieldValues, after: FieldValues) {
  const changed = Object.keys(after) as Field[];
  if (!planned.statusAction || !changed.includes('status')) return [{ action: planned.action, before, after, note: planned.note }];
  const pick = (values: FieldValues, fields: Field[]) => Object.fromEntries(fields.map((field) => [field, values[field]]));
  const statusFields = changed.filter((field) => STATUS_FIELDS.includes(field));
  const otherFields = changed.filter((field) => !STATUS_FIELDS.includes(field));
  return [
    ...(otherFields.length > 0 ? [{ action: planned.action, before: pick(before, otherFields), after: pick(after, otherFields), note: planned.note }] : []),
    { action: planned.statusAction, before: pick(before, statusFields), after: pick(after, statusFields), note: null },
  ];
}

export interface ChangeRequest {
  registrationId: string;
  /** The version the client changed; absent means "whatever is current". */
  expectedVersion: number | undefined;
  actor: AuditActor;
  /** Decides the change from the locked current row, or throws an HttpError to refuse it. */
  plan: (current: Registration, tx: Queryable) => PlannedChange | Promise<PlannedChange>;
}

/**
 * Locks the row, checks the version and the state rules against it, writes the fields that
 * actually change with one audit entry, and answers the registration as it now is. A refusal
 * is thrown before anything is written, so the transaction `tx` can go on (a bulk job's chunk).
 */
export async function applyChange(tx: Queryable, request: ChangeRequest): Promise<Registration> {
  const current = await lockVersionedRow(
    tx,
    {
      table: 'registrations',
      columns: REGISTRATION_COLUMNS,
      key: 'registration_id',
      id: request.registrationId,
      read: (row: RegistrationRow) => toRegistration(row),
      missing: { code: 'registration-not-found', message: REGISTRATION_NOT_FOUND },
      stale: 'This registration was changed by someone else. Reload it and try again.',
    },
    request.expectedVersion,
  );
  const planned = await request.plan(current, tx);
  const fields = Object.keys(planned.set) as Field[];
  const diff = changedFields(Object.fromEntries(fields.map((field) => [field, currentValue(current, field)])), planned.set);
  if (!diff) {
    if (planned.alwaysAudited) await auditChange(tx, request.actor, current, auditEntriesOf(planned, {}, {}));
    return current;
  }
  const { before, after } = diff;
  const changed = Object.keys(after) as Field[];

  // null is SQL NULL, not JSON null: "approval IS NOT NULL" finds the confirmations waiting.
  const values: unknown[] = changed.map((field) => (JSON_FIELDS.has(field) && after[field] !== null ? JSON.stringify(after[field]) : after[field]));
  const assignments = changed.map((field, index) => `${COLUMN_OF_FIELD[field]} = $${index + 2}${JSON_FIELDS.has(field) ? '::jsonb' : ''}`);
  for (const [column, value] of Object.entries(planned.alsoSet ?? {})) {
    values.push(value);
    assignments.push(`${column} = $${values.length + 1}`);
  }
  const [updatedRow] = await tx.query<RegistrationRow>(
    `UPDATE registrations SET ${assignments.join(', ')}, version = version + 1, updated_at = now()
     WHERE registration_id = $1 RETURNING ${REGISTRATION_COLUMNS}`,
    [request.registrationId, ...values],
  );
  const updated = toRegistration(updatedRow!);
  await auditChange(tx, request.actor, updated, auditEntriesOf(planned, before as FieldValues, after as FieldValues));
  await planned.after?.(tx, updated);
  return updated;
}

async function auditChange(tx: Queryable, actor: AuditActor, registration: Registration, entries: ReturnType<typeof auditEntriesOf>): Promise<void> {
  for (const entry of entries) {
    await writeAuditEntry(tx, {
      actor,
      registrationId: registration.registrationId,
      name: registration.name,
      schoolValue: registration.school.value,
      ...entry,
    });
  }
}

/** One change in its own transaction, so two concurrent changes of one row run one after the other. */
export function changeRegistration(db: Database, request: ChangeRequest): Promise<Registration> {
  return db.transaction((tx) => applyChange(tx, request));
}

/** Refuses with 409 and the refusal's words, if there is one. */
export function refuseIf(refusal: Refusal | null): void {
  if (refusal) throw conflict(refusal.code, refusal.message);
}

/** Back to active from duplicate or disqualified; a cleared registration keeps no disqualification note. */
export const clearStatusRequest = (registrationId: string, body: ClearStatusBody, actor: AuditActor): ChangeRequest => ({
  registrationId,
  expectedVersion: body.version,
  actor,
  plan(current) {
    refuseIf(statusChangeRefusal(current, 'active'));
    // null: Undo puts back a registration that had no note.
    const adminNote = body.adminNote === null ? null : body.adminNote || DEFAULT_CLEAR_STATUS_NOTE;
    return {
      action: 'registration.status_cleared',
      set: { status: 'active', disqualificationNote: null, adminNote },
      note: adminNote ?? DEFAULT_CLEAR_STATUS_NOTE,
    };
  },
});

export const clearStatus = (db: Database, registrationId: string, body: ClearStatusBody, actor: AuditActor) =>
  changeRegistration(db, clearStatusRequest(registrationId, body, actor));

export const changeStatusRequest = (registrationId: string, body: StatusChangeBody, actor: AuditActor): ChangeRequest => ({
  registrationId,
  expectedVersion: body.version,
  actor,
  plan(current) {
    refuseIf(statusChangeRefusal(current, body.status));
    // An admin note sent (Undo of a clear puts back the one before it) replaces the current one.
    const adminNote: FieldValues = body.adminNote === undefined ? {} : { adminNote: body.adminNote };
    return body.status === 'disqualified'
      ? {
          action: 'registration.disqualified',
          set: { status: 'disqualified', disqualificationNote: body.note, ...adminNote },
          note: body.note,
          after: (inner, updated) => queueDisqualification(inner, updated, body.note, actor),
        }
      : { action: 'registration.duplicate', set: { status: 'duplicate', ...adminNote }, note: null };
  },
});

export const changeStatus = (db: Database, registrationId: string, body: StatusChangeBody, actor: AuditActor) =>
  changeRegistration(db, changeStatusRequest(registrationId, body, actor));

/**
 * The code as the centre writes it (codes are one whatever their letter case), the centre held
 * until the change commits, so that it cannot be deleted under the registration moving to it.
 */
async function existingCenterCode(tx: Queryable, code: string): Promise<string> {
  const [center] = await tx.query<{ code: string }>('SELECT code FROM centers WHERE upper(code) = upper($1) FOR KEY SHARE', [code]);
  if (!center) throw conflict('center-code-unknown', `No center has the code ${code}: it may have been deleted. Choose another center.`);
  return center.code;
}

/**
 * The edit dialog's fields. A different status is taken only as the status rules allow and
 * only from a role with the admin permission; disqualifying needs a reason, so it is refused
 * here in favour of the status call.
 */
export function updateDetails(db: Database, registrationId: string, body: RegistrationDetailsBody, actor: AuditActor) {
  return changeRegistration(db, {
    registrationId,
    expectedVersion: body.version,
    actor,
    async plan(current, tx) {
      const set: FieldValues = {};
      if (body.centerCode !== undefined) set.centerCode = await existingCenterCode(tx, body.centerCode);
      if (body.name !== undefined) set.name = body.name;
      if (body.contactNumber !== undefined) set.contactNumber = body.contactNumber;
      // An empty e-mail (or null) clears it: the registrant is then reached by SMS only.
      if (body.email !== undefined) set.email = body.email || null;
      if (body.std !== undefined) set.std = body.std;
      if (body.cadre !== undefined) set.cadre = body.cadre;
      if (body.levelEnrolled !== undefined) set.levelEnrolled = body.levelEnrolled;
      if (body.school !== undefined) {
        set['school.value'] = body.school.value;
        set['school.name'] = body.school.name || null;
      }
      if (body.status !== undefined && body.status !== current.status) {
        if (!can(actor.role, 'admin')) throw forbidden('status-change-needs-admin', 'Changing the status needs the admin permission.');
        if (body.status === 'disqualified') {
          throw conflict('disqualify-needs-reason', 'Disqualifying needs a reason: use Disqualify instead of editing the status.');
        }
        refuseIf(statusChangeRefusal(current, body.status));
        set.status = body.status;
        if (body.status === 'active') set.disqualificationNote = null;
      }
      const statusAction = set.status === 'duplicate' ? 'registration.duplicate' : 'registration.status_cleared';
      return { action: 'registration.updated', set, note: null, statusAction };
    },
  });
}

const STATUS_ACTION_OF = { active: 'registration.status_cleared', duplicate: 'registration.duplicate', disqualified: 'registration.disqualified' } as const;

/**
 * Takes back the caller's last change of a registration, from its history: the fields go back to
 * what the entry (and any entry written with it, such as an edit's status part) recorded before.
 * Refused in words when anything changed since, when the change is someone else's, or when it
 * cannot be taken back this way (a payment's confirmation has its own way back: cancelling the receipt).
 */
export const undoLastChange = (db: Database, registrationId: string, entryId: string, actor: AuditActor) =>
  changeRegistration(db, {
    registrationId,
    expectedVersion: undefined,
    actor,
    async plan(current, tx) {
      const rows = await tx.query<{
        id: string;
        at: Date;
        actor_uid: string | null;
        actor_email: string | null;
        action: AuditAction;
        before: FieldValues;
        after: FieldValues;
      }>(
        `SELECT id::text AS id, at, actor_uid, actor_email, action, before, after FROM audit_log
         WHERE registration_id = $1 ORDER BY at DESC, id DESC LIMIT 4`,
        [registrationId],
      );
      const latest = rows[0];
      if (!latest) throw conflict('nothing-to-undo', 'This registration has no change to undo.');
      // One change can write two entries in one transaction (an edit's fields and its status).
      const change = rows.filter((row) => row.at.getTime() === latest.at.getTime() && row.actor_uid === latest.actor_uid);
      if (!change.some((row) => row.id === entryId)) {
        const by = latest.actor_email ?? 'the system';
        throw conflict(
          'undo-outdated',
          `This registration changed since (${describeAuditAction(latest.action)}, by ${by}), so that change can no longer be undone.`,
        );
      }
      if (latest.actor_uid !== actor.uid) throw forbidden('undo-not-yours', `Only ${latest.actor_email ?? 'the person who made it'} can undo this change.`);
      const notUndoable = change.find((row) => !(UNDOABLE_ACTIONS as readonly string[]).includes(row.action));
      if (notUndoable) throw conflict('not-undoable', `${describeAuditAction(notUndoable.action)} cannot be undone from the history.`);
      const set: FieldValues = {};
      for (const row of change) {
        for (const [field, value] of Object.entries(row.before ?? {}) as [Field, FieldValues[Field]][]) {
          // Nothing else touched the row since, or the entry's "after" would still be what it holds.
          if (JSON.stringify(currentValue(current, field)) !== JSON.stringify(row.after?.[field] ?? null)) {
            throw conflict('undo-outdated', 'This registration changed since, so that change can no longer be undone.');
          }
          set[field] = value ?? null;
        }
      }
      const status = set.status as Registration['status'] | undefined;
      if (status !== undefined) {
        if (!can(actor.role, 'admin')) throw forbidden('status-change-needs-admin', 'Undoing a change of status needs the admin permission.');
        refuseIf(statusChangeRefusal(current, status));
      }
      const statusAction = status && STATUS_ACTION_OF[status];
      const onlyStatus = Object.keys(set).every((field) => STATUS_FIELDS.includes(field as Field) || field === 'adminNote');
      const note = 'Undo of the last change.';
      return statusAction && onlyStatus
        ? { action: statusAction, set, note }
        : { action: 'registration.updated', set, note, ...(statusAction && { statusAction }) };
    },
  });
