import { Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button } from 'shared/platform/ui/mui';
import { Link as RouterLink } from 'shared/platform/routing/router';
import type { Registration } from 'shared/domain/registration';
import { RegistrationFields } from './RegistrationFields';
import { registrationPath } from 'shared/routes/paths';

export function RegistrationDetailsDialog({ registration, onClose }: { registration: Registration | null; onClose: () => void }) {
  return (
    <Dialog open={registration !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="details-dialog-title">
      <DialogTitle id="details-dialog-title">Registration Details</DialogTitle>
      <DialogContent dividers>{registration && <RegistrationFields registration={registration} />}</DialogContent>
      <DialogActions>
        {registration && (
          <Button component={RouterLink} to={registrationPath(registration.registrationId)} sx={{ mr: 'auto' }}>
            Open page with history
          </Button>
        )}
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
