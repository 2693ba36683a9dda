import { apiErrorMessage } from 'shared/api/apiError';
import { useChangeStaffCentersMutation, useChangeStaffRoleMutation, useRemoveStaffMutation } from '../api/staffAccountsApi';
import type { ManagedRole } from 'shared/domain/settings';
import type { ManagedUser } from 'shared/domain/settings-answers';
import { useNotify } from 'shared/platform/ui/notifications';

/** Role change and removal, each reported with the spec's notice; the server's refusal is shown as it says. */
export function useStaffActions() {
  const [changeRole] = useChangeStaffRoleMutation();
  const [changeCenters] = useChangeStaffCentersMutation();
  const [remove, removal] = useRemoveStaffMutation();
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
        const seen = centers.length === 0 ? 'every center' : centers.join(', ');
        notify({ title: 'Centers updated', description: `${user.name} now sees ${seen}.`, variant: 'success' });
      } catch (error) {
        fail(error, 'Failed to update centers. Please try again.');
      }
    },
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
  };
}
