import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Default of CLIENT_WRITE_DEADLINE_SECONDS. */
export const DEFAULT_WRITE_DEADLINE_SECONDS = 30;

/**
 * Closes the response when what it has to send has waited for the client this long: the client
 * stopped reading (the kernel's buffers are full and ours has not drained since). A client that
 * reads, however slowly, drains now and then and is never cut off while it does.
 */
export function closeWhenStuck(response: ServerResponse, deadlineMs: number): void {
  let stuckSince: number | null = null;
  const timer = setInterval(
    () => {
      if (!response.writableNeedDrain) {
        stuckSince = null;
        return;
      }
      stuckSince ??= Date.now();
      if (Date.now() - stuckSince >= deadlineMs) response.destroy();
    },
    Math.max(Math.floor(deadlineMs / 4), 25),
  );
  timer.unref();
  response.on('drain', () => {
    stuckSince = null;
  });
  response.once('close', () => clearInterval(timer));
}

/**
 * Text produced piece by piece (each piece read from the database in its own heavy turn), as a
 * stream that asks for the next piece only when the client has taken the last one: a slow client
 * holds one piece in memory and nothing shared, and past the write deadline it is cut off.
 */
export function streamToClient(response: ServerResponse, pieces: AsyncIterable<string>, deadlineMs: number): Readable {
  closeWhenStuck(response, deadlineMs);
  return Readable.from(pieces, { highWaterMark: 1 });
}
