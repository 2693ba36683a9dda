import { apiErrorMessage } from 'shared/api/apiError';
import type { SignedInSession } from 'shared/domain/auth/sessions-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { useEndMyOtherSessionsMutation, useEndMySessionMutation } from '../api/sessionsApi';

/** Ending another session, or every other one, each reported with a notice; the server's refusal as it says. */
export function useSessionActions() {
  const [endOne, ending] = useEndMySessionMutation();
  const [endOthers, endingOthers] = useEndMyOtherSessionsMutation();
  const notify = useNotify();
  const fail = (error: unknown) =>
    notify({ title: 'Error', description: apiErrorMessage(error, 'The session could not be signed out. Please try again.'), variant: 'error' });

  return {
    end: async (session: SignedInSession) => {
      try {
        await endOne(session.id).unwrap();
        notify({ title: 'Session signed out', description: `${session.device} is signed out.`, variant: 'success' });
      } catch (error) {
        fail(error);
      }
    },
    endOthers: async () => {
      try {
        const { ended } = await endOthers().unwrap();
        notify({
          title: 'Other sessions signed out',
          description: ended === 1 ? '1 session was signed out.' : `${ended} sessions were signed out.`,
          variant: 'success',
        });
      } catch (error) {
        fail(error);
      }
    },
    busy: ending.isLoading || endingOthers.isLoading,
  };
}
