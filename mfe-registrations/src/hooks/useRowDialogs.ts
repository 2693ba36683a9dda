import { createContext, startTransition, useCallback, useContext, useState } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { Registration } from 'shared/domain/registrations/registration';
import { registrationsApi, useGetRegistrationQuery } from '../api/registrationsApi';
import type { RegistrationActions } from './useRegistrationActions';

export type RowDialog = 'view' | 'edit' | 'confirm' | 'disqualify';

interface OpenRowDialog {
  kind: RowDialog;
  /** The row as it was when the dialog opened: an edit or disqualification saves against its version. */
  openedFrom: Registration;
}

/**
 * The one open row dialog of a screen and the registration it is about, as the API now has it.
 *
 * The dialogs live above the rows, not in them: a colleague's change arriving live can take a row
 * out of the list (it no longer matches the filter), and the dialog open on it, with what was
 * typed, must stay and say that the row changed. The registration is followed through its detail
 * entry in the cache, which the live feed and every answer about the row keep current; opening a
 * dialog seeds that entry from the row, so no request is made for it.
 */
export function useRowDialogState() {
  const dispatch = useDispatch();
  const store = useStore();
  const [open, setOpen] = useState<OpenRowDialog | null>(null);
  const followedId = open?.openedFrom.registrationId;
  const followed = useGetRegistrationQuery(followedId ?? '', { skip: followedId === undefined });

  const openDialog = useCallback(
    (kind: RowDialog, registration: Registration) => {
      const cached = registrationsApi.endpoints.getRegistration.select(registration.registrationId)(store.getState() as never).data;
      if (!cached || cached.version < registration.version) {
        // One action, not a query's pending and fulfilled pair: each wakes every subscriber on the screen.
        dispatch(registrationsApi.util.upsertQueryEntries([{ endpointName: 'getRegistration', arg: registration.registrationId, value: registration }]));
      }
      // The tap is answered first (the menu closes, the ripple shows); the dialog follows as soon as
      // it is drawn, not in the same frame: together they held a phone's screen for a third of a second.
      startTransition(() => setOpen({ kind, openedFrom: registration }));
    },
    [dispatch, store],
  );
  const close = useCallback(() => setOpen(null), []);

  const latest = followed.data;
  const current =
    open && latest && latest.registrationId === open.openedFrom.registrationId && latest.version > open.openedFrom.version ? latest : open?.openedFrom;
  return {
    kind: open?.kind ?? null,
    openedFrom: open?.openedFrom ?? null,
    /** The registration as it now is (the opened row until something newer is known). */
    current: current ?? null,
    /** Someone else changed the row since the dialog opened. */
    changedElsewhere: open !== null && current !== undefined && current.version !== open.openedFrom.version,
    openDialog,
    close,
  };
}

/**
 * What a row menu needs from its screen: the dialogs, and the changes it makes without one. They
 * live once above the rows, not in each of them: a list renders 50 menus, and a set of mutation
 * hooks in every row made each keystroke's re-render of the list markedly slower.
 */
export interface RowMenuActions {
  openDialog: (kind: RowDialog, registration: Registration) => void;
  markDuplicate: RegistrationActions['markDuplicate'];
  clearStatus: RegistrationActions['clearStatus'];
  /** The Payments screen, looking up the registration's payment. */
  openInPayments: (registration: Registration) => void;
  /** A change is on its way: the menu's items wait. */
  busy: boolean;
  /** Fetches the dialogs the menu opens (a menu has opened) and, given its row, draws that row's details ahead. */
  preloadDialogs: (viewable?: Registration) => void;
}

export const RowMenuContext = createContext<RowMenuActions | null>(null);

/** The row menu's actions, from the screen's RowDialogs. */
export function useRowMenuActions(): RowMenuActions {
  const actions = useContext(RowMenuContext);
  if (!actions) throw new Error('A registration row menu needs <RowDialogs> around the screen.');
  return actions;
}
