import net from 'node:net';

/** A raw HTTP/1.1 client that takes what the server sends at its own pace, as a phone on a poor line or a stuck script does. */
export interface SlowClient {
  /** Resolves with the status line once the answer has begun. */
  started: Promise<string>;
  /** Bytes taken so far. */
  received(): number;
  /** Whether the connection is still open. */
  open(): boolean;
  /** Starts reading everything at full speed; resolves with the bytes taken when the server has ended the connection. */
  readToEnd(): Promise<number>;
  destroy(): void;
}

/**
 * GET `path` with `headers` on a connection that, once the answer has begun, takes `bytesPerTick`
 * bytes every `tickMs` (0: none at all), leaving the rest in the kernel's buffers.
 */
export function slowGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  { bytesPerTick, tickMs = 250 }: { bytesPerTick: number; tickMs?: number },
): SlowClient {
  const { hostname, port } = new URL(baseUrl);
  const socket = net.connect(Number(port), hostname);
  socket.pause();
  let received = 0;
  let ended = false;
  let ticker: NodeJS.Timeout | null = null;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  void closed.then(() => {
    ended = true;
    if (ticker) clearInterval(ticker);
  });
  socket.on('error', () => {});
  socket.write(
    `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );
  const started = new Promise<string>((resolve, reject) => {
    let head = '';
    const take = () => {
      let chunk: Buffer | null;
      while (!head.includes('\r\n') && (chunk = socket.read(1) as Buffer | null)) {
        received += chunk.length;
        head += chunk.toString('latin1');
      }
      if (head.includes('\r\n')) {
        socket.off('readable', take);
        resolve(head.trim());
        if (bytesPerTick > 0) {
          ticker = setInterval(() => {
            const taken = socket.read(bytesPerTick) as Buffer | null;
            if (taken) received += taken.length;
          }, tickMs);
        }
      }
    };
    socket.on('readable', take);
    void closed.then(() => reject(new Error(`The connection closed before the answer began: ${head}`)));
  });
  started.catch(() => {});
  return {
    started,
    received: () => received,
    open: () => !ended,
    async readToEnd() {
      if (ticker) clearInterval(ticker);
      socket.on('data', (chunk: Buffer) => {
        received += chunk.length;
      });
      socket.resume();
      await closed;
      return received;
    },
    destroy: () => socket.destroy(),
  };
}
