import type { RegistrationStatus } from '../common/enums';
import type { Refusal } from '../common/refusal-codes';
import type { Registration } from './registration';

// State rules of spec section 4 as tightened by product decisions. Each function answers null
// when the change is allowed, or the refusal: the plain sentence to show (and that the API answers
// with 409) and its code.

export const DEFAULT_CONFIRMATION_NOTE = 'Offline payment confirmed by admin';
/** The note the registration list sends when it confirms a payment. */
export const LIST_CONFIRMATION_NOTE = 'Verified and confirmed by admin';
export const DEFAULT_CLEAR_STATUS_NOTE = 'Status cleared by admin.';
export const MIN_DISQUALIFICATION_REASON = 10;
/** What every reason given in words answers when it is shorter (disqualifying, cancelling a receipt, matching a statement line by hand). */
export const REASON_TOO_SHORT = `Please provide a reason with at least ${MIN_DISQUALIFICATION_REASON} characters.`;

/**
 * Confirming (payment status to success, mode offline) is allowed from pending; and from
 * pending_payment_gateway only for an offline payment, which the payment lookup offers.
 */
export function paymentConfirmationRefusal(registration: Pick<Registration, 'payment'>): Refusal | null {
  const { status, mode } = registration.payment;
  switch (status) {
    case 'pending':
      return null;
    case 'pending_payment_gateway':
      return mode === 'offline'
        ? null
        : { code: 'payment-with-gateway', message: 'This online payment is still with the payment gateway and cannot be confirmed by hand.' };
    case 'success':
      return { code: 'payment-already-confirmed', message: 'This payment is already confirmed.' };
    case 'failed':
      return { code: 'payment-failed', message: 'A failed payment cannot be confirmed.' };
  }
}

export const AWAITING_APPROVAL_REFUSAL = 'This confirmation is awaiting approval by another admin.';
/** A confirmation refused while an earlier one of the payment waits for approval. */
export const awaitingApprovalRefusal = (registration: Pick<Registration, 'payment'>): Refusal | null =>
  registration.payment.approval ? { code: 'awaiting-approval', message: AWAITING_APPROVAL_REFUSAL } : null;

/** The registration statuses whose payment is confirmed only with a second click that names the status. */
export const STATUSES_NEEDING_ACKNOWLEDGEMENT = ['duplicate', 'disqualified'] as const;
export type AcknowledgedStatus = (typeof STATUSES_NEEDING_ACKNOWLEDGEMENT)[number];

/**
 * A duplicate or disqualified registration's payment is confirmed only when the request names that
 * status (`acknowledgeStatus`): the person has been shown it and confirms anyway.
 */
export function unacknowledgedStatusRefusal(registration: Pick<Registration, 'status'>, acknowledged: RegistrationStatus | undefined): Refusal | null {
  if (registration.status === 'active' || acknowledged === registration.status) return null;
  return {
    code: 'status-not-acknowledged',
    message: `This registration is ${STATUS_LABELS[registration.status]}: its payment is confirmed only with a second click that names the status.`,
  };
}

/**
 * What a confirmation sends besides the payment: the status the person was shown, when it is not
 * active. Here, not beside the dialog that shows it: the screens' API slices send it, and must not
 * bring the dialog into their first load.
 */
export const acknowledgedStatusOf = (registration: Pick<Registration, 'status'>) =>
  registration.status === 'active' ? {} : { acknowledgeStatus: registration.status };

/** Whether the list offers Confirm Payment for a row (the lookup screen also allows offline pending_payment_gateway). */
export function canConfirmFromList(registration: Pick<Registration, 'payment'>): boolean {
  return registration.payment.status === 'pending' && !registration.payment.approval;
}

const STATUS_LABELS: Record<RegistrationStatus, string> = {
  active: 'active',
  duplicate: 'marked as duplicate',
  disqualified: 'disqualified',
};

/** active -> duplicate | disqualified; duplicate | disqualified -> active; nothing else; a merged-away registration only by unmerging. */
export function statusChangeRefusal(registration: Pick<Registration, 'status' | 'mergedInto'>, target: RegistrationStatus): Refusal | null {
  if (registration.mergedInto) {
    return { code: 'registration-merged', message: `This registration was merged into ${registration.mergedInto}: unmerge it to change its status.` };
  }
  const current = registration.status;
  if (current === target) return { code: 'status-unchanged', message: `This registration is already ${STATUS_LABELS[current]}.` };
  if (target === 'active') return null;
  if (current !== 'active') {
    return {
      code: 'status-not-active',
      message: `Only an active registration can be ${STATUS_LABELS[target]}; this one is ${STATUS_LABELS[current]}. Clear its status first.`,
    };
  }
  return null;
}

/** The changes a person may take back from a registration's history (their last one, while nothing changed since). */
export const UNDOABLE_ACTIONS = ['registration.updated', 'registration.duplicate', 'registration.disqualified', 'registration.status_cleared'] as const;

/** Merging duplicates: money never moves, so at most one may hold it and that one is kept. */
export const TWO_PAID_REFUSAL = 'Two of these registrations are paid: cancel one receipt first';
export const KEEP_THE_PAID_REFUSAL = 'Keep the paid registration: its receipt stays with it';

/** Money a merge must not move: a confirmed payment (its receipt) or a confirmation waiting for approval. */
export const holdsMoney = (registration: Registration) => registration.payment.status === 'success' || Boolean(registration.payment.approval);

/** Whether `merged` may be merged into `kept`: null, or the refusal (the API's 409). */
export function mergeRefused(kept: Registration, merged: readonly Registration[]): Refusal | null {
  const already = [kept, ...merged].find((registration) => registration.mergedInto);
  if (already) return { code: 'already-merged', message: `${already.registrationId} was already merged into ${already.mergedInto}.` };
  if (kept.status !== 'active') {
    return { code: 'keep-active-registration', message: `Keep an active registration: ${kept.registrationId} is ${kept.status}. Clear its status first.` };
  }
  const disqualified = merged.find((registration) => registration.status === 'disqualified');
  if (disqualified) {
    return {
      code: 'merged-registration-disqualified',
      message: `${disqualified.registrationId} is disqualified: clear its status first, or leave it out of the merge.`,
    };
  }
  const paid = [kept, ...merged].filter(holdsMoney);
  if (paid.length > 1) return { code: 'two-paid-registrations', message: TWO_PAID_REFUSAL };
  if (paid.length === 1 && paid[0] !== kept) return { code: 'keep-the-paid-registration', message: KEEP_THE_PAID_REFUSAL };
  return null;
}

/** Whether `merged` may be merged into `kept`: null, or why not in words (the merge view says it before the API would). */
export const mergeRefusal = (kept: Registration, merged: readonly Registration[]): string | null => mergeRefused(kept, merged)?.message ?? null;
