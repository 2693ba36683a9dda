import { can } from 'shared/domain/permissions';
import type { AuditAction, AuditActor, Registration } from 'shared/domain/registration';
import type { ClearStatusBody, ConfirmPaymentBody, RegistrationDetailsBody, StatusChangeBody } from 'shared/domain/schemas';
import { DEFAULT_CLEAR_STATUS_NOTE, DEFAULT_CONFIRMATION_NOTE, paymentConfirmationRefusal, statusChangeRefusal } from 'shared/domain/transitions';
import { paymentModeRefusal } from 'shared/domain/settings';
import { changedFields, writeAuditEntry } from '../audit/audit-log';
import type { Database, Queryable } from '../db/database';
import { lockVersionedRow } from '../db/versioned-row';
import { readPaymentSettings } from '../settings/portal-settings';
import { conflict, forbidden } from '../http-error';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from './registration-row';

export const REGISTRATION_NOT_FOUND = 'Registration not found';

/** The fields a change may set, named by their path in a Registration (as the audit log records them). */
const COLUMN_OF_FIELD = {
  name: 'name',
  contactNumber: 'contact_number',
  'school.value': 'school_value',
  'school.name': 'school_name',
  std: 'std',
  cadre: 'cadre',
  levelEnrolled: 'level_enrolled',
  status: 'status',
  disqualificationNote: 'disqualification_note',
  adminNote: 'admin_note',
  'payment.status': 'payment_status',
  'payment.mode': 'payment_mode',
} as const;
type Field = keyof typeof COLUMN_OF_FIELD;
type FieldValues = Partial<Record<Field, string | null>>;

function currentValue(registration: Registration, field: Field): string | null {
  switch (field) {
    case 'school.value':
      return registration.school.value;
    case 'school.name':
      return registration.school.name ?? null;
    case 'payment.status':
      return registration.payment.status;
    case 'payment.mode':
      return registration.payment.mode;
    default:
      return registration[field] ?? null;
  }
}

interface PlannedChange {
  action: AuditAction;
  set: FieldValues;
  note: string | null;
  /**
   * A change of status made with other fields (the edit dialog) is audited under its own status
   * action, in an entry of its own, so that filtering the trail by that action finds it.
   */
  statusAction?: AuditAction;
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
      missing: REGISTRATION_NOT_FOUND,
      stale: 'This registration was changed by someone else. Reload it and try again.',
    },
    request.expectedVersion,
  );
  const planned = await request.plan(current, tx);
  const fields = Object.keys(planned.set) as Field[];
  const diff = changedFields(Object.fromEntries(fields.map((field) => [field, currentValue(current, field)])), planned.set);
  if (!diff) return current;
  const { before, after } = diff;
  const changed = Object.keys(after) as Field[];

  const assignments = changed.map((field, index) => `${COLUMN_OF_FIELD[field]} = $${index + 2}`);
  const [updatedRow] = await tx.query<RegistrationRow>(
    `UPDATE registrations SET ${assignments.join(', ')}, version = version + 1, updated_at = now()
     WHERE registration_id = $1 RETURNING ${REGISTRATION_COLUMNS}`,
    [request.registrationId, ...changed.map((field) => after[field])],
  );
  const updated = toRegistration(updatedRow!);
  for (const entry of auditEntriesOf(planned, before as FieldValues, after as FieldValues)) {
    await writeAuditEntry(tx, {
      actor: request.actor,
      registrationId: updated.registrationId,
      name: updated.name,
      schoolValue: updated.school.value,
      ...entry,
    });
  }
  return updated;
}

/** One change in its own transaction, so two concurrent changes of one row run one after the other. */
function changeRegistration(db: Database, request: ChangeRequest): Promise<Registration> {
  return db.transaction((tx) => applyChange(tx, request));
}

function refuseIf(refusal: string | null): void {
  if (refusal) throw conflict(refusal);
}

/** Payment to success and mode to offline: the admin has received the money by hand. */
export const confirmPaymentRequest = (registrationId: string, body: ConfirmPaymentBody, actor: AuditActor): ChangeRequest => ({
  registrationId,
  expectedVersion: body.version,
  actor,
  async plan(current, tx) {
    refuseIf(paymentConfirmationRefusal(current));
    // Confirming by hand makes the payment offline: refused while the Payment settings switch offline payments off.
    refuseIf(paymentModeRefusal(await readPaymentSettings(tx), 'offline'));
    if (body.payment.paymentId !== undefined && body.payment.paymentId !== current.payment.paymentId) {
      throw conflict('The payment id sent does not belong to this registration.');
    }
    if (body.payment.amount !== undefined && body.payment.amount !== current.payment.amount) {
      throw conflict(`The amount sent does not match this registration's amount of ${current.payment.amount} rupees.`);
    }
    const note = body.adminNote || DEFAULT_CONFIRMATION_NOTE;
    return {
      action: 'payment.confirmed',
      set: { 'payment.status': 'success', 'payment.mode': 'offline', adminNote: note },
      note,
    };
  },
});

export const confirmPayment = (db: Database, registrationId: string, body: ConfirmPaymentBody, actor: AuditActor) =>
  changeRegistration(db, confirmPaymentRequest(registrationId, body, actor));

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
      ? { action: 'registration.disqualified', set: { status: 'disqualified', disqualificationNote: body.note, ...adminNote }, note: body.note }
      : { action: 'registration.duplicate', set: { status: 'duplicate', ...adminNote }, note: null };
  },
});

export const changeStatus = (db: Database, registrationId: string, body: StatusChangeBody, actor: AuditActor) =>
  changeRegistration(db, changeStatusRequest(registrationId, body, actor));

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
    plan(current) {
      const set: FieldValues = {};
      if (body.name !== undefined) set.name = body.name;
      if (body.contactNumber !== undefined) set.contactNumber = body.contactNumber;
      if (body.std !== undefined) set.std = body.std;
      if (body.cadre !== undefined) set.cadre = body.cadre;
      if (body.levelEnrolled !== undefined) set.levelEnrolled = body.levelEnrolled;
      if (body.school !== undefined) {
        set['school.value'] = body.school.value;
        set['school.name'] = body.school.name || null;
      }
      if (body.status !== undefined && body.status !== current.status) {
        if (!can(actor.role, 'admin')) throw forbidden('Changing the status needs the admin permission.');
        if (body.status === 'disqualified') {
          throw conflict('Disqualifying needs a reason: use Disqualify instead of editing the status.');
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
