import type { ApprovalDecisionBody } from 'shared/domain/payments/receipts';
import type { ListPage, Registration } from 'shared/domain/registrations/registration';
import { baseApi } from 'shared/platform/api/baseApi';
import { tagsForChange } from 'shared/platform/live/staleTags';

/** Confirmations waiting for a second admin, and their decision (the Approvals view). */
export const approvalsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listApprovals: build.query<ListPage<Registration>, void>({
      query: () => ({ url: '/admin/payments/approvals' }),
      // A payment changed anywhere (tagsForChange: the live feed's or a write's here) reloads the view.
      providesTags: [{ type: 'Payment', id: 'LIST' }],
    }),
    decideApproval: build.mutation<Registration, { registrationId: string } & ApprovalDecisionBody>({
      query: ({ registrationId, ...body }) => ({ url: `/admin/registrations/${encodeURIComponent(registrationId)}/approval`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { registrationId }) => tagsForChange({ type: 'payment', id: registrationId }),
    }),
  }),
});

export const { useListApprovalsQuery, useDecideApprovalMutation } = approvalsApi;
