import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { bulkJobParamsSchema, noQuerySchema } from 'shared/domain/schemas';
import { actorOf } from '../plugins/auth';
import { getBulkJob } from '../registrations/bulk';

/**
 * A bulk job's progress and result, under /admin. Only those who can start a job (write) can
 * read one, and then only their own unless they hold the admin permission (registrations/bulk.ts).
 */
export const bulkJobRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: z.infer<typeof bulkJobParamsSchema> }>(
    '/jobs/:id',
    { schema: { params: bulkJobParamsSchema, querystring: noQuerySchema }, config: { permission: 'write' } },
    async (request) => getBulkJob(app.db, request.params.id, actorOf(request)),
  );
};
