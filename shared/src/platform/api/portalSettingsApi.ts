import type { PortalSettings } from 'shared/platform/settings/featureFlags';
import { baseApi } from 'shared/platform/api/baseApi';

/** GET /admin/portal-settings: branding, feature flags and the approval threshold, readable by every staff role. */
export const portalSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPortalSettings: build.query<PortalSettings, void>({
      query: () => '/admin/portal-settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPortalSettingsQuery } = portalSettingsApi;
