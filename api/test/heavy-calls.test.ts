import { testEngines } from './support/environment';
import { finishedJob } from './support/bulk-jobs';
import { allRegistrations, call, useTestApp, type Reply } from './support/test-app';
import { tokenFor } from './support/tokens';

// One heavy call must not stall every other request. While bulk jobs and
// forty whole-list reads run, /health and light signed-in calls answer before the heavy work is
// done (ordering only: how fast is measured by the bench's heavy-load case, not asserted here).

const REGISTRATIONS = 600;
// The heavy work itself takes long on a busy machine: it is waited for to check it was done whole.
const TEST_TIMEOUT_MS = 300_000;
const WHOLE_LIST_READS = 40;

describe.each(testEngines())('heavy calls on %s', (engine) => {
  const target = useTestApp(engine, { registrations: REGISTRATIONS });

  test(
    '/health and light signed-in calls answer while bulk jobs and whole-list reads are still running',
    async () => {
      const [adminToken, viewerToken] = await Promise.all([tokenFor('admin'), tokenFor('viewer')]);
      const ids = (await allRegistrations(target, viewerToken)).map((r) => r.registrationId);
      expect(ids).toHaveLength(REGISTRATIONS);

      // Three jobs over every registration: each row is locked and checked, most are skipped.
      const started = await Promise.all(
        ['confirmPayment', 'markDuplicate', 'clearStatus'].map((action) =>
          call(target, 'POST', '/admin/registrations/bulk', { token: adminToken, body: { action, registrationIds: ids } }),
        ),
      );
      for (const reply of started) expect(reply.status).toBe(202);

      let wholeListsDone = 0;
      const wholeLists = Array.from({ length: WHOLE_LIST_READS }, () =>
        call(target, 'GET', '/admin/registrations', { token: viewerToken }).finally(() => {
          wholeListsDone += 1;
        }),
      );

      const light: Reply[] = [];
      light.push(await call(target, 'GET', '/health'));
      light.push(await call(target, 'GET', '/admin/stats', { token: viewerToken }));
      light.push(await call(target, 'GET', '/admin/registrations?limit=5&q=a', { token: viewerToken }));
      const jobsWhenLightDone = await Promise.all(started.map((reply) => call(target, 'GET', `/admin/jobs/${reply.body.id}`, { token: adminToken })));
      const wholeListsDoneWhenLightDone = wholeListsDone;

      expect(light.map((reply) => reply.status)).toEqual([200, 200, 200]);
      expect(light[0]!.body).toEqual({ status: 'ok' });
      // The light calls finished first: the heavy work was still going on.
      expect(wholeListsDoneWhenLightDone).toBeLessThan(WHOLE_LIST_READS);
      expect(jobsWhenLightDone.some((reply) => reply.body.status !== 'completed')).toBe(true);

      // And the heavy work was queued, not dropped: every whole list is whole, every job finishes.
      for (const reply of await Promise.all(wholeLists)) {
        expect(reply.status).toBe(200);
        expect(reply.body.data).toHaveLength(REGISTRATIONS);
      }
      for (const reply of started) {
        expect(await finishedJob(target, adminToken, reply.body.id)).toMatchObject({ status: 'completed', done: REGISTRATIONS });
      }
    },
    TEST_TIMEOUT_MS,
  );
});
