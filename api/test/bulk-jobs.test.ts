import { listQueryParams } from 'shared/domain/registrations/list-rules';
import { MAX_BULK_ROWS, MAX_LISTED_SKIPPED_ROWS } from 'shared/domain/registrations/registration-requests';
import { MAX_TAKEOVERS } from '../src/registrations/bulk';
import { finishedJob, runBulkJob } from './support/bulk-jobs';
import { testEngines } from './support/environment';
import { allRegistrations, call, useSuiteCallers, useTestApp } from './support/test-app';
import { tokenFor } from './support/tokens';

// Bulk actions as background jobs kept in the database: the call
// answers at once with a job, the job does each row under the single-action rules in chunks,
// reports "N updated, M skipped (why)" with the skipped rows, survives its instance stopping,
// and a set chosen by filters or `all` runs only while it still numbers what the person saw.

const REASON = 'Submitted two forms for the same child.';

describe.each(testEngines())('bulk jobs on %s', (engine) => {
  const target = useTestApp(engine, { registrations: 400 });
  const callers = useSuiteCallers(target);

  const bulk = (body: unknown, token = callers.adminToken) => call(target, 'POST', '/admin/registrations/bulk', { token, body });
  const auditEntries = async () => (await target.db.query<{ count: number }>('SELECT count(*)::int AS count FROM audit_log'))[0]!.count;
  const jobRows = async () => (await target.db.query<{ count: number }>('SELECT count(*)::int AS count FROM bulk_jobs'))[0]!.count;

  test('answers 202 with the job at once; the job confirms the pending payments and lists the skipped rows with their reason', async () => {
    const pending = callers.everything.filter((r) => r.status === 'active' && r.payment.status === 'pending').slice(0, 3);
    const paid = callers.everything.filter((r) => r.payment.status === 'success').slice(0, 2);
    const failed = callers.everything.filter((r) => r.payment.status === 'failed').slice(0, 1);
    const before = await auditEntries();
    const reply = await bulk({ action: 'confirmPayment', registrationIds: [...pending, ...paid, ...failed].map((r) => r.registrationId) }, callers.staffToken);
    expect(reply.status).toBe(202);
    expect(reply.body).toMatchObject({ id: expect.any(String), action: 'confirmPayment', status: 'queued', total: 6, done: 0, updated: 0, skipped: 0 });

    const job = await finishedJob(target, callers.staffToken, reply.body.id);
    expect(job).toMatchObject({
      status: 'completed',
      total: 6,
      done: 6,
      updated: 3,
      skipped: 3,
      reasons: [
        { reason: 'This payment is already confirmed.', count: 2 },
        { reason: 'A failed payment cannot be confirmed.', count: 1 },
      ],
      stalled: false,
      failure: null,
    });
    expect(job.skippedRows).toEqual(
      expect.arrayContaining([
        ...paid.map((r) => ({ registrationId: r.registrationId, reason: 'This payment is already confirmed.' })),
        { registrationId: failed[0]!.registrationId, reason: 'A failed payment cannot be confirmed.' },
      ]),
    );
    expect(job.skippedRows).toHaveLength(3);
    expect(await auditEntries()).toBe(before + 3);
    for (const r of pending) {
      const now = (await call(target, 'GET', `/admin/registrations/${r.registrationId}`, { token: callers.viewerToken })).body;
      expect(now.payment).toMatchObject({ status: 'success', mode: 'offline' });
      expect(now.adminNote).toBe('Verified and confirmed by admin');
    }
  });

  test('disqualifies every active registration matching the filters when the total is the one the person saw', async () => {
    const filters = { cadre: ['Super Senior Level' as const], std: ['12th' as const] };
    const current = await allRegistrations(target, callers.viewerToken);
    const matching = current.filter((r) => r.cadre === filters.cadre[0] && r.std === filters.std[0]);
    const active = matching.filter((r) => r.status === 'active');
    expect(active.length).toBeGreaterThan(0);
    const job = await runBulkJob(target, callers.adminToken, {
      action: 'disqualify',
      note: REASON,
      filters: listQueryParams(filters),
      expectedTotal: matching.length,
    });
    expect(job).toMatchObject({ status: 'completed', total: matching.length, updated: active.length, skipped: matching.length - active.length });
    const history = await call(target, 'GET', `/admin/registrations/${active[0]!.registrationId}/history`, { token: callers.viewerToken });
    expect(history.body.data[0]).toMatchObject({
      action: 'registration.disqualified',
      note: REASON,
      actor: { email: 'admin@example.org', role: 'admin' },
      before: { status: 'active' },
      after: { status: 'disqualified', disqualificationNote: REASON },
    });
  });

  test('a filtered set that no longer numbers what the person saw answers 409 with the total now, and nothing changes', async () => {
    const filters = { status: ['active' as const], cadre: ['Primary Level' as const] };
    const matching = (await allRegistrations(target, callers.viewerToken)).filter((r) => r.status === 'active' && r.cadre === 'Primary Level');
    const [audit, jobs] = [await auditEntries(), await jobRows()];
    const reply = await bulk({ action: 'markDuplicate', filters: listQueryParams(filters), expectedTotal: matching.length + 1 });
    expect(reply.status).toBe(409);
    expect(reply.body).toEqual({
      message: expect.stringContaining(`not the ${(matching.length + 1).toLocaleString('en-IN')} you saw`),
      code: 'bulk-total-changed',
      total: matching.length,
    });
    expect([await auditEntries(), await jobRows()]).toEqual([audit, jobs]);
  });

  test.each([
    ['an empty search', { q: '' }],
    ['a blank search', { q: '   ' }],
    ['no filter at all', {}],
    ['empty multi-value filters', { status: '', cadre: '' }],
  ])('filters that select callers.everything (%s) are refused with 400, and nothing changes', async (_label, filters) => {
    const [audit, jobs] = [await auditEntries(), await jobRows()];
    const reply = await bulk({ action: 'clearStatus', filters, expectedTotal: callers.everything.length });
    expect(reply.status).toBe(400);
    expect(reply.body.issues).toEqual([expect.objectContaining({ path: 'filters', message: expect.stringContaining('all: true') })]);
    expect([await auditEntries(), await jobRows()]).toEqual([audit, jobs]);
  });

  test('refuses what the role may not do, and malformed requests, creating no job', async () => {
    const id = callers.everything[0]!.registrationId;
    const jobs = await jobRows();
    expect((await bulk({ action: 'markDuplicate', registrationIds: [id] }, callers.staffToken)).status).toBe(403);
    expect((await bulk({ action: 'confirmPayment', registrationIds: [id] }, callers.viewerToken)).status).toBe(403);
    expect((await bulk({ action: 'disqualify', registrationIds: [id] })).status).toBe(400);
    expect((await bulk({ action: 'disqualify', note: 'too short', registrationIds: [id] })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus' })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus', registrationIds: [id], filters: { status: 'active' }, expectedTotal: 1 })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus', filters: { status: 'gone' }, expectedTotal: 1 })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus', filters: { status: 'duplicate' } })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus', all: true })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus', all: false, expectedTotal: 1 })).status).toBe(400);
    expect((await bulk({ action: 'clearStatus', registrationIds: [id], expectedTotal: 1 })).status).toBe(400);
    expect(await jobRows()).toBe(jobs);
  });

  test('10,000 unknown ids: every one skipped as not found, the first 100 listed, all counted', async () => {
    const ids = Array.from({ length: MAX_BULK_ROWS }, (_, i) => `NOPE-${String(i).padStart(5, '0')}`);
    const before = await auditEntries();
    const job = await runBulkJob(target, callers.adminToken, { action: 'markDuplicate', registrationIds: ids });
    expect(job).toMatchObject({ status: 'completed', total: MAX_BULK_ROWS, done: MAX_BULK_ROWS, updated: 0, skipped: MAX_BULK_ROWS });
    expect(job.reasons).toEqual([{ reason: 'Registration not found', count: MAX_BULK_ROWS }]);
    expect(job.skippedRows).toHaveLength(MAX_LISTED_SKIPPED_ROWS);
    expect(job.skippedRows[0]).toEqual({ registrationId: 'NOPE-00000', reason: 'Registration not found' });
    expect(await auditEntries()).toBe(before);
    // An ended job keeps its counts, not its list of ids.
    const [row] = await target.db.query<{ ids: number }>('SELECT cardinality(registration_ids) AS ids FROM bulk_jobs WHERE id = $1', [job.id]);
    expect(row!.ids).toBe(0);
  });

  test('a job is readable by its creator and by admins only; others get 404, a viewer 403, a malformed id 400', async () => {
    const staffJob = (await bulk({ action: 'confirmPayment', registrationIds: ['NOPE-STAFF'] }, callers.staffToken)).body.id as string;
    const adminJob = (await bulk({ action: 'markDuplicate', registrationIds: ['NOPE-ADMIN'] })).body.id as string;
    await finishedJob(target, callers.staffToken, staffJob);
    await finishedJob(target, callers.adminToken, adminJob);
    const superadminToken = await tokenFor('superadmin');
    expect((await call(target, 'GET', `/admin/jobs/${staffJob}`, { token: callers.adminToken })).status).toBe(200);
    expect((await call(target, 'GET', `/admin/jobs/${staffJob}`, { token: superadminToken })).status).toBe(200);
    const hidden = await call(target, 'GET', `/admin/jobs/${adminJob}`, { token: callers.staffToken });
    expect([hidden.status, hidden.body]).toEqual([404, { message: 'No such job', code: 'bulk-job-not-found' }]);
    expect((await call(target, 'GET', `/admin/jobs/${staffJob}`, { token: callers.viewerToken })).status).toBe(403);
    expect((await call(target, 'GET', '/admin/jobs/00000000-0000-4000-8000-000000000000', { token: callers.adminToken })).status).toBe(404);
    expect((await call(target, 'GET', '/admin/jobs/not-a-job', { token: callers.adminToken })).status).toBe(400);
  });

  describe('a job whose instance stopped', () => {
    /** A job as a stopped instance left it: running, its lease run out, `done` rows already handled. */
    async function abandonedJob(ids: string[], done: number, attempts: number): Promise<string> {
      const adminUid = (await target.app.firebaseAuth.getUserByEmail('admin@example.org')).uid;
      const [row] = await target.db.query<{ id: string }>(
        `INSERT INTO bulk_jobs (action, registration_ids, total, next_index, status, created_by_uid, created_by_email, created_by_role,
                                started_at, lease_owner, lease_expires_at, attempts)
         VALUES ('markDuplicate', $1, $2, $3, 'running', $4, 'admin@example.org', 'admin', now(), 'a-stopped-instance', now() - interval '1 second', $5)
         RETURNING id::text AS id`,
        [ids, ids.length, done, adminUid, attempts],
      );
      return row!.id;
    }

    test('shows as stalled, then another worker takes it over from where it stopped: no row twice, none missed', async () => {
      const rows = callers.everything.filter((r) => r.status === 'active').slice(-5);
      const ids = rows.map((r) => r.registrationId).sort();
      const jobId = await abandonedJob(ids, 2, 0);
      const seen = await call(target, 'GET', `/admin/jobs/${jobId}`, { token: callers.adminToken });
      expect(seen.body).toMatchObject({ status: 'running', stalled: true, done: 2 });

      target.app.bulkJobs.wake();
      const job = await finishedJob(target, callers.adminToken, jobId);
      expect(job).toMatchObject({ status: 'completed', done: 5, updated: 3, skipped: 0, stalled: false });
      for (const [index, id] of ids.entries()) {
        const now = (await call(target, 'GET', `/admin/registrations/${id}`, { token: callers.viewerToken })).body;
        expect({ id, status: now.status }).toEqual({ id, status: index < 2 ? 'active' : 'duplicate' });
      }
    });

    test(`after ${MAX_TAKEOVERS} interruptions it is failed with a message, never left running`, async () => {
      const id = callers.everything.find((r) => r.status === 'active')!.registrationId;
      const jobId = await abandonedJob([id], 0, MAX_TAKEOVERS);
      target.app.bulkJobs.wake();
      const job = await finishedJob(target, callers.adminToken, jobId);
      expect(job).toMatchObject({ status: 'failed', done: 0, updated: 0, failure: expect.stringContaining(`interrupted ${MAX_TAKEOVERS} times`) });
      expect((await call(target, 'GET', `/admin/registrations/${id}`, { token: callers.viewerToken })).body.status).toBe('active');
    });
  });

  // Last: it changes every registration.
  test('all: true acts on every registration only with the total the person saw', async () => {
    const before = await allRegistrations(target, callers.viewerToken);
    const audit = await auditEntries();
    const stale = await bulk({ action: 'clearStatus', all: true, expectedTotal: before.length - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.total).toBe(before.length);
    expect(await auditEntries()).toBe(audit);

    const job = await runBulkJob(target, callers.adminToken, { action: 'clearStatus', all: true, expectedTotal: before.length });
    const flagged = before.filter((r) => r.status !== 'active').length;
    expect(flagged).toBeGreaterThan(0);
    expect(job).toMatchObject({ status: 'completed', total: before.length, updated: flagged, skipped: before.length - flagged });
    expect((await allRegistrations(target, callers.viewerToken)).every((r) => r.status === 'active')).toBe(true);
  });
});
