import type { Collections } from 'shared/domain/payments/receipts-answers';
import { baseApi } from 'shared/platform/api/baseApi';

/** Each day's collections (the Collections view). */
export const collectionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCollections: build.query<Collections, { from: string; to: string; timeZone: string }>({
      query: ({ from, to, timeZone }) => ({ url: '/admin/payments/collections', params: { from, to, tz: timeZone } }),
      // A payment changed anywhere (tagsForChange: the live feed's or a write's here) reloads the view.
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
  }),
});

export const { useGetCollectionsQuery } = collectionsApi;
