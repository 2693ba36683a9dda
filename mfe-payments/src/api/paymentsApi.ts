import { recordAfterChange } from 'shared/api/apiError';
import { registerChangeRequest } from 'shared/api/registerChange';
import type { PaymentMethod } from 'shared/domain/common/enums';
import { RECEIPT_NUMBER_SHAPE } from 'shared/domain/payments/receipt-number';
import { listQueryParams } from 'shared/domain/registrations/list-rules';
import type { ListPage, Registration } from 'shared/domain/registrations/registration';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';

export type ConfirmOfflinePaymentRequest = Pick<Registration, 'registrationId' | 'version' | 'payment' | 'status'> & { method?: PaymentMethod | null };

/** Payment lookup and offline confirmation (spec sections 2 and 7): the lookup, the queue and reconciliation use both. */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A receipt number by the registrations search, whose exact key it is (any letter case, a
     * cancelled receipt's too); anything else by merchant transaction id first, then, on 404, by
     * payment id; null when none finds one.
     */
    lookupPayment: build.query<Registration | null, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        if (RECEIPT_NUMBER_SHAPE.test(id)) {
          const byReceipt = await baseQuery({ url: '/admin/registrations', params: listQueryParams({ q: id, limit: 1, withTotal: false }) });
          if (byReceipt.error) return { error: byReceipt.error };
          return { data: (byReceipt.data as Pick<ListPage<Registration>, 'data'>).data[0] ?? null };
        }
        const byMerchantTransaction = await baseQuery({
          url: '/admin/find-by-merchant-transaction-id',
          params: { merchantTransactionId: id },
        });
        if (!byMerchantTransaction.error) return { data: byMerchantTransaction.data as Registration };
        if (byMerchantTransaction.error.status !== 404) return { error: byMerchantTransaction.error };
        const byPaymentId = await baseQuery({ url: '/admin/find-by-payment-id', params: { paymentId: id } });
        if (byPaymentId.error) return { error: byPaymentId.error };
        return { data: (byPaymentId.data as Registration | null) ?? null };
      },
      providesTags: (registration) => (registration ? [{ type: 'Payment', id: registration.registrationId }] : []),
    }),

    /** PUT /admin/register/{id} from the copy on screen: a stale version answers 409 with the current row. */
    confirmOfflinePayment: build.mutation<Registration, ConfirmOfflinePaymentRequest>({
      query: (registration) =>
        registerChangeRequest({ registration, change: 'confirmPayment', paymentShown: registration.payment, method: registration.method }),
      // Whatever the answer, every screen showing this registration or the counts reloads.
      invalidatesTags: (_result, _error, { registrationId }) => tagsForChange({ type: 'payment', id: registrationId }),
      // Lookups showing the registration show its new state at once, before they reload.
      async onQueryStarted({ registrationId }, { dispatch, getState, queryFulfilled }) {
        const latest = await recordAfterChange(queryFulfilled);
        if (!latest) return;
        const shown = paymentsApi.util
          .selectInvalidatedBy(getState(), [{ type: 'Payment', id: registrationId }])
          .filter((entry) => entry.endpointName === 'lookupPayment');
        for (const { originalArgs } of shown) {
          dispatch(paymentsApi.util.updateQueryData('lookupPayment', originalArgs as string, () => latest));
        }
      },
    }),
  }),
});

export const { useLookupPaymentQuery, useLazyLookupPaymentQuery, useConfirmOfflinePaymentMutation } = paymentsApi;
