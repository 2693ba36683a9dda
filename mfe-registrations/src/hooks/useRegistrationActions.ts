import { useCallback, useMemo } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg, ph } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useChangeRegistrationStatusMutation, useUpdateRegistrationDetailsMutation, useUpdateRegistrationMutation } from '../api/registrationsApi';
import { conflictOf } from 'shared/api/apiError';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { labelsIn } from 'shared/ui/labelMessages';
import type { PaymentMethod } from 'shared/domain/common/enums';
import type { Registration } from 'shared/domain/registrations/registration';
import type { RegistrationDetailsBody } from 'shared/domain/registrations/registration-requests';
import { MIN_DISQUALIFICATION_REASON } from 'shared/domain/registrations/transitions';
import { useNotify } from 'shared/platform/ui/notifications';
import { useReceiptFile } from 'shared/hooks/useReceiptFile';

/** Spec section 8: the notice after each change, and the message when it fails. */
export const ACTION_TEXTS = {
  confirm: { done: msg`Payment Confirmed`, failed: msg`Failed to confirm payment. Please try again.` },
  duplicate: { done: msg`Marked as Duplicate`, failed: msg`Failed to mark as duplicate.` },
  disqualify: { done: msg`Registration Disqualified`, failed: msg`Failed to disqualify registration.` },
  clear: { done: msg`Status Cleared`, failed: msg`Failed to clear status.` },
  update: { done: msg`Registration Updated`, failed: msg`Failed to update registration.` },
} satisfies Record<string, { done: MessageDescriptor; failed: MessageDescriptor }>;

type ActionKind = keyof typeof ACTION_TEXTS;
type CallResult = { data?: Registration; error?: unknown };

/**
 * The reason a disqualification undone by Undo gets back when the old one cannot be sent again:
 * a note kept with the registration (data, read by everyone in their own language), so in English.
 */
export const RESTORED_DISQUALIFICATION_NOTE = 'Disqualification restored by Undo.';

const who = (registration: Registration) => `${registration.name} (${registration.registrationId})`;

/**
 * The single-row changes with their notices. The api slice puts the answer into every cached
 * copy (the row updates at once) and reloads the list after a failure; a 409 shows the API's
 * own sentence and the row as it now is. Each function answers whether the change was made.
 *
 * A confirmation's notice offers Print receipt. A status change's notice offers Undo for a few
 * seconds: the reverse change, sent through the API from the row as the change left it, so it is
 * audited like any other and refused (409) if someone changed the row in between; it puts back the
 * admin note the row had before.
 */
export function useRegistrationActions() {
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const receiptFile = useReceiptFile();
  // One mutation per API call; a hook per action, so each tracks its own progress.
  const [confirm, confirmState] = useUpdateRegistrationMutation();
  const [clearStatus, clearState] = useUpdateRegistrationMutation();
  const [markDuplicate, duplicateState] = useChangeRegistrationStatusMutation();
  const [disqualify, disqualifyState] = useChangeRegistrationStatusMutation();
  const [updateDetails, updateState] = useUpdateRegistrationDetailsMutation();

  const failed = useCallback(
    (kind: ActionKind, error: unknown) => {
      // A conflict says what stood in the way; any other failure, what did not happen.
      const failed = i18n._(ACTION_TEXTS[kind].failed);
      notify({ title: t`Error`, description: conflictOf(error) ? apiErrorMessage(error, failed) : failed, variant: 'error' });
    },
    [notify, t, i18n, apiErrorMessage],
  );

  /** Sends the reverse of a status change made on `before`, which left the row as `after`. */
  const undo = useCallback(
    async (before: Registration, after: Registration) => {
      let result: CallResult;
      let kind: ActionKind;
      // The admin note the row had before the change comes back with it (a clear replaced it).
      const adminNote = before.adminNote ?? null;
      if (before.status === 'active') {
        kind = 'clear';
        result = await clearStatus({ registration: after, change: 'clearStatus', adminNote });
      } else if (before.status === 'duplicate') {
        kind = 'duplicate';
        result = await markDuplicate({ registration: after, status: 'duplicate', adminNote });
      } else {
        kind = 'disqualify';
        const previous = before.disqualificationNote?.trim() ?? '';
        const note = previous.length >= MIN_DISQUALIFICATION_REASON ? previous : RESTORED_DISQUALIFICATION_NOTE;
        result = await disqualify({ registration: after, status: 'disqualified', note, adminNote });
      }
      if (result.error === undefined) {
        const registration = who(before);
        const status = labelsIn(i18n).registrationStatus(before.status);
        notify({ title: t`Undone`, description: t`${registration} is ${status} again.`, variant: 'info' });
        return;
      }
      const current = conflictOf<Registration>(result.error)?.current;
      if (current) {
        const registration = who(current);
        const status = labelsIn(i18n).registrationStatus(current.status);
        notify({
          title: t`Cannot undo`,
          description: t`${registration} was changed by someone else in the meantime and is now ${status}; it was left as it is.`,
          variant: 'warning',
        });
        return;
      }
      failed(kind, result.error);
    },
    [clearStatus, disqualify, failed, i18n, markDuplicate, notify, t],
  );

  const run = useCallback(
    async (kind: ActionKind, registration: Registration, call: () => Promise<CallResult>, options: { description?: string; undoable?: boolean } = {}) => {
      const result = await call();
      if (result.error === undefined) {
        const after = result.data;
        // At or above the approval threshold a confirmation waits for another admin (answered 202).
        if (kind === 'confirm' && after?.payment.approval) {
          const asked = who(registration);
          notify({ title: t`Sent for Approval`, description: t`${asked}: another admin must approve this confirmation.`, variant: 'info' });
          return true;
        }
        const receipt = kind === 'confirm' ? after?.payment.receipt : undefined;
        notify({
          title: i18n._(ACTION_TEXTS[kind].done),
          description: options.description ?? who(registration),
          variant: 'success',
          ...(options.undoable && after && { action: { label: t`Undo`, onPress: () => void undo(registration, after) } }),
          ...(receipt && { action: { label: t`Print receipt`, onPress: () => void receiptFile('print', registration.registrationId, receipt) } }),
        });
        return true;
      }
      failed(kind, result.error);
      return false;
    },
    [failed, notify, receiptFile, undo, t, i18n],
  );

  const confirmingId = confirmState.isLoading ? confirmState.originalArgs?.registration.registrationId : undefined;
  const busy = confirmState.isLoading || duplicateState.isLoading || disqualifyState.isLoading || clearState.isLoading || updateState.isLoading;
  // One object while nothing changes: the row menus read it through a context (useRowMenuActions).
  return useMemo(
    () => ({
      confirmPayment: (registration: Registration, method: PaymentMethod | null) =>
        run('confirm', registration, () => confirm({ registration, change: 'confirmPayment', method })),
      markDuplicate: (registration: Registration) =>
        run('duplicate', registration, () => markDuplicate({ registration, status: 'duplicate' }), { undoable: true }),
      disqualify: (registration: Registration, note: string) =>
        run('disqualify', registration, () => disqualify({ registration, status: 'disqualified', note }), { undoable: true }),
      clearStatus: (registration: Registration) =>
        run('clear', registration, () => clearStatus({ registration, change: 'clearStatus' }), {
          description: t`${ph({ registration: who(registration) })} reset to active.`,
          undoable: true,
        }),
      updateDetails: (registration: Registration, changes: Omit<RegistrationDetailsBody, 'version'>) =>
        run('update', registration, () => updateDetails({ registration, changes }), {
          description: `${changes.name ?? registration.name} (${registration.registrationId})`,
        }),
      /** The registration whose payment is being confirmed, for 'Confirming...'. */
      confirmingId,
      busy,
    }),
    [run, confirm, markDuplicate, disqualify, clearStatus, updateDetails, confirmingId, busy, t],
  );
}

export type RegistrationActions = ReturnType<typeof useRegistrationActions>;
