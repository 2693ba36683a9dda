import type { OfflineQueuePage } from 'shared/domain/payments/offline-payments';
import { baseApi } from 'shared/platform/api/baseApi';

export interface OfflineQueueRequest {
  q?: string;
  /** nextCursor of the page before; absent for the first page. */
  after?: string;
  limit?: number;
}

/** The offline payments awaiting confirmation, oldest first (spec section 7). */
export const offlineQueueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listOfflinePaymentQueue: build.query<OfflineQueuePage, OfflineQueueRequest>({
      query: ({ q, after, limit }) => ({
        url: '/admin/payments/awaiting-confirmation',
        params: { ...(q && { q }), ...(after && { after }), ...(limit !== undefined && { limit: String(limit) }) },
      }),
      providesTags: (page) => [{ type: 'Payment', id: 'LIST' }, ...(page?.data ?? []).map((r) => ({ type: 'Payment' as const, id: r.registrationId }))],
    }),
  }),
});

export const { useListOfflinePaymentQueueQuery } = offlineQueueApi;
