import { baseApi } from 'shared/platform/api/baseApi';
import type { Versioned } from 'shared/domain/settings/settings';
import type { FeatureFlagKey, FeatureFlags } from 'shared/platform/settings/featureFlags';

/** Turns a flag on or off; 'Settings' refreshes every module's portal settings. */
export const featureFlagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    setFeatureFlag: build.mutation<Versioned<FeatureFlags>, { key: FeatureFlagKey; enabled: boolean }>({
      query: ({ key, enabled }) => ({ url: `/admin/feature-flags/${key}`, method: 'PUT', body: { enabled } }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const { useSetFeatureFlagMutation } = featureFlagsApi;
