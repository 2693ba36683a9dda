import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { WorkScheduler } from '../plugins/work-scheduler';
import { claimBulkJob, releaseBulkJob, runBulkJobChunk } from './bulk';

// How often an instance looks for jobs nobody is running (queued elsewhere, or left by a stopped instance).
const POLL_INTERVAL_MS = 5_000;

/**
 * One API instance's worker for the bulk jobs kept in the database: it runs one job at a time,
 * chunk by chunk, each chunk in a heavy slot and after light requests have had their turn. Any
 * instance may run any job; the lease in the job's row says which one does.
 */
export class BulkJobRunner {
  readonly instanceId = randomUUID();
  private draining: Promise<void> | null = null;
  private wakeAgain = false;
  private closing = false;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly scheduler: WorkScheduler,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.wake(), POLL_INTERVAL_MS);
    this.timer.unref();
  }

  /** Looks for work now (a job was just asked for); while busy, looks again when done. */
  wake(): void {
    if (this.closing) return;
    if (this.draining) {
      this.wakeAgain = true;
      return;
    }
    this.draining = this.drain()
      .catch((error: unknown) => this.log.error({ err: error }, 'bulk job worker failed'))
      .finally(() => {
        this.draining = null;
        if (this.wakeAgain) {
          this.wakeAgain = false;
          this.wake();
        }
      });
  }

  /** Stops after the chunk in progress and puts its job back in the queue for the next instance. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.timer);
    await this.draining;
  }

  private async drain(): Promise<void> {
    while (!this.closing) {
      const jobId = await claimBulkJob(this.db, this.instanceId);
      if (!jobId) return;
      await this.run(jobId);
    }
  }

  private async run(jobId: string): Promise<void> {
    for (;;) {
      if (this.closing) {
        await releaseBulkJob(this.db, jobId, this.instanceId, 'closing');
        return;
      }
      await this.scheduler.yieldToLight();
      const release = await this.scheduler.acquireHeavy({ queueFull: 'wait' });
      try {
        if ((await runBulkJobChunk(this.db, jobId, this.instanceId)) !== 'more') return;
      } catch (error) {
        this.log.error({ err: error, jobId }, 'bulk job chunk failed; it is tried again shortly');
        await releaseBulkJob(this.db, jobId, this.instanceId, 'failed').catch(() => {});
        return;
      } finally {
        release();
      }
    }
  }
}
