import { useCallback } from 'react';
import {
  apiErrorBody, isConflict, useClearRegistrationStatusMutation, useConfirmRegistrationPaymentMutation,
  useDisqualifyRegistrationMutation, useMarkRegistrationDuplicateMutation, useUpdateRegistrationDetailsMutation,
} from 'shared/api/registrationsApi';
import type { Registration } from 'shared/domain/registration';
import type { RegistrationDetailsBody } from 'shared/domain/schemas';
import { useNotify } from 'shared/ui/notifications';

/** Spec section 8: the notice after each change, and the message when it fails. */
export const ACTION_TEXTS = {
  confirm: { done: 'Payment Confirmed', failed: 'Failed to confirm payment. Please try again.' },
  duplicate: { done: 'Marked as Duplicate', failed: 'Failed to mark as duplicate.' },
  disqualify: { done: 'Registration Disqualified', failed: 'Failed to disqualify registration.' },
  clear: { done: 'Status Cleared', failed: 'Failed to clear status.' },
  update: { done: 'Registration Updated', failed: 'Failed to update registration.' },
} as const;

type ActionKind = keyof typeof ACTION_TEXTS;

/**
 * The single-row changes with their notices. The api slice puts the answer into every cached
 * copy (the row updates at once) and reloads the list after a failure; a 409 shows the API's
 * own sentence and the row as it now is. Each function answers whether the change was made.
 */
export function useRegistrationActions() {
  const notify = useNotify();
  const [confirm, confirmState] = useConfirmRegistrationPaymentMutation();
  const [markDuplicate, duplicateState] = useMarkRegistrationDuplicateMutation();
  const [disqualify, disqualifyState] = useDisqualifyRegistrationMutation();
  const [clearStatus, clearState] = useClearRegistrationStatusMutation();
  const [updateDetails, updateState] = useUpdateRegistrationDetailsMutation();

  const run = useCallback(
    async (kind: ActionKind, registration: Registration, call: () => Promise<{ error?: unknown }>, description?: string) => {
      const result = await call();
      if (result.error === undefined) {
        notify({ title: ACTION_TEXTS[kind].done, description: description ?? `${registration.name} (${registration.registrationId})`, variant: 'success' });
        return true;
      }
      const message = isConflict(result.error) ? apiErrorBody(result.error)?.message : undefined;
      notify({ title: 'Error', description: message ?? ACTION_TEXTS[kind].failed, variant: 'error' });
      return false;
    },
    [notify],
  );

  return {
    confirmPayment: (registration: Registration) => run('confirm', registration, () => confirm({ registration })),
    markDuplicate: (registration: Registration) => run('duplicate', registration, () => markDuplicate({ registration })),
    disqualify: (registration: Registration, note: string) => run('disqualify', registration, () => disqualify({ registration, note })),
    clearStatus: (registration: Registration) =>
      run('clear', registration, () => clearStatus({ registration }), `${registration.name} (${registration.registrationId}) reset to active.`),
    updateDetails: (registration: Registration, changes: Omit<RegistrationDetailsBody, 'version'>) =>
      run('update', registration, () => updateDetails({ registration, changes }), `${changes.name ?? registration.name} (${registration.registrationId})`),
    /** The registration whose payment is being confirmed, for 'Confirming...'. */
    confirmingId: confirmState.isLoading ? confirmState.originalArgs?.registration.registrationId : undefined,
    busy: confirmState.isLoading || duplicateState.isLoading || disqualifyState.isLoading || clearState.isLoading || updateState.isLoading,
  };
}

export type RegistrationActions = ReturnType<typeof useRegistrationActions>;
