import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkJobSchema } from 'shared/domain/responses';
import { bulkJobParamsSchema, noQuerySchema } from 'shared/domain/schemas';
import { actorOf } from '../plugins/auth';
import { getBulkJob } from '../registrations/bulk';
import { answers } from '../route-answers';

/**
 * A bulk job's progress and result, under /admin. Only those who can start a job (write) can
 * read one, and then only their own unless they hold the admin permission (registrations/bulk.ts).
 */
export const bulkJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    {
      schema: {
        description: 'A bulk job, to its creator and to admins (others 404); `skippedRows` lists the first 100.',
        params: bulkJobParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: bulkJobSchema }),
      },
      config: { permission: 'write' },
    },
    async (request) => getBulkJob(app.db, request.params.id, actorOf(request)),
  );
};
