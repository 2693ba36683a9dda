import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagKey } from 'shared/platform/settings/featureFlags';

/**
 * Whether an organisation-wide feature is on. Until the settings arrive it is off, so a tool the
 * organisation turned off never shows for a moment and then vanishes; if they cannot be read,
 * the spec's default holds, so a settings outage never takes a working tool away.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  const { data, isError } = useGetPortalSettingsQuery();
  if (data) return data.featureFlags[key];
  return isError ? DEFAULT_FEATURE_FLAGS[key] : false;
}
