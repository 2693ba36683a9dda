import { Trans } from '@lingui/react/macro';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import type { Registration } from 'shared/domain/registrations/registration';
import { RegistrationFields } from './RegistrationFields';
import { registrationPath } from 'shared/routes/paths';

interface RegistrationDetailsDialogProps {
  open: boolean;
  /** Shown while open; when closed, what the hidden dialog holds ready (see RowDialogs). */
  registration: Registration;
  onClose: () => void;
}

/** The spec's Details dialog. It stays in the page once drawn, hidden while closed: opening it again only shows it. */
export function RegistrationDetailsDialog({ open, registration, onClose }: RegistrationDetailsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} keepMounted maxWidth="sm" fullWidth aria-labelledby="details-dialog-title">
      <DialogTitle id="details-dialog-title">
        <Trans>Registration Details</Trans>
      </DialogTitle>
      <DialogContent dividers>
        <RegistrationFields registration={registration} />
      </DialogContent>
      <DialogActions>
        <Button component={RouterLink} to={registrationPath(registration.registrationId)} sx={{ mr: 'auto' }}>
          <Trans>Open page with history</Trans>
        </Button>
        <Button onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
}
