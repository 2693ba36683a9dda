import { useGetPortalSettingsQuery } from 'shared/platform/api/portalSettingsApi';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagKey } from 'shared/platform/settings/featureFlags';

/**
 * Whether an organisation-wide feature is on; `undefined` until the settings arrive, so that a
 * screen can keep the tool's place (unseen) and nothing moves when they do. If they cannot be
 * read, the spec's default holds, so a settings outage never takes a working tool away.
 */
export function useFeatureFlagStatus(key: FeatureFlagKey): boolean | undefined {
  const { data, isError } = useGetPortalSettingsQuery();
  if (data) return data.featureFlags[key];
  return isError ? DEFAULT_FEATURE_FLAGS[key] : undefined;
}

/**
 * Whether an organisation-wide feature is on. Until the settings arrive it is off, so a tool the
 * organisation turned off never shows for a moment and then vanishes.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  return useFeatureFlagStatus(key) ?? false;
}
