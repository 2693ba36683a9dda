import { useCallback, useMemo, type ReactNode } from 'react';
import { PATHS } from 'shared/routes/paths';
import { useStableNavigate } from 'shared/platform/routing/stableNavigate';
import type { Registration } from 'shared/domain/registration';
import { ConfirmPaymentDialog } from 'shared/ui/ConfirmPaymentDialog';
import { useRegistrationActions } from '../hooks/useRegistrationActions';
import { RowMenuContext, useRowDialogState, type RowMenuActions } from '../hooks/useRowDialogs';
import { DisqualifyDialog } from './DisqualifyDialog';
import { EditRegistrationDialog } from './EditRegistrationDialog';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';

/** The dialogs the row menus of a screen open and the changes they make, kept above the rows so they outlive them. */
export function RowDialogs({ children }: { children: ReactNode }) {
  const actions = useRegistrationActions();
  const { kind, openedFrom, current, changedElsewhere, openDialog, close } = useRowDialogState();
  const { markDuplicate, clearStatus, busy } = actions;
  // Not useNavigate: it renders its caller again on every change of the address, and with this
  // component the dialogs, on each key typed into the search (issue 17).
  const navigate = useStableNavigate();
  const openInPayments = useCallback(
    (registration: Registration) => navigate(`${PATHS.payments}?${new URLSearchParams({ id: registration.payment.paymentId })}`),
    [navigate],
  );
  const menuActions = useMemo<RowMenuActions>(
    () => ({ openDialog, markDuplicate, clearStatus, openInPayments, busy }),
    [openDialog, markDuplicate, clearStatus, openInPayments, busy],
  );

  return (
    <RowMenuContext.Provider value={menuActions}>
      {children}
      <ConfirmPaymentDialog
        registration={kind === 'confirm' ? current : null}
        busy={actions.confirmingId !== undefined}
        onCancel={close}
        onConfirm={async (confirmed) => {
          await actions.confirmPayment(confirmed);
          close();
        }}
      />
      <RegistrationDetailsDialog registration={kind === 'view' ? current : null} onClose={close} />
      <EditRegistrationDialog
        registration={kind === 'edit' ? openedFrom : null}
        changedElsewhere={changedElsewhere}
        busy={actions.busy}
        onSave={actions.updateDetails}
        onClose={close}
      />
      <DisqualifyDialog
        open={kind === 'disqualify'}
        subject={current ? `${current.name} (${current.registrationId})` : ''}
        changedElsewhere={changedElsewhere}
        busy={actions.busy}
        onConfirm={async (reason) => {
          // A refusal keeps the dialog and the typed reason; the notice says why.
          if (openedFrom && (await actions.disqualify(openedFrom, reason))) close();
        }}
        onClose={close}
      />
    </RowMenuContext.Provider>
  );
}
