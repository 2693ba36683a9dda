import { parseCsv } from 'shared/domain/common/csv';
import { finishedJob } from './support/bulk-jobs';
import { testEngines } from './support/environment';
import { slowGet, type SlowClient } from './support/slow-client';
import { call, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// A download opened on a connection that reads a few bytes a second (a phone on a poor line does
// it without meaning to) must not hold what everyone shares: the heavy slots (PGlite has one) or a
// database connection. Each CSV here is several megabytes, more than the kernel buffers of a
// connection, so the server really waits on the slow client.

// About 6 MB of CSV: the kernel takes about 4 MB of a connection that is not read.
const REGISTRATIONS = 30_000;
const TEST_TIMEOUT_MS = 300_000;

describe.each(testEngines())('slow clients on %s', (engine) => {
  // Long enough never to cut off the slow readers during the test: what is shown is that nothing waits for them.
  const target = useTestApp(engine, { registrations: REGISTRATIONS, config: { fairShares: { writeDeadlineSeconds: 3600 } } });

  test(
    "two downloads read a few bytes a second; meanwhile another person's export, bulk job and whole-list read complete",
    async () => {
      const [viewerToken, adminToken] = await Promise.all([tokenFor('viewer'), tokenFor('admin')]);
      const link = await call(target, 'POST', '/admin/registrations/export-links', { token: viewerToken });
      expect(link.status).toBe(201);
      // As many slow downloads as there are heavy slots on either engine (PGlite 1, PostgreSQL 2): both kinds of CSV download.
      const slow: SlowClient[] = [
        slowGet(target.baseUrl, '/admin/registrations/export', { authorization: `Bearer ${viewerToken}` }, { bytesPerTick: 2 }),
        slowGet(target.baseUrl, link.body.path, {}, { bytesPerTick: 2 }),
      ];
      try {
        for (const client of slow) expect(await client.started).toBe('HTTP/1.1 200 OK');

        const [exported, wholeList, job] = await Promise.all([
          call(target, 'GET', '/admin/registrations/export', { token: adminToken }),
          call(target, 'GET', '/admin/registrations', { token: adminToken }),
          call(target, 'POST', '/admin/registrations/bulk', { token: adminToken, body: { action: 'markDuplicate', registrationIds: ['SLOW-NO-SUCH-ID'] } }),
        ]);
        expect(exported.status).toBe(200);
        expect(parseCsv(exported.body)).toHaveLength(REGISTRATIONS + 1);
        expect(wholeList.status).toBe(200);
        expect(wholeList.body.data).toHaveLength(REGISTRATIONS);
        expect(job.status).toBe(202);
        expect(await finishedJob(target, adminToken, job.body.id)).toMatchObject({ status: 'completed', skipped: 1 });

        // The slow downloads are still going: the others finished beside them, not after them.
        for (const client of slow) expect(client.open()).toBe(true);
      } finally {
        for (const client of slow) client.destroy();
      }
    },
    TEST_TIMEOUT_MS,
  );
});
