import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { registerReleaseBodySchema } from 'shared/domain/releases/releases';
import { labelsIn } from 'shared/ui/labelMessages';
import { useFormFields } from 'shared/forms/useFormFields';
import { useNotify } from 'shared/platform/ui/notifications';
import { useRegisterReleaseMutation } from '../api/releasesApi';

const EMPTY = { remote: '', version: '', manifestUrl: '', gitSha: '' };

/** Registering a build from the Modules tab: checked by the API's own schema first, the API's refusal kept in words beside the form. */
export function useRegisterBuild() {
  const form = useFormFields(registerReleaseBodySchema, EMPTY, {
    input: ({ gitSha, ...rest }) => ({ ...rest, ...(gitSha.trim() && { gitSha: gitSha.trim() }) }),
  });
  const [register, { isLoading }] = useRegisterReleaseMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();

  const submit = async () => {
    setRefusal(null);
    const body = form.validate();
    if (!body) return;
    try {
      await register(body).unwrap();
      form.reset();
      const moduleName = labelsIn(i18n).module(body.remote);
      const version = body.version;
      notify({
        title: t`Build registered`,
        description: t`${moduleName} ${version} is registered; no browser loads it until it is rolled out.`,
        variant: 'success',
      });
    } catch (error) {
      setRefusal(apiErrorMessage(error, t`The build could not be registered. Please try again.`));
    }
  };

  return { form, submit, busy: isLoading, refusal };
}
