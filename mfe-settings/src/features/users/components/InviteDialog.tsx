import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Button, Stack } from 'shared/platform/ui/mui';
import { MANAGED_ROLES } from 'shared/domain/settings/settings';
import { EVERY_CENTRE_LABEL } from 'shared/domain/common/labels';
import { useInviteForm } from '../hooks/useInviteForm';
import { CentersSelect, type CenterChoice } from './CentersSelect';
import { CopyLinkButton, InvitationSentMessage } from './InvitationSent';

/**
 * Invites a staff member, limited to some centres if chosen (`centerChoices`: the centres);
 * once sent, says so, with the link that sets their password when it could not be e-mailed.
 */
export function InviteDialog({ centerChoices, onClose }: { centerChoices: readonly CenterChoice[]; onClose: () => void }) {
  const form = useInviteForm();
  const { invitation } = form;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DialogTitle>Invite User</DialogTitle>
        <DialogContent>
          {invitation ? (
            <InvitationSentMessage invitation={invitation} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField label="Email" type="email" {...form.textField('email')} autoFocus required />
              <TextField select label="Role" {...form.textField('role')}>
                {MANAGED_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {role}
                  </MenuItem>
                ))}
              </TextField>
              <CentersSelect
                value={form.centers}
                choices={centerChoices}
                onChange={form.setCenters}
                label={{ visible: 'Centers' }}
                helperText={`The centres whose registrations they see; none chosen: ${EVERY_CENTRE_LABEL.toLowerCase()}.`}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {invitation ? (
            <>
              <CopyLinkButton invitation={invitation} />
              <Button variant="contained" onClick={onClose}>
                Done
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" disabled={form.sending}>
                Send Invitation
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
