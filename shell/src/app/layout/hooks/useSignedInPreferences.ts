import { useEffect, useLayoutEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { preferencesApi, useGetPreferencesQuery } from 'shared/platform/api/preferencesApi';
import { DEFAULT_PREFERENCES, setDisplayFormat, type Preferences } from 'shared/platform/settings/preferences';
import { useSession } from '../../../lib/auth/useSession';
import { rememberedPreferences, rememberPreferences } from '../utils/rememberedPreferences';

/**
 * Fetches the signed-in person's preferences for every module (they read the one
 * cache entry) and makes their locale and time zone the portal's date and number format. Answers
 * the preferences, whether they are known (read, remembered by this browser, or could not be read:
 * then the spec's defaults), and a key that changes with the format: the screen under it is drawn
 * again with it.
 */
export function useSignedInPreferences(): { preferences: Preferences; ready: boolean; formatKey: string } {
  const dispatch = useDispatch();
  const uid = useSession().user?.uid;
  const [remembered] = useState(() => (uid ? rememberedPreferences(uid) : null));
  // Read again at every start, remembered or not: they may have been changed on another device.
  const { data, isError } = useGetPreferencesQuery(undefined, { refetchOnMountOrArgChange: true });
  // Into the cache before the screen first renders (a layout effect: nothing is painted in between),
  // so that every module draws with them while they are read again.
  useLayoutEffect(() => {
    if (remembered) dispatch(preferencesApi.util.upsertQueryEntries([{ endpointName: 'getPreferences', arg: undefined, value: remembered }]));
  }, [dispatch, remembered]);
  useEffect(() => {
    if (data && uid) rememberPreferences(uid, data);
  }, [uid, data]);
  // Once the screen is drawn it stays: a refetch after a failed read (data gone while it runs) must
  // not take the screen, and any dialog open on it, away. Only a new format draws it again.
  const [settled, setSettled] = useState(false);
  if (!settled && (data !== undefined || isError)) setSettled(true);
  const preferences = data ?? DEFAULT_PREFERENCES;
  // Set while rendering, before the screen below renders with it; setting the same twice is harmless.
  setDisplayFormat({ locale: preferences.locale, timeZone: preferences.timezone });
  return { preferences, ready: settled || data !== undefined || isError, formatKey: `${preferences.locale}|${preferences.timezone}` };
}
