import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can } from 'shared/domain/common/permissions';
import {
  messageCountsSchema,
  messageDetailSchema,
  messageParamsSchema,
  messagesPageSchema,
  messagesQuerySchema,
  resendAnswerSchema,
  resendMessagesBodySchema,
} from 'shared/domain/messages/messages';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { conflict, forbidden, notFound } from '../http-error';
import { countMessages, listMessages, readMessage, resendMessages } from '../messages/message-store';
import { actorOf, databaseFor } from '../plugins/auth';
import { answers } from '../route-answers';

const ADMINS_ONLY = 'Only admins see every message. Open a registration to see what it was sent.';

/** The outbox, under /admin: the Messages screen (admins), and a registration's messages (anyone who may read it). */
export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/messages',
    {
      schema: {
        description:
          "Messages to parents and staff, newest first: each with its channel, template, recipient, status (`queued`, `sending`, `sent`, `failed`, `skipped`), attempts and the server's last refusal in words. Admins see every message; anyone who may read registrations, with `registrationId`, that registration's. Someone limited to some centres sees their centres' registrants' messages only.",
        querystring: messagesQuerySchema,
        response: answers({ 200: messagesPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => {
      if (!request.query.registrationId && !can(actorOf(request).role, 'admin')) throw forbidden('messages-need-admin', ADMINS_ONLY);
      await app.messageDelivery.compose();
      return listMessages(databaseFor(request), request.query);
    },
  );

  app.get(
    '/messages/counts',
    {
      schema: { description: 'How many messages are in each status.', querystring: noQuerySchema, response: answers({ 200: messageCountsSchema }) },
      config: { permission: 'admin' },
    },
    async (request) => {
      await app.messageDelivery.compose();
      return countMessages(databaseFor(request));
    },
  );

  app.get(
    '/messages/:id',
    {
      schema: {
        description:
          "One message with its text as sent (removed after the audit settings' retention period) and each attempt with its time and the server's answer.",
        params: messageParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: messageDetailSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => {
      const message = await readMessage(databaseFor(request), request.params.id);
      if (!message) throw notFound('message-not-found', 'Message not found');
      if (!message.registrationId && !can(actorOf(request).role, 'admin')) throw forbidden('messages-need-admin', ADMINS_ONLY);
      return message;
    },
  );

  app.post(
    '/messages/:id/resend',
    {
      schema: {
        description:
          'Queues a new copy of the message (same text and attachment); audited as `message.resent`. 404 for a message out of sight; 409 for a skipped one, which has nowhere to go.',
        params: messageParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: resendAnswerSchema }),
      },
      config: { permission: 'admin' },
    },
    async (request) => {
      const db = databaseFor(request);
      const message = await readMessage(db, request.params.id);
      if (!message) throw notFound('message-not-found', 'Message not found');
      const copies = await resendMessages(db, [message.id], actorOf(request), false);
      if (copies.length === 0) throw conflict('nothing-to-resend', 'This message was skipped or its text was removed: there is nothing to send again.');
      return { data: copies };
    },
  );

  app.post(
    '/messages/resend',
    {
      schema: {
        description: 'Queues a new copy of each failed message named (1-200); the others are left as they are. Audited per message.',
        body: resendMessagesBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: resendAnswerSchema }),
      },
      config: { permission: 'admin' },
    },
    async (request) => ({ data: await resendMessages(databaseFor(request), request.body.ids, actorOf(request), true) }),
  );
};
