import { preferencesApi } from 'shared/platform/api/preferencesApi';
import { DEFAULT_PREFERENCES, type Preferences, type TableDensity } from 'shared/platform/settings/preferences';

/**
 * The signed-in person's preferences as the shell fetched them (it asks once signed in); the
 * spec's defaults until they arrive or where no shell asked (a module's tests).
 */
export function usePreferences(): Preferences {
  const { data } = preferencesApi.endpoints.getPreferences.useQueryState();
  return data ?? DEFAULT_PREFERENCES;
}

/** Every table's row density: the person's Preferences.tableDensity. */
export function useTableDensity(): TableDensity {
  return usePreferences().tableDensity;
}
