import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registrationListQuerySchema } from 'shared/domain/registrations/list-query';
import {
  activityPageSchema,
  bulkJobSchema,
  duplicateGroupPageSchema,
  duplicateVerdictSchema,
  exportLinkSchema,
  exportProgressSchema,
} from 'shared/domain/registrations/registration';
import {
  bulkActionBodySchema,
  duplicateGroupParamsSchema,
  duplicateGroupsQuerySchema,
  duplicateVerdictBodySchema,
  exportLinkIdParamsSchema,
  historyQuerySchema,
  noQuerySchema,
  registrationIdParamsSchema,
} from 'shared/domain/registrations/registration-requests';
import { notFound } from '../http-error';
import { actorOf, databaseFor, requirePermission } from '../plugins/auth';
import { ownerOf } from '../plugins/work-scheduler';
import { BULK_ACTION_PERMISSION, createBulkJob } from '../registrations/bulk';
import { listDuplicateGroups, markNotDuplicate } from '../registrations/duplicates';
import { registrationsCsv } from '../registrations/export';
import { auditRegistrationExport } from '../registrations/export-audit';
import { createExportLink, readExportProgress } from '../registrations/export-links';
import { getPreferences } from '../profile/preferences';
import { listRegistrationHistory } from '../registrations/history';
import { countRegistrations, getRegistration } from '../registrations/repository';
import { answers, csvFile, unserialized } from '../route-answers';
import { streamToClient } from '../slow-clients';

// A bulk action may list up to MAX_BULK_ROWS ids; the app's 16 KB default is for single changes.
const BULK_BODY_LIMIT_BYTES = 1024 * 1024;

/** Beyond the spec: Duplicate Audit, CSV export, bulk actions and a registration's own history, under /admin. */
export const registrationToolRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations/duplicates',
    {
      schema: {
        description:
          'Contact numbers (normalised) shared by 2+ registrations, by number (limit 1-100, 20), each with how alike its rows are and why. `q` searches a phone number or part of a name, `unresolved=true` keeps groups with 2+ active rows and no standing "Not a duplicate", `sort=likeness` puts the most alike first (likely siblings last).',
        querystring: duplicateGroupsQuerySchema,
        response: answers({ 200: duplicateGroupPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => listDuplicateGroups(databaseFor(request), request.query),
  );

  app.put(
    '/registrations/duplicates/:contactNumber/verdict',
    {
      schema: {
        description:
          '"Not a duplicate" for the registrations listed, which must be every registration sharing the number now (else 409), audited; the group leaves the unresolved list until another registration joins the number.',
        params: duplicateGroupParamsSchema,
        querystring: noQuerySchema,
        body: duplicateVerdictBodySchema,
        response: answers({ 200: duplicateVerdictSchema }),
      },
      config: { permission: 'admin' },
    },
    async (request) => markNotDuplicate(databaseFor(request), request.params.contactNumber, request.body.registrationIds, actorOf(request)),
  );

  // The whole filtered, sorted list (limit and offset are ignored), streamed.
  app.get(
    '/registrations/export',
    {
      schema: {
        description:
          "The list's filter and sort parameters (limit and offset ignored): every matching row as CSV, streamed in keyset batches (a heavy call), times as `YYYY-MM-DD HH:MM:SS` in the caller's preference time zone, named in the header (`createdAt (Asia/Kolkata)`); 403 while the `csvExport` flag is off. Audited (`registrations.exported`: who, the parameters, how many rows matched).",
        querystring: registrationListQuerySchema,
        response: answers({ 200: csvFile }),
      },
      config: { permission: 'read', feature: 'csvExport', heavy: true, streamed: true },
    },
    async (request, reply) => {
      const stamp = new Date().toISOString().slice(0, 10);
      await auditRegistrationExport(
        databaseFor(request),
        actorOf(request),
        request.query,
        await countRegistrations(databaseFor(request), request.query),
        randomUUID(),
      );
      const owner = ownerOf(request);
      // Times in the exporter's own time zone (Profile > Preferences), as their receipts show them.
      const { timezone } = await getPreferences(databaseFor(request), actorOf(request).uid);
      const csv = registrationsCsv(databaseFor(request), request.query, timezone, (work) => app.workScheduler.inTurn(owner, work));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="registrations-${stamp}.csv"`)
        .header('Cache-Control', 'no-store')
        .send(unserialized<string>(streamToClient(reply.raw, csv, app.fairShares.writeDeadlineSeconds * 1000)));
    },
  );

  // A single-use link the browser's download manager opens (it cannot send the token), so a
  // million-row file streams to disk instead of collecting in the page (routes/export-downloads.ts).
  app.post(
    '/registrations/export-links',
    {
      schema: {
        description:
          "The list's filter and sort parameters: a single-use link to that CSV, valid for 60 s; 403 when the `csvExport` flag is off. Audited (`registrations.exported`: who, the parameters, how many rows matched).",
        querystring: registrationListQuerySchema,
        response: answers({ 201: exportLinkSchema }),
      },
      config: { permission: 'read', feature: 'csvExport' },
    },
    async (request, reply) => {
      const expected = await countRegistrations(databaseFor(request), request.query);
      const link = await createExportLink(databaseFor(request), actorOf(request).uid, request.query, expected);
      await auditRegistrationExport(databaseFor(request), actorOf(request), request.query, expected, link.id);
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/registrations/export-links/:id',
    {
      schema: {
        description: "How far that link's download has got; only to the account that made the link (others 404).",
        params: exportLinkIdParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: exportProgressSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => readExportProgress(databaseFor(request), request.params.id, actorOf(request).uid),
  );

  // Confirming needs write; the status actions need admin, checked once the body says which.
  // Answers at once with the job; a worker (registrations/bulk-job-runner.ts) does the rows.
  app.post(
    '/registrations/bulk',
    {
      bodyLimit: BULK_BODY_LIMIT_BYTES,
      schema: {
        description:
          "One of `registrationIds`, `filters` (the list's parameters as strings; must filter something) or `all: true`; `filters` and `all` also need `expectedTotal`, the number the person saw selected: when the set no longer numbers that, 409 `{ message, total }` and nothing changes. At most 10,000 rows; a person with 5 jobs waiting or running is refused (429) until one ends. Answers 202 with the job at once; a worker changes and audits each row as the single call would (confirm needs write, the rest admin).",
        body: bulkActionBodySchema,
        querystring: noQuerySchema,
        response: answers({ 202: bulkJobSchema }),
      },
      config: { permission: 'write' },
    },
    async (request, reply) => {
      requirePermission(request, BULK_ACTION_PERMISSION[request.body.action]);
      const job = await createBulkJob(databaseFor(request), request.body, actorOf(request), app.fairShares.bulkJobsPerPerson);
      app.bulkJobs.wake();
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/registrations/:id/history',
    {
      schema: {
        description: "That registration's audit entries newest first, shaped as in `/admin/activity` (limit 1-100, 50), or 404.",
        params: registrationIdParamsSchema,
        querystring: historyQuerySchema,
        response: answers({ 200: activityPageSchema }),
      },
      config: { permission: 'read' },
    },
    async (request) => {
      if (!(await getRegistration(databaseFor(request), request.params.id))) throw notFound('registration-not-found', 'Registration not found');
      return listRegistrationHistory(databaseFor(request), request.params.id, request.query);
    },
  );
};
