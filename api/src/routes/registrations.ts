import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import { registrationCountSchema, registrationPageSchema, registrationSchema } from 'shared/domain/registrations/registration';
import { centerScopeSchema } from 'shared/domain/settings/settings-answers';
import {
  merchantTransactionLookupQuerySchema,
  noQuerySchema,
  paymentIdLookupQuerySchema,
  registerUpdateBodySchema,
  registrationDetailsBodySchema,
  registrationIdParamsSchema,
  registrationUndoBodySchema,
  statusChangeBodySchema,
} from 'shared/domain/registrations/registration-requests';
import { forbidden, notFound } from '../http-error';
import { actorOf, databaseFor, requirePermission, signedInStaff } from '../plugins/auth';
import { centerScopeOf } from '../centers/centers';
import { ownerOf } from '../plugins/work-scheduler';
import { confirmPayment } from '../payments/confirmation';
import { changeStatus, clearStatus, undoLastChange, updateDetails } from '../registrations/changes';
import { countRegistrations, findByMerchantTransactionId, findByPaymentId, getRegistration, listRegistrationPage } from '../registrations/repository';
import { wholeListJson } from '../registrations/export';
import { answers, unserialized } from '../route-answers';
import { streamToClient } from '../slow-clients';

type RegistrationPage = z.output<typeof registrationPageSchema>;

/** The spec's call has no parameters and answers the whole list; any parameter asks for a page. */
const asksForWholeList = (request: FastifyRequest) => !request.url.split('?')[1];

// Pages the portal asks for (25 to 100 rows, near either end of the list) cost a few milliseconds;
// past these a page reads thousands of index entries or rows and is heavy work.
const LARGE_PAGE_ROWS = 100;
const DEEP_PAGE_OFFSET = 5_000;

/** The whole list, a page of more than 100 rows or one 5,000 rows or more in: heavy, by what it costs. */
const costsHeavyWork = (request: FastifyRequest) => {
  if (asksForWholeList(request)) return true;
  const { limit, offset } = request.query as { limit?: unknown; offset?: unknown };
  return Number(limit) > LARGE_PAGE_ROWS || Number(offset) >= DEEP_PAGE_OFFSET;
};

/** The registration and payment calls of spec section 7, under /admin. */
export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations',
    {
      schema: {
        description:
          'No parameters: `{ data }`, every registration, newest first, streamed in batches (a heavy call). With any parameter: `{ data, total }`, a page (limit 1-1000, 50; more than 100 rows, or an offset of 5,000 or more, is a heavy call); `withTotal=false` answers `{ data }` only. A term shaped like a registration id, payment id, merchant transaction id or whole phone number is answered from the unique indexes; `q` also matches a merchant transaction id exactly.',
        querystring: registrationListQuerySchema,
        response: answers({ 200: registrationPageSchema }),
      },
      config: { permission: 'read', heavy: costsHeavyWork, streamed: asksForWholeList },
    },
    async (request, reply) => {
      if (!asksForWholeList(request)) return listRegistrationPage(databaseFor(request), request.query, { signal: request.signal });
      const owner = ownerOf(request);
      const batches = wholeListJson(databaseFor(request), (work) => app.workScheduler.inTurn(owner, work));
      return reply
        .type('application/json; charset=utf-8')
        .send(unserialized<RegistrationPage>(streamToClient(reply.raw, batches, app.fairShares.writeDeadlineSeconds * 1000)));
    },
  );

  app.get(
    '/registrations/centers',
    {
      schema: {
        description: 'The centres whose registrations the signed-in person sees, in code order, and whether that is every centre.',
        querystring: noQuerySchema,
        response: answers({ 200: centerScopeSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => centerScopeOf(databaseFor(request), signedInStaff(request).centers),
  );

  // The list's exact total on its own, so the rows (withTotal=false) never wait for it.
  app.get(
    '/registrations/count',
    {
      schema: {
        description: "The list's filters: the exact number of matches.",
        querystring: registrationListQuerySchema,
        response: answers({ 200: registrationCountSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => ({ total: await countRegistrations(databaseFor(request), request.query, { signal: request.signal }) }),
  );

  app.get(
    '/registrations/:id',
    {
      schema: { params: registrationIdParamsSchema, querystring: noQuerySchema, response: answers({ 200: registrationSchema }) },
      config: { permission: 'read' },
    },
    async (request) => {
      const registration = await getRegistration(databaseFor(request), request.params.id);
      if (!registration) throw notFound('registration-not-found', 'Registration not found');
      return registration;
    },
  );

  app.get(
    '/find-by-merchant-transaction-id',
    {
      schema: {
        description:
          'The registration, or 404; any letter case. 409 when registrations from before ids were unique in any case differ only in letter case (never one of them picked).',
        querystring: merchantTransactionLookupQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => {
      const registration = await findByMerchantTransactionId(databaseFor(request), request.query.merchantTransactionId);
      // 404 lets the payment lookup fall back to the payment-id call, as the spec describes.
      if (!registration) throw notFound('transaction-not-found', 'No registration has this merchant transaction id');
      return registration;
    },
  );

  app.get(
    '/find-by-payment-id',
    {
      schema: {
        description:
          'The registration, or `null`; any letter case. 409 when registrations from before ids were unique in any case differ only in letter case (never one of them picked).',
        querystring: paymentIdLookupQuerySchema,
        response: answers({ 200: registrationSchema.nullable() }),
      },
      config: { permission: 'read' },
    },
    // The spec answers null, not 404, for an unknown payment id.
    async (request) => findByPaymentId(databaseFor(request), request.query.paymentId),
  );

  // Confirming needs write; clearing a status needs admin, checked once the body says which.
  app.put(
    '/register/:id',
    {
      schema: {
        description:
          "`{ payment: { status: 'success', mode: 'offline' }, adminNote?, version?, acknowledgeStatus? }` confirms (write; 409 while the Payment settings switch offline payments off; `payment` may be the registration's payment as read, its `receipt` and `approval` unchanged) and issues the receipt (`payment.receipt`) in the same transaction; a duplicate or disqualified registration needs `acknowledgeStatus` naming its status. At or above the Payment settings' `approvalThreshold` it answers 202 instead: nothing is confirmed, `payment.approval` waits for another admin. `{ status: 'active', adminNote?, version? }` clears (admin).",
        params: registrationIdParamsSchema,
        body: registerUpdateBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema, 202: registrationSchema }),
      },
      config: { permission: 'write' },
    },
    async (request, reply) => {
      const { body } = request;
      if (body.kind === 'confirmPayment') {
        const registration = await confirmPayment(databaseFor(request), request.params.id, body, actorOf(request));
        if (registration.payment.approval) reply.code(202);
        return registration;
      }
      requirePermission(request, 'admin');
      return clearStatus(databaseFor(request), request.params.id, body, actorOf(request));
    },
  );

  app.put(
    '/registrations/:id/status',
    {
      schema: { params: registrationIdParamsSchema, body: statusChangeBodySchema, querystring: noQuerySchema, response: answers({ 200: registrationSchema }) },
      config: { permission: 'admin' },
    },
    async (request) => changeStatus(databaseFor(request), request.params.id, request.body, actorOf(request)),
  );

  app.put(
    '/registrations/:id/details',
    {
      schema: {
        params: registrationIdParamsSchema,
        body: registrationDetailsBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'write' },
    },
    async (request) => {
      // Another centre is outside a limited person's scope: only someone who sees every centre moves registrations.
      if (request.body.centerCode !== undefined && signedInStaff(request).centers.length > 0) {
        throw forbidden('center-move-needs-all-centers', 'Moving a registration to another center needs access to every center.');
      }
      return updateDetails(databaseFor(request), request.params.id, request.body, actorOf(request));
    },
  );

  app.post(
    '/registrations/:id/undo',
    {
      schema: {
        description:
          "Takes back the caller's last change of the registration, named by its history entry (`entryId`): the fields go back to what the entry recorded before, audited as a change of its own. 409 in words when the registration changed since or the change cannot be undone this way (a payment's confirmation); 403 when the change is someone else's, or a change of status without the admin permission.",
        params: registrationIdParamsSchema,
        body: registrationUndoBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'write' },
    },
    async (request) => undoLastChange(databaseFor(request), request.params.id, request.body.entryId, actorOf(request)),
  );
};
