import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Alert, Button } from 'shared/platform/ui/mui';
import { REGISTRATION_STATUS_LABELS } from 'shared/domain/common/labels';
import type { Registration } from 'shared/domain/registrations/registration';
import { formatRupees } from 'shared/format/numbers';
import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';

export interface ConfirmPaymentDialogProps {
  /** The registration whose payment is to be confirmed; null keeps the dialog closed. */
  registration: Registration | null;
  busy?: boolean;
  onCancel: () => void;
  onConfirm: (registration: Registration) => void;
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
  return (
    <Dialog open={registration !== null} onClose={busy ? undefined : onCancel} maxWidth="xs" fullWidth>
      {registration && (
        <>
          <DialogTitle>Confirm offline payment?</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <DialogContentText>
              {`${formatRupees(registration.payment.amount)} from ${registration.name} (${registration.registrationId}), payment ${registration.payment.paymentId}. Confirm only once the money has been received.`}
            </DialogContentText>
            {registration.payment.mode === 'online' && <DialogContentText>This online payment will be recorded as received offline.</DialogContentText>}
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
            <Button variant="contained" autoFocus disabled={busy} onClick={() => onConfirm(registration)}>
              {busy ? 'Confirming...' : confirmLabel(registration)}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
