import { useCallback } from 'react';
import { apiErrorMessage } from 'shared/api/apiError';
import { useNotify } from 'shared/platform/ui/notifications';
import { useUnmergeRegistrationMutation } from '../api/registrationMergesApi';

const UNMERGE_FAILED = 'Failed to unmerge the registration.';

/** Takes back a merge, from the merged-away registration: the merge notice's Undo and a merged-away registration's Unmerge. */
export function useUnmerge() {
  const notify = useNotify();
  const [unmerge, state] = useUnmergeRegistrationMutation();
  const run = useCallback(
    async (registrationId: string, title: string) => {
      const result = await unmerge(registrationId);
      if (result.error === undefined) {
        notify({ title, description: `${registrationId} is a registration of its own again.`, variant: 'info' });
        return true;
      }
      // A 409 says why in words (the kept one changed since in a field the merge set).
      notify({ title: 'Cannot unmerge', description: apiErrorMessage(result.error, UNMERGE_FAILED), variant: 'error' });
      return false;
    },
    [notify, unmerge],
  );
  return { unmerge: run, busy: state.isLoading };
}
