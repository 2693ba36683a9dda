import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { PATHS } from 'shared/routes/paths';
import { useStableNavigate } from 'shared/platform/routing/stableNavigate';
import type { Registration } from 'shared/domain/registrations/registration';
import { useOpenedOnce } from 'shared/hooks/useOpenedOnce';
import { lazyWithPreload } from 'shared/ui/lazyWithPreload';
import { useGetCenterScopeQuery } from 'shared/platform/api/centerScopeApi';
import { useRegistrationActions } from '../hooks/useRegistrationActions';
import { RowMenuContext, useRowDialogState, type RowMenuActions } from '../hooks/useRowDialogs';

// Each dialog loads apart from the rows and is mounted from its first opening on (it then closes
// with its animation). All four are fetched when a row menu opens, on their way before the person
// picks one, yet no part of the list's first load; the two forms bring their validation (zod, about
// 20 KB brotli).
const confirmDialog = lazyWithPreload(() => import('shared/ui/ConfirmPaymentDialog').then((m) => m.ConfirmPaymentDialog));
const detailsDialog = lazyWithPreload(() => import('./RegistrationDetailsDialog').then((m) => m.RegistrationDetailsDialog));
const editDialog = lazyWithPreload(() => import('./EditRegistrationDialog').then((m) => m.EditRegistrationDialog));
const disqualifyDialog = lazyWithPreload(() => import('./DisqualifyDialog').then((m) => m.DisqualifyDialog));
const ConfirmPaymentDialog = confirmDialog.Component;
const RegistrationDetailsDialog = detailsDialog.Component;
const EditRegistrationDialog = editDialog.Component;
const DisqualifyDialog = disqualifyDialog.Component;

function preloadMenuDialogs(): Promise<boolean[]> {
  return Promise.all([confirmDialog, detailsDialog, editDialog, disqualifyDialog].map((dialog) => dialog.preload()));
}

/** The dialogs the row menus of a screen open and the changes they make, kept above the rows so they outlive them. */
export function RowDialogs({ children }: { children: ReactNode }) {
  const actions = useRegistrationActions();
  const { kind, openedFrom, current, changedElsewhere, openDialog, close } = useRowDialogState();
  const { markDuplicate, clearStatus, busy } = actions;
  // Not useNavigate: it renders its caller again on every change of the address, and with this
  // component the dialogs, on each key typed into the search.
  const navigate = useStableNavigate();
  const openInPayments = useCallback(
    (registration: Registration) => navigate(`${PATHS.payments}?${new URLSearchParams({ id: registration.payment.paymentId })}`),
    [navigate],
  );
  // The details dialog stays in the page once drawn, hidden while closed. While the person reads a
  // row menu it is drawn for that row, when the page is idle: choosing View Details then only shows
  // it. Drawn on the tap, its first opening held a phone's screen over 200 ms longer.
  const [heldDetails, setHeldDetails] = useState<Registration | null>(null);
  const shownDetails = kind === 'view' ? current : null;
  if (shownDetails && shownDetails !== heldDetails) setHeldDetails(shownDetails);
  const preloadDialogs = useCallback((viewable?: Registration) => {
    void preloadMenuDialogs().then(() => {
      if (viewable) whenIdle(() => setHeldDetails(viewable));
    });
  }, []);
  const menuActions = useMemo<RowMenuActions>(
    () => ({ openDialog, markDuplicate, clearStatus, openInPayments, busy, preloadDialogs }),
    [openDialog, markDuplicate, clearStatus, openInPayments, busy, preloadDialogs],
  );
  const confirmOpened = useOpenedOnce(kind === 'confirm');
  const editOpened = useOpenedOnce(kind === 'edit');
  const disqualifyOpened = useOpenedOnce(kind === 'disqualify');
  // Only a person who sees every centre may move a registration between them.
  const { data: centerScope } = useGetCenterScopeQuery(undefined, { skip: !editOpened });

  return (
    <RowMenuContext.Provider value={menuActions}>
      {children}
      <Suspense fallback={null}>
        {confirmOpened && (
          <ConfirmPaymentDialog
            registration={kind === 'confirm' ? current : null}
            busy={actions.confirmingId !== undefined}
            onCancel={close}
            onConfirm={async (confirmed, method) => {
              await actions.confirmPayment(confirmed, method);
              close();
            }}
          />
        )}
        {heldDetails && <RegistrationDetailsDialog open={kind === 'view'} registration={shownDetails ?? heldDetails} onClose={close} />}
        {editOpened && (
          <EditRegistrationDialog
            registration={kind === 'edit' ? openedFrom : null}
            current={kind === 'edit' ? current : null}
            busy={actions.busy}
            centers={centerScope?.allCenters ? centerScope.centers : null}
            onSave={actions.updateDetails}
            onClose={close}
          />
        )}
        {disqualifyOpened && (
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
        )}
      </Suspense>
    </RowMenuContext.Provider>
  );
}

/** Runs `run` when the browser has nothing else to do (soon, where it cannot tell). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2_000 });
  else setTimeout(run, 0);
}
