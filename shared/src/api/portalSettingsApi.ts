import type { PortalSettings } from '../domain/settings';
import { baseApi } from 'shared/api/baseApi';

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
