import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from './useSession';

/** Signs out with the spec's notices; used by the user menu and the command palette. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const notify = useNotify();
  return async () => {
    try {
      await signOut();
      notify({ title: 'Signed out', description: 'You have been signed out successfully.', variant: 'success' });
    } catch {
      notify({ title: 'Error', description: 'Failed to sign out. Please try again.', variant: 'error' });
    }
  };
}
