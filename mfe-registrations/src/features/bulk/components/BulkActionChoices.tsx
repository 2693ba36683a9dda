import { Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Menu, MenuItem } from '@mui/material';
import { Alert, Box, Button } from 'shared/platform/ui/mui';
import type { BulkAction } from 'shared/domain/registrations/registration-requests';
import { formatCount } from 'shared/format/numbers';
import { MAX_BULK_ROWS } from 'shared/domain/registrations/request-limits';
import { BULK_ACTION_LABELS } from '../../../components/bulkActionText';

interface BulkActionChoicesProps {
  /** The Bulk Actions button while its menu is open. */
  anchor: HTMLElement | null;
  onCloseMenu: () => void;
  /** "3 registrations", or null when nothing is chosen yet. */
  scopeLabel: string | null;
  tooMany: boolean;
  running: boolean;
  actions: BulkAction[];
  onChoose: (action: BulkAction) => void;
  /** The action chosen that asks "Apply?" (any but disqualify, whose dialog asks for a reason), or null. */
  confirming: BulkAction | null;
  starting: boolean;
  onApply: (action: BulkAction) => void;
  onCloseConfirm: () => void;
}

/**
 * The Bulk Actions menu (what the chosen rows can have done to them, and why an action is off) and
 * "Confirm Payment... for 3 registrations?", the one step between the menu and the job.
 */
export function BulkActionChoices({ anchor, onCloseMenu, scopeLabel, tooMany, running, actions, onChoose, ...confirm }: BulkActionChoicesProps) {
  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onCloseMenu}>
        <Box sx={{ px: 2, py: 1, maxWidth: 300, typography: 'body2', color: 'text.secondary' }}>
          {scopeLabel ? `For ${scopeLabel}` : 'Select rows in the table first, or choose all matching.'}
        </Box>
        {tooMany && (
          <Alert severity="warning" sx={{ mx: 1, maxWidth: 300 }}>
            At most {formatCount(MAX_BULK_ROWS)} at a time: narrow the search or filters.
          </Alert>
        )}
        {running && (
          <Alert severity="info" sx={{ mx: 1, maxWidth: 300 }}>
            A bulk action is running; the next can start when it ends.
          </Alert>
        )}
        {actions.map((action) => (
          <MenuItem key={action} disabled={scopeLabel === null || tooMany || running} onClick={() => onChoose(action)}>
            {BULK_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>
      <BulkConfirmDialog {...confirm} scopeLabel={scopeLabel ?? ''} />
    </>
  );
}

function BulkConfirmDialog({
  confirming: action,
  scopeLabel,
  starting,
  onApply,
  onCloseConfirm: onClose,
}: Pick<BulkActionChoicesProps, 'confirming' | 'starting' | 'onApply' | 'onCloseConfirm'> & { scopeLabel: string }) {
  return (
    <Dialog open={action !== null} onClose={onClose} aria-labelledby="bulk-confirm-title">
      <DialogTitle id="bulk-confirm-title">{action && `${BULK_ACTION_LABELS[action]} for ${scopeLabel}?`}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Each registration is changed only where the usual rules allow it; the others are skipped and listed with the reason. It runs in the background: you
          can keep working meanwhile.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" disabled={starting} onClick={() => action && onApply(action)}>
          {starting ? 'Starting...' : 'Apply'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
