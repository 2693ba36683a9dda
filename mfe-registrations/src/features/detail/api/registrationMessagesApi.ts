import type { Message, MessagesPage } from 'shared/domain/messages/messages';
import { baseApi } from 'shared/platform/api/baseApi';

/** The messages of one registration: tagged by its id, so a resend (anywhere) or a change of the registration reloads them. */
const messagesOf = (registrationId: string) => ({ type: 'Message' as const, id: registrationId });

/** A registration's page: what was sent to its registrant, and Resend on a failed one. */
export const registrationMessagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/messages?registrationId=…: newest first; anyone who may read the registration may read them. */
    getRegistrationMessages: build.query<MessagesPage, string>({
      query: (registrationId) => ({ url: '/admin/messages', params: { registrationId } }),
      providesTags: (_result, _error, registrationId) => [messagesOf(registrationId)],
    }),
    /** POST /admin/messages/{id}/resend (admins): a new copy, queued and audited. */
    resendRegistrationMessage: build.mutation<{ data: Message[] }, string>({
      query: (id) => ({ url: `/admin/messages/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      // Every list of messages (the Messages screen's too), and the audit trail, where the resend is recorded.
      invalidatesTags: ['Message', 'Audit'],
    }),
  }),
});

export const { useGetRegistrationMessagesQuery, useResendRegistrationMessageMutation } = registrationMessagesApi;
