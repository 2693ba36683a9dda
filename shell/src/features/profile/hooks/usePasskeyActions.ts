import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import type { Passkey } from 'shared/domain/auth/passkeys-answers';
import { useNotify } from 'shared/platform/ui/notifications';
import { useRemovePasskeyMutation, useRenamePasskeyMutation } from '../api/passkeysApi';

/** Renaming and removing a passkey, each reported with a notice; the API's refusal (the last one while 2FA is required) in its words. */
export function usePasskeyActions() {
  const [renameOne, renaming] = useRenamePasskeyMutation();
  const [removeOne, removing] = useRemovePasskeyMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const fail = (error: unknown, fallback: string) => notify({ title: t`Error`, description: apiErrorMessage(error, fallback), variant: 'error' });

  return {
    rename: async (passkey: Passkey, name: string): Promise<boolean> => {
      try {
        await renameOne({ id: passkey.id, name }).unwrap();
        notify({ title: t`Passkey renamed`, description: t`It is now called ${name}.`, variant: 'success' });
        return true;
      } catch (error) {
        fail(error, t`The passkey could not be renamed. Please try again.`);
        return false;
      }
    },
    remove: async (passkey: Passkey): Promise<boolean> => {
      try {
        await removeOne(passkey.id).unwrap();
        const { name: removed } = passkey;
        notify({ title: t`Passkey removed`, description: t`${removed} can no longer sign you in.`, variant: 'success' });
        return true;
      } catch (error) {
        fail(error, t`The passkey could not be removed. Please try again.`);
        return false;
      }
    },
    busy: renaming.isLoading || removing.isLoading,
  };
}
