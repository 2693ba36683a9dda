import type { KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { values, errors, valid, setField, validate, reset } = useFormFields(disqualifyFormSchema, NO_REASON, { live: true });

  const attempt = () => {
    const form = validate();
    if (form) onConfirm(form.reason);
    else notify({ title: t`Reason Required`, description: errors.reason, variant: 'error' });
  };
  // Ctrl/Cmd+Enter submits from the textarea, the one way to attempt with a short reason.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      attempt();
    }
  };

  const length = normalizeText(values.reason).length;
  const minimum = MIN_DISQUALIFICATION_REASON;
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
      <DialogTitle id="disqualify-dialog-title">
        <Trans>Disqualify Registration?</Trans>
      </DialogTitle>
      <DialogContent>
        <ChangedElsewhereAlert show={changedElsewhere} />
        <DialogContentText sx={{ mb: 2 }}>{subject}</DialogContentText>
        <ReasonField
          label={t`Reason (min. ${minimum} characters)`}
          value={values.reason}
          onChange={(reason) => setField('reason', reason)}
          onKeyDown={onKeyDown}
          helperText={t`${length} / ${minimum} characters minimum`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" color="error" disabled={!valid || busy} onClick={attempt}>
          <Trans>Confirm Disqualification</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
