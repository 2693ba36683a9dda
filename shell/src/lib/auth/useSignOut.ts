import { useLingui } from '@lingui/react/macro';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from './useSession';

/** Signs out with the spec's notices; used by the user menu and the command palette. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const notify = useNotify();
  const { t } = useLingui();
  return async () => {
    try {
      await signOut();
      notify({ title: t`Signed out`, description: t`You have been signed out successfully.`, variant: 'success' });
    } catch {
      notify({ title: t`Error`, description: t`Failed to sign out. Please try again.`, variant: 'error' });
    }
  };
}
