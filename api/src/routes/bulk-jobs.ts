import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkJobSchema } from 'shared/domain/registrations/registration';
import { bulkJobParamsSchema, noQuerySchema } from 'shared/domain/registrations/registration-requests';
import type { FastifyRequest } from 'fastify';
import { actorOf, signedInStaff } from '../plugins/auth';
import { cancelBulkJob, getBulkJob, type JobViewer } from '../registrations/bulk';
import { answers } from '../route-answers';

const jobViewer = (request: FastifyRequest): JobViewer => ({ ...actorOf(request), limited: signedInStaff(request).centers.length > 0 });

/**
 * A bulk job's progress and result, and its cancellation, under /admin. Only those who can start a
 * job (write) can read or cancel one, and then only their own unless they hold the admin
 * permission and see every centre (registrations/bulk.ts).
 */
export const bulkJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    {
      schema: {
        description: 'A bulk job, to its creator and to admins who see every centre (others 404); `skippedRows` lists the first 100.',
        params: bulkJobParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: bulkJobSchema }),
      },
      config: { permission: 'write' },
    },
    async (request) => getBulkJob(app.db, request.params.id, jobViewer(request)),
  );

  app.delete(
    '/jobs/:id',
    {
      schema: {
        description:
          'Cancels a job that has not ended, its creator or an admin who sees every centre (others 404; ended 409): at once when waiting, between two chunks when running, the rows done before staying changed. Audited as `bulk_job.cancelled`; answers the job, `status: cancelled`.',
        params: bulkJobParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: bulkJobSchema }),
      },
      config: { permission: 'write' },
    },
    async (request) => {
      const job = await cancelBulkJob(app.db, request.params.id, jobViewer(request));
      // A worker waiting for more (this job ended) looks for the next.
      app.bulkJobs.wake();
      return job;
    },
  );
};
