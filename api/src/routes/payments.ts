import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { offlineQueuePageSchema, offlineQueueQuerySchema } from 'shared/domain/payments/offline-payments';
import { listOfflinePaymentQueue } from '../payments/offline-queue';
import { answers } from '../route-answers';
import { databaseFor } from '../plugins/auth';

/** The payment screen's calls beyond the spec's lookups, under /admin. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments/awaiting-confirmation',
    {
      schema: {
        description:
          'Offline payments awaiting confirmation (pending or pending_payment_gateway), oldest first; `q` searches as the list does, `limit` 1-100 (20), `after` is the `nextCursor` of the page before (null on the last page). Unsearched, `total` is the Offline Pending counter.',
        querystring: offlineQueueQuerySchema,
        response: answers({ 200: offlineQueuePageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => listOfflinePaymentQueue(databaseFor(request), request.query),
  );
};
