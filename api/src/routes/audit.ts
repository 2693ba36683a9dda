import type { FastifyPluginAsync } from 'fastify';
import { auditQuerySchema, type AuditQuery } from 'shared/domain/audit';
import { listAuditTrail } from '../audit/audit-trail';

/** The audit trail, read-only: no route edits or deletes an entry. Under /admin. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    { schema: { querystring: auditQuerySchema }, config: { permission: 'read' } },
    async (request) => listAuditTrail(app.db, request.query),
  );
};
