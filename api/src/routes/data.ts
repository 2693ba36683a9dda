import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { importBodySchema, MAX_IMPORT_BYTES } from 'shared/domain/registration-import';
import { noQuerySchema } from 'shared/domain/schemas';
import { exportBodySchema, exportParamsSchema } from 'shared/domain/settings';
import { actorOf } from '../plugins/auth';
import { failInterruptedExports, listExports, openExportFile, startExport } from '../settings/data-exports';
import { applyRetention } from '../settings/retention';
import { commitImport, previewImport } from '../settings/registration-import';

// Retention runs every hour (not at start-up: a test app seeded with old dates must keep them for
// its run); an export still running after an hour was cut off.
const RETENTION_INTERVAL_MS = 60 * 60 * 1000;
const INTERRUPTED_EXPORT_MINUTES = 60;
// The CSV travels as a JSON string, whose escapes make it somewhat longer than the file.
const IMPORT_BODY_LIMIT = MAX_IMPORT_BYTES * 2;

/** The Data tab, under /admin (superadmin): exports, CSV import, and the retention task. */
export const dataRoutes: FastifyPluginAsync = async (app) => {
  const config = { permission: 'settings' } as const;
  const running = new Set<Promise<void>>();
  const track = (work: Promise<void>) => {
    running.add(work);
    void work.finally(() => running.delete(work));
  };

  const runRetention = async () => {
    try {
      await failInterruptedExports(app.db, INTERRUPTED_EXPORT_MINUTES);
      const result = await applyRetention(app.db);
      if (result && (result.auditEntries || result.exports)) app.log.info(result, 'retention applied');
    } catch (error) {
      app.log.error({ err: error }, 'retention failed');
    }
  };
  const timer = setInterval(() => track(runRetention()), RETENTION_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await Promise.allSettled([...running]);
  });

  app.get('/exports', { schema: { querystring: noQuerySchema }, config }, async () => ({ data: await listExports(app.db) }));

  app.post<{ Body: z.infer<typeof exportBodySchema> }>(
    '/exports',
    { schema: { body: exportBodySchema, querystring: noQuerySchema }, config },
    async (request, reply) => reply.status(202).send(await startExport(app.db, app.workScheduler, request.body.kind, actorOf(request), track)),
  );

  app.get<{ Params: z.infer<typeof exportParamsSchema> }>(
    '/exports/:id/file',
    { schema: { params: exportParamsSchema, querystring: noQuerySchema }, config: { ...config, heavy: true } },
    async (request, reply) => {
      const file = await openExportFile(app.db, request.params.id, () => app.workScheduler.yieldToLight());
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .send(Readable.from(file.chunks));
    },
  );

  app.post<{ Body: z.infer<typeof importBodySchema> }>(
    '/imports/preview',
    { schema: { body: importBodySchema, querystring: noQuerySchema }, config, bodyLimit: IMPORT_BODY_LIMIT },
    async (request) => previewImport(app.db, request.body.csv),
  );

  app.post<{ Body: z.infer<typeof importBodySchema> }>(
    '/imports',
    { schema: { body: importBodySchema, querystring: noQuerySchema }, config, bodyLimit: IMPORT_BODY_LIMIT },
    async (request, reply) => reply.status(201).send(await commitImport(app.db, request.body.csv, actorOf(request))),
  );
};
