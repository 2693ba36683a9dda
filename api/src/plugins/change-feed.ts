import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { changeEventSchema } from 'shared/domain/live/live-events';
import type { ChangeEvent } from 'shared/platform/live/changeEvent';
import fp from 'fastify-plugin';
import { z } from 'zod';

/** The channel the migration's triggers NOTIFY on (api/migrations/013_change_feed.sql). */
export const CHANGE_CHANNEL = 'abacus_changes';

/** Events kept for streams that come back with a Last-Event-ID (a reconnect, a stream's lifetime ending). */
const REPLAY_EVENTS = 1_000;

/**
 * What the database announces: an event, and for many registrations inserted at once the codes of
 * their centres (migration 063; null: not named), which stay on the server.
 */
const notificationSchema = changeEventSchema.extend({ centers: z.array(z.string()).nullish() });

/** An event as the feed passes it to the streams of this instance. */
export interface FeedChange {
  id: string;
  event: ChangeEvent;
  /** The centres of the registrations a many-rows event is about; undefined: any (or not about registrations). */
  centers?: readonly string[];
}

export type FeedMessage =
  | ({ kind: 'change' } & FeedChange)
  /** The database connection dropped (live false) or returned (live true: what was sent meanwhile is lost). */
  | { kind: 'status'; live: boolean }
  /** The instance is shutting down: streams end, and their browsers reconnect (to another instance). */
  | { kind: 'closing' };

/**
 * This instance's one LISTEN connection, fanned out in process to every open event stream. Each
 * event gets an id `<instance>.<sequence>`; the last REPLAY_EVENTS are kept, so a stream that
 * reconnects to this instance with the id of the last event it saw is sent only what it missed.
 * NOTIFY keeps nothing for a listener that was away, so after the connection returns, or for an
 * id this instance cannot place (another instance's, too old), the stream is told to refetch.
 */
export class ChangeFeed {
  readonly instance = randomUUID().slice(0, 8);
  private sequence = 0;
  /** Events after this sequence number were all heard (the last time the listener came back). */
  private heardSince = 0;
  private recent: { sequence: number; change: Omit<FeedChange, 'id'> }[] = [];
  private subscribers = new Set<(message: FeedMessage) => void>();
  live = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  subscribe(subscriber: (message: FeedMessage) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get streams(): number {
    return this.subscribers.size;
  }

  /** The events after `lastEventId`, or null when some may be missing (the stream must refetch). */
  since(lastEventId: string | undefined): FeedChange[] | null {
    if (!lastEventId || !this.live) return null;
    const [instance, text] = lastEventId.split('.');
    const after = Number(text);
    if (instance !== this.instance || !Number.isSafeInteger(after) || after < this.heardSince || after > this.sequence) return null;
    const oldest = this.recent[0]?.sequence ?? this.sequence + 1;
    if (after < oldest - 1) return null;
    return this.recent.filter((entry) => entry.sequence > after).map(({ sequence, change }) => ({ id: this.idOf(sequence), ...change }));
  }

  /** The id a stream that has seen everything so far would send back. */
  get lastId(): string {
    return this.idOf(this.sequence);
  }

  received(payload: string): void {
    let change: Omit<FeedChange, 'id'>;
    try {
      const { centers, ...event } = notificationSchema.parse(JSON.parse(payload));
      change = centers ? { event, centers } : { event };
    } catch {
      this.log.warn({ payload: payload.slice(0, 200) }, 'change feed: ignored a notification of unknown shape');
      return;
    }
    this.sequence += 1;
    this.recent.push({ sequence: this.sequence, change });
    if (this.recent.length > REPLAY_EVENTS) this.recent.shift();
    this.publish({ kind: 'change', id: this.idOf(this.sequence), ...change });
  }

  close(): void {
    this.publish({ kind: 'closing' });
  }

  status(live: boolean): void {
    if (live === this.live) return;
    this.live = live;
    // Ids from before the gap are told apart from those after it.
    if (live) {
      this.sequence += 1;
      this.heardSince = this.sequence;
    }
    this.log[live ? 'info' : 'warn'](live ? 'change feed: listening' : 'change feed: database connection lost, reconnecting');
    this.publish({ kind: 'status', live });
  }

  private idOf(sequence: number): string {
    return `${this.instance}.${sequence}`;
  }

  private publish(message: FeedMessage): void {
    for (const subscriber of this.subscribers) subscriber(message);
  }
}

/** `app.changeFeed`: the instance's LISTEN connection, opened with the app; its streams end when the app closes. */
export const changeFeedPlugin = fp(async (app) => {
  const feed = new ChangeFeed(app.log);
  app.decorate('changeFeed', feed);
  const stop = await app.db.listen(CHANGE_CHANNEL, {
    onNotification: (payload) => feed.received(payload),
    onStatus: (live) => feed.status(live),
  });
  // PGlite's one connection never drops and never reports; PostgreSQL's reports its first LISTEN.
  feed.status(true);
  app.addHook('preClose', async () => {
    feed.close();
    await stop();
  });
});
