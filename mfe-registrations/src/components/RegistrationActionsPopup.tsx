import { useLingui } from '@lingui/react/macro';
import { Divider, Menu, MenuItem } from '@mui/material';
import { ListItemText } from 'shared/platform/ui/mui';
import { ROW_ACTION_LABELS, STATUS_ACTIONS, type RowAction } from '../utils/rowActions';

interface RegistrationActionsPopupProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  available: RowAction[];
  busy: boolean;
  onChoose: (action: RowAction) => void;
}

/** The open menu of a registration's actions (RegistrationActionsMenu's button opens it). */
export function RegistrationActionsPopup({ anchor, onClose, available, busy, onChoose }: RegistrationActionsPopupProps) {
  const { i18n } = useLingui();
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      {available.flatMap((action, index) => [
        // The status changes sit apart from the everyday items, so a slip does not reach them.
        ...(STATUS_ACTIONS.includes(action) && !STATUS_ACTIONS.includes(available[index - 1]!) && index > 0 ? [<Divider key="status-divider" />] : []),
        <MenuItem key={action} disabled={busy} onClick={() => onChoose(action)} sx={action === 'disqualify' ? { color: 'error.main' } : undefined}>
          <ListItemText>{i18n._(ROW_ACTION_LABELS[action])}</ListItemText>
        </MenuItem>,
      ])}
    </Menu>
  );
}
