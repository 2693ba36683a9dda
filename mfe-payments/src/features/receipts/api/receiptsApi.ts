import type { CancelReceiptBody } from 'shared/domain/payments/receipts';
import type { ReceiptRegisterPage } from 'shared/domain/payments/receipts-answers';
import type { Registration } from 'shared/domain/registrations/registration';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';
import type { ReceiptFilters } from '../../../hooks/useReceiptFilters';

/** The register's filters as query parameters, with the person's time zone. */
export const registerParams = (filters: ReceiptFilters, timeZone: string): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
  tz: timeZone,
});

/** The receipt register and cancelling a receipt (the Receipts view). */
export const receiptsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listReceipts: build.query<ReceiptRegisterPage, { filters: ReceiptFilters; timeZone: string; cursor?: string }>({
      query: ({ filters, timeZone, cursor }) => ({
        url: '/admin/receipts',
        params: { ...registerParams(filters, timeZone), limit: '50', ...(cursor && { cursor }) },
      }),
      // A payment changed anywhere (tagsForChange: the live feed's or a write's here) reloads the view.
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    cancelReceipt: build.mutation<Registration, { registrationId: string } & CancelReceiptBody>({
      query: ({ registrationId, ...body }) => ({ url: `/admin/registrations/${encodeURIComponent(registrationId)}/receipt/cancel`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { registrationId }) => tagsForChange({ type: 'payment', id: registrationId }),
    }),
  }),
});

export const { useListReceiptsQuery, useCancelReceiptMutation } = receiptsApi;
