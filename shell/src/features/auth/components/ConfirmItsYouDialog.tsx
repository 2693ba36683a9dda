import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button } from 'shared/platform/ui/mui';
import type { SecondFactorCode } from 'shared/platform/session/authSession';
import { useConfirmItsYou } from '../hooks/useConfirmItsYou';

// Why the API asked, in the person's words.
const REASONS: Record<SecondFactorCode, MessageDescriptor> = {
  'second-factor-required': msg`Your organisation asks for your passkey after your password. Use it to continue.`,
  'step-up-required': msg`This action needs a fresh check with your passkey. Use it to go on.`,
};

/**
 * "Confirm it's you": the person's passkey, asked for when the API held a call back for the second
 * factor. `onClose(true)` once it passed; `onClose(false)` when cancelled, and the call's refusal stands.
 */
export function ConfirmItsYouDialog({ code, onClose }: { code: SecondFactorCode; onClose: (passed: boolean) => void }) {
  const { t, i18n } = useLingui();
  const { confirm, busy, error } = useConfirmItsYou();
  const check = async () => {
    if (await confirm()) onClose(true);
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose(false)}
      aria-labelledby="confirm-its-you-title"
      aria-describedby="confirm-its-you-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-its-you-title">
        <Trans>Confirm it&apos;s you</Trans>
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText id="confirm-its-you-text">{i18n._(REASONS[code])}</DialogContentText>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" onClick={() => void check()} disabled={busy} autoFocus>
          {busy ? t`Waiting for your passkey…` : t`Use my passkey`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
