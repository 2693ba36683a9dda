import type { KeyboardEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { disqualifyFormSchema } from 'shared/domain/registrations/registration-requests';
import { normalizeText } from 'shared/domain/common/text';
import { MIN_DISQUALIFICATION_REASON } from 'shared/domain/registrations/transitions';
import { useFormFields } from 'shared/forms/useFormFields';
import { useNotify } from 'shared/platform/ui/notifications';
import { ReasonField } from 'shared/ui/ReasonField';
import { ChangedElsewhereAlert } from './ChangedElsewhereAlert';

const NO_REASON = { reason: '' };

interface DisqualifyDialogProps {
  open: boolean;
  /** Who is being disqualified: a name and id, or "12 registrations". */
  subject: string;
  /** Someone else changed the registration since the dialog opened. */
  changedElsewhere?: boolean;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Spec sections 2 and 5: the reason needs 10 characters once trimmed (and normalised: invisible characters do not count). */
export function DisqualifyDialog({ open, subject, changedElsewhere = false, busy = false, onConfirm, onClose }: DisqualifyDialogProps) {
  const notify = useNotify();
  const { values, errors, valid, setField, validate, reset } = useFormFields(disqualifyFormSchema, NO_REASON, { live: true });

  const attempt = () => {
    const form = validate();
    if (form) onConfirm(form.reason);
    else notify({ title: 'Reason Required', description: errors.reason, variant: 'error' });
  };
  // Ctrl/Cmd+Enter submits from the textarea, the one way to attempt with a short reason.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      attempt();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="disqualify-dialog-title"
      // Each opening starts with no reason.
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id="disqualify-dialog-title">Disqualify Registration?</DialogTitle>
      <DialogContent>
        <ChangedElsewhereAlert show={changedElsewhere} />
        <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>
        <ReasonField
          label="Reason (min. 10 characters)"
          value={values.reason}
          onChange={(reason) => setField('reason', reason)}
          onKeyDown={onKeyDown}
          helperText={`${normalizeText(values.reason).length} / ${MIN_DISQUALIFICATION_REASON} characters minimum`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" disabled={!valid || busy} onClick={attempt}>
          Confirm Disqualification
        </Button>
      </DialogActions>
    </Dialog>
  );
}
