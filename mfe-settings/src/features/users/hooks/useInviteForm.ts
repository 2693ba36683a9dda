import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useInviteStaffMutation } from '../api/staffAccountsApi';
import { inviteBodySchema, type ManagedRole } from 'shared/domain/settings/settings';
import type { Invitation } from 'shared/domain/settings/settings-answers';
import { useFormFields } from 'shared/forms/useFormFields';
import { useNotify } from 'shared/platform/ui/notifications';
import { labelsIn } from 'shared/ui/labelMessages';

const NEW_INVITE: { email: string; role: ManagedRole; centers: string[] } = { email: '', role: 'viewer', centers: [] };

/**
 * Invite by e-mail, role (default viewer) and centres (default none: every centre); answers the
 * invitation so its password-set link can be shown.
 */
export function useInviteForm() {
  const form = useFormFields(inviteBodySchema, NEW_INVITE);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [invite, { isLoading }] = useInviteStaffMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const submit = async () => {
    const body = form.validate();
    if (!body) return;
    try {
      const answer = await invite(body).unwrap();
      setInvitation(answer);
      const email = answer.user.email;
      const role = labelsIn(i18n).role(answer.user.role);
      notify({ title: t`Invitation sent`, description: t`${email} was invited as ${role}.`, variant: 'success' });
    } catch (failure) {
      // The server's refusal (an account with this e-mail exists) is about the e-mail.
      form.setError('email', apiErrorMessage(failure, t`Failed to send invitation. Please try again.`));
    }
  };

  return {
    textField: form.textField,
    centers: form.values.centers,
    setCenters: (centers: string[]) => form.setField('centers', centers),
    invitation,
    sending: isLoading,
    submit,
  };
}
