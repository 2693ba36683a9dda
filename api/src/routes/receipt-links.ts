import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_PREFERENCES } from 'shared/platform/settings/preferences';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { HttpError, notFound, tooManyRequests } from '../http-error';
import { fetchReceiptLink, RECEIPT_LINK_TOKEN } from '../messages/receipt-links';
import { receiptByNumber, receiptFileName, receiptPdf } from '../payments/receipt-file';
import { InProcessCounts } from '../plugins/rate-limit-store';
import { answers, unserialized } from '../route-answers';

// A parent's copy of a receipt, from the link an SMS carried: no sign-in, so each address and each
// link may fetch only a few a minute, and nothing the answer says names the registration's id
// beyond the receipt itself.

const FETCHES_PER_MINUTE = 30;
const WINDOW_MS = 60_000;
const NOT_A_LINK = 'This receipt link is not valid. Ask the organisation for a new one.';

const pdfFile = { description: 'The receipt as a PDF', content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } } };
const tokenParamsSchema = z.strictObject({ token: z.string().regex(RECEIPT_LINK_TOKEN, NOT_A_LINK) });

export const receiptLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const fetches = new InProcessCounts();

  app.get(
    '/r/:token',
    {
      schema: {
        description: `The receipt a parent's link names, as the same PDF staff download; "Duplicate copy" from the link's second fetch on, counted per link and never in the staff's copies. 400 for what is no token, 404 for one whose signature fails (edited or made up), 410 once the link expired (90 days). ${FETCHES_PER_MINUTE} fetches a minute per address and per link.`,
        params: tokenParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: pdfFile }),
      },
      config: { heavy: true },
    },
    async (request, reply) => {
      for (const key of [`ip:${request.ip}`, `link:${request.params.token}`]) {
        const { current, ttl } = fetches.count(key, WINDOW_MS);
        if (current > FETCHES_PER_MINUTE) {
          const retryAfter = Math.max(1, Math.ceil(ttl / 1000));
          reply.header('retry-after', retryAfter);
          throw tooManyRequests(retryAfter);
        }
      }
      const link = await fetchReceiptLink(app.db, request.params.token);
      if (!link.found)
        throw link.reason === 'expired'
          ? new HttpError(410, 'receipt-link-expired', 'This receipt link has expired. Ask the organisation for a new one.')
          : notFound('receipt-link-invalid', NOT_A_LINK);
      const receipt = await receiptByNumber(app.db, link.receiptNumber);
      if (!receipt) throw notFound('receipt-link-invalid', NOT_A_LINK);
      const pdf = await receiptPdf(app.db, receipt, link.registrationId, { duplicate: link.fetches > 1, timeZone: DEFAULT_PREFERENCES.timezone });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('Content-Disposition', `inline; filename="${receiptFileName(receipt.number)}"`)
        .send(unserialized<string>(pdf));
    },
  );
};
