import type { MessageChannel, MessageStatus, MessageTemplate } from 'shared/domain/messages/message-kinds';
import type { Message, MessageCounts, MessageDetail, MessagesPage } from 'shared/domain/messages/messages';
import { baseApi } from 'shared/platform/api/baseApi';

export interface MessageFilters {
  status?: MessageStatus;
  channel?: MessageChannel;
  template?: MessageTemplate;
  /** Part of the recipient's address or number. */
  to?: string;
}

export interface MessagesArgs extends MessageFilters {
  /** The page after the one whose nextCursor this is; none: the newest. */
  cursor?: string;
}

// The list, the counts and an opened message each go stale with any message: a resend, the live
// feed (a change that wrote messages) and a new count (a message moved on) invalidate them.
const LIST = { type: 'Message', id: 'LIST' } as const;
const COUNTS = { type: 'Message', id: 'COUNTS' } as const;

/** The Messages screen's calls: GET /admin/messages, its counts and one message; the resends. */
export const messagesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMessagesPage: build.query<MessagesPage, MessagesArgs>({
      // Empty filters are left out: the API refuses an empty value rather than ignoring it.
      query: (args) => ({
        url: '/admin/messages',
        params: Object.fromEntries(Object.entries(args).filter(([, value]) => value !== undefined && value !== '')),
      }),
      providesTags: [LIST],
    }),
    getMessageCounts: build.query<MessageCounts, void>({
      query: () => '/admin/messages/counts',
      providesTags: [COUNTS],
    }),
    getMessageDetail: build.query<MessageDetail, string>({
      query: (id) => `/admin/messages/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Message', id }],
    }),
    // A resend is audited (message.resent): the audit trail goes stale with the messages.
    resendOutboxMessage: build.mutation<{ data: Message[] }, string>({
      query: (id) => ({ url: `/admin/messages/${encodeURIComponent(id)}/resend`, method: 'POST' }),
      invalidatesTags: ['Message', 'Audit'],
    }),
    resendFailedMessages: build.mutation<{ data: Message[] }, string[]>({
      query: (ids) => ({ url: '/admin/messages/resend', method: 'POST', body: { ids } }),
      invalidatesTags: ['Message', 'Audit'],
    }),
  }),
});

export const { useGetMessagesPageQuery, useGetMessageCountsQuery, useGetMessageDetailQuery, useResendOutboxMessageMutation, useResendFailedMessagesMutation } =
  messagesApi;

/** What a new count makes stale: the rows listed and the message open (a message moved on). */
export const tagsForNewCounts = (openId: string | null) => [LIST, ...(openId ? [{ type: 'Message' as const, id: openId }] : [])];
