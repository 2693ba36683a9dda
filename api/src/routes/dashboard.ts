import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { activityQuerySchema, noQuerySchema } from 'shared/domain/schemas';
import { listActivity } from '../audit/audit-log';
import { readDashboardStats } from '../registrations/repository';

/** The dashboard's KPIs and recent activity, under /admin. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/stats',
    { schema: { querystring: noQuerySchema }, config: { permission: 'read' } },
    async () => readDashboardStats(app.db),
  );

  app.get<{ Querystring: z.output<typeof activityQuerySchema> }>(
    '/activity',
    { schema: { querystring: activityQuerySchema }, config: { permission: 'read' } },
    async (request) => listActivity(app.db, request.query),
  );
};
