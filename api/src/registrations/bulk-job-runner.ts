import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { WorkScheduler } from '../plugins/work-scheduler';
import { SerialTask } from '../serial-task';
import { claimBulkJob, releaseBulkJob, runBulkJobChunk } from './bulk';

// How often an instance looks for jobs nobody is running (queued elsewhere, or left by a stopped instance).
const POLL_INTERVAL_MS = 5_000;

// Jobs one instance runs at once, each of a different person: their chunks take turns.
const JOBS_AT_ONCE = 3;

/**
 * One API instance's worker for the bulk jobs kept in the database: it runs a few jobs at once,
 * each of a different person (claimBulkJob), chunk by chunk, each chunk in a heavy slot of its
 * creator's turn and after light requests have had their turn. Any instance may run any job; the
 * lease in the job's row says which one does.
 */
export class BulkJobRunner {
  readonly instanceId = randomUUID();
  private closing = false;
  private readonly claims = new SerialTask(
    () => this.claim(),
    (error) => this.log.error({ err: error }, 'bulk job worker failed'),
  );
  private readonly running = new Set<Promise<void>>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly scheduler: WorkScheduler,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /** Looks for work now (a job was just asked for, or one ended); while looking, looks again when done. */
  wake(): void {
    if (!this.closing) this.claims.wake();
  }

  /** Stops after the chunks in progress and puts their jobs back in the queue for the next instance. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.claims.stop();
    await Promise.all([...this.running]);
  }

  private async claim(): Promise<void> {
    while (!this.closing && this.running.size < JOBS_AT_ONCE) {
      const job = await claimBulkJob(this.db, this.instanceId);
      if (!job) return;
      const run = this.run(job.id, `uid:${job.createdBy}`).finally(() => {
        this.running.delete(run);
        this.wake();
      });
      this.running.add(run);
    }
  }

  private async run(jobId: string, owner: string): Promise<void> {
    for (;;) {
      if (this.closing) {
        await releaseBulkJob(this.db, jobId, this.instanceId, 'closing').catch(() => {});
        return;
      }
      try {
        if ((await this.scheduler.inTurn(owner, () => runBulkJobChunk(this.db, jobId, this.instanceId))) !== 'more') return;
      } catch (error) {
        this.log.error({ err: error, jobId }, 'bulk job chunk failed; it is tried again shortly');
        await releaseBulkJob(this.db, jobId, this.instanceId, 'failed').catch(() => {});
        return;
      }
    }
  }
}
