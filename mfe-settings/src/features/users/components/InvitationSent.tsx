import { DialogContentText, TextField } from '@mui/material';
import { Alert, AlertTitle, Button, Stack } from 'shared/platform/ui/mui';
import type { Invitation } from 'shared/domain/settings/settings-answers';

/**
 * What an invitation did: the link e-mailed to the person, or, with no mail server to send it
 * (`emailed` false, or an API from before it said), the link to hand over, shown once here.
 */
export function InvitationSentMessage({ invitation }: { invitation: Invitation }) {
  const { user } = invitation;
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        <AlertTitle sx={{ overflowWrap: 'anywhere' }}>Invitation sent to {user.email}</AlertTitle>
        Invited as {user.role}
        {user.centers.length > 0 && `, seeing ${user.centers.join(', ')}`}.
        {invitation.emailed && ' They will get an e-mail with a link to set their password and sign in.'}
      </Alert>
      {!invitation.emailed && (
        <>
          <DialogContentText>
            No mail server is set up to e-mail it. Send this link to the new user yourself: it lets them set their password and sign in.
          </DialogContentText>
          <TextField
            label="Password-set link"
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
  return <Button onClick={() => void navigator.clipboard?.writeText(invitation.passwordSetLink)}>Copy Link</Button>;
}
