import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_FAIR_SHARES } from '../config';
import { RetryLaterError } from '../http-error';
import fp from 'fastify-plugin';

// Background work waits for light requests at most this long before its next step, so that a
// steady trickle of light calls slows it down but never stops it.
const MAX_WAIT_FOR_LIGHT_MS = 200;
/** Heavy calls one account may have running or waiting at once; past it that account's next one answers 503. */
export const DEFAULT_HEAVY_CALLS_PER_ACCOUNT = 50;
// Heavy calls of every account together beyond this many are refused too, so that many accounts
// at their share cannot queue without end.
const MAX_HEAVY_CALLS = 400;
const BUSY_RETRY_AFTER_SECONDS = 30;
/**
 * Uploads being received at once, every account together: three accounts' shares. Each holds a file
 * being written, then heavy work; a refusal costs the instance too (the client sends on until it
 * hears it), so the cap bounds what uploads hold rather than queueing them tighter.
 */
export const DEFAULT_UPLOADS_AT_ONCE = 6;
const UPLOAD_RETRY_AFTER_SECONDS = 10;

export interface WorkSchedulerLimits {
  /** Heavy steps running at once (PGlite: its one connection). */
  heavySlots: number;
  /** Heavy calls one account may have running or waiting at once. */
  heavyCallsPerAccount?: number;
  /** Uploads (avatars, imports, statements) one account may be sending at once. */
  uploadsPerAccount?: number;
  /** Uploads being received at once, every account together. */
  uploadsAtOnce?: number;
}

/** `release` callable any number of times, acting the first. */
function once(release: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    release();
  };
}

/** What is under way, by owner and in all. */
class Counts {
  private byOwner = new Map<string, number>();
  total = 0;

  of(owner: string): number {
    return this.byOwner.get(owner) ?? 0;
  }

  /** Counts one more of `owner` until the returned function is called (once). */
  add(owner: string): () => void {
    this.byOwner.set(owner, this.of(owner) + 1);
    this.total += 1;
    return once(() => {
      this.total -= 1;
      const left = this.of(owner) - 1;
      if (left <= 0) this.byOwner.delete(owner);
      else this.byOwner.set(owner, left);
    });
  }
}

/** Runs `work` in a heavy slot of its owner's turn (see WorkScheduler.inTurn). */
export type HeavyTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Keeps heavy work from starving light calls, and one account's heavy work from starving
 * another's, on PGlite's one connection as on a pool. Heavy steps (a page deep in the list, a
 * batch of an export or of the whole list, a bulk job chunk) take one of a few slots; waiting
 * steps are served by account in turn, so an account with fifty steps waiting delays another's
 * next step by one step, not fifty. Background work steps aside between its steps while light
 * calls (everything else, /health included) are in flight.
 */
export class WorkScheduler {
  private lightInFlight = 0;
  private idleWaiters = new Set<() => void>();
  private heavyRunning = 0;
  /** Steps waiting for a slot, by owner; the Map's order is the order of turns. */
  private waiting = new Map<string, (() => void)[]>();
  private calls = new Counts();
  private uploads = new Counts();
  readonly heavySlots: number;
  readonly heavyCallsPerAccount: number;
  readonly uploadsPerAccount: number;
  readonly uploadsAtOnce: number;

  constructor({
    heavySlots,
    heavyCallsPerAccount = DEFAULT_HEAVY_CALLS_PER_ACCOUNT,
    uploadsPerAccount = DEFAULT_FAIR_SHARES.uploadsPerAccount,
    uploadsAtOnce = DEFAULT_UPLOADS_AT_ONCE,
  }: WorkSchedulerLimits) {
    this.heavySlots = heavySlots;
    this.heavyCallsPerAccount = heavyCallsPerAccount;
    this.uploadsPerAccount = uploadsPerAccount;
    this.uploadsAtOnce = uploadsAtOnce;
  }

  /** Uploads being received now, every account together. */
  get uploadsUnderWay(): number {
    return this.uploads.total;
  }

  /**
   * Admits one upload of `owner` (an avatar, a CSV import or a statement) and counts it until the
   * returned function is called (once): past the account's share 429, past the instance's 503, so
   * that several accounts at once cannot do what one cannot.
   */
  admitUpload(owner: string): () => void {
    if (this.uploads.of(owner) >= this.uploadsPerAccount)
      throw new RetryLaterError(
        429,
        'upload-in-progress',
        'Another upload of yours is still under way. Wait for it to finish, then try again.',
        UPLOAD_RETRY_AFTER_SECONDS,
      );
    if (this.uploads.total >= this.uploadsAtOnce)
      throw new RetryLaterError(
        503,
        'uploads-busy',
        'The server is receiving as many uploads as it takes at once. Please try again in a few seconds.',
        UPLOAD_RETRY_AFTER_SECONDS,
      );
    return this.uploads.add(owner);
  }

  /** Counts a light request until the returned function is called (once). */
  lightStarted(): () => void {
    this.lightInFlight += 1;
    return once(() => {
      this.lightInFlight -= 1;
      if (this.lightInFlight === 0) for (const wake of [...this.idleWaiters]) wake();
    });
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
   * Admits one heavy call of `owner` (an account) and counts it until the returned function is
   * called (once): past the account's share, or past the instance's limit, 503.
   */
  admitCall(owner: string): () => void {
    if (this.calls.of(owner) >= this.heavyCallsPerAccount) {
      throw new RetryLaterError(
        503,
        'too-many-large-requests',
        'You have too many large requests (whole lists, deep pages, exports) under way. Wait for some to finish, then try again.',
        BUSY_RETRY_AFTER_SECONDS,
      );
    }
    if (this.calls.total >= MAX_HEAVY_CALLS)
      throw new RetryLaterError(503, 'server-busy', 'The server is busy with other large requests. Please try again in a minute.', BUSY_RETRY_AFTER_SECONDS);
    return this.calls.add(owner);
  }

  /** A heavy slot, given in the owners' turn; answers its release (once). */
  async acquireHeavy(owner: string): Promise<() => void> {
    if (this.heavyRunning < this.heavySlots) {
      this.heavyRunning += 1;
    } else {
      // The slot is handed over by the release, so it is never free in between.
      await new Promise<void>((resolve) => {
        const queue = this.waiting.get(owner);
        if (queue) queue.push(resolve);
        else this.waiting.set(owner, [resolve]);
      });
    }
    return once(() => {
      const next = this.nextWaiting();
      if (next) next();
      else this.heavyRunning -= 1;
    });
  }

  /**
   * One step of heavy work, in a slot of the owner's turn, once light calls have had theirs: waited
   * for with the slot in hand, so that a slot handed from step to step (in microtasks, as PGlite
   * answers) still lets the event loop read the requests waiting.
   */
  async inTurn<T>(owner: string, work: () => Promise<T>): Promise<T> {
    const release = await this.acquireHeavy(owner);
    try {
      await this.yieldToLight();
      return await work();
    } finally {
      release();
    }
  }

  /** The first step waiting of the owner whose turn it is; that owner goes to the back of the line. */
  private nextWaiting(): (() => void) | undefined {
    for (const [owner, queue] of this.waiting) {
      this.waiting.delete(owner);
      const next = queue.shift();
      if (queue.length > 0) this.waiting.set(owner, queue);
      if (next) return next;
    }
    return undefined;
  }
}

/** A route's `heavy` or `streamed`: true, or decided per request. */
function holds(request: FastifyRequest, setting: 'heavy' | 'streamed'): boolean {
  const value = request.routeOptions.config[setting];
  return typeof value === 'function' ? value(request) : value === true;
}
const isHeavy = (request: FastifyRequest) => holds(request, 'heavy');

/** Whose share a request counts against: its account, or before sign-in its address. */
export const ownerOf = (request: FastifyRequest) => (request.staff ? `uid:${request.staff.uid}` : `address:${request.ip}`);

/**
 * Admits a heavy call (503 with Retry-After past its owner's share) and counts it until its
 * response has ended, however it ends.
 */
export function admitHeavyCall(scheduler: WorkScheduler, reply: FastifyReply, owner: string): void {
  reply.raw.once('close', scheduler.admitCall(owner));
}

/**
 * A route's `preParsing` for an upload: admitted against its account's share and the instance's
 * (workScheduler.admitUpload) before a byte of its body is read, and counted until its response
 * has ended. A refusal closes the connection after the answer, the body unread.
 */
export async function admitUpload<Payload>(request: FastifyRequest, reply: FastifyReply, payload: Payload): Promise<Payload> {
  try {
    reply.raw.once('close', request.server.workScheduler.admitUpload(ownerOf(request)));
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
  return payload;
}

const slotReleases = new WeakMap<FastifyRequest, () => void>();

/**
 * Light requests are counted from their arrival to the end of their response. A heavy one is
 * admitted once it is authenticated and validated (a refused call never counts), against its
 * account's share, and counted until its response has ended. An answer computed whole holds a slot
 * until it is ready to send (never while a slow client reads it); a streamed one (`streamed`) takes
 * a slot for each batch it reads, so nothing shared waits for its client.
 */
export const workSchedulerPlugin = fp<WorkSchedulerLimits>(async (app, limits) => {
  const scheduler = new WorkScheduler(limits);
  app.decorate('workScheduler', scheduler);
  app.addHook('onRequest', async (request, reply) => {
    if (isHeavy(request) || request.routeOptions.config.longLived) return;
    reply.raw.once('close', scheduler.lightStarted());
  });
  app.addHook('preHandler', async (request, reply) => {
    if (!isHeavy(request)) return;
    const owner = ownerOf(request);
    admitHeavyCall(scheduler, reply, owner);
    if (holds(request, 'streamed')) return;
    // Listening first: a client that leaves while queued gives its slot back as soon as it gets it.
    let release: (() => void) | null = null;
    let closed = false;
    reply.raw.once('close', () => {
      closed = true;
      release?.();
    });
    release = await scheduler.acquireHeavy(owner);
    if (closed) return release();
    slotReleases.set(request, release);
    await scheduler.yieldToLight();
  });
  app.addHook('onSend', async (request) => {
    slotReleases.get(request)?.();
  });
});
