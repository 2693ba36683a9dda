import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, TextField } from '@mui/material';
import { Button, Stack } from 'shared/platform/ui/mui';
import { MANAGED_ROLES } from 'shared/domain/settings/settings';
import { useInviteForm } from '../hooks/useInviteForm';
import { labelsIn } from 'shared/ui/labelMessages';
import { CentersSelect, type CenterChoice } from './CentersSelect';
import { CopyLinkButton, InvitationSentMessage } from './InvitationSent';

/**
 * Invites a staff member, limited to some centres if chosen (`centerChoices`: the centres);
 * once sent, says so, with the link that sets their password when it could not be e-mailed.
 */
export function InviteDialog({ centerChoices, onClose }: { centerChoices: readonly CenterChoice[]; onClose: () => void }) {
  const form = useInviteForm();
  const { invitation } = form;
  const { t, i18n } = useLingui();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.submit();
        }}
      >
        <DialogTitle>
          <Trans>Invite User</Trans>
        </DialogTitle>
        <DialogContent>
          {invitation ? (
            <InvitationSentMessage invitation={invitation} />
          ) : (
            <Stack spacing={2} sx={{ pt: 1 }}>
              <TextField label={t`Email`} type="email" {...form.textField('email')} autoFocus required />
              <TextField select label={t`Role`} {...form.textField('role')}>
                {MANAGED_ROLES.map((role) => (
                  <MenuItem key={role} value={role}>
                    {labelsIn(i18n).role(role)}
                  </MenuItem>
                ))}
              </TextField>
              <CentersSelect
                value={form.centers}
                choices={centerChoices}
                onChange={form.setCenters}
                label={{ visible: t`Centers` }}
                helperText={t`The centres whose registrations they see; none chosen: every centre.`}
              />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          {invitation ? (
            <>
              <CopyLinkButton invitation={invitation} />
              <Button variant="contained" onClick={onClose}>
                <Trans>Done</Trans>
              </Button>
            </>
          ) : (
            <>
              <Button onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" variant="contained" disabled={form.sending}>
                <Trans>Send Invitation</Trans>
              </Button>
            </>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
