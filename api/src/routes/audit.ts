import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditQuerySchema } from 'shared/domain/audit/audit';
import { auditPageSchema } from 'shared/domain/audit/audit-answers';
import { auditScopeOf, listAuditTrail } from '../audit/audit-trail';
import { databaseFor, signedInStaff } from '../plugins/auth';
import { answers } from '../route-answers';

/** The audit trail, read-only: no route edits or deletes an entry. Under /admin. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        description:
          'Audit entries newest first, filtered (`actor` and `registrationId`: part of the e-mail or id, any letter case; `from`/`to` India days included, `from` after `to` answers 400); entries about settings, centres, templates, flags, staff accounts, profiles, preferences, exports and shared views carry `target: { type, id, label }` and are answered only to the settings permission (anyone else reads registration and payment entries only, in the list and its counts); keyset pages of `limit` (1-100, 25) older than `before` or newer than `after`; a filtered `total` stops at 10,000 (`totalCapped`). Nothing edits or deletes an entry.',
        querystring: auditQuerySchema,
        response: answers({ 200: auditPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => listAuditTrail(databaseFor(request), request.query, auditScopeOf(signedInStaff(request).role)),
  );
};
