import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLinkTokenParamsSchema, noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { getPreferences } from '../profile/preferences';
import { registrationsCsv } from '../registrations/export';
import { exportLinkMaker, exportProgressRecorder, redeemExportLink } from '../registrations/export-links';
import { admitHeavyCall } from '../plugins/work-scheduler';
import { answers, csvFile, unserialized } from '../route-answers';
import { streamToClient } from '../slow-clients';
import { scopedDatabase } from '../db/scoped';

/**
 * The CSV behind a single-use export link (POST /admin/registrations/export-links). No token
 * header: the link itself is the permission, valid once and for a minute, and re-checked against
 * its maker's account when opened; refused while the csvExport flag is off (plugins/feature-flags.ts).
 * A heavy call of the link's maker (counted against that account's share before the link is used
 * up), streamed batch by batch, each batch read in its own heavy turn, so the API's memory stays
 * flat, a slow connection holds nothing shared, and the browser writes the file straight to disk.
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
      config: { feature: 'csvExport', longLived: true },
    },
    async (request, reply) => {
      // An unknown or used link is refused by the redemption below, without counting.
      const maker = await exportLinkMaker(app.db, request.params.token);
      if (maker !== null) admitHeavyCall(app.workScheduler, reply, `uid:${maker}`);
      const link = await redeemExportLink(app.db, request.params.token);
      const owner = `uid:${link.staffUid}`;
      const stamp = new Date().toISOString().slice(0, 10);
      // What its maker may read now: their centres' registrations, when they are limited to some;
      // times in the maker's preference time zone.
      const { timezone } = await getPreferences(app.db, link.staffUid);
      const csv = registrationsCsv(
        scopedDatabase(app.db, link.centers),
        link.query,
        timezone,
        (work) => app.workScheduler.inTurn(owner, work),
        exportProgressRecorder(app.db, link.id),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="registrations-${stamp}.csv"`)
        .send(unserialized<string>(streamToClient(reply.raw, csv, app.fairShares.writeDeadlineSeconds * 1000)));
    },
  );
};
