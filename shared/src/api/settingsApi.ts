import type { ImportReport } from '../domain/registration-import';
import type {
  AuditSettings, Center, CenterInput, DataExport, ExportKind, FeatureFlagKey, FeatureFlags, Invitation, InviteBody, ManagedRole, ManagedUser,
  NotificationTemplate, OrganizationSettings, PaymentSettings, SettingsSnapshot, TemplateUpdateBody, Versioned,
} from '../domain/settings';
// By package name, not './baseApi': a remote that loads this file itself must still reach the
// shell's one api slice through the shared scope, which matches only 'shared/...' requests.
import { baseApi } from 'shared/api/baseApi';

/** Each section the Settings screen saves whole, with the version it was edited from. */
export type SectionSave =
  | { section: 'organization'; value: OrganizationSettings; version: number }
  | { section: 'payment'; value: PaymentSettings; version: number }
  | { section: 'audit'; value: AuditSettings; version: number };

const data = <T>(answer: { data: T }) => answer.data;

/** The Settings screen's calls (superadmin only). 'Settings' also refreshes every reader's portal settings. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SettingsSnapshot, void>({
      query: () => '/admin/settings',
      providesTags: ['Settings'],
    }),
    saveSettingsSection: build.mutation<Versioned<unknown>, SectionSave>({
      query: ({ section, value, version }) => ({ url: `/admin/settings/${section}`, method: 'PUT', body: { value, version } }),
      invalidatesTags: ['Settings'],
    }),
    setFeatureFlag: build.mutation<Versioned<FeatureFlags>, { key: FeatureFlagKey; enabled: boolean }>({
      query: ({ key, enabled }) => ({ url: `/admin/feature-flags/${key}`, method: 'PUT', body: { enabled } }),
      invalidatesTags: ['Settings'],
    }),
    getCenters: build.query<Center[], void>({
      query: () => '/admin/centers',
      transformResponse: data<Center[]>,
      providesTags: ['Settings'],
    }),
    createCenter: build.mutation<Center, CenterInput>({
      query: (body) => ({ url: '/admin/centers', method: 'POST', body }),
      invalidatesTags: ['Settings'],
    }),
    updateCenter: build.mutation<Center, CenterInput & { id: string; version: number }>({
      query: ({ id, ...body }) => ({ url: `/admin/centers/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    deleteCenter: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/centers/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Settings'],
    }),
    getNotificationTemplates: build.query<NotificationTemplate[], void>({
      query: () => '/admin/notification-templates',
      transformResponse: data<NotificationTemplate[]>,
      providesTags: ['Settings'],
    }),
    updateNotificationTemplate: build.mutation<NotificationTemplate, TemplateUpdateBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/admin/notification-templates/${id}`, method: 'PUT', body }),
      invalidatesTags: ['Settings'],
    }),
    getStaffAccounts: build.query<ManagedUser[], void>({
      query: () => '/admin/staff-accounts',
      transformResponse: data<ManagedUser[]>,
      providesTags: ['Staff'],
    }),
    inviteStaff: build.mutation<Invitation, InviteBody>({
      query: (body) => ({ url: '/admin/staff-accounts', method: 'POST', body }),
      invalidatesTags: ['Staff'],
    }),
    changeStaffRole: build.mutation<ManagedUser, { id: string; role: ManagedRole }>({
      query: ({ id, role }) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}/role`, method: 'PUT', body: { role } }),
      invalidatesTags: ['Staff'],
    }),
    removeStaff: build.mutation<ManagedUser, string>({
      query: (id) => ({ url: `/admin/staff-accounts/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Staff'],
    }),
    getExports: build.query<DataExport[], void>({
      query: () => '/admin/exports',
      transformResponse: data<DataExport[]>,
      providesTags: ['Settings'],
    }),
    startExport: build.mutation<DataExport, ExportKind>({
      query: (kind) => ({ url: '/admin/exports', method: 'POST', body: { kind } }),
      invalidatesTags: ['Settings'],
    }),
    previewImport: build.mutation<ImportReport, string>({
      query: (csv) => ({ url: '/admin/imports/preview', method: 'POST', body: { csv } }),
    }),
    commitImport: build.mutation<{ imported: number }, string>({
      query: (csv) => ({ url: '/admin/imports', method: 'POST', body: { csv } }),
      invalidatesTags: ['Registration', 'Stats', 'Activity', 'Audit'],
    }),
  }),
});

export const {
  useGetSettingsQuery, useSaveSettingsSectionMutation, useSetFeatureFlagMutation,
  useGetCentersQuery, useCreateCenterMutation, useUpdateCenterMutation, useDeleteCenterMutation,
  useGetNotificationTemplatesQuery, useUpdateNotificationTemplateMutation,
  useGetStaffAccountsQuery, useInviteStaffMutation, useChangeStaffRoleMutation, useRemoveStaffMutation,
  useGetExportsQuery, useStartExportMutation, usePreviewImportMutation, useCommitImportMutation,
} = settingsApi;
