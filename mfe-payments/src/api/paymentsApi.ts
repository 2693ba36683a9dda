import { recordAfterChange } from 'shared/api/apiError';
import type { Registration } from 'shared/domain/registration';
import { acknowledgedStatusOf, LIST_CONFIRMATION_NOTE } from 'shared/domain/transitions';
import { baseApi } from 'shared/platform/api/baseApi';

export type ConfirmOfflinePaymentRequest = Pick<Registration, 'registrationId' | 'version' | 'payment' | 'status'>;

/** What changing one registration's payment reloads: that registration, the lists, counts and trails, and the receipt views. */
export const paymentChangeTags = (registrationId: string) => [
  { type: 'Registration' as const, id: registrationId },
  { type: 'Registration' as const, id: 'LIST' },
  { type: 'Payment' as const, id: registrationId },
  { type: 'Payment' as const, id: 'LIST' },
  { type: 'Payment' as const, id: 'RECEIPTS' },
  { type: 'Payment' as const, id: 'APPROVALS' },
  { type: 'Payment' as const, id: 'COLLECTIONS' },
  'Stats' as const,
  'Activity' as const,
  'Audit' as const,
];

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
      query: ({ registrationId, version, payment, status }) => ({
        url: `/admin/register/${encodeURIComponent(registrationId)}`,
        method: 'PUT',
        body: {
          payment: { paymentId: payment.paymentId, amount: payment.amount, status: 'success', mode: 'offline' },
          adminNote: LIST_CONFIRMATION_NOTE,
          version,
          ...acknowledgedStatusOf({ status }),
        },
      }),
      // Whatever the answer, every screen showing this registration or the counts reloads.
      invalidatesTags: (_result, _error, { registrationId }) => paymentChangeTags(registrationId),
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
