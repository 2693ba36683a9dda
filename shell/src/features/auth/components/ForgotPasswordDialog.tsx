import { useEffect, useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { sendPasswordResetEmail } from 'firebase/auth';
import { useNotify } from 'shared/platform/ui/notifications';
import { firebaseAuth } from '../firebase';
import { authServiceErrorMessage, isValidEmail } from '../signInForm';

export function ForgotPasswordDialog({ open, onClose, initialEmail }: { open: boolean; onClose: () => void; initialEmail: string }) {
  const notify = useNotify();
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (open) { setEmail(initialEmail); setError(undefined); }
  }, [open, initialEmail]);

  const sent = () => {
    notify({ title: 'Reset link sent', description: "If an account exists with this email, you'll receive a reset link.", variant: 'success' });
    setEmail('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidEmail(email)) return setError('Please enter a valid email address');
    setSending(true);
    try {
      await sendPasswordResetEmail(firebaseAuth(), email.trim());
      sent();
    } catch (err) {
      // Unknown accounts are not revealed: they get the same answer as known ones.
      if ((err as { code?: string }).code === 'auth/user-not-found') sent();
      else notify({ title: 'Error', description: authServiceErrorMessage(err) ?? 'Failed to send reset link. Please try again.', variant: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}>
      <DialogTitle>Reset your password</DialogTitle>
      <DialogContent>
        <DialogContentText>Enter your email and we will send you a link to set a new password.</DialogContentText>
        <TextField
          autoFocus fullWidth margin="normal" label="Email" type="email" value={email}
          onChange={(e) => setEmail(e.target.value)} error={!!error} helperText={error}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={sending}>Send reset link</Button>
      </DialogActions>
    </Dialog>
  );
}
