import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import type { SignedInSession } from 'shared/domain/auth/sessions-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { useEndMyOtherSessionsMutation, useEndMySessionMutation } from '../api/sessionsApi';

/** Ending another session, or every other one, each reported with a notice; the server's refusal in the person's language. */
export function useSessionActions() {
  const [endOne, ending] = useEndMySessionMutation();
  const [endOthers, endingOthers] = useEndMyOtherSessionsMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const fail = (error: unknown) =>
    notify({ title: t`Error`, description: apiErrorMessage(error, t`The session could not be signed out. Please try again.`), variant: 'error' });

  return {
    end: async (session: SignedInSession) => {
      try {
        await endOne(session.id).unwrap();
        const { device } = session;
        notify({ title: t`Session signed out`, description: t`${device} is signed out.`, variant: 'success' });
      } catch (error) {
        fail(error);
      }
    },
    endOthers: async () => {
      try {
        const { ended } = await endOthers().unwrap();
        notify({
          title: t`Other sessions signed out`,
          description: t`${plural(ended, { one: '# session was signed out.', other: '# sessions were signed out.' })}`,
          variant: 'success',
        });
      } catch (error) {
        fail(error);
      }
    },
    busy: ending.isLoading || endingOthers.isLoading,
  };
}
