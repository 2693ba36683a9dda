import http from 'node:http';
import type { ChangeEvent, FeedStatus } from 'shared/platform/live/changeEvent';

/** One message of GET /admin/events as a browser would read it; heartbeats are comments. */
export type StreamMessage = { kind: 'change'; id: string; event: ChangeEvent } | { kind: 'sync'; id: string; status: FeedStatus } | { kind: 'heartbeat' };

// A message that never comes fails the test at Jest's own timeout, with what did come.
export interface EventStream {
  status: number;
  /** Waits for the next message matching `match`, skipping (and keeping) the others. */
  next(match?: (message: StreamMessage) => boolean): Promise<StreamMessage>;
  /** Every message read so far. */
  seen: StreamMessage[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parse(block: string): StreamMessage | null {
  if (block.startsWith(':')) return { kind: 'heartbeat' };
  const fields = Object.fromEntries(
    block.split('\n').map((line) => {
      const colon = line.indexOf(': ');
      return [line.slice(0, colon), line.slice(colon + 2)];
    }),
  );
  const id = fields.id ?? '';
  if (fields.event === 'change') return { kind: 'change', id, event: JSON.parse(fields.data ?? 'null') };
  if (fields.event === 'sync') return { kind: 'sync', id, status: JSON.parse(fields.data ?? 'null') };
  return null;
}

/**
 * GET /admin/events with the token (and a Last-Event-ID), read message by message. Through
 * node:http rather than fetch: closing destroys the socket at once, as a browser closing a tab does.
 */
export async function openEventStream(baseUrl: string, token: string, lastEventId?: string): Promise<EventStream> {
  const request = http.get(`${baseUrl}/admin/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId && { 'last-event-id': lastEventId }) },
  });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  });
  response.setEncoding('utf8');
  const seen: StreamMessage[] = [];
  let read = 0;
  let wake: () => void = () => {};
  let finished = false;
  const ended = (async () => {
    let buffer = '';
    try {
      for await (const chunk of response) {
        buffer += chunk as string;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const message = parse(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (message) seen.push(message);
        }
        wake();
      }
    } catch {
      // closed by the test
    } finally {
      finished = true;
      wake();
    }
  })();
  return {
    status: response.statusCode ?? 0,
    seen,
    ended,
    async next(match = () => true) {
      for (;;) {
        while (read < seen.length) {
          const message = seen[read]!;
          read += 1;
          if (match(message)) return message;
        }
        if (finished) throw new Error(`The stream ended; it sent ${JSON.stringify(seen)}`);
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
    close: () => request.destroy(),
  };
}

export const isChange =
  (match: Partial<ChangeEvent> = {}) =>
  (message: StreamMessage) =>
    message.kind === 'change' &&
    Object.entries(match).every(([key, value]) => JSON.stringify(message.event[key as keyof ChangeEvent]) === JSON.stringify(value));

export const isSync = (message: StreamMessage) => message.kind === 'sync';
