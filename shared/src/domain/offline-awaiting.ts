import type { PaymentStatus } from './enums';
import type { Registration } from './registration';

// Apart from offline-payments.ts, whose queue schema loads zod: the registration list's row menu
// asks it of every row on its first load.

const AWAITING_STATUSES: readonly PaymentStatus[] = ['pending', 'pending_payment_gateway'];

/** An offline payment, pending or pending_payment_gateway: the lookup offers Confirm Payment for it. */
export function isOfflinePaymentAwaitingConfirmation(registration: Pick<Registration, 'payment'>): boolean {
  return registration.payment.mode === 'offline' && AWAITING_STATUSES.includes(registration.payment.status) && !registration.payment.approval;
}
