import type { AuditActor, ListPage, Registration } from 'shared/domain/registrations/registration';
import { SELF_APPROVAL_REFUSAL, type ApprovalDecisionBody } from 'shared/domain/payments/receipts';
import { DEFAULT_CONFIRMATION_NOTE, paymentConfirmationRefusal, unacknowledgedStatusRefusal } from 'shared/domain/registrations/transitions';
import { paymentModeRefusal } from 'shared/domain/settings/settings';
import type { Database, Queryable } from '../db/database';
import { conflict, forbidden } from '../http-error';
import { changeRegistration, refuseIf } from '../registrations/changes';
import { REGISTRATION_COLUMNS, toRegistration, type RegistrationRow } from '../registrations/registration-row';
import { readPaymentSettings } from '../settings/portal-settings';
import { accountAgesNote, checkIndependentApprover } from '../staff/approver-independence';
import { confirmationWithReceipt } from './confirmation';

/** Confirmations waiting for a second admin, oldest first (a partial index holds only those). */
export async function listAwaitingApproval(db: Queryable, limit: number): Promise<ListPage<Registration>> {
  const rows = await db.query<RegistrationRow>(
    `SELECT ${REGISTRATION_COLUMNS} FROM registrations WHERE approval IS NOT NULL
     ORDER BY (approval ->> 'requestedAt'), registration_id LIMIT $1`,
    [limit],
  );
  const [counted] = await db.query<{ total: number }>('SELECT count(*)::int AS total FROM registrations WHERE approval IS NOT NULL');
  return { data: rows.map(toRegistration), total: counted?.total ?? 0 };
}

/**
 * Another admin's answer to a confirmation waiting for approval: approve confirms it and issues the
 * receipt in the name of the person who took the money; reject returns it to plain pending with the note.
 */
export const decideApproval = (db: Database, registrationId: string, body: ApprovalDecisionBody, actor: AuditActor) =>
  changeRegistration(db, {
    registrationId,
    expectedVersion: body.version,
    actor,
    async plan(current, tx) {
      const approval = current.payment.approval;
      if (!approval) throw conflict('no-approval-waiting', 'No confirmation of this payment is waiting for approval.');
      const [asked] = await tx.query<{ uid: string | null }>('SELECT approval_requested_by_uid AS uid FROM registrations WHERE registration_id = $1', [
        registrationId,
      ]);
      if (asked?.uid === actor.uid) throw forbidden('self-approval', SELF_APPROVAL_REFUSAL);
      if (body.decision === 'reject') {
        const note = `Confirmation rejected: ${body.note}`;
        return {
          action: 'payment.approval_rejected',
          set: { 'payment.approval': null, adminNote: note },
          alsoSet: { approval_requested_by_uid: null },
          note: body.note ?? null,
        };
      }
      const requester = { uid: asked?.uid ?? '', email: approval.requestedBy, name: approval.requestedByName ?? null };
      const ages = await checkIndependentApprover(tx, requester, actor);
      refuseIf(paymentConfirmationRefusal(current));
      // Disqualified or marked duplicate since it was asked: approved only with the second click that names it.
      refuseIf(unacknowledgedStatusRefusal(current, body.acknowledgeStatus));
      const settings = await readPaymentSettings(tx);
      refuseIf(paymentModeRefusal(settings, 'offline'));
      const note = [approval.note || DEFAULT_CONFIRMATION_NOTE, body.note && `Approved: ${body.note}`].filter(Boolean).join(' ');
      const confirmation = await confirmationWithReceipt(tx, settings.receiptPrefix, { note, method: approval.method ?? null }, requester, actor);
      // The ages go in the audit entry only, not in the registration's admin note.
      return { ...confirmation, note: `${note} ${accountAgesNote(requester.email, actor.email, ages)}` };
    },
  });
