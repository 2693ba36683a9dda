import type { AuditActor, Registration } from 'shared/domain/registrations/registration';
import type { Queryable } from '../db/database';
import { recordIntent } from './intents';
import type { Registrant, StaffRecipient } from './outbox';

// What a change sends, recorded inside its transaction as one intent (intents.ts); the messages
// themselves are composed from it afterwards (compose.ts).

const registrantOf = (registration: Registration): Registrant => ({
  registrationId: registration.registrationId,
  name: registration.name,
  contactNumber: registration.contactNumber,
  email: registration.email ?? null,
});

const personOf = (actor: AuditActor) => ({ uid: actor.uid, email: actor.email ?? null });

/** payment-received to the registrant: the receipt attached to the e-mail, a link to it in the SMS. */
export async function queuePaymentReceived(tx: Queryable, registration: Registration, receiptNumber: string): Promise<void> {
  const { paymentId, amount } = registration.payment;
  await recordIntent(tx, registration.registrationId, { kind: 'payment-received', registrant: registrantOf(registration), paymentId, amount, receiptNumber });
}

/** disqualification-notice to the registrant, and a notice to the staff covering its centre (not the person who did it). */
export async function queueDisqualification(tx: Queryable, registration: Registration, reason: string, actor: AuditActor): Promise<void> {
  await recordIntent(tx, registration.registrationId, {
    kind: 'disqualification',
    registrant: registrantOf(registration),
    centerCode: registration.centerCode,
    reason,
    actor: personOf(actor),
  });
}

/** approval-requested to every admin who may approve it. */
export async function queueApprovalRequested(tx: Queryable, registration: Registration, requester: AuditActor): Promise<void> {
  const { registrationId, name, centerCode } = registration;
  await recordIntent(tx, registrationId, {
    kind: 'approval-requested',
    registrationId,
    name,
    centerCode,
    amount: registration.payment.amount,
    requester: personOf(requester),
  });
}

/** registration-confirmation to each registrant of an import, when the person importing asked for it. */
export async function queueRegistrationConfirmations(tx: Queryable, registrationIds: readonly string[]): Promise<void> {
  if (registrationIds.length > 0) await recordIntent(tx, null, { kind: 'registration-confirmations', registrationIds: [...registrationIds] });
}

/** staff-invitation to the person invited: the password-set link. */
export async function queueInvitation(tx: Queryable, invitee: StaffRecipient, invitedBy: AuditActor, role: string, link: string): Promise<void> {
  await recordIntent(tx, null, { kind: 'staff-invitation', invitee, invitedBy: personOf(invitedBy), role, link });
}

/** second-factor-reset to the person whose passkeys a superadmin removed. */
export async function queueSecondFactorReset(tx: Queryable, person: StaffRecipient, resetBy: AuditActor): Promise<void> {
  await recordIntent(tx, null, { kind: 'second-factor-reset', person, resetBy: personOf(resetBy) });
}

/** export-ready to the person who asked for the export, if they want export notices (off by default). */
export async function queueExportReady(tx: Queryable, requesterUid: string, kind: string): Promise<void> {
  await recordIntent(tx, null, { kind: 'export-ready', requesterUid, exportKind: kind });
}
