import type { Message, MessagesPage } from 'shared/domain/messages/messages';

// Messages for component tests: the Messages screen's and a registration's page.

/** A payment-received e-mail sent to a parent; `overrides` make it another. */
export const testMessage = (overrides: Partial<Message> = {}): Message => ({
  id: '0b6f7a52-3c1d-4e8a-9f10-2a4b6c8d0e01',
  channel: 'email',
  template: 'payment-received',
  to: 'parent@example.org',
  subject: 'Payment received for REG-0000042',
  status: 'sent',
  attempts: 1,
  lastError: null,
  registrationId: 'REG-0000042',
  createdAt: '2026-05-20T09:15:00.000Z',
  sentAt: '2026-05-20T09:15:02.000Z',
  ...overrides,
});

/** GET /admin/messages's answer: these messages, the last page. */
export const messagesPage = (data: Message[], overrides: Partial<MessagesPage> = {}): MessagesPage => ({
  data,
  total: data.length,
  nextCursor: null,
  ...overrides,
});
