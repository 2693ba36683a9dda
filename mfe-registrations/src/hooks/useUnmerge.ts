import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useNotify } from 'shared/platform/ui/notifications';
import { useUnmergeRegistrationMutation } from '../api/registrationMergesApi';

/** Takes back a merge, from the merged-away registration: the merge notice's Undo and a merged-away registration's Unmerge. */
export function useUnmerge() {
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [unmerge, state] = useUnmergeRegistrationMutation();
  const run = useCallback(
    async (registrationId: string, title: string) => {
      const result = await unmerge(registrationId);
      if (result.error === undefined) {
        notify({ title, description: t`${registrationId} is a registration of its own again.`, variant: 'info' });
        return true;
      }
      // A 409 says why in words (the kept one changed since in a field the merge set).
      notify({ title: t`Cannot unmerge`, description: apiErrorMessage(result.error, t`Failed to unmerge the registration.`), variant: 'error' });
      return false;
    },
    [notify, unmerge, t, apiErrorMessage],
  );
  return { unmerge: run, busy: state.isLoading };
}
