import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { trendsQuerySchema } from 'shared/domain/dashboard';
import { activityQuerySchema, noQuerySchema } from 'shared/domain/schemas';
import { listActivity } from '../audit/audit-log';
import { readDashboardTrends } from '../dashboard/trends';
import { readDashboardStats } from '../registrations/repository';

/** The dashboard's KPIs, trends and recent activity, under /admin. */
export const dashboardRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/stats',
    { schema: { querystring: noQuerySchema }, config: { permission: 'read' } },
    async () => readDashboardStats(app.db),
  );

  app.get<{ Querystring: z.output<typeof trendsQuerySchema> }>(
    '/dashboard/trends',
    { schema: { querystring: trendsQuerySchema }, config: { permission: 'read' } },
    async (request) => readDashboardTrends(app.db, request.query),
  );

  app.get<{ Querystring: z.output<typeof activityQuerySchema> }>(
    '/activity',
    { schema: { querystring: activityQuerySchema }, config: { permission: 'read' } },
    async (request) => listActivity(app.db, request.query),
  );
};
