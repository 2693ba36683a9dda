import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { registrationListQuerySchema, type RegistrationListQuery } from 'shared/domain/list-query';
import {
  merchantTransactionLookupQuerySchema, noQuerySchema, paymentIdLookupQuerySchema, registerUpdateBodySchema,
  registrationDetailsBodySchema, registrationIdParamsSchema, statusChangeBodySchema,
  type RegisterUpdateBody, type RegistrationDetailsBody, type StatusChangeBody,
} from 'shared/domain/schemas';
import { notFound } from '../http-error';
import { actorOf, requirePermission } from '../plugins/auth';
import { changeStatus, clearStatus, confirmPayment, updateDetails } from '../registrations/changes';
import {
  countRegistrations, findByMerchantTransactionId, findByPaymentId, getRegistration, listRegistrationPage,
} from '../registrations/repository';
import { wholeListJson } from '../registrations/export';

type IdParams = z.infer<typeof registrationIdParamsSchema>;

/** The spec's call has no parameters and answers the whole list; any parameter asks for a page. */
const asksForWholeList = (request: FastifyRequest) => !request.url.split('?')[1];

/** The registration and payment calls of spec section 7, under /admin. */
export const registrationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: RegistrationListQuery }>(
    '/registrations',
    { schema: { querystring: registrationListQuerySchema }, config: { permission: 'read', heavy: asksForWholeList } },
    async (request, reply) => {
      if (!asksForWholeList(request)) return listRegistrationPage(app.db, request.query, { signal: request.signal });
      return reply.type('application/json; charset=utf-8').send(Readable.from(wholeListJson(app.db, () => app.workScheduler.yieldToLight())));
    },
  );

  // The list's exact total on its own, so the rows (withTotal=false) never wait for it.
  app.get<{ Querystring: RegistrationListQuery }>(
    '/registrations/count',
    { schema: { querystring: registrationListQuerySchema }, config: { permission: 'read' } },
    async (request) => ({ total: await countRegistrations(app.db, request.query, { signal: request.signal }) }),
  );

  app.get<{ Params: IdParams }>(
    '/registrations/:id',
    { schema: { params: registrationIdParamsSchema, querystring: noQuerySchema }, config: { permission: 'read' } },
    async (request) => {
      const registration = await getRegistration(app.db, request.params.id);
      if (!registration) throw notFound('Registration not found');
      return registration;
    },
  );

  app.get<{ Querystring: z.infer<typeof merchantTransactionLookupQuerySchema> }>(
    '/find-by-merchant-transaction-id',
    { schema: { querystring: merchantTransactionLookupQuerySchema }, config: { permission: 'read' } },
    async (request) => {
      const registration = await findByMerchantTransactionId(app.db, request.query.merchantTransactionId);
      // 404 lets the payment lookup fall back to the payment-id call, as the spec describes.
      if (!registration) throw notFound('No registration has this merchant transaction id');
      return registration;
    },
  );

  app.get<{ Querystring: z.infer<typeof paymentIdLookupQuerySchema> }>(
    '/find-by-payment-id',
    { schema: { querystring: paymentIdLookupQuerySchema }, config: { permission: 'read' } },
    async (request, reply) => {
      const registration = await findByPaymentId(app.db, request.query.paymentId);
      // The spec answers null, not 404, for an unknown payment id.
      return registration ?? reply.type('application/json').send('null');
    },
  );

  // Confirming needs write; clearing a status needs admin, checked once the body says which.
  app.put<{ Params: IdParams; Body: RegisterUpdateBody }>(
    '/register/:id',
    { schema: { params: registrationIdParamsSchema, body: registerUpdateBodySchema, querystring: noQuerySchema }, config: { permission: 'write' } },
    async (request) => {
      const { body } = request;
      if (body.kind === 'confirmPayment') {
        return confirmPayment(app.db, request.params.id, body, actorOf(request));
      }
      requirePermission(request, 'admin');
      return clearStatus(app.db, request.params.id, body, actorOf(request));
    },
  );

  app.put<{ Params: IdParams; Body: StatusChangeBody }>(
    '/registrations/:id/status',
    { schema: { params: registrationIdParamsSchema, body: statusChangeBodySchema, querystring: noQuerySchema }, config: { permission: 'admin' } },
    async (request) => changeStatus(app.db, request.params.id, request.body, actorOf(request)),
  );

  app.put<{ Params: IdParams; Body: RegistrationDetailsBody }>(
    '/registrations/:id/details',
    { schema: { params: registrationIdParamsSchema, body: registrationDetailsBodySchema, querystring: noQuerySchema }, config: { permission: 'write' } },
    async (request) => updateDetails(app.db, request.params.id, request.body, actorOf(request)),
  );
};
