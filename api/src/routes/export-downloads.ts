import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLinkTokenParamsSchema, noQuerySchema } from 'shared/domain/schemas';
import { registrationsCsv } from '../registrations/export';
import { exportProgressRecorder, redeemExportLink } from '../registrations/export-links';
import { answers, csvFile, unserialized } from '../route-answers';

/**
 * The CSV behind a single-use export link (POST /admin/registrations/export-links). No token
 * header: the link itself is the permission, valid once and for a minute, and re-checked against
 * its maker's account when opened; refused while the csvExport flag is off (plugins/feature-flags.ts).
 * Heavy (it takes a turn with the other heavy calls) and streamed batch by batch, so the API's memory stays flat and the browser writes the file straight to disk.
 */
export const exportDownloadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/registrations-export/:token',
    {
      schema: {
        description:
          "No token header (a browser's download manager opens it; the link is the permission): the CSV as `GET /admin/registrations/export` streams it, once; used or expired 410; 403 when its maker's account may no longer read or `csvExport` is off.",
        params: exportLinkTokenParamsSchema,
        querystring: noQuerySchema,
        response: answers({ 200: csvFile }),
      },
      config: { feature: 'csvExport', heavy: true },
    },
    async (request, reply) => {
      const link = await redeemExportLink(app.db, request.params.token);
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="registrations-${stamp}.csv"`)
        .send(
          unserialized<string>(
            Readable.from(registrationsCsv(app.db, link.query, () => app.workScheduler.yieldToLight(), exportProgressRecorder(app.db, link.id))),
          ),
        );
    },
  );
};
