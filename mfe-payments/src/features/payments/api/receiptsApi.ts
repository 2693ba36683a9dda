import type { ApprovalDecisionBody, CancelReceiptBody, ReceiptStatus } from 'shared/domain/receipts';
import type { Collections, ReceiptRegisterPage } from 'shared/domain/receipts-answers';
import type { ListPage, Registration } from 'shared/domain/registration';
import { baseApi } from 'shared/platform/api/baseApi';
import { paymentChangeTags } from './paymentsApi';

export interface ReceiptFilters {
  from?: string;
  to?: string;
  issuedBy?: string;
  status?: ReceiptStatus;
}

/** The register's filters as query parameters, with the person's time zone. */
export const registerParams = (filters: ReceiptFilters, timeZone: string): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  tz: timeZone,
});

/** The receipt register, approvals and each day's collections (the Receipts, Approvals and Collections views). */
export const receiptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReceipts: build.query<ReceiptRegisterPage, { filters: ReceiptFilters; timeZone: string; cursor?: string }>({
      query: ({ filters, timeZone, cursor }) => ({
        url: '/admin/receipts',
        params: { ...registerParams(filters, timeZone), limit: '50', ...(cursor && { cursor }) },
      }),
      // A payment changed anywhere (the live feed invalidates the LIST) reloads the views too.
      providesTags: [
        { type: 'Payment', id: 'RECEIPTS' },
        { type: 'Payment', id: 'LIST' },
      ],
    }),
    listApprovals: build.query<ListPage<Registration>, void>({
      query: () => ({ url: '/admin/payments/approvals' }),
      providesTags: [
        { type: 'Payment', id: 'APPROVALS' },
        { type: 'Payment', id: 'LIST' },
      ],
    }),
    getCollections: build.query<Collections, { from: string; to: string; timeZone: string }>({
      query: ({ from, to, timeZone }) => ({ url: '/admin/payments/collections', params: { from, to, tz: timeZone } }),
      providesTags: [
        { type: 'Payment', id: 'COLLECTIONS' },
        { type: 'Payment', id: 'LIST' },
      ],
    }),
    decideApproval: build.mutation<Registration, { registrationId: string } & ApprovalDecisionBody>({
      query: ({ registrationId, ...body }) => ({ url: `/admin/registrations/${encodeURIComponent(registrationId)}/approval`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { registrationId }) => paymentChangeTags(registrationId),
    }),
    cancelReceipt: build.mutation<Registration, { registrationId: string } & CancelReceiptBody>({
      query: ({ registrationId, ...body }) => ({ url: `/admin/registrations/${encodeURIComponent(registrationId)}/receipt/cancel`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { registrationId }) => paymentChangeTags(registrationId),
    }),
  }),
});

export const { useListReceiptsQuery, useListApprovalsQuery, useGetCollectionsQuery, useDecideApprovalMutation, useCancelReceiptMutation } = receiptsApi;
