import { useState } from 'react';
import { useGetPreferencesQuery } from 'shared/platform/api/preferencesApi';
import { DEFAULT_PREFERENCES, setDisplayFormat, type Preferences } from 'shared/platform/settings/preferences';

/**
 * Fetches the signed-in person's preferences for every module (they read the one cache entry)
 * and makes their locale and time zone the portal's date and number format. Answers the
 * preferences, whether they have been read (or could not be: then the spec's defaults), and a
 * key that changes with the format: the screen under it is drawn again with it.
 */
export function useSignedInPreferences(): { preferences: Preferences; ready: boolean; formatKey: string } {
  const { data, isError } = useGetPreferencesQuery();
  // Once the screen is drawn it stays: a refetch after a failed read (data gone while it runs) must
  // not take the screen, and any dialog open on it, away. Only a new format draws it again.
  const [settled, setSettled] = useState(false);
  if (!settled && (data !== undefined || isError)) setSettled(true);
  const preferences = data ?? DEFAULT_PREFERENCES;
  // Set while rendering, before the screen below renders with it; setting the same twice is harmless.
  setDisplayFormat({ locale: preferences.locale, timeZone: preferences.timezone });
  return { preferences, ready: settled || data !== undefined || isError, formatKey: `${preferences.locale}|${preferences.timezone}` };
}
