import { useEffect, useState, type KeyboardEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { disqualificationReasonSchema } from 'shared/domain/schemas';
import { normalizeText } from 'shared/domain/text';
import { MIN_DISQUALIFICATION_REASON } from 'shared/domain/transitions';
import { useNotify } from 'shared/platform/ui/notifications';
import { ChangedElsewhereAlert } from './ChangedElsewhereAlert';

export const REASON_REQUIRED = 'Please provide a reason with at least 10 characters.';

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
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  const parsed = disqualificationReasonSchema.safeParse(reason);
  const long = parsed.success;

  const attempt = () => {
    if (!parsed.success) {
      notify({ title: 'Reason Required', description: parsed.error.issues[0]?.message ?? REASON_REQUIRED, variant: 'error' });
      return;
    }
    onConfirm(parsed.data);
  };
  // Ctrl/Cmd+Enter submits from the textarea, the one way to attempt with a short reason.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      attempt();
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="disqualify-dialog-title">
      <DialogTitle id="disqualify-dialog-title">Disqualify Registration?</DialogTitle>
      <DialogContent>
        <ChangedElsewhereAlert show={changedElsewhere} />
        <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>
        <TextField
          label="Reason (min. 10 characters)"
          multiline
          minRows={3}
          fullWidth
          autoFocus
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={onKeyDown}
          helperText={`${normalizeText(reason).length} / ${MIN_DISQUALIFICATION_REASON} characters minimum`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="error" disabled={!long || busy} onClick={attempt}>
          Confirm Disqualification
        </Button>
      </DialogActions>
    </Dialog>
  );
}
