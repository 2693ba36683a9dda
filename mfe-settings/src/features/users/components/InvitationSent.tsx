import { Trans, useLingui } from '@lingui/react/macro';
import { DialogContentText, TextField } from '@mui/material';
import { Alert, AlertTitle, Button, Stack } from 'shared/platform/ui/mui';
import type { Invitation } from 'shared/domain/settings/settings-answers';
import { labelsIn } from 'shared/ui/labelMessages';

/**
 * What an invitation did: the link e-mailed to the person, or, with no mail server to send it
 * (`emailed` false, or an API from before it said), the link to hand over, shown once here.
 */
export function InvitationSentMessage({ invitation }: { invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const { user } = invitation;
  const email = user.email;
  const role = labelsIn(i18n).role(user.role);
  const centers = user.centers.join(', ');
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        <AlertTitle sx={{ overflowWrap: 'anywhere' }}>
          <Trans>Invitation sent to {email}</Trans>
        </AlertTitle>
        {user.centers.length > 0 ? (
          <Trans>
            Invited as {role}, seeing {centers}.
          </Trans>
        ) : (
          <Trans>Invited as {role}.</Trans>
        )}
        {invitation.emailed && (
          <>
            {' '}
            <Trans>They will get an e-mail with a link to set their password and sign in.</Trans>
          </>
        )}
      </Alert>
      {!invitation.emailed && (
        <>
          <DialogContentText>
            <Trans>No mail server is set up to e-mail it. Send this link to the new user yourself: it lets them set their password and sign in.</Trans>
          </DialogContentText>
          <TextField
            label={t`Password-set link`}
            value={invitation.passwordSetLink}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-set-link' } }}
            fullWidth
            multiline
          />
        </>
      )}
    </Stack>
  );
}

/** Copies the link to hand over; nothing to copy once it was e-mailed. */
export function CopyLinkButton({ invitation }: { invitation: Invitation }) {
  if (invitation.emailed) return null;
  return (
    <Button onClick={() => void navigator.clipboard?.writeText(invitation.passwordSetLink)}>
      <Trans>Copy Link</Trans>
    </Button>
  );
}
