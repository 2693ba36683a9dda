import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalDecisionBodySchema,
  calendarDayIn,
  approvalsQuerySchema,
  cancelReceiptBodySchema,
  collectionsQuerySchema,
  receiptRegisterExportQuerySchema,
  receiptFileQuerySchema,
  receiptRegisterQuerySchema,
} from 'shared/domain/payments/receipts';
import { approvalsPageSchema, collectionsSchema, receiptRegisterPageSchema } from 'shared/domain/payments/receipts-answers';
import { can } from 'shared/domain/common/permissions';
import { registrationSchema } from 'shared/domain/registrations/registration';
import { noQuerySchema, registrationIdParamsSchema } from 'shared/domain/registrations/registration-requests';
import { notFound } from '../http-error';
import { actorOf, databaseFor } from '../plugins/auth';
import { decideApproval, listAwaitingApproval } from '../payments/approvals';
import { receiptFileName, receiptPdf } from '../payments/receipt-file';
import { cancelReceipt, isDuplicateCopy, receiptForDownload } from '../payments/receipts';
import { listReceiptRegister, readCollections, receiptRegisterCsv } from '../payments/receipt-register';
import { getPreferences } from '../profile/preferences';
import { answers, csvFile, unserialized } from '../route-answers';

const pdfFile = { description: 'The receipt as a PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };

/** Receipts, their register, approvals above the threshold and each day's collections, under /admin. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/:id/receipt',
    {
      schema: {
        description:
          'The payment\'s receipt as a PDF (dates in the caller\'s time zone), or with `number` that receipt of the registration (a cancelled one after the payment has a newer). A GET by someone who may confirm payments (`write`) is a print and counts as a copy (the register\'s `copiesPrinted`); HEAD and other people\'s downloads do not. A copy after the first print is marked "Duplicate copy"; a cancelled receipt is marked "Cancelled" with its reason. A heavy call. 404 when the payment has no receipt, or the registration no receipt of that number.',
        params: registrationIdParamsSchema,
        querystring: receiptFileQuerySchema,
        response: answers({ 200: pdfFile }),
      },
      // Rendering the PDF takes milliseconds of the event loop: a burst of downloads waits its turn.
      config: { permission: 'read', heavy: true },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const counts = request.method === 'GET' && can(actor.role, 'write');
      const row = await receiptForDownload(databaseFor(request), request.params.id, request.query.number ?? null, counts);
      if (!row) throw notFound('no-receipt', 'This payment has no receipt');
      const preferences = await getPreferences(databaseFor(request), actor.uid);
      const pdf = await receiptPdf(databaseFor(request), row, request.params.id, { duplicate: isDuplicateCopy(row, counts), timeZone: preferences.timezone });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${receiptFileName(row.number)}"`)
        .send(unserialized<string>(pdf));
    },
  );

  app.post(
    '/registrations/:id/receipt/cancel',
    {
      schema: {
        description:
          'The money was not in fact received: the payment goes back to pending, the receipt keeps its number and stays in the register as cancelled (reason of 10+ characters). A later confirmation issues a new number.',
        params: registrationIdParamsSchema,
        body: cancelReceiptBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'admin', secondFactor: 'step-up' },
    },
    async (request) => cancelReceipt(databaseFor(request), request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/registrations/:id/approval',
    {
      schema: {
        description:
          "Approve or reject a confirmation waiting for approval. Never by the admin who asked, nor approved by an account that admin invited or changed the role of in the last 30 days (403, saying which); the approval's audit entry names both accounts' ages. Approve confirms the payment and issues the receipt in the name of the person who asked; reject returns the payment to plain pending with the note (required).",
        params: registrationIdParamsSchema,
        body: approvalDecisionBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: registrationSchema }),
      },
      config: { permission: 'admin', secondFactor: 'step-up' },
    },
    async (request) => decideApproval(databaseFor(request), request.params.id, request.body, actorOf(request)),
  );

  app.get(
    '/payments/approvals',
    {
      schema: {
        description: 'Confirmations waiting for a second admin, oldest first (limit 1-500, 100); `total` counts them all.',
        querystring: approvalsQuerySchema,
        response: answers({ 200: approvalsPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => listAwaitingApproval(databaseFor(request), request.query.limit),
  );

  app.get(
    '/receipts',
    {
      schema: {
        description:
          'The receipt register, newest first. `from` and `to` are days (both included) of the time zone `tz` (default Asia/Kolkata); `issuedBy` an e-mail in any case; `status` issued or cancelled; `q` a receipt number (any letter case, spaces around) finds that receipt, else a registration ID its receipts; `limit` 1-200 (50); `cursor` the `nextCursor` of the page before. `total` counts every match, `totalAmount` the rupees of those not cancelled.',
        querystring: receiptRegisterQuerySchema,
        response: answers({ 200: receiptRegisterPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => listReceiptRegister(databaseFor(request), request.query),
  );

  app.get(
    '/receipts/export',
    {
      schema: {
        description: "The register's filters: every matching receipt as CSV, newest first, streamed (a heavy call); 403 while the `csvExport` flag is off.",
        querystring: receiptRegisterExportQuerySchema,
        response: answers({ 200: csvFile }),
      },
      config: { permission: 'read', feature: 'csvExport', heavy: true },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="receipts-${calendarDayIn(request.query.tz)}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(unserialized<string>(Readable.from(receiptRegisterCsv(databaseFor(request), request.query, () => app.workScheduler.yieldToLight())))),
  );

  app.get(
    '/payments/collections',
    {
      schema: {
        description:
          'Receipts that stand (issued, not cancelled) per day of the time zone `tz` (default Asia/Kolkata) and per staff member who confirmed, newest day first; `from` and `to` days, both included (default today). For a person limited to some centres, `outsideYourCentres` counts and sums the receipts they issued on those days to registrations of other centres (before their limit changed), with nothing else of them.',
        querystring: collectionsQuerySchema,
        response: answers({ 200: collectionsSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => readCollections(databaseFor(request), request.query, { email: actorOf(request).email, everything: request.server.db }),
  );
};
