import { useState } from 'react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Alert, Box, Button, Typography } from 'shared/platform/ui/mui';
import { PAYMENT_METHODS, type PaymentMethod } from 'shared/domain/common/enums';
import { labelsIn } from 'shared/ui/labelMessages';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatRupees } from 'shared/format/numbers';
import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';

export interface ConfirmPaymentDialogProps {
  /** The registration whose payment is to be confirmed; null keeps the dialog closed. */
  registration: Registration | null;
  busy?: boolean;
  onCancel: () => void;
  /** `method`: how the money came, as the person said; null when they chose none. */
  onConfirm: (registration: Registration, method: PaymentMethod | null) => void;
}

/**
 * A duplicate or disqualified registration's payment is confirmed with a button that names the
 * status: the second, explicit click the API asks for (its `acknowledgeStatus`).
 */
export const confirmLabel = (registration: Pick<Registration, 'status'>, i18n: I18n) => {
  if (registration.status === 'active') return i18n._(msg`Confirm Payment`);
  const status = labelsIn(i18n).registrationStatus(registration.status);
  return i18n._(msg`Confirm Payment of ${status} Registration`);
};

/** Why a confirmation of `amount` will wait for a second admin (the Payment settings' threshold), or null when it will not. */
function approvalNeeded(amount: number, approvalThreshold: number | null, i18n: I18n): string | null {
  if (approvalThreshold === null || amount < approvalThreshold) return null;
  const rupees = formatRupees(amount);
  const threshold = formatRupees(approvalThreshold);
  return i18n._(msg`${rupees} is at or above the approval threshold (${threshold}): another admin must approve it before the payment is confirmed.`);
}

/**
 * The one question before money is recorded as received, wherever Confirm Payment is pressed:
 * who, which registration, which payment and how much, a warning when the registration is not
 * active (a duplicate's or a disqualified participant's payment is rarely meant), and whether it
 * will wait for another admin's approval, before the person confirms rather than after.
 */
export function ConfirmPaymentDialog({ registration, busy = false, onCancel, onConfirm }: ConfirmPaymentDialogProps) {
  // The portal settings every screen reads (one cache entry); the API applies the threshold regardless.
  const { data: settings } = useGetPortalSettingsQuery();
  const { i18n, t } = useLingui();
  const waitsForApproval = registration && settings ? approvalNeeded(registration.payment.amount, settings.payment.approvalThreshold, i18n) : null;
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  // The values the sentences name (read only while a registration is asked about).
  const rupees = registration ? formatRupees(registration.payment.amount) : '';
  const name = registration?.name;
  const registrationId = registration?.registrationId;
  const paymentId = registration?.payment.paymentId;
  const labels = labelsIn(i18n);
  const status = registration ? labels.registrationStatus(registration.status) : '';
  return (
    <Dialog
      open={registration !== null}
      onClose={busy ? undefined : onCancel}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited: () => setMethod(null) } }}
    >
      {registration && (
        <>
          <DialogTitle>
            <Trans>Confirm offline payment?</Trans>
          </DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>
              {t`${rupees} from ${name} (${registrationId}), payment ${paymentId}. Confirm only once the money has been received.`}
            </DialogContentText>
            {registration.payment.mode === 'online' && (
              <DialogContentText>
                <Trans>This online payment will be recorded as received offline.</Trans>
              </DialogContentText>
            )}
            <Box role="group" aria-labelledby="payment-method-label">
              <Typography id="payment-method-label" variant="subtitle2" sx={{ mb: 0.5 }}>
                <Trans>How was it paid?</Trans>
              </Typography>
              {/* Said, it goes on the receipt and splits Collections by method, so a cash drawer balances. */}
              <ToggleButtonGroup
                exclusive
                size="small"
                value={method}
                onChange={(_event, next: PaymentMethod | null) => setMethod(next)}
                sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { minHeight: 44, textTransform: 'none' } }}
              >
                {PAYMENT_METHODS.map((choice) => (
                  <ToggleButton key={choice} value={choice}>
                    {labels.paymentMethod(choice)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
            {waitsForApproval && <Alert severity="info">{waitsForApproval}</Alert>}
            {registration.status !== 'active' && (
              <Alert severity="warning">{t`This registration is ${status}. Confirm its payment only if the money was really received for it.`}</Alert>
            )}
          </DialogContent>
          {/* At least 44 px high on a phone, for a finger. */}
          <DialogActions sx={{ '& .MuiButton-root': { minHeight: { xs: 44, sm: 'auto' } } }}>
            <Button onClick={onCancel} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
            <Button variant="contained" autoFocus disabled={busy} onClick={() => onConfirm(registration, method)}>
              {busy ? t`Confirming...` : confirmLabel(registration, i18n)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
