import { useState } from 'react';
import { apiErrorMessage } from 'shared/api/apiError';
import { useInviteStaffMutation } from '../api/staffAccountsApi';
import { inviteBodySchema, type Invitation, type ManagedRole } from 'shared/domain/settings';
import { useNotify } from 'shared/platform/ui/notifications';

/** Invite by e-mail and role (default viewer); answers the invitation so its password-set link can be shown. */
export function useInviteForm() {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ManagedRole>('viewer');
  const [error, setError] = useState<string | null>(null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [invite, { isLoading }] = useInviteStaffMutation();
  const notify = useNotify();

  const submit = async () => {
    const parsed = inviteBodySchema.safeParse({ email, role });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Invalid email address');
      return;
    }
    try {
      const answer = await invite(parsed.data).unwrap();
      setInvitation(answer);
      notify({ title: 'Invitation sent', description: `${answer.user.email} was invited as ${answer.user.role}.`, variant: 'success' });
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Failed to send invitation. Please try again.'));
    }
  };

  return {
    email, role, error, invitation, sending: isLoading, submit,
    setEmail: (value: string) => { setEmail(value); setError(null); },
    setRole,
  };
}
