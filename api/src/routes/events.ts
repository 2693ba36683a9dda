import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from 'shared/domain/common/permissions';
import { isOwnJobOrNotAJob, permissionToHear } from 'shared/domain/live/live-events';
import type { ChangeEvent, FeedStatus } from 'shared/platform/live/changeEvent';
import { noQuerySchema } from 'shared/domain/registrations/registration-requests';
import { scopedDatabase } from '../db/scoped';
import type { FeedChange, FeedMessage } from '../plugins/change-feed';
import { answers, unserialized } from '../route-answers';
import { closeWhenStuck } from '../slow-clients';

/** How long the browser waits before it reconnects after the stream ends (the SSE `retry` field). */
const RECONNECT_MS = 1_000;
/**
 * What one stream may have waiting in the API for its client, beyond the kernel's socket buffers:
 * past it the client is not reading and the stream is closed (it reconnects and resyncs).
 */
export const MAX_STREAM_BACKLOG_BYTES = 1024 * 1024;

export interface EventStreamOptions {
  /** A comment line this often, so proxies keep the stream open and the browser knows it is alive. */
  heartbeatMs: number;
  /** A stream ends after this long and the browser reconnects with a fresh token, its role checked again. */
  maxStreamMs: number;
  /** A stream whose client has not taken what waits for it this long is closed. */
  writeDeadlineMs: number;
}

/** The streams open on this instance, by account, oldest first: each entry ends its stream. */
export class OpenEventStreams {
  private byAccount = new Map<string, Set<() => void>>();

  constructor(private readonly perAccount: number) {}

  /** Counts a new stream of `uid`, closing its oldest ones past the limit; answers its removal. */
  opened(uid: string, end: () => void): () => void {
    let mine = this.byAccount.get(uid);
    if (!mine) {
      mine = new Set();
      this.byAccount.set(uid, mine);
    }
    for (const oldest of mine) {
      if (mine.size < this.perAccount) break;
      mine.delete(oldest);
      oldest();
    }
    mine.add(end);
    return () => {
      mine.delete(end);
      if (mine.size === 0 && this.byAccount.get(uid) === mine) this.byAccount.delete(uid);
    };
  }

  /** How many streams the account holds open on this instance. */
  openFor(uid: string): number {
    return this.byAccount.get(uid)?.size ?? 0;
  }
}

const sse = (event: string, data: unknown, id?: string) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /admin/events: server-sent events over an ordinary authenticated request (the portal reads
 * it with fetch, so the token travels in the Authorization header, never in the address). Sends
 * `sync` ({ live, resync }: FeedStatus) first and whenever the database feed drops or returns,
 * then a `change` (ChangeEvent) for each change the caller may read, and a comment as heartbeat.
 * With `Last-Event-ID` of this instance's recent past it replays what was missed instead of
 * asking for a resync. An account holds at most its share of streams (app.eventStreams; a new one closes its oldest),
 * and a stream whose client stops reading is closed once its backlog passes
 * MAX_STREAM_BACKLOG_BYTES or has waited `writeDeadlineMs`, so each costs a bounded amount of memory.
 */
export function eventRoutes(options: EventStreamOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const open = app.eventStreams;
    const schema = {
      description:
        "Server-sent events: `sync` ({ live, resync }) first and whenever the database feed drops or returns, then `change` ({ type, id, version, actor, change? }) for each committed change the caller may read (a `job` event only to the person who asked for the job), and heartbeats. `Last-Event-ID` of this instance's recent past replays what was missed instead of asking for a resync.",
      querystring: noQuerySchema,
      response: answers({ 200: { description: 'An event stream', content: { 'text/event-stream': { schema: z.string() } } } }),
    };
    app.get('/events', { schema, config: { permission: 'read', longLived: true } }, async (request, reply) => {
      const staff = request.staff!;
      const feed = app.changeFeed;
      const stream = new PassThrough();
      const mayHear = (event: ChangeEvent) => can(staff.role, permissionToHear(event)) && isOwnJobOrNotAJob(event, staff.uid);

      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        forget();
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stream.end();
      };
      // A client that does not read: what waits for it is dropped with its connection.
      const abandon = () => {
        end();
        reply.raw.destroy();
      };
      const send = (text: string) => {
        if (ended) return;
        if (stream.writableLength + stream.readableLength + reply.raw.writableLength > MAX_STREAM_BACKLOG_BYTES) return abandon();
        stream.write(text);
      };
      // A person limited to some centres hears of a registration only when the centre policies let
      // them read it; each such event waits for its check, and what follows waits for it, so the
      // stream keeps the feed's order. A change of their centres (a 'staff' event) ends the stream.
      const scoped = staff.centers.length > 0 ? scopedDatabase(app.db, staff.centers) : null;
      let inOrder = Promise.resolve();
      const sendInOrder = (text: string | (() => Promise<string | null>)) => {
        if (!scoped && typeof text === 'string') return send(text);
        inOrder = inOrder
          .then(async () => (typeof text === 'string' ? text : await text()))
          .then((ready) => {
            if (ready) send(ready);
          })
          // A check that fails (the database is away) says nothing of the registration: not sent.
          .catch(() => {});
      };
      const sendChange = ({ id, event, centers }: FeedChange) => {
        if (!mayHear(event)) return;
        // Many rows at once: heard when one of them is of the person's centres.
        if (scoped && centers && !centers.some((code) => staff.centers.includes(code))) return;
        // The registration an event is about; a payment event is about one too (its payment changed).
        const registrationId = event.type === 'registration' || event.type === 'payment' ? event.id : null;
        if (!scoped || registrationId === null) return sendInOrder(sse('change', event, id));
        sendInOrder(async () => {
          const visible = await scoped.query('SELECT 1 FROM registrations WHERE registration_id = $1', [registrationId]);
          return visible.length > 0 ? sse('change', event, id) : null;
        });
      };
      const forget = open.opened(staff.uid, end);
      const unsubscribe = feed.subscribe((message: FeedMessage) => {
        if (message.kind === 'closing') return end();
        if (message.kind === 'status') {
          // Back after a drop: whatever was committed meanwhile was never heard.
          sendInOrder(sse('sync', { live: message.live, resync: message.live } satisfies FeedStatus, feed.lastId));
          return;
        }
        // A change to the caller's own account (role, removal): reconnecting checks it again.
        if (message.event.type === 'staff' && message.event.id === staff.uid) return end();
        sendChange(message);
      });
      const heartbeat = setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs);
      const lifetime = setTimeout(end, options.maxStreamMs);
      reply.raw.once('close', end);
      closeWhenStuck(reply.raw, options.writeDeadlineMs);

      const lastEventId = request.headers['last-event-id'];
      const missed = feed.since(typeof lastEventId === 'string' ? lastEventId : undefined);
      send(`retry: ${RECONNECT_MS}\n\n`);
      for (const change of missed ?? []) sendChange(change);
      sendInOrder(sse('sync', { live: feed.live, resync: missed === null } satisfies FeedStatus, feed.lastId));

      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('x-accel-buffering', 'no')
          // An ended stream closes its connection: nothing keeps the instance from closing.
          .header('connection', 'close')
          .send(unserialized<string>(stream))
      );
    });
  };
}
