import { useGetPortalSettingsQuery } from 'shared/api/portalSettingsApi';
import { DEFAULT_FEATURE_FLAGS, type FeatureFlagKey } from '../domain/settings';

/**
 * Whether an organisation-wide feature is on. Until the settings arrive, or if they cannot be
 * read, the spec's default holds, so a settings outage never takes a working tool away.
 */
export function useFeatureFlag(key: FeatureFlagKey): boolean {
  const { data } = useGetPortalSettingsQuery();
  return data?.featureFlags[key] ?? DEFAULT_FEATURE_FLAGS[key];
}
