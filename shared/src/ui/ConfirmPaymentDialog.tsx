import { useState } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { Alert, Box, Button, Typography } from 'shared/platform/ui/mui';
import { PAYMENT_METHODS, type PaymentMethod } from 'shared/domain/common/enums';
import { PAYMENT_METHOD_LABELS, REGISTRATION_STATUS_LABELS } from 'shared/domain/common/labels';
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
export const confirmLabel = (registration: Pick<Registration, 'status'>) =>
  registration.status === 'active' ? 'Confirm Payment' : `Confirm Payment of ${REGISTRATION_STATUS_LABELS[registration.status]} Registration`;

/** Why a confirmation of `amount` will wait for a second admin (the Payment settings' threshold), or null when it will not. */
function approvalNeeded(amount: number, approvalThreshold: number | null): string | null {
  return approvalThreshold !== null && amount >= approvalThreshold
    ? `${formatRupees(amount)} is at or above the approval threshold (${formatRupees(approvalThreshold)}): another admin must approve it before the payment is confirmed.`
    : null;
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
  const waitsForApproval = registration && settings ? approvalNeeded(registration.payment.amount, settings.payment.approvalThreshold) : null;
  const [method, setMethod] = useState<PaymentMethod | null>(null);
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
          <DialogTitle>Confirm offline payment?</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>
              {`${formatRupees(registration.payment.amount)} from ${registration.name} (${registration.registrationId}), payment ${registration.payment.paymentId}. Confirm only once the money has been received.`}
            </DialogContentText>
            {registration.payment.mode === 'online' && <DialogContentText>This online payment will be recorded as received offline.</DialogContentText>}
            <Box role="group" aria-labelledby="payment-method-label">
              <Typography id="payment-method-label" variant="subtitle2" sx={{ mb: 0.5 }}>
                How was it paid?
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
                    {PAYMENT_METHOD_LABELS[choice]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Box>
            {waitsForApproval && <Alert severity="info">{waitsForApproval}</Alert>}
            {registration.status !== 'active' && (
              <Alert severity="warning">
                {`This registration is ${REGISTRATION_STATUS_LABELS[registration.status]}. Confirm its payment only if the money was really received for it.`}
              </Alert>
            )}
          </DialogContent>
          {/* At least 44 px high on a phone, for a finger. */}
          <DialogActions sx={{ '& .MuiButton-root': { minHeight: { xs: 44, sm: 'auto' } } }}>
            <Button onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" autoFocus disabled={busy} onClick={() => onConfirm(registration, method)}>
              {busy ? 'Confirming...' : confirmLabel(registration)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
