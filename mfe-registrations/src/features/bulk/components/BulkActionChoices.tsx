import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  /** How many registrations are chosen, or null when nothing is chosen yet. */
  scopeCount: number | null;
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
export function BulkActionChoices({ anchor, onCloseMenu, scopeCount: count, tooMany, running, actions, onChoose, ...confirm }: BulkActionChoicesProps) {
  const { t, i18n } = useLingui();
  const most = formatCount(MAX_BULK_ROWS);
  return (
    <>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={onCloseMenu}>
        <Box sx={{ px: 2, py: 1, maxWidth: 300, typography: 'body2', color: 'text.secondary' }}>
          {count !== null
            ? t`For ${plural(count, { one: '# registration', other: '# registrations' })}`
            : t`Select rows in the table first, or choose all matching.`}
        </Box>
        {tooMany && (
          <Alert severity="warning" sx={{ mx: 1, maxWidth: 300 }}>
            <Trans>At most {most} at a time: narrow the search or filters.</Trans>
          </Alert>
        )}
        {running && (
          <Alert severity="info" sx={{ mx: 1, maxWidth: 300 }}>
            <Trans>A bulk action is running; the next can start when it ends.</Trans>
          </Alert>
        )}
        {actions.map((action) => (
          <MenuItem key={action} disabled={count === null || tooMany || running} onClick={() => onChoose(action)}>
            {i18n._(BULK_ACTION_LABELS[action])}
          </MenuItem>
        ))}
      </Menu>
      <BulkConfirmDialog {...confirm} count={count ?? 0} />
    </>
  );
}

/** "Confirm Payment for 3 registrations?": one sentence for each action, so that each reads whole in every language. */
function confirmTitle(i18n: I18n, action: BulkAction, count: number): string {
  switch (action) {
    case 'confirmPayment':
      return i18n._(msg`Confirm Payment for ${plural(count, { one: '# registration', other: '# registrations' })}?`);
    case 'markDuplicate':
      return i18n._(msg`Mark as Duplicate for ${plural(count, { one: '# registration', other: '# registrations' })}?`);
    case 'disqualify':
      // Never asked here: disqualifying asks for its reason in its own dialog.
      return '';
    case 'clearStatus':
      return i18n._(msg`Clear Status for ${plural(count, { one: '# registration', other: '# registrations' })}?`);
  }
}

function BulkConfirmDialog({
  confirming: action,
  count,
  starting,
  onApply,
  onCloseConfirm: onClose,
}: Pick<BulkActionChoicesProps, 'confirming' | 'starting' | 'onApply' | 'onCloseConfirm'> & { count: number }) {
  const { i18n } = useLingui();
  return (
    <Dialog open={action !== null} onClose={onClose} aria-labelledby="bulk-confirm-title">
      <DialogTitle id="bulk-confirm-title">{action && confirmTitle(i18n, action, count)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          <Trans>
            Each registration is changed only where the usual rules allow it; the others are skipped and listed with the reason. It runs in the background: you
            can keep working meanwhile.
          </Trans>
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="contained" disabled={starting} onClick={() => action && onApply(action)}>
          {starting ? <Trans>Starting...</Trans> : <Trans>Apply</Trans>}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
