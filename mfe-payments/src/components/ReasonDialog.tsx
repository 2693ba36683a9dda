import { Trans } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { useFormFields } from 'shared/forms/useFormFields';
import type { cancelReceiptFormSchema, rejectApprovalFormSchema } from 'shared/domain/payments/receipts';
import { normalizeText } from 'shared/domain/common/text';
import { ReasonField } from 'shared/ui/ReasonField';

interface ReasonDialogProps {
  open: boolean;
  title: string;
  subject: string;
  label: string;
  /** Validates the reason; its message shows under the field. */
  schema: typeof cancelReceiptFormSchema | typeof rejectApprovalFormSchema;
  /** The schema's longest reason: the field counts toward it, so the limit is seen before it is passed. */
  maxLength?: number;
  confirmLabel: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

const NO_REASON = { reason: '' };

/** A change of a payment that needs a reason in words: cancelling a receipt, rejecting a confirmation. */
export function ReasonDialog({ open, title, subject, label, schema, maxLength, confirmLabel, busy, onConfirm, onClose }: ReasonDialogProps) {
  const { values, errors, valid, setField, validate, reset } = useFormFields(schema, NO_REASON, { live: true });
  const shownError = values.reason !== '' ? errors.reason : undefined;
  // Counted as the API counts: normalised (trimmed, invisible characters left out).
  const count = maxLength === undefined ? ' ' : `${normalizeText(values.reason).length}/${maxLength}`;
  const attempt = () => {
    const form = validate();
    if (form) onConfirm(form.reason);
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="reason-dialog-title"
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id="reason-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>
        <ReasonField
          label={label}
          value={values.reason}
          onChange={(reason) => setField('reason', reason)}
          error={Boolean(shownError)}
          helperText={shownError ?? count}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" color="error" disabled={!valid || busy} onClick={attempt}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
