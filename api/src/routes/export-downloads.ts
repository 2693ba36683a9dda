import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { exportLinkTokenParamsSchema, noQuerySchema } from 'shared/domain/schemas';
import { registrationsCsv } from '../registrations/export';
import { exportProgressRecorder, redeemExportLink } from '../registrations/export-links';

/**
 * The CSV behind a single-use export link (POST /admin/registrations/export-links). No token
 * header: the link itself is the permission, valid once and for a minute, and re-checked against
 * its maker's account when opened; refused while the csvExport flag is off (plugins/feature-flags.ts).
 * Heavy (it takes a turn with the other heavy calls) and streamed batch by batch, so the API's memory stays flat and the browser writes the file straight to disk.
 */
export const exportDownloadRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: z.infer<typeof exportLinkTokenParamsSchema> }>(
    '/registrations-export/:token',
    { schema: { params: exportLinkTokenParamsSchema, querystring: noQuerySchema }, config: { feature: 'csvExport', heavy: true } },
    async (request, reply) => {
      const link = await redeemExportLink(app.db, request.params.token);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="registrations-${stamp}.csv"`)
        .send(Readable.from(registrationsCsv(app.db, link.query, () => app.workScheduler.yieldToLight(), exportProgressRecorder(app.db, link.id))));
    },
  );
};
