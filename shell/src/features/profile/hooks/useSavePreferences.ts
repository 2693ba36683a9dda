import { useLingui } from '@lingui/react/macro';
import { useUpdatePreferencesMutation } from 'shared/platform/api/preferencesApi';
import type { Preferences } from 'shared/platform/settings/preferences';
import { useNotify } from 'shared/platform/ui/notifications';
import { useApiErrorMessage } from 'shared/hooks/useApiErrorMessage';
import { languageShown } from '../../../lib/language/languageShown';
import { moduleCatalogues } from '../../../locales/catalogues';

/** Saves the Preferences tab; every module follows the new set at once, and the notice comes in the language chosen. */
export function useSavePreferences() {
  const notify = useNotify();
  const { t, i18n } = useLingui();
  const apiErrorMessage = useApiErrorMessage();
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  const save = async (preferences: Preferences) => {
    try {
      await update(preferences).unwrap();
      await languageShown(i18n, moduleCatalogues, preferences.locale);
      notify({ title: t`Preferences saved`, variant: 'success' });
    } catch (error) {
      notify({ title: t`Error`, description: apiErrorMessage(error, t`Your preferences could not be saved.`), variant: 'error' });
    }
  };
  return { save, saving: isLoading };
}
