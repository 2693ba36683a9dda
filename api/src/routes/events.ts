import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { can } from 'shared/domain/permissions';
import { isOwnJobOrNotAJob, permissionToHear } from 'shared/domain/live-events';
import type { ChangeEvent, FeedStatus } from 'shared/platform/live/changeEvent';
import { noQuerySchema } from 'shared/domain/schemas';
import type { FeedMessage } from '../plugins/change-feed';
import { answers, unserialized } from '../route-answers';

/** How long the browser waits before it reconnects after the stream ends (the SSE `retry` field). */
const RECONNECT_MS = 1_000;

export interface EventStreamOptions {
  /** A comment line this often, so proxies keep the stream open and the browser knows it is alive. */
  heartbeatMs: number;
  /** A stream ends after this long and the browser reconnects with a fresh token, its role checked again. */
  maxStreamMs: number;
}

const sse = (event: string, data: unknown, id?: string) => `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

/**
 * GET /admin/events: server-sent events over an ordinary authenticated request (the portal reads
 * it with fetch, so the token travels in the Authorization header, never in the address). Sends
 * `sync` ({ live, resync }: FeedStatus) first and whenever the database feed drops or returns,
 * then a `change` (ChangeEvent) for each change the caller may read, and a comment as heartbeat.
 * With `Last-Event-ID` of this instance's recent past it replays what was missed instead of
 * asking for a resync.
 */
export function eventRoutes(options: EventStreamOptions): FastifyPluginAsyncZod {
  return async (app) => {
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
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        stream.end();
      };
      const unsubscribe = feed.subscribe((message: FeedMessage) => {
        if (message.kind === 'closing') return end();
        if (message.kind === 'status') {
          // Back after a drop: whatever was committed meanwhile was never heard.
          stream.write(sse('sync', { live: message.live, resync: message.live } satisfies FeedStatus, feed.lastId));
          return;
        }
        // A change to the caller's own account (role, removal): reconnecting checks it again.
        if (message.event.type === 'staff' && message.event.id === staff.uid) return end();
        if (mayHear(message.event)) stream.write(sse('change', message.event, message.id));
      });
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), options.heartbeatMs);
      const lifetime = setTimeout(end, options.maxStreamMs);
      reply.raw.once('close', end);

      const lastEventId = request.headers['last-event-id'];
      const missed = feed.since(typeof lastEventId === 'string' ? lastEventId : undefined);
      stream.write(`retry: ${RECONNECT_MS}\n\n`);
      for (const { id, event } of missed ?? []) if (mayHear(event)) stream.write(sse('change', event, id));
      stream.write(sse('sync', { live: feed.live, resync: missed === null } satisfies FeedStatus, feed.lastId));

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
