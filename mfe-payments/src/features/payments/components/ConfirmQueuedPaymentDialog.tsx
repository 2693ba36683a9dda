import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Registration } from 'shared/domain/registration';
import { formatRupees } from 'shared/format/numbers';

interface ConfirmQueuedPaymentDialogProps {
  registration: Registration | null;
  onCancel: () => void;
  onConfirm: (registration: Registration) => void;
}

/** A queue row's details once more before money is recorded as received: a row is easy to misclick. */
export function ConfirmQueuedPaymentDialog({ registration, onCancel, onConfirm }: ConfirmQueuedPaymentDialogProps) {
  return (
    <Dialog open={registration !== null} onClose={onCancel} maxWidth="xs" fullWidth>
      {registration && (
        <>
          <DialogTitle>Confirm offline payment?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {`${formatRupees(registration.payment.amount)} from ${registration.name} (${registration.registrationId}), payment ${registration.payment.paymentId}. Confirm only once the money has been received.`}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel}>Cancel</Button>
            <Button variant="contained" autoFocus onClick={() => onConfirm(registration)}>Confirm Payment</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
