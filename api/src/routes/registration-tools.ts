import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { registrationListQuerySchema, type RegistrationListQuery } from 'shared/domain/list-query';
import {
  bulkActionBodySchema, duplicateGroupsQuerySchema, historyQuerySchema, noQuerySchema, registrationIdParamsSchema,
  type BulkActionBody,
} from 'shared/domain/schemas';
import { notFound } from '../http-error';
import { actorOf, requirePermission } from '../plugins/auth';
import { runBulkAction } from '../registrations/bulk';
import { listDuplicateGroups } from '../registrations/duplicates';
import { registrationsCsv } from '../registrations/export';
import { listRegistrationHistory } from '../registrations/history';
import { getRegistration } from '../registrations/repository';

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
    { schema: { querystring: registrationListQuerySchema }, config: { permission: 'read' } },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="registrations-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(registrationsCsv(app.db, request.query)));
    },
  );

  // Confirming needs write; the status actions need admin, checked once the body says which.
  app.post<{ Body: BulkActionBody }>(
    '/registrations/bulk',
    { bodyLimit: BULK_BODY_LIMIT_BYTES, schema: { body: bulkActionBodySchema, querystring: noQuerySchema }, config: { permission: 'write' } },
    async (request) => {
      if (request.body.action !== 'confirmPayment') requirePermission(request, 'admin');
      return runBulkAction(app.db, request.body, actorOf(request));
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
