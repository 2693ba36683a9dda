import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { registrationListQuerySchema, type RegistrationListQuery } from 'shared/domain/list-query';
import {
  bulkActionBodySchema, duplicateGroupsQuerySchema, exportLinkIdParamsSchema, historyQuerySchema, noQuerySchema,
  registrationIdParamsSchema, type BulkActionBody,
} from 'shared/domain/schemas';
import { notFound } from '../http-error';
import { actorOf, requirePermission } from '../plugins/auth';
import { BULK_ACTION_PERMISSION, createBulkJob } from '../registrations/bulk';
import { listDuplicateGroups } from '../registrations/duplicates';
import { registrationsCsv } from '../registrations/export';
import { createExportLink, readExportProgress } from '../registrations/export-links';
import { listRegistrationHistory } from '../registrations/history';
import { countRegistrations, getRegistration } from '../registrations/repository';

type IdParams = z.infer<typeof registrationIdParamsSchema>;

// A bulk action may list up to MAX_BULK_ROWS ids; the app's 16 KB default is for single changes.
const BULK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Beyond the spec: Duplicate Audit, CSV export, bulk actions and a registration's own history, under /admin. */
export const registrationToolRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: z.infer<typeof duplicateGroupsQuerySchema> }>(
    '/registrations/duplicates',
    { schema: { querystring: duplicateGroupsQuerySchema }, config: { permission: 'read' } },
    async (request) => listDuplicateGroups(app.db, request.query),
  );

  // The whole filtered, sorted list (limit and offset are ignored), streamed.
  app.get<{ Querystring: RegistrationListQuery }>(
    '/registrations/export',
    { schema: { querystring: registrationListQuerySchema }, config: { permission: 'read', feature: 'csvExport', heavy: true } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="registrations-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(registrationsCsv(app.db, request.query, () => app.workScheduler.yieldToLight())));
    },
  );

  // A single-use link the browser's download manager opens (it cannot send the token), so a
  // million-row file streams to disk instead of collecting in the page (routes/export-downloads.ts).
  app.post<{ Querystring: RegistrationListQuery }>(
    '/registrations/export-links',
    { schema: { querystring: registrationListQuerySchema }, config: { permission: 'read', feature: 'csvExport' } },
    async (request, reply) => {
      const expected = await countRegistrations(app.db, request.query);
      return reply.status(201).send(await createExportLink(app.db, actorOf(request).uid, request.query, expected));
    },
  );

  app.get<{ Params: z.infer<typeof exportLinkIdParamsSchema> }>(
    '/registrations/export-links/:id',
    { schema: { params: exportLinkIdParamsSchema, querystring: noQuerySchema }, config: { permission: 'read' } },
    async (request) => readExportProgress(app.db, request.params.id),
  );

  // Confirming needs write; the status actions need admin, checked once the body says which.
  // Answers at once with the job; a worker (registrations/bulk-job-runner.ts) does the rows.
  app.post<{ Body: BulkActionBody }>(
    '/registrations/bulk',
    { bodyLimit: BULK_BODY_LIMIT_BYTES, schema: { body: bulkActionBodySchema, querystring: noQuerySchema }, config: { permission: 'write' } },
    async (request, reply) => {
      requirePermission(request, BULK_ACTION_PERMISSION[request.body.action]);
      const job = await createBulkJob(app.db, request.body, actorOf(request));
      app.bulkJobs.wake();
      return reply.status(202).send(job);
    },
  );

  app.get<{ Params: IdParams; Querystring: z.infer<typeof historyQuerySchema> }>(
    '/registrations/:id/history',
    { schema: { params: registrationIdParamsSchema, querystring: historyQuerySchema }, config: { permission: 'read' } },
    async (request) => {
      if (!(await getRegistration(app.db, request.params.id))) throw notFound('Registration not found');
      return listRegistrationHistory(app.db, request.params.id, request.query);
    },
  );
};
