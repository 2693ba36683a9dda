import type { PaymentMethod } from 'shared/domain/common/enums';
import type { Payment, Registration } from 'shared/domain/registrations/registration';
import type { ClearStatusBody, ConfirmPaymentBody } from 'shared/domain/registrations/registration-requests';
import { acknowledgedStatusOf, LIST_CONFIRMATION_NOTE } from 'shared/domain/registrations/transitions';

/** What one PUT /admin/register/{id} from a screen does, made from the copy it shows (its version). */
export type RegisterChange = { registration: Pick<Registration, 'registrationId' | 'version' | 'status'> } & (
  | {
      change: 'confirmPayment';
      /** The payment's id and amount as the screen shows them, sent back: the API refuses the confirmation if they no longer match. */
      paymentShown?: Pick<Payment, 'paymentId' | 'amount'>;
      /** How the money came, as the person confirming said; left out when they did not. */
      method?: PaymentMethod | null;
    }
  | {
      change: 'clearStatus';
      /** null: the registration is left with no note (Undo putting back what it had). */
      adminNote?: string | null;
    }
);

/**
 * The one client of PUT /admin/register/{id}: confirms an offline payment (from the payment
 * screens or the registration list) or clears the status to active. A stale version answers 409
 * with the current row. Each module's endpoint sends it with its own cache updates.
 */
export function registerChangeRequest({ registration, ...change }: RegisterChange) {
  const body: ConfirmPaymentBody | ClearStatusBody =
    change.change === 'confirmPayment'
      ? {
          payment: {
            ...(change.paymentShown && { paymentId: change.paymentShown.paymentId, amount: change.paymentShown.amount }),
            status: 'success',
            mode: 'offline',
            ...(change.method && { method: change.method }),
          },
          adminNote: LIST_CONFIRMATION_NOTE,
          ...acknowledgedStatusOf(registration),
          version: registration.version,
        }
      : { status: 'active', ...(change.adminNote !== undefined && { adminNote: change.adminNote }), version: registration.version };
  return { url: `/admin/register/${encodeURIComponent(registration.registrationId)}`, method: 'PUT', body };
}
