import { useState } from 'react';
import { Button, Divider, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Role } from 'shared/domain/enums';
import type { Registration } from 'shared/domain/registration';
import { useNavigate } from 'shared/platform/routing/router';
import { ConfirmPaymentDialog } from 'shared/ui/ConfirmPaymentDialog';
import { ROW_ACTION_LABELS, rowActionsFor, STATUS_ACTIONS, type RowAction } from '../hooks/rowActions';
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
  /** The menu button's place in the table's keyboard grid. */
  gridProps?: { tabIndex: number; 'data-grid-col': number };
}

/** The row menu of spec section 2 with the dialogs its items open. */
export function RegistrationActionsMenu({ registration, role, variant = 'icon', withoutView = false, gridProps }: RegistrationActionsMenuProps) {
  const actions = useRegistrationActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'view' | 'edit' | 'confirm' | 'disqualify' | null>(null);
  // The row as it was when an edit or disqualification began: its version is what gets saved, and
  // a newer row arriving meanwhile (someone else's change, through the live feed) is said in the dialog.
  const [openedFrom, setOpenedFrom] = useState<Registration | null>(null);
  const changedElsewhere = openedFrom !== null && openedFrom.version !== registration.version;
  const navigate = useNavigate();
  const available = rowActionsFor(registration, role).filter((action) => !(withoutView && action === 'view'));
  const confirming = actions.confirmingId === registration.registrationId;
  const label = `Actions for ${registration.registrationId}`;

  const choose = async (action: RowAction) => {
    switch (action) {
      case 'view':
      case 'edit':
      case 'confirm':
      case 'disqualify':
        setAnchor(null);
        setOpenedFrom(registration);
        setDialog(action);
        return;
      case 'confirmInPayments':
        setAnchor(null);
        navigate(`/payments?${new URLSearchParams({ id: registration.payment.paymentId })}`);
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
        <IconButton size="small" aria-label={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} {...gridProps}>
          <MoreVertIcon fontSize="small" />
        </IconButton>
      ) : (
        <Button variant="outlined" aria-label={label} aria-haspopup="menu" endIcon={<MoreVertIcon />} onClick={(e) => setAnchor(e.currentTarget)}>
          Actions
        </Button>
      )}
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {available.flatMap((action, index) => [
          // The status changes sit apart from the everyday items, so a slip does not reach them.
          ...(STATUS_ACTIONS.includes(action) && !STATUS_ACTIONS.includes(available[index - 1]!) && index > 0 ? [<Divider key="status-divider" />] : []),
          <MenuItem key={action} disabled={actions.busy} onClick={() => void choose(action)} sx={action === 'disqualify' ? { color: 'error.main' } : undefined}>
            <ListItemText>{ROW_ACTION_LABELS[action]}</ListItemText>
          </MenuItem>,
        ])}
      </Menu>
      <ConfirmPaymentDialog
        registration={dialog === 'confirm' ? registration : null}
        busy={confirming}
        onCancel={() => setDialog(null)}
        onConfirm={async (confirmed) => {
          await actions.confirmPayment(confirmed);
          setDialog(null);
        }}
      />
      <RegistrationDetailsDialog registration={dialog === 'view' ? registration : null} onClose={() => setDialog(null)} />
      <EditRegistrationDialog
        registration={dialog === 'edit' ? openedFrom : null}
        changedElsewhere={changedElsewhere}
        busy={actions.busy}
        onSave={actions.updateDetails}
        onClose={() => setDialog(null)}
      />
      <DisqualifyDialog
        open={dialog === 'disqualify'}
        subject={`${registration.name} (${registration.registrationId})`}
        changedElsewhere={changedElsewhere}
        busy={actions.busy}
        onConfirm={async (reason) => {
          // A refusal keeps the dialog and the typed reason; the notice says why.
          if (await actions.disqualify(openedFrom ?? registration, reason)) setDialog(null);
        }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
