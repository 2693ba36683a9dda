import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import fp from 'fastify-plugin';

// Background work waits for light requests at most this long before its next step, so that a
// steady trickle of light calls slows it down but never stops it.
const MAX_WAIT_FOR_LIGHT_MS = 200;
// Heavy calls waiting for a slot beyond this many are refused (503) rather than queued without end.
const MAX_QUEUED_HEAVY_CALLS = 100;
const QUEUE_FULL_RETRY_AFTER_SECONDS = 30;

/**
 * Keeps heavy work from starving light calls, on PGlite's one connection as on a pool. Heavy calls
 * (the whole list, CSV exports, bulk job chunks) take one of a few slots and queue for it; background
 * work steps aside between its steps while light calls (everything else, /health included) are in flight.
 */
export class WorkScheduler {
  private lightInFlight = 0;
  private idleWaiters = new Set<() => void>();
  private heavyRunning = 0;
  private heavyQueue: (() => void)[] = [];

  constructor(readonly heavySlots: number) {}

  /** Counts a light request until the returned function is called (once). */
  lightStarted(): () => void {
    this.lightInFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.lightInFlight -= 1;
      if (this.lightInFlight === 0) for (const wake of [...this.idleWaiters]) wake();
    };
  }

  /**
   * Between two steps of heavy work: lets waiting I/O in (a macrotask turn: PGlite answers
   * through microtasks, so a loop of queries alone never lets a request be read), then waits
   * while light requests are in flight.
   */
  async yieldToLight(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    if (this.lightInFlight === 0) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.idleWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, MAX_WAIT_FOR_LIGHT_MS);
      this.idleWaiters.add(done);
    });
  }

  /**
   * A heavy slot, waited for in turn; answers its release. A request finding the queue full is
   * refused with 503; background work (`queueFull: 'wait'`) always queues.
   */
  async acquireHeavy({ queueFull = 'refuse' }: { queueFull?: 'refuse' | 'wait' } = {}): Promise<() => void> {
    if (this.heavyRunning < this.heavySlots) {
      this.heavyRunning += 1;
    } else {
      if (queueFull === 'refuse' && this.heavyQueue.length >= MAX_QUEUED_HEAVY_CALLS) {
        throw new HttpError(503, 'The server is busy with other large requests. Please try again in a minute.');
      }
      // The slot is handed over by the release, so it is never free in between.
      await new Promise<void>((resolve) => this.heavyQueue.push(resolve));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.heavyQueue.shift();
      if (next) next();
      else this.heavyRunning -= 1;
    };
  }
}

/** Whether a route's call is heavy: `heavy` in its config, true or decided per request. */
function isHeavy(request: FastifyRequest): boolean {
  const heavy = request.routeOptions.config.heavy;
  return typeof heavy === 'function' ? heavy(request) : heavy === true;
}

/**
 * Light requests are counted from their arrival to the end of their response; a heavy one takes a
 * slot once it is authenticated and validated (a refused call never queues) and holds it until its
 * response, streamed or not, has ended.
 */
export const workSchedulerPlugin = fp<{ heavySlots: number }>(async (app, { heavySlots }) => {
  const scheduler = new WorkScheduler(heavySlots);
  app.decorate('workScheduler', scheduler);
  app.addHook('onRequest', async (request, reply) => {
    if (isHeavy(request) || request.routeOptions.config.longLived) return;
    reply.raw.once('close', scheduler.lightStarted());
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!isHeavy(request)) return;
    // Listening first: a client that leaves while queued gives its slot back as soon as it gets it.
    let release: (() => void) | null = null;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      release?.();
    });
    try {
      release = await scheduler.acquireHeavy();
    } catch (error) {
      reply.header('retry-after', QUEUE_FULL_RETRY_AFTER_SECONDS);
      throw error;
    }
    if (closed) release();
  });
});
