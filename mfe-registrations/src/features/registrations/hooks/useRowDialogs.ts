import { createContext, useCallback, useContext, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch, useStore } from 'react-redux';
import type { Registration } from 'shared/domain/registration';
import { registrationsApi, useGetRegistrationQuery } from '../api/registrationsApi';

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
  const followed = useGetRegistrationQuery(open?.openedFrom.registrationId ?? skipToken);

  const openDialog = useCallback(
    (kind: RowDialog, registration: Registration) => {
      const cached = registrationsApi.endpoints.getRegistration.select(registration.registrationId)(store.getState() as never).data;
      if (!cached || cached.version < registration.version) {
        void dispatch(registrationsApi.util.upsertQueryData('getRegistration', registration.registrationId, registration) as never);
      }
      setOpen({ kind, openedFrom: registration });
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

export const RowDialogsContext = createContext<((kind: RowDialog, registration: Registration) => void) | null>(null);

/** Opens a row dialog of the screen's RowDialogs. */
export function useOpenRowDialog() {
  const open = useContext(RowDialogsContext);
  if (!open) throw new Error('A registration row menu needs <RowDialogs> around the screen.');
  return open;
}
