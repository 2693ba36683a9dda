import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatsSchema, dashboardTrendsSchema, trendsQuerySchema } from 'shared/domain/dashboard/dashboard';
import { activityPageSchema } from 'shared/domain/registrations/registration';
import { activityQuerySchema, noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { listActivity } from '../audit/audit-log';
import { readDashboardTrends } from '../dashboard/trends';
import { readDashboardStats } from '../registrations/repository';
import { answers } from '../route-answers';
import { databaseFor } from '../plugins/auth';

/** The dashboard's KPIs, trends and recent activity, under /admin. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        description: 'The six dashboard figures, from counters kept by triggers.',
        querystring: noQuerySchema,
        response: answers({ 200: dashboardStatsSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => readDashboardStats(databaseFor(request)),
  );

  app.get(
    '/dashboard/trends',
    {
      schema: {
        description:
          'Registrations per India day for `days` (1-366, 42) days ending `until` (YYYY-MM-DD, today), by payment status x mode, by cadre; from counters kept by triggers.',
        querystring: trendsQuerySchema,
        response: answers({ 200: dashboardTrendsSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => readDashboardTrends(databaseFor(request), request.query),
  );

  app.get(
    '/activity',
    {
      schema: {
        description: 'Audit entries newest first (limit 1-100, 10).',
        querystring: activityQuerySchema,
        response: answers({ 200: activityPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => listActivity(databaseFor(request), request.query),
  );
};
