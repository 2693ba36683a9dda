import { Suspense, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from 'shared/platform/ui/mui';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { Role } from 'shared/domain/common/enums';
import type { Registration } from 'shared/domain/registrations/registration';
import { rowActionsFor, type RowAction } from '../utils/rowActions';
import { useRowMenuActions } from '../hooks/useRowDialogs';
import { useReceiptFile } from 'shared/hooks/useReceiptFile';
import { RowMenuButton } from './RowParts';
import { lazyWithPreload, preloadOnIntent } from 'shared/ui/lazyWithPreload';

// The open menu is not part of the list's first load (a phone waits for all of it): it is fetched
// as the person heads for a row's button.
const popup = lazyWithPreload(() => import('./RegistrationActionsPopup').then((m) => m.RegistrationActionsPopup));
const RegistrationActionsPopup = popup.Component;
const preloadPopup = preloadOnIntent(popup.preload);

interface RegistrationActionsMenuProps {
  registration: Registration;
  role: Role;
  /** 'icon' in a row of the list (styled by the list's rowPartStyles); 'button' on the detail page. */
  variant?: 'icon' | 'button';
  /** Leave out View Details (the detail page already shows everything). */
  withoutView?: boolean;
  /** The menu button's place in the table's keyboard grid. */
  gridProps?: { tabIndex: number; 'data-grid-col': number };
}

/** The row menu of spec section 2; its dialogs are the screen's (RowDialogs), so they outlive the row. */
export function RegistrationActionsMenu({ registration, role, variant = 'icon', withoutView = false, gridProps }: RegistrationActionsMenuProps) {
  const actions = useRowMenuActions();
  const { t } = useLingui();
  const receiptFile = useReceiptFile();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is built the first time it opens (then kept, for its closing transition): a list
  // renders 50 of these buttons on every new page of rows, and closed menus are not free.
  const [opened, setOpened] = useState(false);
  const open = (button: HTMLElement) => {
    actions.preloadDialogs(withoutView ? undefined : registration);
    setOpened(true);
    setAnchor(button);
  };
  const available = rowActionsFor(registration, role).filter((action) => !(withoutView && action === 'view'));
  const id = registration.registrationId;
  const label = t`Actions for ${id}`;

  const choose = async (action: RowAction) => {
    switch (action) {
      case 'view':
      case 'edit':
      case 'confirm':
      case 'disqualify':
        setAnchor(null);
        actions.openDialog(action, registration);
        return;
      case 'confirmInPayments':
        setAnchor(null);
        actions.openInPayments(registration);
        return;
      case 'printReceipt':
      case 'downloadReceipt':
        setAnchor(null);
        if (registration.payment.receipt)
          await receiptFile(action === 'printReceipt' ? 'print' : 'download', registration.registrationId, registration.payment.receipt);
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
        <RowMenuButton label={label} onClick={(e) => open(e.currentTarget)} gridProps={gridProps} intentProps={preloadPopup} />
      ) : (
        <Button variant="outlined" aria-label={label} aria-haspopup="menu" endIcon={<MoreVertIcon />} onClick={(e) => open(e.currentTarget)} {...preloadPopup}>
          <Trans>Actions</Trans>
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <RegistrationActionsPopup
            anchor={anchor}
            onClose={() => setAnchor(null)}
            available={available}
            busy={actions.busy}
            onChoose={(action) => void choose(action)}
          />
        </Suspense>
      )}
    </>
  );
}
