import { useState, type FormEvent } from 'react';
import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { Trans, useLingui } from '@lingui/react/macro';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useNotify } from 'shared/platform/ui/notifications';
import { firebaseAuth } from '../firebase';
import { passwordResetSchema } from 'shared/domain/auth/sign-in';
import { useFormFields } from 'shared/forms/useFormFields';
import { authServiceErrorMessage } from '../signInForm';

export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const { textField, validate, reset } = useFormFields(passwordResetSchema, { email: initialEmail });
  const [sending, setSending] = useState(false);
  // Closed by any way, it opens again on the e-mail typed on the sign-in page.
  const close = () => {
    reset();
    onClose();
  };

  const sent = () => {
    notify({ title: t`Reset link sent`, description: t`If an account exists with this email, you'll receive a reset link.`, variant: 'success' });
    close();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validate();
    if (!form) return;
    setSending(true);
    try {
      await sendPasswordResetEmail(await firebaseAuth(), form.email);
      sent();
    } catch (err) {
      // Unknown accounts are not revealed: they get the same answer as known ones.
      if ((err as { code?: string }).code === 'auth/user-not-found') sent();
      else notify({ title: t`Error`, description: authServiceErrorMessage(i18n, err) ?? t`Failed to send reset link. Please try again.`, variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>
        <Trans>Reset your password</Trans>
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans>Enter your email and we will send you a link to set a new password.</Trans>
        </DialogContentText>
        <TextField autoFocus fullWidth margin="normal" label={t`Email`} type="email" {...textField('email')} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" variant="contained" disabled={sending}>
          <Trans>Send reset link</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
