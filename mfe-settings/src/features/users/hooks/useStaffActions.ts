import { apiErrorMessage } from 'shared/api/apiError';
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
import { EVERY_CENTRE_LABEL } from 'shared/domain/common/labels';

/** Role change, a new invitation link, removal, signing out everywhere and resetting a second factor, each reported with the spec's notice; the server's refusal is shown as it says. */
export function useStaffActions() {
  const [changeRole] = useChangeStaffRoleMutation();
  const [changeCenters] = useChangeStaffCentersMutation();
  const [remove, removal] = useRemoveStaffMutation();
  const [resendInvitation, resending] = useResendInvitationMutation();
  const [signOut, signingOut] = useSignOutEverywhereMutation();
  const [resetSecondFactor, resetting] = useResetSecondFactorMutation();
  const notify = useNotify();

  const fail = (error: unknown, fallback: string) => notify({ title: 'Error', description: apiErrorMessage(error, fallback), variant: 'error' });

  return {
    changeRole: async (user: ManagedUser, role: ManagedRole) => {
      try {
        await changeRole({ id: user.id, role }).unwrap();
        notify({ title: 'Role updated', description: `${user.name} is now ${role}.`, variant: 'success' });
      } catch (error) {
        fail(error, 'Failed to update role. Please try again.');
      }
    },
    changeCenters: async (user: ManagedUser, centers: string[]) => {
      try {
        await changeCenters({ id: user.id, centers }).unwrap();
        const seen = centers.length === 0 ? EVERY_CENTRE_LABEL.toLowerCase() : centers.join(', ');
        notify({ title: 'Centers updated', description: `${user.name} now sees ${seen}.`, variant: 'success' });
      } catch (error) {
        fail(error, 'Failed to update centers. Please try again.');
      }
    },
    /** Answers the invitation (its link to show when it was not e-mailed), or null when refused. */
    resendInvitation: async (user: ManagedUser): Promise<Invitation | null> => {
      try {
        const invitation = await resendInvitation(user.id).unwrap();
        const how = invitation.emailed ? 'A new link was e-mailed to' : 'A new link was made for';
        notify({ title: 'Invitation sent', description: `${how} ${user.email}.`, variant: 'success' });
        return invitation;
      } catch (error) {
        fail(error, 'Failed to send the invitation again. Please try again.');
        return null;
      }
    },
    resending: resending.isLoading,
    remove: async (user: ManagedUser) => {
      try {
        await remove(user.id).unwrap();
        notify({ title: 'User removed', description: `${user.email} can no longer sign in.`, variant: 'success' });
        return true;
      } catch (error) {
        fail(error, 'Failed to remove user. Please try again.');
        return false;
      }
    },
    removing: removal.isLoading,
    signOutEverywhere: async (user: ManagedUser) => {
      try {
        const { ended } = await signOut(user.id).unwrap();
        const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
        notify({ title: 'Signed out everywhere', description: `${user.email} was signed out of ${sessions}.`, variant: 'success' });
        return true;
      } catch (error) {
        fail(error, 'Failed to sign this user out. Please try again.');
        return false;
      }
    },
    signingOut: signingOut.isLoading,
    resetSecondFactor: async (user: ManagedUser) => {
      try {
        const { removed, ended } = await resetSecondFactor(user.id).unwrap();
        const passkeys = removed === 1 ? '1 passkey' : `${removed} passkeys`;
        const sessions = ended === 1 ? '1 session' : `${ended} sessions`;
        notify({
          title: 'Second factor reset',
          description: `${user.email} lost ${passkeys} and was signed out of ${sessions}; they add a new passkey at their next sign-in.`,
          variant: 'success',
        });
        return true;
      } catch (error) {
        fail(error, "Failed to reset this user's second factor. Please try again.");
        return false;
      }
    },
    resetting: resetting.isLoading,
  };
}
