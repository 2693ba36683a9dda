import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importBodySchema, importCommitBodySchema, MAX_IMPORT_BYTES } from 'shared/domain/imports/registration-import';
import { importReportSchema, importResultSchema } from 'shared/domain/imports/registration-import-answers';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { exportBodySchema, exportParamsSchema } from 'shared/domain/settings/settings';
import { dataExportSchema } from 'shared/domain/settings/settings-answers';
import { actorOf } from '../plugins/auth';
import { admitUpload, ownerOf } from '../plugins/work-scheduler';
import { answers, csvFile, unserialized } from '../route-answers';
import { failInterruptedExports, listExports, openExportFile, STALE_EXPORT_SECONDS, startExport } from '../exports/data-exports';
import { streamToClient } from '../slow-clients';
import { applyRetention } from '../settings/retention';
import { commitImport, previewImport } from '../imports/registration-import';

// Retention runs every hour (not at start-up: a test app seeded with old dates must keep them for
// its run).
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
// The CSV travels as a JSON string, whose escapes make it somewhat longer than the file.
const IMPORT_BODY_LIMIT = MAX_IMPORT_BYTES * 2;

/** The Data tab, under /admin (superadmin): exports, CSV import, and the retention task. */
export const dataRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'settings' } as const;
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  // Exports an instance left running when it was killed: at start-up (on PGlite every one still
  // running, its one process being this one), then whenever one's writer has gone silent.
  await failInterruptedExports(app.db, { all: app.db.engine === 'pglite' });
  const staleCheck = setInterval(
    () => track(failInterruptedExports(app.db).catch((error: unknown) => app.log.error({ err: error }, 'could not check for interrupted exports'))),
    STALE_EXPORT_SECONDS * 1000,
  );
  staleCheck.unref();

  const runRetention = async () => {
    try {
      const result = await applyRetention(app.db);
      if (result && (result.auditEntries || result.exports || result.messageBodies)) app.log.info(result, 'retention applied');
    } catch (error) {
      app.log.error({ err: error }, 'retention failed');
    }
  };
  const timer = setInterval(() => track(runRetention()), RETENTION_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    clearInterval(staleCheck);
    await Promise.allSettled([...running]);
  });

  app.get(
    '/exports',
    {
      schema: {
        description: 'The 20 latest exports with status, rows done / total and size.',
        querystring: noQuerySchema,
        response: answers({ 200: z.strictObject({ data: z.array(dataExportSchema) }) }),
      },
      config,
    },
    async () => ({ data: await listExports(app.db) }),
  );

  app.post(
    '/exports',
    {
      schema: {
        description: 'Starts an export, written in the background: answers at once with it.',
        body: exportBodySchema,
        querystring: noQuerySchema,
        response: answers({ 202: dataExportSchema }),
      },
      config,
    },
    async (request, reply) => reply.status(202).send(await startExport(app.db, app.workScheduler, request.body.kind, actorOf(request), track)),
  );

  app.get(
    '/exports/:id/file',
    {
      schema: { params: exportParamsSchema, querystring: noQuerySchema, response: answers({ 200: csvFile }) },
      config: { ...config, heavy: true, streamed: true },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const file = await openExportFile(app.db, request.params.id, (work) => app.workScheduler.inTurn(owner, work));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(unserialized<string>(streamToClient(reply.raw, file.chunks, app.fairShares.writeDeadlineSeconds * 1000)));
    },
  );

  app.post(
    '/imports/preview',
    {
      schema: {
        description:
          'Checks a CSV file (up to 2 MB, 5,000 rows) without importing it. The Payment settings apply: a row without an amount is charged the registration fee, one without a payment ID gets the next of the payment ID format, a payment mode switched off is refused. An offline payment marked paid (`success`) is refused on its line: it must come in pending and be confirmed, which issues its receipt and honours the approval threshold.',
        body: importBodySchema,
        querystring: noQuerySchema,
        response: answers({ 200: importReportSchema }),
      },
      // Up to 5,000 rows checked (and written): heavy work, one at a time per slot in its account's turn.
      config: { ...config, heavy: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      preParsing: admitUpload,
    },
    async (request) => previewImport(app.db, request.body.csv, () => app.workScheduler.yieldToLight()),
  );

  app.post(
    '/imports',
    {
      schema: {
        description:
          "Imports every row of a CSV file or none: a file with issues answers 400 with `report`, as the preview gives it. An offline payment marked paid is such an issue (confirm it after importing it as pending); an online payment imported as paid says so, with its line, in the registration's history. With `sendConfirmations: true` each imported registrant is sent registration-confirmation (by e-mail when its row has an `email`, by SMS to its number), queued with the import: a file refused sends nothing.",
        body: importCommitBodySchema,
        querystring: noQuerySchema,
        response: answers({ 201: importResultSchema }),
      },
      // Up to 5,000 rows checked (and written): heavy work, one at a time per slot in its account's turn.
      config: { ...config, heavy: true },
      bodyLimit: IMPORT_BODY_LIMIT,
      preParsing: admitUpload,
    },
    async (request, reply) => {
      const { csv, sendConfirmations } = request.body;
      return reply.status(201).send(await commitImport(app.db, csv, actorOf(request), { sendConfirmations }, () => app.workScheduler.yieldToLight()));
    },
  );
};
