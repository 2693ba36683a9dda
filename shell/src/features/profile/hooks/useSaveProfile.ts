import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { updateProfile, verifyBeforeUpdateEmail } from 'firebase/auth';
import { useUpdateMyProfileMutation } from '../api/profileApi';
import type { ProfileForm } from 'shared/domain/profile/profile';
import { useNotify } from 'shared/platform/ui/notifications';
import { useSession } from '../../../lib/auth/useSession';
import { profileUpdateErrorMessage } from '../profileErrors';

/**
 * Saves the General tab: a new e-mail through Firebase's verify-then-change flow (first, as the
 * step most likely to be refused, so that a refusal leaves everything as it was), the name on
 * the Firebase account, and name, phone and alternate e-mail on the API's staff record.
 */
export function useSaveProfile() {
  const { user, userChanged } = useSession();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const [updateRecord] = useUpdateMyProfileMutation();
  const [saving, setSaving] = useState(false);

  const save = async (form: ProfileForm) => {
    if (!user) {
      notify({ title: t`Error`, description: t`User not authenticated`, variant: 'error' });
      return;
    }
    setSaving(true);
    try {
      const emailChanged = form.email.toLowerCase() !== (user.email ?? '').toLowerCase();
      if (emailChanged) await verifyBeforeUpdateEmail(user, form.email);
      if (form.name !== user.displayName) await updateProfile(user, { displayName: form.name });
      await updateRecord({ name: form.name, phone: form.phone, alternateEmail: form.alternateEmail }).unwrap();
      userChanged();
      const { email } = form;
      notify({
        title: t`Profile updated`,
        description: emailChanged ? t`Open the link we sent to ${email} to start signing in with it.` : undefined,
        variant: 'success',
      });
    } catch (error) {
      notify({ title: t`Error`, description: profileUpdateErrorMessage(i18n, error), variant: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return { save, saving };
}
