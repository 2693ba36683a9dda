import type { PortalSettings } from 'shared/platform/settings/featureFlags';
import { baseApi } from 'shared/platform/api/baseApi';

/** GET /admin/portal-settings: branding and feature flags, readable by every staff role. */
export const portalSettingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPortalSettings: build.query<PortalSettings, void>({
      query: () => '/admin/portal-settings',
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetPortalSettingsQuery } = portalSettingsApi;
