import { useState } from 'react';
import { apiErrorMessage, conflictOf } from 'shared/api/apiError';
import type { PaymentMethod } from 'shared/domain/common/enums';
import type { Registration } from 'shared/domain/registrations/registration';
import { useConfirmOfflinePaymentMutation, type ConfirmOfflinePaymentRequest } from '../api/paymentsApi';
import { useNotify } from 'shared/platform/ui/notifications';
import { useReceiptFile } from 'shared/hooks/useReceiptFile';

/**
 * Asks the one confirmation question about a registration (`ask`; render
 * `<ConfirmPaymentDialog {...question} />`), then confirms its offline payment from that copy and
 * says how it went: 'Payment Confirmed' (offering Print receipt), the spec's failure toast, or, when someone else changed the
 * registration first (409), that fact and its payment status now. `confirmingId` is the
 * registration being confirmed, if any.
 */
export function usePaymentConfirmation() {
  const [confirmOfflinePayment] = useConfirmOfflinePaymentMutation();
  const notify = useNotify();
  const receiptFile = useReceiptFile();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [asked, setAsked] = useState<Registration | null>(null);

  async function confirm(registration: ConfirmOfflinePaymentRequest & { name: string }): Promise<void> {
    setConfirmingId(registration.registrationId);
    try {
      const confirmed = await confirmOfflinePayment(registration).unwrap();
      const { receipt } = confirmed.payment;
      notify(
        confirmed.payment.approval
          ? {
              variant: 'info',
              title: 'Sent for Approval',
              description: `Payment ${confirmed.payment.paymentId} of ${registration.name} is at or above the approval threshold: another admin must approve it.`,
            }
          : {
              variant: 'success',
              title: 'Payment Confirmed',
              description: `Payment ${confirmed.payment.paymentId} of ${registration.name} is confirmed. Receipt ${receipt?.number ?? ''}.`,
              ...(receipt && { action: { label: 'Print receipt', onPress: () => void receiptFile('print', confirmed.registrationId, receipt) } }),
            },
      );
    } catch (error) {
      const current = conflictOf<Registration>(error)?.current;
      if (current) {
        notify({
          variant: 'warning',
          title: 'Changed by someone else',
          description:
            current.payment.status === 'success'
              ? `Payment ${current.payment.paymentId} was already confirmed by someone else.`
              : `Registration ${current.registrationId} was changed by someone else; its payment is now ${current.payment.status}. Check it and try again.`,
        });
      } else {
        notify({ variant: 'error', title: 'Error', description: apiErrorMessage(error, 'Failed to confirm payment. Please try again.') });
      }
    } finally {
      setConfirmingId(null);
    }
  }

  return {
    ask: setAsked,
    question: {
      registration: asked,
      onCancel: () => setAsked(null),
      onConfirm: (registration: Registration, method: PaymentMethod | null) => {
        setAsked(null);
        void confirm({ ...registration, method });
      },
    },
    confirmingId,
  };
}
