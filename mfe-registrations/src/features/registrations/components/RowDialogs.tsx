import type { ReactNode } from 'react';
import { ConfirmPaymentDialog } from 'shared/ui/ConfirmPaymentDialog';
import { useRegistrationActions } from '../hooks/useRegistrationActions';
import { RowDialogsContext, useRowDialogState } from '../hooks/useRowDialogs';
import { DisqualifyDialog } from './DisqualifyDialog';
import { EditRegistrationDialog } from './EditRegistrationDialog';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';

/** The dialogs the row menus of a screen open, kept above the rows so they outlive them. */
export function RowDialogs({ children }: { children: ReactNode }) {
  const actions = useRegistrationActions();
  const { kind, openedFrom, current, changedElsewhere, openDialog, close } = useRowDialogState();

  return (
    <RowDialogsContext.Provider value={openDialog}>
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
    </RowDialogsContext.Provider>
  );
}
