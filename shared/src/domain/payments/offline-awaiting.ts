import type { PaymentStatus } from '../common/enums';
import type { Registration } from '../registrations/registration';

// Apart from offline-payments.ts, whose queue schema loads zod: the registration list's row menu
// asks it of every row on its first load.

const AWAITING_STATUSES: readonly PaymentStatus[] = ['pending', 'pending_payment_gateway'];

/**
 * Offline and pending: an offline payment, pending or pending_payment_gateway. The API's queue, its
 * index and the Offline Pending KPI call the same rule in SQL (offline_payment_pending, migration 078).
 */
export function isOfflinePending(payment: Pick<Registration['payment'], 'mode' | 'status'>): boolean {
  return payment.mode === 'offline' && AWAITING_STATUSES.includes(payment.status);
}

/** Offline and pending, and not already waiting for approval: the lookup offers Confirm Payment for it. */
export function isOfflinePaymentAwaitingConfirmation(registration: Pick<Registration, 'payment'>): boolean {
  return isOfflinePending(registration.payment) && !registration.payment.approval;
}
