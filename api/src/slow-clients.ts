import type { ServerResponse } from 'node:http';
import { Readable } from 'node:stream';

/** Default of WRITE_DEADLINE_SECONDS. */
export const DEFAULT_WRITE_DEADLINE_SECONDS = 30;

// The deadline is checked this many times over its length: stuck at every check, the client is given
// up. Counting checks rather than reading the clock, an event loop held up (PGlite's long statements
// run on it) never makes a client that was reading look stuck.
const CHECKS_PER_DEADLINE = 4;

/**
 * Closes the response when what it has to send has waited for the client for the deadline: the
 * client stopped reading (the kernel's buffers are full and ours has not moved since). A client
 * that reads, however slowly, lets some out now and then and is never cut off while it does.
 */
export function closeWhenStuck(response: ServerResponse, deadlineMs: number): void {
  let stuckChecks = 0;
  let lastSent = -1;
  const timer = setInterval(
    () => {
      const sent = response.socket?.bytesWritten ?? 0;
      if (!response.writableNeedDrain || sent !== lastSent) {
        stuckChecks = 0;
        lastSent = sent;
        return;
      }
      stuckChecks += 1;
      if (stuckChecks >= CHECKS_PER_DEADLINE) response.destroy();
    },
    Math.max(Math.floor(deadlineMs / CHECKS_PER_DEADLINE), 25),
  );
  timer.unref();
  response.on('drain', () => {
    stuckChecks = 0;
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
