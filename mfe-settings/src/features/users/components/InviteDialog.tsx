import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Alert, Button, Stack } from 'shared/platform/ui/mui';
import { MANAGED_ROLES } from 'shared/domain/settings';
import { useInviteForm } from '../hooks/useInviteForm';
import { CentersSelect } from './CentersSelect';

/**
 * Invites a staff member, limited to some centres if chosen (`centerChoices`: the centres' codes);
 * once sent, shows the link with which they set their password.
 */
export function InviteDialog({ centerChoices, onClose }: { centerChoices: readonly string[]; onClose: () => void }) {
  const form = useInviteForm();
  const link = form.invitation?.passwordSetLink;
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
          {link ? (
            <Stack spacing={2}>
              <Alert severity="success">
                {form.invitation!.user.email} was invited as {form.invitation!.user.role}
                {form.invitation!.user.centers.length > 0 && `, seeing ${form.invitation!.user.centers.join(', ')}`}.
              </Alert>
              <DialogContentText>Send this link to the new user. It lets them set their password and sign in.</DialogContentText>
              <TextField
                label="Password-set link"
                value={link}
                slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-set-link' } }}
                fullWidth
                multiline
              />
            </Stack>
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
                helperText="The centers whose registrations they see; none chosen: every center."
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {link ? (
            <>
              <Button onClick={() => void navigator.clipboard?.writeText(link)}>Copy Link</Button>
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
