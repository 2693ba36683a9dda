import type { PaymentMethod } from 'shared/domain/common/enums';
import { paymentSchema, type AuditActor, type PaymentApproval, type Receipt } from 'shared/domain/registrations/registration';
import type { ConfirmPaymentBody } from 'shared/domain/registrations/registration-requests';
import {
  awaitingApprovalRefusal,
  DEFAULT_CONFIRMATION_NOTE,
  paymentConfirmationRefusal,
  unacknowledgedStatusRefusal,
} from 'shared/domain/registrations/transitions';
import { paymentModeRefusal } from 'shared/domain/settings/settings';
import type { Database, Queryable } from '../db/database';
import { toIsoString } from '../db/sql-values';
import { conflict } from '../http-error';
import { queueApprovalRequested, queuePaymentReceived } from '../messages/notices';
import { changeRegistration, refuseIf, type ChangeRequest, type PlannedChange } from '../registrations/changes';
import { refuseChangedServerOwnedFields } from '../server-owned-fields';
import { readPaymentSettings } from '../settings/portal-settings';
import { recordReceipt, takeReceiptNumber } from './receipts';

/**
 * Payment to success and mode to offline: the admin has received the money by hand. The receipt is
 * issued with it; at or above the Payment settings' approval threshold the confirmation waits for
 * another admin instead (the registration's `payment.approval`).
 */
export const confirmPaymentRequest = (registrationId: string, body: ConfirmPaymentBody, actor: AuditActor): ChangeRequest => ({
  registrationId,
  expectedVersion: body.version,
  actor,
  async plan(current, tx) {
    refuseIf(paymentConfirmationRefusal(current));
    refuseIf(awaitingApprovalRefusal(current));
    refuseIf(unacknowledgedStatusRefusal(current, body.acknowledgeStatus));
    const settings = await readPaymentSettings(tx);
    // Confirming by hand makes the payment offline: refused while the Payment settings switch offline payments off.
    refuseIf(paymentModeRefusal(settings, 'offline'));
    if (body.payment.paymentId !== undefined && body.payment.paymentId !== current.payment.paymentId) {
      throw conflict('payment-id-mismatch', 'The payment id sent does not belong to this registration.');
    }
    if (body.payment.amount !== undefined && body.payment.amount !== current.payment.amount) {
      throw conflict('payment-amount-mismatch', `The amount sent does not match this registration's amount of ${current.payment.amount} rupees.`);
    }
    // The payment as read may come back whole: its receipt and approval only as they are.
    refuseChangedServerOwnedFields(body.payment, current.payment, paymentSchema, 'payment');
    if (settings.approvalThreshold !== null && current.payment.amount >= settings.approvalThreshold) {
      const earlierRejection = await lastDecisionIfRejected(tx, registrationId);
      const approval: PaymentApproval = {
        requestedBy: actor.email,
        requestedByName: actor.name ?? null,
        requestedAt: new Date().toISOString(),
        note: body.adminNote || null,
        method: body.payment.method ?? null,
        ...(earlierRejection && { earlierRejection }),
      };
      return {
        action: 'payment.approval_requested',
        set: { 'payment.approval': approval },
        alsoSet: { approval_requested_by_uid: actor.uid },
        note: approval.note,
        after: (inner, updated) => queueApprovalRequested(inner, updated, actor),
      };
    }
    const note = body.adminNote || DEFAULT_CONFIRMATION_NOTE;
    return confirmationWithReceipt(tx, settings.receiptPrefix, { note, method: body.payment.method ?? null }, actor, null);
  },
});

/**
 * The payment's last approval decision when it was a rejection: the approver then sees the request
 * is the same payment asked again, and why it was turned down. A confirmation or an approval since
 * ends it (audit_log_by_registration_keyset reads the newest first).
 */
async function lastDecisionIfRejected(tx: Queryable, registrationId: string): Promise<NonNullable<PaymentApproval['earlierRejection']> | null> {
  const [last] = await tx.query<{ action: string; by: string | null; by_name: string | null; at: unknown; note: string | null }>(
    `SELECT action, actor_email AS by, actor_name AS by_name, at, note FROM audit_log
     WHERE registration_id = $1 AND action IN ('payment.approval_rejected', 'payment.approved', 'payment.confirmed')
     ORDER BY at DESC, id DESC LIMIT 1`,
    [registrationId],
  );
  return last?.action === 'payment.approval_rejected' ? { by: last.by, byName: last.by_name, at: toIsoString(last.at), note: last.note } : null;
}

/** The confirming change: the payment paid (how, when said), its receipt numbered now and recorded in the register. */
export async function confirmationWithReceipt(
  tx: Queryable,
  prefix: string,
  { note, method }: { note: string; method: PaymentMethod | null },
  issuedBy: Pick<AuditActor, 'uid' | 'email' | 'name'>,
  approvedBy: AuditActor | null,
): Promise<PlannedChange> {
  const at = new Date();
  const receipt: Receipt = {
    number: await takeReceiptNumber(tx, prefix, at),
    issuedAt: at.toISOString(),
    issuedBy: issuedBy.email,
    issuedByName: issuedBy.name ?? null,
  };
  return {
    action: approvedBy ? 'payment.approved' : 'payment.confirmed',
    set: {
      'payment.status': 'success',
      'payment.mode': 'offline',
      'payment.method': method,
      adminNote: note,
      'payment.receipt': receipt,
      ...(approvedBy && { 'payment.approval': null }),
    },
    ...(approvedBy && { alsoSet: { approval_requested_by_uid: null } }),
    note,
    after: async (inner, updated) => {
      await recordReceipt(inner, updated, receipt, issuedBy, approvedBy && { actor: approvedBy, at });
      await queuePaymentReceived(inner, updated, receipt.number);
    },
  };
}

export const confirmPayment = (db: Database, registrationId: string, body: ConfirmPaymentBody, actor: AuditActor) =>
  changeRegistration(db, confirmPaymentRequest(registrationId, body, actor));
