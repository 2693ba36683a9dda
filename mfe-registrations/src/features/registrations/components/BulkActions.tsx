import { useState } from 'react';
import {
  Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem,
  ListItemText, Menu, MenuItem,
} from '@mui/material';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import { apiErrorBody, useRunBulkActionMutation } from 'shared/api/registrationsApi';
import type { Role } from 'shared/domain/enums';
import { listQueryParams, type RegistrationFilters } from 'shared/domain/list-query';
import { can } from 'shared/domain/permissions';
import type { BulkActionResult } from 'shared/domain/registration';
import { MAX_BULK_ROWS, type BulkAction } from 'shared/domain/schemas';
import { formatCount } from 'shared/format/numbers';
import { useNotify } from 'shared/ui/notifications';
import type { BulkScope } from '../hooks/useBulkSelection';
import { DisqualifyDialog } from './DisqualifyDialog';

export const BULK_ACTION_LABELS: Record<BulkAction, string> = {
  confirmPayment: 'Confirm Payment',
  markDuplicate: 'Mark as Duplicate',
  disqualify: 'Disqualify...',
  clearStatus: 'Clear Status',
};

/** The bulk actions a role may run: confirming needs write, the status changes admin. */
export function bulkActionsFor(role: Role): BulkAction[] {
  const actions: BulkAction[] = [];
  if (can(role, 'write')) actions.push('confirmPayment');
  if (can(role, 'admin')) actions.push('markDuplicate', 'disqualify', 'clearStatus');
  return actions;
}

export function scopeText(scope: BulkScope): string {
  const count = scope.kind === 'ids' ? scope.ids.length : scope.count;
  return `${formatCount(count)} ${count === 1 ? 'registration' : 'registrations'}`;
}

/** "3 updated, 2 skipped (This payment is already confirmed.: 2)". */
export function resultText(result: BulkActionResult): string {
  const why = result.reasons.map((r) => `${r.reason} ${formatCount(r.count)}`).join('; ');
  return `${formatCount(result.updated)} updated, ${formatCount(result.skipped)} skipped${why ? ` (${why})` : ''}`;
}

interface BulkActionsProps {
  role: Role;
  scope: BulkScope | null;
  filters: RegistrationFilters;
  onDone: () => void;
}

/** Beyond the spec: one action on the chosen rows or on every row matching the view. */
export function BulkActions({ role, scope, filters, onDone }: BulkActionsProps) {
  const notify = useNotify();
  const [run, { isLoading }] = useRunBulkActionMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [pending, setPending] = useState<BulkAction | null>(null);
  const [result, setResult] = useState<BulkActionResult | null>(null);
  const actions = bulkActionsFor(role);
  if (actions.length === 0) return null;
  const tooMany = scope?.kind === 'matching' && scope.count > MAX_BULK_ROWS;

  const execute = async (action: BulkAction, note?: string) => {
    if (!scope) return;
    const target = scope.kind === 'ids' ? { registrationIds: scope.ids } : { filters: listQueryParams(filters) };
    const answer = await run({ action, ...target, ...(note && { note }) });
    setPending(null);
    if ('error' in answer) {
      notify({ title: 'Error', description: apiErrorBody(answer.error)?.message ?? 'The bulk action failed. Please try again.', variant: 'error' });
      return;
    }
    setResult(answer.data);
    notify({ title: `${BULK_ACTION_LABELS[action].replace('...', '')} done`, description: resultText(answer.data), variant: answer.data.updated > 0 ? 'success' : 'info' });
    onDone();
  };

  return (
    <>
      <Button variant="outlined" startIcon={<PlaylistAddCheckIcon />} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        Bulk Actions
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <Box sx={{ px: 2, py: 1, maxWidth: 300, typography: 'body2', color: 'text.secondary' }}>
          {scope ? `For ${scopeText(scope)}` : 'Select rows in the table first, or choose all matching.'}
        </Box>
        {tooMany && <Alert severity="warning" sx={{ mx: 1, maxWidth: 300 }}>At most {formatCount(MAX_BULK_ROWS)} at a time: narrow the search or filters.</Alert>}
        {actions.map((action) => (
          <MenuItem
            key={action}
            disabled={!scope || tooMany}
            onClick={() => {
              setAnchor(null);
              setPending(action);
            }}
          >
            {BULK_ACTION_LABELS[action]}
          </MenuItem>
        ))}
      </Menu>

      <Dialog open={pending !== null && pending !== 'disqualify'} onClose={() => setPending(null)} aria-labelledby="bulk-confirm-title">
        <DialogTitle id="bulk-confirm-title">{pending && `${BULK_ACTION_LABELS[pending]} for ${scope ? scopeText(scope) : ''}?`}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Each registration is changed only where the usual rules allow it; the others are skipped and listed with the reason.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button variant="contained" disabled={isLoading} onClick={() => pending && void execute(pending)}>
            {isLoading ? 'Applying...' : 'Apply'}
          </Button>
        </DialogActions>
      </Dialog>

      <DisqualifyDialog
        open={pending === 'disqualify'}
        subject={scope ? `${scopeText(scope)}, one reason for all.` : ''}
        busy={isLoading}
        onConfirm={(reason) => void execute('disqualify', reason)}
        onClose={() => setPending(null)}
      />

      <Dialog open={result !== null} onClose={() => setResult(null)} aria-labelledby="bulk-result-title" maxWidth="sm" fullWidth>
        <DialogTitle id="bulk-result-title">Bulk action finished</DialogTitle>
        <DialogContent>
          {result && (
            <>
              <DialogContentText>{formatCount(result.updated)} updated, {formatCount(result.skipped)} skipped</DialogContentText>
              {result.reasons.length > 0 && (
                <List dense aria-label="Skipped because">
                  {result.reasons.map((r) => (
                    <ListItem key={r.reason} disableGutters>
                      <ListItemText primary={r.reason} secondary={`${formatCount(r.count)} skipped`} />
                    </ListItem>
                  ))}
                </List>
              )}
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
