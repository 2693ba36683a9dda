import { z } from 'zod';
import { integerParam } from '../common/query-params';
import { normalizedText } from '../common/text-schema';
import { MESSAGE_CHANNELS, MESSAGE_STATUSES, MESSAGE_TEMPLATES, type MessageStatus } from './message-kinds';

// Messages that reach people: the outbox as the Messages screen (/messages) and a registration's
// page read it. GET /admin/messages, /admin/messages/{id}, /admin/messages/counts, the resends.

export const DEFAULT_MESSAGES_PAGE_SIZE = 50;
export const MAX_MESSAGES_PAGE_SIZE = 200;
export const MAX_RESEND_IDS = 200;

/** A position in the newest-first order, as the previous page's nextCursor gave it. */
const messageCursor = z.string().regex(/^[1-9][0-9]{0,17}$/, 'Not a cursor this call answered: send nextCursor back as it came');

export const messagesQuerySchema = z
  .strictObject({
    status: z.enum(MESSAGE_STATUSES).optional(),
    channel: z.enum(MESSAGE_CHANNELS).optional(),
    template: z.enum(MESSAGE_TEMPLATES).optional(),
    to: normalizedText().min(1).max(254).optional(),
    registrationId: normalizedText().min(1).max(64).optional(),
    limit: integerParam(1, MAX_MESSAGES_PAGE_SIZE).optional(),
    cursor: messageCursor.optional(),
  })
  .transform((query) => ({ ...query, limit: query.limit ?? DEFAULT_MESSAGES_PAGE_SIZE }));
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export const messageParamsSchema = z.strictObject({ id: z.uuid('Unknown message') });

export const resendMessagesBodySchema = z.strictObject({
  ids: z.array(z.uuid('Unknown message')).min(1, 'Name at least one message').max(MAX_RESEND_IDS, `At most ${MAX_RESEND_IDS} messages at once`),
});
export type ResendMessagesBody = z.infer<typeof resendMessagesBodySchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  channel: z.enum(MESSAGE_CHANNELS),
  template: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  registrationId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageAttemptSchema = z.object({
  at: z.iso.datetime(),
  outcome: z.enum(['sent', 'retry', 'failed']),
  answer: z.string(),
});

export const messageDetailSchema = messageSchema.extend({
  /** As rendered; null once removed under the audit settings' retention period. */
  body: z.string().nullable(),
  attemptLog: z.array(messageAttemptSchema),
  resentFrom: z.uuid().nullable(),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

export const messagesPageSchema = z.object({
  data: z.array(messageSchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;

export const messageCountsSchema = z.object(
  Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, z.number().int()])) as Record<MessageStatus, z.ZodNumber>,
);
export type MessageCounts = z.infer<typeof messageCountsSchema>;

export const resendAnswerSchema = z.object({ data: z.array(messageSchema) });
