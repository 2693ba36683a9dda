import { recordAfterChange } from 'shared/api/apiError';
import { registerChangeRequest } from 'shared/api/registerChange';
import type { PaymentMethod } from 'shared/domain/common/enums';
import type { Registration } from 'shared/domain/registrations/registration';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';

export type ConfirmOfflinePaymentRequest = Pick<Registration, 'registrationId' | 'version' | 'payment' | 'status'> & { method?: PaymentMethod | null };

/** Payment lookup and offline confirmation (spec sections 2 and 7): the lookup, the queue and reconciliation use both. */
export const paymentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** By merchant transaction id first, then, on 404, by payment id; null when neither finds one. */
    lookupPayment: build.query<Registration | null, string>({
      async queryFn(id, _api, _extra, baseQuery) {
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
