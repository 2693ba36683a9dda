import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { EmailAuthProvider, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import type { PasswordChangeForm } from 'shared/domain/profile/profile';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from '../../../lib/auth/useSession';
import { passwordChangeErrorMessage } from '../profileErrors';

/** The Security tab: proves the current password to Firebase, then sets the new one. Answers whether it changed. */
export function useChangePassword() {
  const { user } = useSession();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const [changing, setChanging] = useState(false);

  const change = async (form: PasswordChangeForm): Promise<boolean> => {
    if (!user?.email) {
      notify({ title: t`Error`, description: t`User not authenticated`, variant: 'error' });
      return false;
    }
    setChanging(true);
    try {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, form.currentPassword));
      await updatePassword(user, form.newPassword);
      notify({ title: t`Password changed`, variant: 'success' });
      return true;
    } catch (error) {
      notify({ title: t`Error`, description: passwordChangeErrorMessage(i18n, error), variant: 'error' });
      return false;
    } finally {
      setChanging(false);
    }
  };

  return { change, changing };
}
