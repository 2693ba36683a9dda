import { MAX_BULK_ROWS } from 'shared/domain/registrations/registration-requests';
import { finishedJob } from './support/bulk-jobs';
import { testEngines } from './support/environment';
import { call, useSuiteCallers, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Bulk jobs shared fairly: a person has a few jobs waiting or running at most, one person's jobs
// run one after another while someone else's starts at once, and a job can be cancelled by the
// person who asked for it (an admin: anyone's), audited, stopping between two chunks.

// A job over this many unknown ids takes many chunks: long enough to be seen running.
const unknownIds = (tag: string) => Array.from({ length: MAX_BULK_ROWS }, (_, i) => `${tag}-${String(i).padStart(5, '0')}`);
const TEST_TIMEOUT_MS = 300_000;

describe.each(testEngines())('bulk job shares on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 200 });
  const callers = useSuiteCallers(target);

  const bulk = (token: string, body: unknown) => call(target, 'POST', '/admin/registrations/bulk', { token, body });
  const job = async (token: string, id: string) => (await call(target, 'GET', `/admin/jobs/${id}`, { token })).body;
  const cancel = (token: string, id: string) => call(target, 'DELETE', `/admin/jobs/${id}`, { token });

  test(
    "a person with 5 jobs waiting or running is refused a sixth (429); another person's one-row job does not wait behind them",
    async () => {
      const started = [];
      for (let i = 0; i < 5; i += 1) started.push(await bulk(callers.staffToken, { action: 'confirmPayment', registrationIds: unknownIds(`CAP${i}`) }));
      for (const reply of started) expect(reply.status).toBe(202);
      const sixth = await bulk(callers.staffToken, { action: 'confirmPayment', registrationIds: ['CAP-SIXTH'] });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get('retry-after')).toBe('30');
      expect(sixth.body).toEqual({ message: expect.stringMatching(/already have 5 bulk actions waiting or running/), code: 'too-many-bulk-jobs' });

      const other = await bulk(callers.adminToken, {
        action: 'markDuplicate',
        registrationIds: [callers.everything.find((r) => r.status === 'active')!.registrationId],
      });
      expect(other.status).toBe(202);
      expect(await finishedJob(target, callers.adminToken, other.body.id)).toMatchObject({ status: 'completed', updated: 1 });
      // The other person's job finished while this person's were still waiting their turn.
      expect((await job(callers.staffToken, started[4]!.body.id)).status).toBe('queued');

      // Cancelling what waits frees the person's share at once.
      for (const reply of started) {
        const now = await cancel(callers.staffToken, reply.body.id);
        expect(now.status === 200 || now.status === 409).toBe(true);
      }
      expect((await bulk(callers.staffToken, { action: 'confirmPayment', registrationIds: ['CAP-AFTER'] })).status).toBe(202);
    },
    TEST_TIMEOUT_MS,
  );

  test(
    "DELETE /admin/jobs/{id}: its creator cancels it, staff cannot cancel another's (404), an admin can; it stops between chunks and says cancelled, audited",
    async () => {
      const staffJob = await bulk(callers.staffToken, { action: 'confirmPayment', registrationIds: unknownIds('RUN') });
      expect(staffJob.status).toBe(202);
      const adminJob = await bulk(callers.adminToken, { action: 'markDuplicate', registrationIds: unknownIds('ADM') });
      expect(adminJob.status).toBe(202);

      // Running: some chunks done.
      while ((await job(callers.staffToken, staffJob.body.id)).done === 0);

      const byViewer = await cancel(callers.viewerToken, staffJob.body.id);
      expect(byViewer.status).toBe(403);
      const byStaff = await cancel(callers.staffToken, adminJob.body.id);
      expect([byStaff.status, byStaff.body]).toEqual([404, { message: 'No such job', code: 'bulk-job-not-found' }]);

      const byAdmin = await cancel(callers.adminToken, staffJob.body.id);
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body).toMatchObject({
        id: staffJob.body.id,
        status: 'cancelled',
        failure: 'Cancelled by admin@example.org. The rows done before that stay changed.',
        finishedAt: expect.any(String),
      });
      expect(byAdmin.body.done).toBeGreaterThan(0);
      expect(byAdmin.body.done).toBeLessThan(MAX_BULK_ROWS);

      const own = await cancel(callers.adminToken, adminJob.body.id);
      expect(own.status).toBe(200);
      expect(own.body.status).toBe('cancelled');

      // The worker has moved on (a later job of the same person ran to its end) and the cancelled job stayed where it stopped.
      const later = await bulk(callers.staffToken, { action: 'confirmPayment', registrationIds: ['RUN-LATER'] });
      expect(await finishedJob(target, callers.staffToken, later.body.id)).toMatchObject({ status: 'completed' });
      expect(await job(callers.staffToken, staffJob.body.id)).toMatchObject({ status: 'cancelled', done: byAdmin.body.done });

      const again = await cancel(callers.staffToken, staffJob.body.id);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ message: 'This bulk action has already ended.', code: 'bulk-job-ended' });

      const entries = await target.db.query<{ actor_email: string; target_type: string; before: unknown; after: unknown }>(
        "SELECT actor_email, target_type, before, after FROM audit_log WHERE action = 'bulk_job.cancelled' AND target_id = $1",
        [staffJob.body.id],
      );
      expect(entries).toEqual([{ actor_email: 'admin@example.org', target_type: 'bulk_job', before: { status: 'running' }, after: { status: 'cancelled' } }]);
      const superadmin = await tokenFor('superadmin');
      const trail = await call(target, 'GET', '/admin/audit?limit=20', { token: superadmin });
      expect(trail.status).toBe(200);
      expect(trail.body.data).toContainEqual(
        expect.objectContaining({ action: 'bulk_job.cancelled', target: expect.objectContaining({ type: 'bulk_job', id: staffJob.body.id }) }),
      );
    },
    TEST_TIMEOUT_MS,
  );
});
