import { unwrapData } from 'shared/api/unwrapData';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';
import type { ImportReport } from 'shared/domain/imports/registration-import-answers';
import type { ExportKind } from 'shared/domain/settings/settings';
import type { DataExport } from 'shared/domain/settings/settings-answers';

/** Data exports and registration imports; an import changes what every module shows. */
export const dataApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getExports: build.query<DataExport[], void>({
      query: () => '/admin/exports',
      transformResponse: unwrapData,
      providesTags: ['Settings'],
    }),
    startExport: build.mutation<DataExport, ExportKind>({
      query: (kind) => ({ url: '/admin/exports', method: 'POST', body: { kind } }),
      invalidatesTags: ['Settings'],
    }),
    previewImport: build.mutation<ImportReport, string>({
      query: (csv) => ({ url: '/admin/imports/preview', method: 'POST', body: { csv } }),
    }),
    /** `sendConfirmations`: each registrant imported gets registration-confirmation (sent only when true, as older APIs take no such field). */
    commitImport: build.mutation<{ imported: number }, { csv: string; sendConfirmations: boolean }>({
      query: ({ csv, sendConfirmations }) => ({ url: '/admin/imports', method: 'POST', body: { csv, ...(sendConfirmations && { sendConfirmations }) } }),
      // Many registrations at once, as the live feed announces an import.
      invalidatesTags: tagsForChange({ type: 'registration', id: null }),
    }),
  }),
});

export const { useGetExportsQuery, useStartExportMutation, usePreviewImportMutation, useCommitImportMutation } = dataApi;
