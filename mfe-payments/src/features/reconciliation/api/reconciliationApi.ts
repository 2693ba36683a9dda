import type { ManualMatchBody, StatementSource, ColumnMapping, LineView, UnmatchBody } from 'shared/domain/payments/reconciliation';
import type {
  ConfirmedNotSeenPage,
  StatementCounts,
  StatementDetail,
  StatementLine,
  StatementLinesPage,
  StatementSummary,
  StatementUploadProgress,
} from 'shared/domain/payments/reconciliation-answers';
import { baseApi } from 'shared/platform/api/baseApi';

const STATEMENTS = '/admin/reconciliation/statements';
const RECONCILIATION_TAG = { type: 'Payment', id: 'RECONCILIATION' } as const;

export interface StatementUpload {
  csv: string;
  source: StatementSource;
  name?: string;
  mapping: ColumnMapping;
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
      query: ({ csv, source, name, mapping }) => ({
        url: STATEMENTS,
        method: 'POST',
        params: { source, ...(name && { name }), mapping: JSON.stringify(mapping) },
        body: csv,
        // The same key as the base query's JSON default, which it replaces.
        headers: { 'Content-Type': 'text/csv' },
      }),
      invalidatesTags: [RECONCILIATION_TAG],
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
  useGetUploadProgressQuery,
  useMatchLineMutation,
  useUnmatchLineMutation,
} = reconciliationApi;
