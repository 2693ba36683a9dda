import type { BulkJob } from 'shared/domain/registrations/registration';
import { call, type TestApp } from './test-app';

// A job of 10,000 rows takes seconds, many more on a busy machine.
const JOB_DEADLINE_MS = 240_000;

/** Polls a bulk job until it has completed, failed or been cancelled, and answers it as it ended. */
export async function finishedJob(target: Pick<TestApp, 'baseUrl'>, token: string, jobId: string): Promise<BulkJob> {
  const deadline = Date.now() + JOB_DEADLINE_MS;
  while (Date.now() < deadline) {
    const reply = await call(target, 'GET', `/admin/jobs/${jobId}`, { token });
    if (reply.status !== 200) throw new Error(`GET /admin/jobs/${jobId} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
    if (reply.body.status === 'completed' || reply.body.status === 'failed' || reply.body.status === 'cancelled') return reply.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The bulk job ${jobId} did not finish`);
}

/** Starts a bulk action (which must be accepted, 202) and waits for its job to end. */
export async function runBulkJob(target: Pick<TestApp, 'baseUrl'>, token: string, body: unknown): Promise<BulkJob> {
  const reply = await call(target, 'POST', '/admin/registrations/bulk', { token, body });
  if (reply.status !== 202) throw new Error(`POST /admin/registrations/bulk answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return finishedJob(target, token, reply.body.id);
}
