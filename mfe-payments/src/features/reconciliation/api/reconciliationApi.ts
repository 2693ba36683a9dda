import type { ManualMatchBody, StatementSource, LineView, SettlementStatus, UnmatchBody } from 'shared/domain/payments/reconciliation';
import type { PresetBody } from 'shared/domain/payments/statement-layouts';
import type {
  ConfirmedNotSeenPage,
  PresetAnswer,
  Settlement,
  SettlementPayment,
  StatementPreview,
  StatementCounts,
  StatementDetail,
  StatementLine,
  StatementLinesPage,
  StatementSummary,
  StatementUploadProgress,
} from 'shared/domain/payments/reconciliation-answers';
import { baseApi } from 'shared/platform/api/baseApi';

const RECONCILIATION = '/admin/reconciliation';
const STATEMENTS = `${RECONCILIATION}/statements`;
const RECONCILIATION_TAG = { type: 'Payment', id: 'RECONCILIATION' } as const;
const PRESETS_TAG = { type: 'Payment', id: 'RECONCILIATION_PRESETS' } as const;
const SETTLEMENTS = `${RECONCILIATION}/settlements`;
// Joined rather than written `.../${id}/payments`: that piece alone reads as the portal's /payments page.
const settlementPaymentsPath = (settlementId: string) => [SETTLEMENTS, encodeURIComponent(settlementId), 'payments'].join('/');

/** A statement file as sent: CSV text, or an Excel workbook's bytes, with its media type. */
export interface StatementFileBody {
  body: string | ArrayBuffer;
  contentType: string;
}

export interface StatementUpload extends StatementFileBody {
  source: StatementSource;
  name?: string;
  /** A preset's id; none: the source's own header. */
  preset?: string;
}

/** Statements, their lines by tab, and matching by hand (the Reconciliation view). */
export const reconciliationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listStatements: build.query<{ data: StatementSummary[] }, void>({
      query: () => ({ url: STATEMENTS }),
      providesTags: [RECONCILIATION_TAG],
    }),
    getStatement: build.query<StatementDetail, string>({
      query: (id) => ({ url: `${STATEMENTS}/${id}` }),
      // A payment confirmed anywhere changes what is seen but pending or confirmed but not seen.
      providesTags: [RECONCILIATION_TAG, { type: 'Payment', id: 'LIST' }],
    }),
    listStatementLines: build.query<StatementLinesPage, { id: string; outcome: LineView; cursor?: string }>({
      query: ({ id, outcome, cursor }) => ({ url: `${STATEMENTS}/${id}/lines`, params: { outcome, ...(cursor && { cursor }) } }),
      providesTags: [RECONCILIATION_TAG, { type: 'Payment', id: 'LIST' }],
    }),
    listConfirmedNotSeen: build.query<ConfirmedNotSeenPage, { id: string; cursor?: string }>({
      query: ({ id, cursor }) => ({ url: `${STATEMENTS}/${id}/confirmed-not-seen`, params: cursor ? { cursor } : {} }),
      providesTags: [RECONCILIATION_TAG, { type: 'Payment', id: 'LIST' }],
    }),
    // The counts at once (201), or, for a large file, its progress (202), followed by getUploadProgress.
    uploadStatement: build.mutation<StatementCounts | StatementUploadProgress, StatementUpload>({
      query: ({ body, contentType, source, name, preset }) => ({
        url: STATEMENTS,
        method: 'POST',
        params: { source, ...(name && { name }), ...(preset && { preset }) },
        body,
        // The same key as the base query's JSON default, which it replaces.
        headers: { 'Content-Type': contentType },
      }),
      invalidatesTags: [RECONCILIATION_TAG],
    }),
    // A read that writes nothing, but POST (the file is its body): a mutation, called when a file or preset is chosen.
    previewStatement: build.mutation<StatementPreview, StatementFileBody & { preset?: string }>({
      query: ({ body, contentType, preset }) => ({
        url: `${RECONCILIATION}/preview`,
        method: 'POST',
        params: preset ? { preset } : {},
        body,
        headers: { 'Content-Type': contentType },
      }),
    }),
    listPresets: build.query<{ data: PresetAnswer[] }, void>({
      query: () => ({ url: `${RECONCILIATION}/presets` }),
      providesTags: [PRESETS_TAG],
    }),
    savePreset: build.mutation<PresetAnswer, PresetBody>({
      query: (body) => ({ url: `${RECONCILIATION}/presets`, method: 'POST', body }),
      invalidatesTags: [PRESETS_TAG],
    }),
    listSettlements: build.query<{ data: Settlement[] }, { status?: SettlementStatus }>({
      query: ({ status }) => ({ url: SETTLEMENTS, params: status ? { status } : {} }),
      // A statement uploaded (a gateway report or the bank's credit) changes them.
      providesTags: [RECONCILIATION_TAG],
    }),
    listSettlementPayments: build.query<{ data: SettlementPayment[] }, string>({
      query: (settlementId) => ({ url: settlementPaymentsPath(settlementId) }),
      providesTags: [RECONCILIATION_TAG, { type: 'Payment', id: 'LIST' }],
    }),
    getUploadProgress: build.query<StatementUploadProgress, string>({
      query: (id) => ({ url: `${STATEMENTS}/${id}/progress` }),
      // The list holds only matched statements: the one uploaded joins it when its matching ends, long
      // after the upload's own invalidation refetched the list. Reloaded once, then.
      async onQueryStarted(_id, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data;
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.status === 'ready' && before?.status !== 'ready') dispatch(baseApi.util.invalidateTags([RECONCILIATION_TAG]));
      },
    }),
    matchLine: build.mutation<StatementLine, { id: string; line: number } & ManualMatchBody>({
      query: ({ id, line, ...body }) => ({ url: `${STATEMENTS}/${id}/lines/${line}/match`, method: 'PUT', body }),
      invalidatesTags: [RECONCILIATION_TAG],
    }),
    unmatchLine: build.mutation<StatementLine, { id: string; line: number } & UnmatchBody>({
      query: ({ id, line, ...body }) => ({ url: `${STATEMENTS}/${id}/lines/${line}/match`, method: 'DELETE', body }),
      invalidatesTags: [RECONCILIATION_TAG],
    }),
  }),
});

export const {
  useListStatementsQuery,
  useGetStatementQuery,
  useListStatementLinesQuery,
  useListConfirmedNotSeenQuery,
  useUploadStatementMutation,
  usePreviewStatementMutation,
  useListPresetsQuery,
  useSavePresetMutation,
  useListSettlementsQuery,
  useListSettlementPaymentsQuery,
  useGetUploadProgressQuery,
  useMatchLineMutation,
  useUnmatchLineMutation,
} = reconciliationApi;
