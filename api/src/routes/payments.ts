import type { FastifyPluginAsync } from 'fastify';
import { offlineQueueQuerySchema, type OfflineQueueQuery } from 'shared/domain/offline-payments';
import { listOfflinePaymentQueue } from '../payments/offline-queue';

/** The payment screen's calls beyond the spec's lookups, under /admin. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: OfflineQueueQuery }>(
    '/payments/awaiting-confirmation',
    { schema: { querystring: offlineQueueQuerySchema }, config: { permission: 'read' } },
    async (request) => listOfflinePaymentQueue(app.db, request.query),
  );
};
