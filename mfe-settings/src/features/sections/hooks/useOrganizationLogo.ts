import { useLingui } from '@lingui/react/macro';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { useNotify } from 'shared/platform/ui/notifications';
import { useGetOrganizationLogoQuery, useRemoveOrganizationLogoMutation, useUploadOrganizationLogoMutation } from '../api/settingsApi';

/** The logo receipts print: its preview, an upload (refusals told in the person's language) and its removal. */
export function useOrganizationLogo() {
  const { data, isLoading } = useGetOrganizationLogoQuery();
  const [upload, uploading] = useUploadOrganizationLogoMutation();
  const [remove, removing] = useRemoveOrganizationLogoMutation();
  const notify = useNotify();
  const { t } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await action();
      notify({ title: t`Settings saved`, description: done, variant: 'success' });
    } catch (error) {
      notify({ title: t`Logo not changed`, description: apiErrorMessage(error, failed), variant: 'error' });
    }
  };

  return {
    logo: data?.logo ?? null,
    isLoading,
    busy: uploading.isLoading || removing.isLoading,
    upload: (file: File) => run(() => upload(file).unwrap(), t`Receipts now print this logo.`, t`The logo could not be uploaded. Please try again.`),
    remove: () => run(() => remove().unwrap(), t`Receipts print no logo now.`, t`The logo could not be removed. Please try again.`),
  };
}
