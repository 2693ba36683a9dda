import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import {
  useChangeStaffCentersMutation,
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useResendInvitationMutation,
  useResetSecondFactorMutation,
  useSignOutEverywhereMutation,
} from '../api/staffAccountsApi';
import type { ManagedRole } from 'shared/domain/settings/settings';
import type { Invitation, ManagedUser } from 'shared/domain/settings/settings-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { labelsIn } from 'shared/ui/labelMessages';

/** Role change, a new invitation link, removal, signing out everywhere and resetting a second factor, each reported with the spec's notice; the server's refusal is shown in the person's language. */
export function useStaffActions() {
  const [changeRole] = useChangeStaffRoleMutation();
  const [changeCenters] = useChangeStaffCentersMutation();
  const [remove, removal] = useRemoveStaffMutation();
  const [resendInvitation, resending] = useResendInvitationMutation();
  const [signOut, signingOut] = useSignOutEverywhereMutation();
  const [resetSecondFactor, resetting] = useResetSecondFactorMutation();
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const fail = (error: unknown, fallback: string) => notify({ title: t`Error`, description: apiErrorMessage(error, fallback), variant: 'error' });

  return {
    changeRole: async (user: ManagedUser, role: ManagedRole) => {
      const name = user.name;
      const newRole = labelsIn(i18n).role(role);
      try {
        await changeRole({ id: user.id, role }).unwrap();
        notify({ title: t`Role updated`, description: t`${name} is now ${newRole}.`, variant: 'success' });
      } catch (error) {
        fail(error, t`Failed to update role. Please try again.`);
      }
    },
    changeCenters: async (user: ManagedUser, centers: string[]) => {
      const name = user.name;
      const seen = centers.join(', ');
      try {
        await changeCenters({ id: user.id, centers }).unwrap();
        notify({
          title: t`Centers updated`,
          description: centers.length === 0 ? t`${name} now sees every centre.` : t`${name} now sees ${seen}.`,
          variant: 'success',
        });
      } catch (error) {
        fail(error, t`Failed to update centers. Please try again.`);
      }
    },
    /** Answers the invitation (its link to show when it was not e-mailed), or null when refused. */
    resendInvitation: async (user: ManagedUser): Promise<Invitation | null> => {
      const email = user.email;
      try {
        const invitation = await resendInvitation(user.id).unwrap();
        notify({
          title: t`Invitation sent`,
          description: invitation.emailed ? t`A new link was e-mailed to ${email}.` : t`A new link was made for ${email}.`,
          variant: 'success',
        });
        return invitation;
      } catch (error) {
        fail(error, t`Failed to send the invitation again. Please try again.`);
        return null;
      }
    },
    resending: resending.isLoading,
    remove: async (user: ManagedUser) => {
      const email = user.email;
      try {
        await remove(user.id).unwrap();
        notify({ title: t`User removed`, description: t`${email} can no longer sign in.`, variant: 'success' });
        return true;
      } catch (error) {
        fail(error, t`Failed to remove user. Please try again.`);
        return false;
      }
    },
    removing: removal.isLoading,
    signOutEverywhere: async (user: ManagedUser) => {
      const email = user.email;
      try {
        const { ended } = await signOut(user.id).unwrap();
        notify({
          title: t`Signed out everywhere`,
          description: t`${email} was signed out of ${plural(ended, { one: '# session', other: '# sessions' })}.`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        fail(error, t`Failed to sign this user out. Please try again.`);
        return false;
      }
    },
    signingOut: signingOut.isLoading,
    resetSecondFactor: async (user: ManagedUser) => {
      const email = user.email;
      try {
        const { removed, ended } = await resetSecondFactor(user.id).unwrap();
        notify({
          title: t`Second factor reset`,
          description: t`${email} lost ${plural(removed, { one: '# passkey', other: '# passkeys' })} and was signed out of ${plural(ended, { one: '# session', other: '# sessions' })}; they add a new passkey at their next sign-in.`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        fail(error, t`Failed to reset this user's second factor. Please try again.`);
        return false;
      }
    },
    resetting: resetting.isLoading,
  };
}
