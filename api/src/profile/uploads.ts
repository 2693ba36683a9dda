import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** An upload received to a file: where, how long, and its first bytes (enough to tell its type). */
export interface ReceivedFile {
  path: string;
  size: number;
  head: Buffer;
}

const HEAD_BYTES = 16;

/** Whether a parsed body is an upload receiveToFile wrote (rather than, say, JSON sent to the upload). */
export const isReceivedFile = (body: unknown): body is ReceivedFile =>
  typeof body === 'object' && body !== null && typeof (body as ReceivedFile).path === 'string' && Buffer.isBuffer((body as ReceivedFile).head);

/**
 * Writes a request body to a new file in `dir` as it arrives, a chunk at a time (the body waits
 * while the disk does). Answers null, with the file removed and the rest of the body read away
 * (so that the client hears the refusal), when the body is longer than `maxBytes`.
 */
export function receiveToFile(body: NodeJS.ReadableStream, dir: string, maxBytes: number): Promise<ReceivedFile | null> {
  const file = path.join(dir, randomUUID());
  const out = fs.createWriteStream(file, { flags: 'wx' });
  let size = 0;
  let head = Buffer.alloc(0);
  return new Promise((resolve, reject) => {
    const stop = () => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onError);
      body.off('close', onClose);
      out.off('error', onError);
      // Whatever the file does now, nobody waits for it.
      out.on('error', () => {});
    };
    const removed = () => fs.promises.rm(file, { force: true });
    const onError = (error: Error) => {
      stop();
      out.destroy();
      void removed().finally(() => reject(error));
    };
    const onClose = () => onError(new Error('The upload was interrupted'));
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
      if (size > maxBytes) {
        stop();
        out.destroy();
        body.resume();
        void removed().then(() => resolve(null), reject);
        return;
      }
      if (!out.write(chunk)) {
        body.pause();
        out.once('drain', () => body.resume());
      }
    };
    const onEnd = () => {
      stop();
      out.end(() => resolve({ path: file, size, head }));
    };
    body.on('data', onData);
    body.once('end', onEnd);
    body.once('error', onError);
    body.once('close', onClose);
    out.once('error', onError);
  });
}
