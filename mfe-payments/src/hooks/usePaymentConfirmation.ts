import { useState } from 'react';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { conflictOf } from 'shared/api/apiError';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
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
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const receiptFile = useReceiptFile();
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [asked, setAsked] = useState<Registration | null>(null);

  async function confirm(registration: ConfirmOfflinePaymentRequest & { name: string }): Promise<void> {
    setConfirmingId(registration.registrationId);
    try {
      const confirmed = await confirmOfflinePayment(registration).unwrap();
      const { receipt } = confirmed.payment;
      const paymentId = confirmed.payment.paymentId;
      const { name } = registration;
      const receiptNumber = receipt?.number ?? '';
      notify(
        confirmed.payment.approval
          ? {
              variant: 'info',
              title: t`Sent for Approval`,
              description: t`Payment ${paymentId} of ${name} is at or above the approval threshold: another admin must approve it.`,
            }
          : {
              variant: 'success',
              title: t`Payment Confirmed`,
              description: t`Payment ${paymentId} of ${name} is confirmed. Receipt ${receiptNumber}.`,
              ...(receipt && { action: { label: t`Print receipt`, onPress: () => void receiptFile('print', confirmed.registrationId, receipt) } }),
            },
      );
    } catch (error) {
      const current = conflictOf<Registration>(error)?.current;
      if (current) {
        const { paymentId, status } = current.payment;
        const { registrationId } = current;
        notify({
          variant: 'warning',
          title: t`Changed by someone else`,
          description:
            status === 'success'
              ? t`Payment ${paymentId} was already confirmed by someone else.`
              : // The status as the API names it; each in the reader's words.
                t`Registration ${registrationId} was changed by someone else; its payment is now ${select(status, {
                  pending: 'pending',
                  pending_payment_gateway: 'pending_payment_gateway',
                  failed: 'failed',
                  other: 'success',
                })}. Check it and try again.`,
        });
      } else {
        notify({ variant: 'error', title: t`Error`, description: apiErrorMessage(error, t`Failed to confirm payment. Please try again.`) });
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
