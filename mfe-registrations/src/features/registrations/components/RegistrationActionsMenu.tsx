import { useState } from 'react';
import { Button, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Role } from 'shared/domain/enums';
import type { Registration } from 'shared/domain/registration';
import { ROW_ACTION_LABELS, rowActionsFor, type RowAction } from '../hooks/rowActions';
import { useRegistrationActions } from '../hooks/useRegistrationActions';
import { DisqualifyDialog } from './DisqualifyDialog';
import { EditRegistrationDialog } from './EditRegistrationDialog';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';

interface RegistrationActionsMenuProps {
  registration: Registration;
  role: Role;
  /** 'icon' in a table row; 'button' on the detail page. */
  variant?: 'icon' | 'button';
  /** Leave out View Details (the detail page already shows everything). */
  withoutView?: boolean;
}

/** The row menu of spec section 2 with the dialogs its items open. */
export function RegistrationActionsMenu({ registration, role, variant = 'icon', withoutView = false }: RegistrationActionsMenuProps) {
  const actions = useRegistrationActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'view' | 'edit' | 'disqualify' | null>(null);
  const available = rowActionsFor(registration, role).filter((action) => !(withoutView && action === 'view'));
  const confirming = actions.confirmingId === registration.registrationId;
  const label = `Actions for ${registration.registrationId}`;

  const choose = async (action: RowAction) => {
    switch (action) {
      case 'view':
      case 'edit':
      case 'disqualify':
        setAnchor(null);
        setDialog(action);
        return;
      case 'confirm':
        // The menu stays open showing 'Confirming...' until the API answers.
        await actions.confirmPayment(registration);
        setAnchor(null);
        return;
      case 'duplicate':
        setAnchor(null);
        await actions.markDuplicate(registration);
        return;
      case 'clear':
        setAnchor(null);
        await actions.clearStatus(registration);
    }
  };

  if (available.length === 0) return null;
  return (
    <>
      {variant === 'icon' ? (
        <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button variant="outlined" aria-label={label} aria-haspopup="menu" endIcon={<MoreVertIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
          Actions
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => !confirming && setAnchor(null)}>
        {available.map((action) => (
          <MenuItem
            key={action}
            disabled={actions.busy}
            onClick={() => void choose(action)}
            sx={action === 'disqualify' ? { color: 'error.main' } : undefined}
          >
            <ListItemText>{action === 'confirm' && confirming ? 'Confirming...' : ROW_ACTION_LABELS[action]}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      <RegistrationDetailsDialog registration={dialog === 'view' ? registration : null} onClose={() => setDialog(null)} />
      <EditRegistrationDialog
        registration={dialog === 'edit' ? registration : null}
        busy={actions.busy}
        onSave={actions.updateDetails}
        onClose={() => setDialog(null)}
      />
      <DisqualifyDialog
        open={dialog === 'disqualify'}
        subject={`${registration.name} (${registration.registrationId})`}
        busy={actions.busy}
        onConfirm={async (reason) => {
          await actions.disqualify(registration, reason);
          setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
