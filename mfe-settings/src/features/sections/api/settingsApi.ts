import type { AuditSettings, OrganizationSettings, PaymentSettings, Versioned } from 'shared/domain/settings/settings';
import type { OrganizationLogoAnswer, SettingsSnapshot } from 'shared/domain/settings/settings-answers';
import { baseApi } from 'shared/platform/api/baseApi';

/** Each section the Settings screen saves whole, with the version it was edited from. */
export type SectionSave =
  | { section: 'organization'; value: OrganizationSettings; version: number }
  | { section: 'payment'; value: PaymentSettings; version: number }
  | { section: 'audit'; value: AuditSettings; version: number };

/** The settings snapshot and its sections (superadmin only). 'Settings' also refreshes every reader's portal settings. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SettingsSnapshot, void>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
    saveSettingsSection: build.mutation<Versioned<unknown>, SectionSave>({
      query: ({ section, value, version }) => ({ url: `/admin/settings/${section}`, method: 'PUT', body: { value, version } }),
      invalidatesTags: ['Settings'],
      // The saved section and its new version are in the cache at once, before the refetch: the
      // form shows what was saved, and a second save at once sends the version it now has.
      async onQueryStarted({ section }, { dispatch, queryFulfilled }) {
        const { data: saved } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!saved) return;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (snapshot) => {
            snapshot[section] = saved as never;
          }),
        );
      },
    }),
    getOrganizationLogo: build.query<OrganizationLogoAnswer, void>({
      query: () => '/admin/settings/organization/logo',
      providesTags: ['Settings'],
    }),
    // The file's bytes as they are; the API reads its type from them.
    uploadOrganizationLogo: build.mutation<OrganizationLogoAnswer, File>({
      query: (file) => ({
        url: '/admin/settings/organization/logo',
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      }),
      invalidatesTags: ['Settings'],
    }),
    removeOrganizationLogo: build.mutation<OrganizationLogoAnswer, void>({
      query: () => ({ url: '/admin/settings/organization/logo', method: 'DELETE' }),
      invalidatesTags: ['Settings'],
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useSaveSettingsSectionMutation,
  useGetOrganizationLogoQuery,
  useUploadOrganizationLogoMutation,
  useRemoveOrganizationLogoMutation,
} = settingsApi;
